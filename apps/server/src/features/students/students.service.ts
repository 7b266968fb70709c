import type { ListResponse } from '@manabiya/domain/contracts/lists';
import {
  COURSE_MODE_LABEL,
  GENDER_LABEL,
  RETIRE_REASON_LABEL,
  STUDENT_DETAIL_FIELDS,
  STUDENT_STATUS_LABEL,
  type CreateStudentBody,
  type StudentCsvQuery,
  type StudentItem,
  type StudentListQuery,
  type UpdateStudentBody,
} from '@manabiya/domain/contracts/students';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { toCsv } from '../../platform/csv.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/database-errors.ts';
import * as repo from './students.repository.ts';

export const STUDENT_ENTITY = 'student';

export interface StudentServiceDeps {
  db: Db;
  authService: AuthService;
  storage: FileStorage;
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findStudentItem>>>;

/** The caller's section levels; what they decide here is whether the detail-only fields are shown. */
export type Viewer = SectionPermissions | null;
const FULL_VIEW: Viewer = { student_detail_permission: 0 };
const seesDetail = (viewer: Viewer) => can(viewer, 'student_detail', 'read');
const STUDENT_WRITABLE_DETAIL_FIELDS = ['birthday', 'gender', 'prefecture_id'] as const;

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

/** A student item as the viewer may see it: without student_detail read, the detail-only fields are left out. */
export function presentFor(viewer: Viewer, item: StudentItem): StudentItem {
  if (seesDetail(viewer)) return item;
  const shown: Partial<StudentItem> = { ...item };
  for (const field of STUDENT_DETAIL_FIELDS) delete shown[field];
  return shown as StudentItem;
}

type CsvRow = Awaited<ReturnType<typeof repo.listAllStudents>>[number];
const STUDENT_CSV_COLUMNS: Array<{ header: string; value: (row: CsvRow) => string | number | null | undefined; detail?: true }> = [
  { header: 'ID', value: (row) => row.id },
  { header: '氏名', value: (row) => row.name },
  { header: 'フリガナ', value: (row) => row.name_kana },
  { header: 'メールアドレス', value: (row) => row.email },
  { header: '会社ID', value: (row) => row.company_id },
  { header: '会社名', value: (row) => row.company_name },
  { header: 'コンサル', value: (row) => (row.consulting ? 'あり' : 'なし') },
  { header: 'コースID', value: (row) => row.course_id },
  { header: 'ステータス', value: (row) => STUDENT_STATUS_LABEL[row.status] },
  { header: '退会理由', value: (row) => (row.retire_reason === null ? null : RETIRE_REASON_LABEL[row.retire_reason]) },
  { header: '退会日', value: (row) => row.retire_date },
  { header: 'グレード', value: (row) => row.grade },
  { header: '受講形態', value: (row) => COURSE_MODE_LABEL[row.course_mode] },
  { header: '受講開始日', value: (row) => row.start_date },
  { header: '受講終了日', value: (row) => row.end_date },
  { header: '生年月日', value: (row) => row.birthday, detail: true },
  { header: '性別', value: (row) => (row.gender === null ? null : GENDER_LABEL[row.gender]), detail: true },
  { header: '都道府県', value: (row) => row.prefecture_name, detail: true },
  { header: '初回入力', value: (row) => (row.init_input_flg === 1 ? '済' : '未') },
];

export function toStudentItem(row: ItemRow): StudentItem {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export const duplicateEmail = () =>
  new HttpError(409, 'このメールアドレスの受講生はすでに登録されています。別のメールアドレスを入力してください。', 'conflict', {
    email: 'このメールアドレスはすでに登録されています。',
  });

const STUDENT_NOT_FOUND = 'お探しの受講生は見つかりませんでした。削除された可能性があります。';

/** The columns staff set; a status other than retired clears the retire fields. */
export function studentValuesOf(body: UpdateStudentBody): repo.StudentValues {
  const retired = body.status === STUDENT_STATUS.retired;
  return {
    name: body.name,
    name_kana: body.name_kana,
    email: body.email,
    company_id: body.company_id,
    course_id: body.course_id,
    status: body.status,
    retire_reason: retired ? body.retire_reason : null,
    retire_date: retired ? body.retire_date : null,
    grade: body.grade,
    course_mode: body.course_mode,
    start_date: body.start_date,
    end_date: body.end_date,
    birthday: body.birthday,
    gender: body.gender,
    prefecture_id: body.prefecture_id,
    init_input_flg: body.init_input_flg,
  };
}

async function checkCompanyExists(db: Db, companyId: number): Promise<void> {
  if (!(await repo.findExistingCompanyIds(db, [companyId])).has(companyId)) {
    throw badRequest('選んだ会社は存在しません。会社を選び直してください。', { company_id: '会社が存在しません。' });
  }
}

/** Runs a write, answering 409 when the email's unique index refuses it (a race past the check). */
async function guardDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export function createStudentService({ db, authService, storage }: StudentServiceDeps) {
  async function getStudent(id: number): Promise<StudentItem> {
    const row = await repo.findStudentItem(db, id);
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    return toStudentItem(row);
  }

  return {
    getStudent,

    async listStudents(query: StudentListQuery, viewer: Viewer): Promise<ListResponse<StudentItem>> {
      const { items, total } = await repo.listStudents(db, query);
      return { items: items.map((row) => presentFor(viewer, toStudentItem(row))), total, page: query.page, page_size: query.page_size };
    },

    async exportStudentsCsv(query: StudentCsvQuery, viewer: Viewer): Promise<string> {
      const rows = await repo.listAllStudents(db, query);
      const columns = STUDENT_CSV_COLUMNS.filter((column) => !column.detail || seesDetail(viewer));
      return toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.value(row))),
      );
    },

