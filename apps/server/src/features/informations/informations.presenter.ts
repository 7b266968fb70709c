import type * as repo from './informations.repository.ts';
import { type CsvColumn, csvOf } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import { informationAbilities, type InformationAdminItem, type InformationFile, type InformationItem, type InformationReader } from '@manabiya/domain/contracts/informations';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';

const ACCOUNT_LABEL = { student: '受講生', company: '会社担当者' } as const;

const UNREAD_COLUMNS: ReadonlyArray<CsvColumn<InformationReader>> = [
  { header: '種別', value: (row) => ACCOUNT_LABEL[row.account_type] },
  { header: 'ID', value: (row) => row.id },
  { header: '氏名', value: (row) => row.name },
  { header: 'メールアドレス', value: (row) => row.email },
  { header: '会社', value: (row) => row.company_name },
];

export const unreadCsvFilename = (id: number) => `お知らせ${id}_未読者.csv`;

export const buildUnreadCsv = (rows: readonly InformationReader[]): string => csvOf(UNREAD_COLUMNS, rows);

/** The images of several notices, by notice id, in their display order. */
export function groupFiles(rows: Awaited<ReturnType<typeof repo.filesOf>>): Map<number, InformationFile[]> {
  const byNotice = new Map<number, InformationFile[]>();
  for (const { information_id, ...file } of rows) byNotice.set(information_id, [...(byNotice.get(information_id) ?? []), file]);
  return byNotice;
}

/** A notice as the admin list and editor show it to a caller holding `permissions`. */
export function presentAdminItem(
  row: repo.AdminRow,
  audience: Map<number, number>,
  files: Map<number, InformationFile[]>,
  permissions: SectionPermissions | null | undefined,
): InformationAdminItem {
  return { ...withIsoDates(row), audience_count: audience.get(row.id) ?? 0, information_files: files.get(row.id) ?? [], abilities: informationAbilities(permissions, row) };
}

/** A notice as a student or company user reads it: its publish date is when it was "created" for them. */
export function presentReaderItem(row: repo.ReaderRow, files: Map<number, InformationFile[]>): InformationItem {
  const { publish_date, ...rest } = withIsoDates(row);
  return { ...rest, information_files: files.get(row.id) ?? [], created_at: publish_date };
}
