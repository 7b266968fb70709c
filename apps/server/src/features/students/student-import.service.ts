import {
  COURSE_MODE_CSV_WORD,
  GENDER_CSV_WORD,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_REQUIRED_HEADERS,
  STUDENT_STATUS_CSV_OLD_WORDS,
  STUDENT_STATUS_CSV_WORD,
  type StudentImportField,
} from '@manabiya/domain/contracts/student-csv';
import {
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  UpdateStudentBody,
  type StudentImportPreview,
  type StudentImportResult,
  type StudentImportRow,
  type StudentImportValues,
} from '@manabiya/domain/contracts/students';
import { PREFECTURES } from '@manabiya/domain/enums/prefectures';
import { COURSE_MODE, GENDER, STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { parseCsv } from '../../platform/csv.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/database-errors.ts';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import * as repo from './students.repository.ts';
import { duplicateEmail, STUDENT_ENTITY, studentValuesOf } from './students.service.ts';

export interface StudentImportServiceDeps {
  db: Db;
  audit: AuditService;
  auth: Pick<AuthService, 'inviteNewAccounts' | 'sendQueuedMail'>;
}

type Cells = Record<StudentImportField, string>;
type Errors = Record<string, string>;

interface ParsedRow extends StudentImportRow {
  /** The validated body, when the row has no errors of its own (the database checks come after). */
  body: UpdateStudentBody | undefined;
}

/** A code (`0`), its word (`受講中`) or an earlier word of an enumeration. */
function codeOf(text: string, labels: Record<number, string>, oldWords: Record<string, number> = {}): number | undefined {
  if (/^\d+$/.test(text)) return Object.hasOwn(labels, text) ? Number(text) : undefined;
  const found = Object.entries(labels).find(([, label]) => label === text);
  return found ? Number(found[0]) : oldWords[text];
}

/** The words a person may write, never the codes (issue 10 item 7). */
const choicesOf = (labels: Record<number, string>, allowed: number[] = Object.keys(labels).map(Number)) => allowed.map((code) => labels[code]).join('、');

const IMPORTABLE_STATUSES = [STUDENT_STATUS.taking, STUDENT_STATUS.graduated, STUDENT_STATUS.graduated_server, STUDENT_STATUS.graduated_other];

/** Reads one row's cells into the form's shape, with the errors zod cannot phrase for a CSV. */
function readCells(cells: Cells): { input: Record<string, unknown>; values: StudentImportValues; errors: Errors } {
  const errors: Errors = {};
  const text = (field: StudentImportField) => cells[field] || null;

  const coded = (field: StudentImportField, labels: Record<number, string>, fallback: number | null, label: string, allowed?: number[], oldWords?: Record<string, number>) => {
    const raw = text(field);
    if (raw === null) return fallback;
    const code = codeOf(raw, labels, oldWords);
    if (code === undefined || (allowed && !allowed.includes(code))) {
      errors[field] = `${label}は ${choicesOf(labels, allowed)} のいずれかで入力してください。`;
      return null;
    }
    return code;
  };

  // A company by its ID (shown on the company's page) or by its name; the database check finds it.
  const companyText = text('company_id') ?? text('company_name');
  const company_id = companyText !== null && /^\d+$/.test(companyText) ? Number(companyText) : null;
  const companyByName = company_id === null ? companyText : null;
  if (companyText === null) errors.company_id = '会社名（または会社ID）を入力してください。';

  const status = coded('status', STUDENT_STATUS_CSV_WORD, STUDENT_STATUS.taking, 'ステータス', IMPORTABLE_STATUSES, STUDENT_STATUS_CSV_OLD_WORDS);
  if (text('status') !== null && codeOf(text('status')!, STUDENT_STATUS_CSV_WORD) === STUDENT_STATUS.retired) {
    errors.status = '退会の受講生はCSVでは登録できません。登録後に編集画面で退会理由と退会日を入力してください。';
  }
  const course_mode = coded('course_mode', COURSE_MODE_CSV_WORD, COURSE_MODE.normal, '受講形態');
  const gender = coded('gender', GENDER_CSV_WORD, null, '性別', Object.values(GENDER));

  // A prefecture by its name (or its number 1–47).
  const prefectureText = text('prefecture_id') ?? text('prefecture_name');
  let prefecture_id: number | null = null;
  if (prefectureText !== null) {
    const byName = (PREFECTURES as readonly string[]).indexOf(prefectureText) + 1;
    prefecture_id = /^\d+$/.test(prefectureText) ? Number(prefectureText) : byName || null;
    if (prefecture_id === null || prefecture_id < 1 || prefecture_id > PREFECTURES.length) {
      errors.prefecture_id = '都道府県は「東京都」のように都道府県名で入力してください。';
      prefecture_id = null;
    }
  }

  const values: StudentImportValues = {
    name: text('name'),
    name_kana: text('name_kana'),
    email: text('email'),
    company_id,
    company_name: companyByName,
    status,
    grade: text('grade')?.toUpperCase() ?? null,
    course_mode,
    // Dates and フリガナ are read by the contract, as in the forms (2026/4/1, hiragana).
    start_date: text('start_date'),
    end_date: text('end_date'),
    birthday: text('birthday'),
    gender,
    prefecture_id,
    prefecture_name: prefecture_id === null ? null : (PREFECTURES[prefecture_id - 1] ?? null),
  };
  const { company_name: _companyName, prefecture_name: _prefectureName, ...fields } = values;
  const input = { ...fields, company_id: company_id ?? 1, status: status ?? 0, course_mode: course_mode ?? 0, course_id: null, init_input_flg: 0 };
  return { input, values, errors };
}

/** Each data row parsed and checked on its own and against the rows above it. */
function parseRows(csv: string): ParsedRow[] {
  if (Buffer.byteLength(csv, 'utf8') > STUDENT_IMPORT_MAX_BYTES) {
    throw badRequest(`CSVファイルが大きすぎます（${STUDENT_IMPORT_MAX_BYTES / 1024 / 1024}MBまで）。ファイルを分けて取り込んでください。`, {
      csv: 'ファイルが大きすぎます。',
    });
  }
  const [header, ...lines] = parseCsv(csv);
  if (!header) throw badRequest('CSVファイルが空です。見出し行と受講生の行を入れてください。', { csv: 'ファイルが空です。' });
  const headerCells = header.map((cell) => cell.trim());
  const missing = STUDENT_IMPORT_REQUIRED_HEADERS.filter((headers) => !headers.some((name) => headerCells.includes(name))).map((headers) => headers.at(-1)!);
  if (missing.length > 0) {
    throw badRequest(`1行目の見出しに ${missing.join('、')} がありません。テンプレートの見出し行をそのまま使ってください。`, {
      csv: `見出しが足りません: ${missing.join('、')}`,
    });
  }
  if (lines.length === 0) throw badRequest('取り込む受講生の行がありません。', { csv: '受講生の行がありません。' });
  if (lines.length > STUDENT_IMPORT_MAX_ROWS) {
    throw badRequest(`一度に取り込めるのは${STUDENT_IMPORT_MAX_ROWS}行までです（${lines.length}行あります）。ファイルを分けてください。`, {
      csv: `${STUDENT_IMPORT_MAX_ROWS}行までです。`,
    });
  }

  const indexOf = Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((column) => [column.key, headerCells.indexOf(column.header)]));
  const firstLineOfEmail = new Map<string, number>();
  // parseCsv drops blank lines, so the numbering counts only rows with content: line 1 is the header.
  return lines.map((cellsOfLine, index) => {
    const line = index + 2;
    const cells = Object.fromEntries(
      STUDENT_IMPORT_COLUMNS.map((column) => [column.key, indexOf[column.key] === -1 ? '' : (cellsOfLine[indexOf[column.key]!] ?? '').trim()]),
    ) as Cells;
    const { input, values, errors } = readCells(cells);
    const parsed = UpdateStudentBody.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'csv');
        errors[field] ??= issue.message;
      }
    }
    // The preview shows what will be saved: dates as read, katakana as converted.
    if (parsed.success) Object.assign(values, { name_kana: parsed.data.name_kana, start_date: parsed.data.start_date, end_date: parsed.data.end_date, birthday: parsed.data.birthday });
    const email = values.email?.toLowerCase();
    if (email && !errors.email) {
      const earlier = firstLineOfEmail.get(email);
      if (earlier === undefined) firstLineOfEmail.set(email, line);
      else errors.email = `${earlier}行目と同じメールアドレスです。`;
    }
    return { line, values, errors, body: parsed.success ? parsed.data : undefined };
  });
}

