import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { toCsv } from '../../platform/csv.ts';

export const STAFF_CSV_FILENAME = 'スタッフ一覧.csv';

const MAIN_ROLE_LABELS: Record<number, string> = {
  [MAIN_ROLE.sales]: '営業',
  [MAIN_ROLE.teacher]: '講師',
  [MAIN_ROLE.admin]: '管理者',
  [MAIN_ROLE.general]: '一般',
  [MAIN_ROLE.consultant]: 'コンサルタント',
  [MAIN_ROLE.admin_sales]: '管理者(営業)',
};
const ROLE_TYPE_LABELS: Record<number, string> = { [ROLE_TYPE.sales_general]: '営業・一般', [ROLE_TYPE.admin]: '管理' };
const EMPLOYMENT_LABELS: Record<number, string> = { [EMPLOYMENT_TYPE.employee]: '社員', [EMPLOYMENT_TYPE.contractor]: '業務委託' };

const HEADER = ['ID', '氏名', 'フリガナ', 'メールアドレス', '役割', 'ロール種別', '雇用形態', '権限ロール', '状態', 'パスワード', '登録日時'];

export function buildStaffCsv(items: StaffItem[]): string {
  return toCsv(
    HEADER,
    items.map((item) => [
      item.id,
      item.name,
      item.name_kana,
      item.email,
      MAIN_ROLE_LABELS[item.main_role],
      ROLE_TYPE_LABELS[item.role_type],
      EMPLOYMENT_LABELS[item.employment_type],
      item.permission_role_name,
      item.active ? '有効' : '無効',
      item.password_set ? '設定済み' : '招待中',
      item.created_at,
    ]),
  );
}
