import { COURSE_MODE, GENDER, RETIRE_REASON, STUDENT_STATUS } from '../enums/student.ts';
import { STUDENT_DETAIL_FIELDS, type StudentImportValues, type StudentItem } from './students.ts';

/**
 * The words the student CSV file uses for coded values. They are part of the file's format (an
 * export reads back in, whatever the UI language), not UI labels: the screens take theirs from the
 * web's catalogues (enums namespace).
 */
export const STUDENT_STATUS_CSV_WORD: Record<number, string> = {
  [STUDENT_STATUS.taking]: '受講中',
  // The spec's three "graduated" statuses are the course a student completed (docs/glossary.md).
  [STUDENT_STATUS.graduated]: '修了（フロントエンドコース）',
  [STUDENT_STATUS.graduated_server]: '修了（サーバーサイドコース）',
  [STUDENT_STATUS.graduated_other]: '修了（その他のコース）',
  [STUDENT_STATUS.retired]: '退会',
};
/** Words files written before issue 10 carry; still read by the import. */
export const STUDENT_STATUS_CSV_OLD_WORDS: Record<string, number> = {
  卒業: STUDENT_STATUS.graduated,
  '卒業（サーバーサイド）': STUDENT_STATUS.graduated_server,
  '卒業（その他）': STUDENT_STATUS.graduated_other,
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
  { header: '会社名', field: 'company_name', value: (row) => row.company_name, imported: true },
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
  { header: '都道府県', field: 'prefecture_name', value: (row) => row.prefecture_name, imported: true },
  { header: '都道府県ID', field: 'prefecture_id', value: (row) => row.prefecture_id, imported: true },
  { header: '初回入力', field: 'init_input_flg', value: (row) => (row.init_input_flg === 1 ? '済' : '未') },
];

/** Whether a column is only for a caller with student_detail read (decision 017). */
export const isDetailColumn = (column: StudentCsvColumn): boolean => STUDENT_DETAIL_FIELDS.some((field) => field === column.field);

/** The columns the import reads, in file order, with the header the first row must carry. */
export const STUDENT_IMPORT_COLUMNS: ReadonlyArray<{ key: StudentImportField; header: string }> = STUDENT_CSV_COLUMNS.flatMap((column) =>
  column.imported ? [{ key: column.field, header: column.header }] : [],
);

/**
 * Columns that stand in for each other: a company by its ID or its name, a prefecture by its number
 * or its name. A file needs one of each pair; where both are filled, the ID wins.
 */
export const STUDENT_IMPORT_ALTERNATIVES: Partial<Record<StudentImportField, StudentImportField>> = {
  company_id: 'company_name',
  company_name: 'company_id',
  prefecture_id: 'prefecture_name',
  prefecture_name: 'prefecture_id',
};

/** The imported columns a file must have, as [header, or the alternative's header]. */
export const STUDENT_IMPORT_REQUIRED_HEADERS: ReadonlyArray<readonly string[]> = STUDENT_IMPORT_COLUMNS.filter(
  (column) => column.key !== 'company_name' && column.key !== 'prefecture_name',
).map((column) => {
  const alternative = STUDENT_IMPORT_ALTERNATIVES[column.key];
  const other = alternative && STUDENT_IMPORT_COLUMNS.find((candidate) => candidate.key === alternative);
  return other ? [column.header, other.header] : [column.header];
});

/** The template's columns: words only (the company and the prefecture by name). */
const TEMPLATE_COLUMNS = STUDENT_IMPORT_COLUMNS.filter((column) => column.key !== 'company_id' && column.key !== 'prefecture_id');
const TEMPLATE_EXAMPLES: Array<Partial<Record<StudentImportField, string>>> = [
  { name: '学習 太郎', name_kana: 'ガクシュウ タロウ', email: 'taro@example.com', company_name: 'テスト工業株式会社', status: '受講中', grade: 'B', course_mode: '通常', start_date: '2026/04/01', end_date: '2026/09/30', birthday: '1995/05/10', gender: '男性', prefecture_name: '東京都' },
  { name: '研修 花子', name_kana: 'ケンシュウ ハナコ', email: 'hanako@example.com', company_name: 'テスト工業株式会社', status: '受講中', grade: '', course_mode: '集中', start_date: '2026/04/01', end_date: '', birthday: '', gender: '', prefecture_name: '' },
];

/** A template the web offers for download, with two example rows (UTF-8; the web adds a BOM for Excel). */
export const STUDENT_IMPORT_TEMPLATE = [TEMPLATE_COLUMNS.map((column) => column.header), ...TEMPLATE_EXAMPLES.map((example) => TEMPLATE_COLUMNS.map((column) => example[column.key] ?? ''))]
  .map((cells) => cells.join(','))
  .join('\r\n') + '\r\n';

