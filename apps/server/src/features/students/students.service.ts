import type { ListResponse } from '@manabiya/domain/contracts/lists';
import {
  COURSE_MODE_LABEL,
  GENDER_LABEL,
  RETIRE_REASON_LABEL,
  STUDENT_STATUS_LABEL,
  type CreateStudentBody,
  type StudentCsvQuery,
  type StudentItem,
  type StudentListQuery,
  type UpdateStudentBody,
} from '@manabiya/domain/contracts/students';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
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

    async listStudents(query: StudentListQuery): Promise<ListResponse<StudentItem>> {
      const { items, total } = await repo.listStudents(db, query);
      return { items: items.map(toStudentItem), total, page: query.page, page_size: query.page_size };
    },

    async exportStudentsCsv(query: StudentCsvQuery): Promise<string> {
      const rows = await repo.listAllStudents(db, query);
      return toCsv(
        ['ID', '氏名', 'フリガナ', 'メールアドレス', '会社ID', '会社名', 'コンサル', 'コースID', 'ステータス', '退会理由', '退会日', 'グレード', '受講形態', '受講開始日', '受講終了日', '生年月日', '性別', '都道府県', '初回入力'],
        rows.map((row) => [
          row.id,
          row.name,
          row.name_kana,
          row.email,
          row.company_id,
          row.company_name,
          row.consulting ? 'あり' : 'なし',
          row.course_id,
          STUDENT_STATUS_LABEL[row.status],
          row.retire_reason === null ? null : RETIRE_REASON_LABEL[row.retire_reason],
          row.retire_date,
          row.grade,
          COURSE_MODE_LABEL[row.course_mode],
          row.start_date,
          row.end_date,
          row.birthday,
          row.gender === null ? null : GENDER_LABEL[row.gender],
          row.prefecture_name,
          row.init_input_flg === 1 ? '済' : '未',
        ]),
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

    async updateStudent(staffId: number, id: number, body: UpdateStudentBody): Promise<StudentItem> {
      const before = await repo.findStudentRow(db, id);
      if (!before) throw notFound(STUDENT_NOT_FOUND);
      if (await repo.isEmailTaken(db, body.email, id)) throw duplicateEmail();
      if (body.company_id !== before.company_id) await checkCompanyExists(db, body.company_id);
      await guardDuplicates(() =>
        db.transaction(async (tx) => {
          const after = await repo.updateStudent(tx, id, studentValuesOf(body));
          if (!after) throw notFound(STUDENT_NOT_FOUND);
          await recordAudit(tx, { staffId, entityType: STUDENT_ENTITY, entityId: id, before, after });
        }),
      );
      return getStudent(id);
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