    async createStudent(staffId: number, body: CreateStudentBody): Promise<StudentItem> {
      if (await repo.isEmailTaken(db, body.email)) throw duplicateEmail();
      await checkCompanyExists(db, body.company_id);
      const created = await guardDuplicates(() =>
        db.transaction(async (tx) => {
          const row = await repo.insertStudent(tx, studentValuesOf(body));
          await recordAudit(tx, { staffId, entityType: STUDENT_ENTITY, entityId: row.id, after: row });
          return row;
        }),
      );
      if (body.send_invitation) await authService.sendInvitation('student', { id: created.id, email: created.email, name: created.name });
      return getStudent(created.id);
    },

    async updateStudent(staffId: number, id: number, submitted: UpdateStudentBody, viewer: Viewer = FULL_VIEW): Promise<StudentItem> {
      const before = await repo.findStudentRow(db, id);
      if (!before) throw notFound(STUDENT_NOT_FOUND);
      // Fields the editor cannot see are kept as they are, not overwritten by the form's blanks.
      // The row's values passed the same contract when they were written.
      const kept = pick(before, STUDENT_WRITABLE_DETAIL_FIELDS) as Pick<UpdateStudentBody, (typeof STUDENT_WRITABLE_DETAIL_FIELDS)[number]>;
      const body = seesDetail(viewer) ? submitted : { ...submitted, ...kept };
      if (await repo.isEmailTaken(db, body.email, id)) throw duplicateEmail();
      if (body.company_id !== before.company_id) await checkCompanyExists(db, body.company_id);
      await guardDuplicates(() =>
        db.transaction(async (tx) => {
          const after = await repo.updateStudent(tx, id, studentValuesOf(body));
          if (!after) throw notFound(STUDENT_NOT_FOUND);
          await recordAudit(tx, { staffId, entityType: STUDENT_ENTITY, entityId: id, before, after });
        }),
      );
      return presentFor(viewer, await getStudent(id));
    },

    /**
     * Only a student who never signed up (invitation pending) can be deleted: one who has signed in
     * has a learning record, and is retired instead (as company users are deactivated).
     */
    async deleteStudent(staffId: number, id: number): Promise<void> {
      const existing = await repo.findStudentRow(db, id);
      if (!existing) throw notFound(STUDENT_NOT_FOUND);
      if (existing.password_hash !== null) {
        throw conflict('ログインを始めた受講生は削除できません。受講をやめた場合はステータスを「退会」にしてください。');
      }
      const removed = await db
        .transaction(async (tx) => {
          const row = await repo.deleteStudent(tx, id);
          if (!row) throw notFound(STUDENT_NOT_FOUND);
          await recordAudit(tx, { staffId, entityType: STUDENT_ENTITY, entityId: id, before: row });
          await authService.endSessions(ACCOUNT_TYPE.student, id, tx);
          return row;
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) {
            throw conflict('この受講生には関連するデータ（提出物や予約など）があるため削除できません。ステータスを「退会」にしてください。');
          }
          throw error;
        });
      await storage.remove(removed.profile_icon_path);
    },

    async listStudentHistory(id: number) {
      if (!(await repo.findStudentRow(db, id))) throw notFound(STUDENT_NOT_FOUND);
      return listAuditEntries(db, STUDENT_ENTITY, id);
    },
  };
}

export type StudentService = ReturnType<typeof createStudentService>;
