import { type CsvColumn, csvOf } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { CompanyItemRow } from './companies.repository.ts';
import type { CompanyUserItemRow } from './company-users.repository.ts';
import { companyAbilities, type CompanyItem, companyUserAbilities } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';

export const COMPANIES_CSV_NAME = '会社一覧.csv';

const yesNo = (value: boolean) => (value ? 'あり' : 'なし');

const COLUMNS: ReadonlyArray<CsvColumn<CompanyItem>> = [
  { header: 'ID', value: (c) => c.id },
  { header: '会社名', value: (c) => c.name },
  { header: '会社名（カナ）', value: (c) => c.name_kana },
  { header: '住所', value: (c) => c.address },
  { header: '電話番号', value: (c) => c.phone },
  { header: '先方担当者', value: (c) => c.contact_person },
  { header: '営業担当', value: (c) => c.sales_owner_name },
  { header: 'コンサルティング', value: (c) => yesNo(c.has_consulting_flg) },
  { header: '受講生請求', value: (c) => yesNo(c.student_invoice_enabled) },
  { header: '契約開始日', value: (c) => c.contract_start },
  { header: '契約終了日', value: (c) => c.contract_end },
  { header: '会社担当者数', value: (c) => c.company_user_count },
  { header: '受講生数', value: (c) => c.student_count },
  { header: '登録日時', value: (c) => c.created_at },
];

export const buildCompaniesCsv = (items: readonly CompanyItem[]): string => csvOf(COLUMNS, items);

type Permissions = SectionPermissions | null | undefined;

/** A company row as the admin API shows it to a caller holding `permissions`. */
export function presentCompany(row: CompanyItemRow, permissions: Permissions): CompanyItem {
  return { ...withIsoDates(row), abilities: companyAbilities(permissions, row) };
}

/** A company user row as the admin API shows it to a caller holding `permissions`. */
export function presentCompanyUser(row: CompanyUserItemRow, permissions: Permissions): CompanyUserItem {
  return { ...withIsoDates(row), abilities: companyUserAbilities(permissions, row) };
}
