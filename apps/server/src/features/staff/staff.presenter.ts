import { type CsvColumn, csvOf } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { StaffRow } from './staff.repository.ts';
import { staffAbilities, type StaffActor, type StaffItem, type StaffRowState } from '@manabiya/domain/contracts/staff';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';

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

const COLUMNS: ReadonlyArray<CsvColumn<StaffItem>> = [
  { header: 'ID', value: (item) => item.id },
  { header: '氏名', value: (item) => item.name },
  { header: 'フリガナ', value: (item) => item.name_kana },
  { header: 'メールアドレス', value: (item) => item.email },
  { header: '役割', value: (item) => MAIN_ROLE_LABELS[item.main_role] },
  { header: 'ロール種別', value: (item) => ROLE_TYPE_LABELS[item.role_type] },
  { header: '雇用形態', value: (item) => EMPLOYMENT_LABELS[item.employment_type] },
  { header: '権限ロール', value: (item) => item.permission_role_name },
  { header: '状態', value: (item) => (item.active ? '有効' : '無効') },
  { header: 'パスワード', value: (item) => (item.password_set ? '設定済み' : '招待中') },
  { header: '登録日時', value: (item) => item.created_at },
];

export const buildStaffCsv = (items: StaffItem[]): string => csvOf(COLUMNS, items);

/** What the ability rules need of a member, given who (if anyone alone) can still manage roles. */
export function staffStateOf(row: { id: number; active: boolean; password_set: boolean }, lastRoleManagerId: number | undefined): StaffRowState {
  return { id: row.id, active: row.active, password_set: row.password_set, last_role_manager: row.id === lastRoleManagerId };
}

/** A staff row as the admin API shows it to `actor`. */
export function presentStaff(row: NonNullable<StaffRow>, actor: StaffActor, lastRoleManagerId: number | undefined): StaffItem {
  return { ...withIsoDates(row), abilities: staffAbilities(actor, staffStateOf(row, lastRoleManagerId)) };
}