/** Adds what only the database knows: the companies named or numbered, addresses already registered. */
async function checkAgainstDatabase(db: Db, rows: ParsedRow[]): Promise<void> {
  const emails = rows.flatMap((row) => (row.values.email && !row.errors.email ? [row.values.email] : []));
  const companyIds = rows.flatMap((row) => (row.values.company_id !== null ? [row.values.company_id] : []));
  const companyNames = rows.flatMap((row) => (row.values.company_id === null && row.values.company_name !== null ? [row.values.company_name] : []));
  const [taken, byId, byName] = await Promise.all([repo.findTakenEmails(db, emails), repo.findCompaniesByIds(db, companyIds), repo.findCompaniesByNames(db, companyNames)]);
  for (const row of rows) {
    if (row.values.email && !row.errors.email && taken.has(row.values.email.toLowerCase())) {
      row.errors.email = 'このメールアドレスの受講生はすでに登録されています。';
    }
    if (row.errors.company_id) continue;
    const company = row.values.company_id !== null ? byId.get(row.values.company_id) : byName.get(row.values.company_name ?? '');
    if (!company) {
      row.errors.company_id =
        row.values.company_id !== null
          ? `会社ID ${row.values.company_id} の会社はありません。会社の詳細ページに表示される会社IDか、会社名を入力してください。`
          : `「${row.values.company_name}」という会社は登録されていません。会社一覧にある名前で入力してください。`;
      continue;
    }
    row.values.company_id = company.id;
    row.values.company_name = company.name;
    if (row.body) row.body.company_id = company.id;
  }
}

