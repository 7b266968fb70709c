import { COURSE_MODE, GENDER, RETIRE_REASON, STUDENT_STATUS } from '../enums/student.ts';
import { STUDENT_DETAIL_FIELDS, type StudentImportValues, type StudentItem } from './students.ts';

/**
 * The words the student CSV file uses for coded values. They are part of the file's format (an
 * export reads back in, whatever the UI language), not UI labels: the screens take theirs from the
 * web's catalogues (enums namespace).
 */
export const STUDENT_STATUS_CSV_WORD: Record<number, string> = {
  [STUDENT_STATUS.taking]: '受講中',
  [STUDENT_STATUS.graduated]: '卒業',
  [STUDENT_STATUS.graduated_server]: '卒業（サーバーサイド）',
  [STUDENT_STATUS.graduated_other]: '卒業（その他）',
  [STUDENT_STATUS.retired]: '退会',
};
export const RETIRE_REASON_CSV_WORD: Record<number, string> = {
  [RETIRE_REASON.lack_of_motivation]: '意欲の低下',
  [RETIRE_REASON.home_circumstances]: '家庭の事情',
  [RETIRE_REASON.ill_health]: '体調不良',
};
export const COURSE_MODE_CSV_WORD: Record<number, string> = { [COURSE_MODE.normal]: '通常', [COURSE_MODE.intensive]: '集中' };
export const GENDER_CSV_WORD: Record<number, string> = { [GENDER.man]: '男性', [GENDER.woman]: '女性', [GENDER.unanswered]: '未回答' };

/** The fields a CSV import fills: one per column the import reads. */
export type StudentImportField = keyof StudentImportValues;

/** A student as a CSV row is made from it (the export's rows; the detail-only fields may be absent). */
export type StudentCsvRow = Pick<
  StudentItem,
  | 'id' | 'name' | 'name_kana' | 'email' | 'company_id' | 'company_name' | 'consulting' | 'course_id' | 'status' | 'retire_reason'
  | 'retire_date' | 'grade' | 'course_mode' | 'start_date' | 'end_date' | 'birthday' | 'gender' | 'prefecture_id' | 'prefecture_name'
  | 'init_input_flg'
>;

/**
 * One column of the student CSV: its header, the field it shows (a STUDENT_DETAIL_FIELDS field makes
 * it detail-only) and its cell. `imported` columns are the ones the import reads, by the same header.
 */
export type StudentCsvColumn = { header: string; value: (row: StudentCsvRow) => string | number | null | undefined } & (
  | { field: StudentImportField; imported: true }
  | { field: keyof StudentCsvRow; imported?: never }
);

const wordOf = (words: Record<number, string>, code: number | null | undefined) => (code === null || code === undefined ? null : words[code]);

/**
 * The student CSV's columns, defined once for the export and the import (decision 012): the import
 * reads the imported columns by these headers, so an exported file has every column it needs.
 * Codes or labels are accepted for status, course mode and gender; a prefecture by id or name; dates
 * as yyyy-MM-dd or yyyy/M/d. Retired students cannot be imported (they need a reason and a date).
 */
export const STUDENT_CSV_COLUMNS: readonly StudentCsvColumn[] = [
  { header: 'ID', field: 'id', value: (row) => row.id },
  { header: '氏名', field: 'name', value: (row) => row.name, imported: true },
  { header: 'フリガナ', field: 'name_kana', value: (row) => row.name_kana, imported: true },
  { header: 'メールアドレス', field: 'email', value: (row) => row.email, imported: true },
  { header: '会社ID', field: 'company_id', value: (row) => row.company_id, imported: true },
  { header: '会社名', field: 'company_name', value: (row) => row.company_name },
  { header: 'コンサル', field: 'consulting', value: (row) => (row.consulting ? 'あり' : 'なし') },
  { header: 'コースID', field: 'course_id', value: (row) => row.course_id },
  { header: 'ステータス', field: 'status', value: (row) => wordOf(STUDENT_STATUS_CSV_WORD, row.status), imported: true },
  { header: '退会理由', field: 'retire_reason', value: (row) => wordOf(RETIRE_REASON_CSV_WORD, row.retire_reason) },
  { header: '退会日', field: 'retire_date', value: (row) => row.retire_date },
  { header: 'グレード', field: 'grade', value: (row) => row.grade, imported: true },
  { header: '受講形態', field: 'course_mode', value: (row) => wordOf(COURSE_MODE_CSV_WORD, row.course_mode), imported: true },
  { header: '受講開始日', field: 'start_date', value: (row) => row.start_date, imported: true },
  { header: '受講終了日', field: 'end_date', value: (row) => row.end_date, imported: true },
  { header: '生年月日', field: 'birthday', value: (row) => row.birthday, imported: true },
  { header: '性別', field: 'gender', value: (row) => wordOf(GENDER_CSV_WORD, row.gender), imported: true },
  { header: '都道府県', field: 'prefecture_name', value: (row) => row.prefecture_name },
  { header: '都道府県ID', field: 'prefecture_id', value: (row) => row.prefecture_id, imported: true },
  { header: '初回入力', field: 'init_input_flg', value: (row) => (row.init_input_flg === 1 ? '済' : '未') },
];

/** Whether a column is only for a caller with student_detail read (decision 017). */
export const isDetailColumn = (column: StudentCsvColumn): boolean => STUDENT_DETAIL_FIELDS.some((field) => field === column.field);

/** The columns the import reads, in file order, with the header the first row must carry. */
export const STUDENT_IMPORT_COLUMNS: ReadonlyArray<{ key: StudentImportField; header: string }> = STUDENT_CSV_COLUMNS.flatMap((column) =>
  column.imported ? [{ key: column.field, header: column.header }] : [],
);

/** A template the web offers for download (UTF-8; the web adds a BOM for Excel). */
export const STUDENT_IMPORT_TEMPLATE =
  STUDENT_IMPORT_COLUMNS.map((column) => column.header).join(',') +
  '\r\n学習 太郎,ガクシュウ タロウ,taro@example.com,1,0,B,0,2026-04-01,2026-09-30,1995-05-10,1,13\r\n';

