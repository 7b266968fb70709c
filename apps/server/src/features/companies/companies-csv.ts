import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import { toCsv } from '../../platform/csv.ts';

export const COMPANIES_CSV_NAME = '企業一覧.csv';

const HEADER = [
  'ID',
  '会社名',
  '会社名（カナ）',
  '住所',
  '電話番号',
  '先方担当者',
  '営業担当',
  'コンサルティング',
  '受講者請求',
  '契約開始日',
  '契約終了日',
  '企業ユーザー数',
  '受講者数',
  '登録日時',
] as const;

const yesNo = (value: boolean) => (value ? 'あり' : 'なし');

export function buildCompaniesCsv(items: readonly CompanyItem[]): string {
  return toCsv(
    HEADER,
    items.map((c) => [
      c.id,
      c.name,
      c.name_kana,
      c.address,
      c.phone,
      c.contact_person,
      c.sales_owner_name,
      yesNo(c.has_consulting_flg),
      yesNo(c.student_invoice_enabled),
      c.contract_start,
      c.contract_end,
      c.company_user_count,
      c.student_count,
      c.created_at,
    ]),
  );
}