function previewOf(rows: ParsedRow[]): StudentImportPreview {
  const errorRows = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return {
    rows: rows.map(({ line, values, errors }) => ({ line, values, errors })),
    total: rows.length,
    error_rows: errorRows,
    valid: errorRows === 0,
  };
}

const FIELD_HEADER: Record<string, string> = { ...Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((column) => [column.key, column.header])), company_id: '会社', prefecture_id: '都道府県' };

/** Reads the file by the headers of the student CSV's imported columns (the export writes the same headers). */
export function createStudentImportService({ db, audit, auth }: StudentImportServiceDeps) {
  async function previewImport(csv: string): Promise<{ preview: StudentImportPreview; rows: ParsedRow[] }> {
    const rows = parseRows(csv);
    await checkAgainstDatabase(db, rows);
    return { preview: previewOf(rows), rows };
  }

  return {
    previewImport: async (csv: string) => (await previewImport(csv)).preview,

    /** All rows in one transaction, or nothing when any row has an error. */
    async importStudents(caller: StaffCaller, csv: string, sendInvitations: boolean): Promise<StudentImportResult> {
      const { preview, rows } = await previewImport(csv);
      if (!preview.valid) {
        const details: Record<string, string> = {};
        const lines: string[] = [];
        for (const row of preview.rows) {
          for (const [field, message] of Object.entries(row.errors)) {
            details[`rows.${row.line}.${field}`] = message;
            lines.push(`${row.line}行目 ${FIELD_HEADER[field] ?? field}: ${message}`);
          }
        }
        const shown = lines.slice(0, 10).join('\n') + (lines.length > 10 ? `\nほか${lines.length - 10}件` : '');
        throw badRequest(`${preview.error_rows}行にエラーがあるため、何も取り込んでいません。修正してからもう一度取り込んでください。\n${shown}`, details);
      }
      const created = await db
        .transaction(async (tx) => {
          // A few statements for thousands of rows: students 500 at a time, their history 1,000 at a time.
          const inserted = await repo.insertStudents(tx, rows.map((row) => studentValuesOf(row.body!)));
          await audit.recordCreates(tx, inserted.map((student) => ({ staffId: caller.id, entityType: STUDENT_ENTITY, entityId: student.id, after: student })));
          const accounts = inserted.map(({ id, email, name }) => ({ id, email, name }));
          // Invitations commit with the students: an import never leaves students invited half-way.
          if (sendInvitations) await auth.inviteNewAccounts(tx, 'student', accounts);
          return accounts;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw duplicateEmail();
          // A company removed between the check and the insert.
          if (isForeignKeyViolation(error)) throw badRequest('取り込み中に会社が削除されました。プレビューからやり直してください。', { csv: '会社が存在しません。' });
          throw error;
        });
      if (sendInvitations) auth.sendQueuedMail();
      return { created: created.length, ids: created.map((student) => student.id), invited: sendInvitations ? created.length : 0 };
    },
  };
}

export type StudentImportService = ReturnType<typeof createStudentImportService>;
