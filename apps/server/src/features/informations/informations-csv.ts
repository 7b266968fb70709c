import type { InformationReader } from '@manabiya/domain/contracts/informations';
import { csvOf, type CsvColumn } from '../../platform/csv.ts';

const ACCOUNT_LABEL = { student: '受講生', company: '企業ユーザー' } as const;

const UNREAD_COLUMNS: ReadonlyArray<CsvColumn<InformationReader>> = [
  { header: '種別', value: (row) => ACCOUNT_LABEL[row.account_type] },
  { header: 'ID', value: (row) => row.id },
  { header: '氏名', value: (row) => row.name },
  { header: 'メールアドレス', value: (row) => row.email },
  { header: '企業', value: (row) => row.company_name },
];

export const unreadCsvFilename = (id: number) => `お知らせ${id}_未読者.csv`;

export const buildUnreadCsv = (rows: readonly InformationReader[]): string => csvOf(UNREAD_COLUMNS, rows);
