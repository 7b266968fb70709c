import type { Readable } from 'node:stream';
import { canDeleteStudent } from '@manabiya/domain/contracts/students';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CreateStudentBody, StudentCsvQuery, StudentItem, StudentListQuery, UpdateStudentBody } from '@manabiya/domain/contracts/students';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { rowsInBatches } from '../../platform/csv.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProgressService } from '../learning/progress.service.ts';
import { presentStudent, seesDetail, streamStudentCsv } from './students.presenter.ts';
import * as repo from './students.repository.ts';

export const STUDENT_ENTITY = 'student';

export interface StudentServiceDeps {
  db: Db;
  storage: FileStorage;
  audit: AuditService;
  /** Invitations and ending the sessions of a deleted student. */
  auth: Pick<AuthService, 'sendInvitation' | 'endSessions' | 'closeSockets'>;
  /**
   * The learning feature's progress service: rewrites a student's progress row when their plan (course,
   * mode, start) changes, in the same transaction; and tells each listed student's enrolment (decision 043).
   */
  progress: Pick<ProgressService, 'recomputeStudents' | 'finishedCourseOf' | 'withEnrolment'>;
  /**
   * The attachments of the student's rooms (the rooms feature's files): the rows go with the student
   * by cascade, so their stored names are read in the deleting transaction and the files discarded
   * after it commits.
   */
  roomFiles: { storedNamesOf(tx: Db, studentIds: readonly number[]): Promise<string[]>; discard(storedNames: readonly string[]): Promise<void> };
  logger: Pick<FastifyBaseLogger, 'error'>;
}

const STUDENT_WRITABLE_DETAIL_FIELDS = ['birthday', 'gender', 'prefecture_id'] as const;

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

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

const COURSE_MISSING = '選んだコースは存在しません。コースを選び直してください。';

async function checkCourseExists(db: Db, courseId: number | null): Promise<void> {
  if (courseId !== null && !(await repo.courseExists(db, courseId))) throw badRequest(COURSE_MISSING, { course_id: 'コースが存在しません。' });
}

/** The fields that make a student's plan: a change of any of them moves their progress. */
const changesPlan = (before: Pick<repo.StudentRow, 'course_id' | 'course_mode' | 'start_date'>, after: Pick<repo.StudentRow, 'course_id' | 'course_mode' | 'start_date'>) =>
  before.course_id !== after.course_id || before.course_mode !== after.course_mode || before.start_date !== after.start_date;

/** Runs a write, answering 409 when the email's unique index refuses it (a race past the check). */
async function guardDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export function createStudentService({ db, auth, storage, audit, progress, roomFiles, logger }: StudentServiceDeps) {
  async function findItemRow(id: number): Promise<repo.ListedStudentRow> {
    const row = await repo.findStudentItem(db, id, progress.finishedCourseOf);
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    return row;
  }

  /** The rows as the API shows them, each with its enrolment by the one rule (decision 043). */
  function present(caller: StaffCaller, rows: repo.ListedStudentRow[]): StudentItem[] {
    return progress.withEnrolment(rows).map((row) => presentStudent(row, caller.permissions));
  }

  const getStudent = async (caller: StaffCaller, id: number): Promise<StudentItem> => present(caller, [await findItemRow(id)])[0]!;

  return {
    getStudent,

    listStudents(caller: StaffCaller, query: StudentListQuery): Promise<ListResponse<StudentItem>> {
      return readPage(query, repo.listStudents(db, query, progress.finishedCourseOf), (rows) => present(caller, rows));
    },

    /** Streamed: the matching ids first, then the rows a batch at a time, so memory stays flat at any size. */
    async exportStudentsCsv(caller: StaffCaller, query: StudentCsvQuery): Promise<Readable> {
      const ids = await repo.listAllStudentIds(db, query);
      return streamStudentCsv(rowsInBatches(ids, (batch) => repo.findStudentItems(db, batch)), caller.permissions);
    },

    async createStudent(caller: StaffCaller, body: CreateStudentBody): Promise<StudentItem> {
      if (await repo.isEmailTaken(db, body.email)) throw duplicateEmail();
      await checkCompanyExists(db, body.company_id);
      await checkCourseExists(db, body.course_id);
      const created = await guardDuplicates(() =>
        db.transaction(async (tx) => {
          const row = await repo.insertStudent(tx, studentValuesOf(body));
          if (row.course_id !== null) await progress.recomputeStudents(tx, [row.id]);
          await audit.record(tx, { staffId: caller.id, entityType: STUDENT_ENTITY, entityId: row.id, after: row });
          return row;
        }),
      );
      if (body.send_invitation) await auth.sendInvitation('student', { id: created.id, email: created.email, name: created.name });
      return getStudent(caller, created.id);
    },

    async updateStudent(caller: StaffCaller, id: number, submitted: UpdateStudentBody): Promise<StudentItem> {
      const before = await repo.findStudentRow(db, id);
      if (!before) throw notFound(STUDENT_NOT_FOUND);
      // Fields the editor cannot see are kept as they are, not overwritten by the form's blanks.
      // The row's values passed the same contract when they were written.
      const kept = pick(before, STUDENT_WRITABLE_DETAIL_FIELDS) as Pick<UpdateStudentBody, (typeof STUDENT_WRITABLE_DETAIL_FIELDS)[number]>;
      const body = seesDetail(caller.permissions) ? submitted : { ...submitted, ...kept };
      if (await repo.isEmailTaken(db, body.email, id)) throw duplicateEmail();
      if (body.company_id !== before.company_id) await checkCompanyExists(db, body.company_id);
      if (body.course_id !== before.course_id) await checkCourseExists(db, body.course_id);
      await guardDuplicates(() =>
        db.transaction(async (tx) => {
          const after = await repo.updateStudent(tx, id, studentValuesOf(body));
          if (!after) throw notFound(STUDENT_NOT_FOUND);
          if (changesPlan(before, after)) await progress.recomputeStudents(tx, [id]);
          await audit.record(tx, { staffId: caller.id, entityType: STUDENT_ENTITY, entityId: id, before, after });
        }),
      );
      return getStudent(caller, id);
    },

    /**
     * Only a student who never signed up (invitation pending) can be deleted: one who has signed in
     * has a learning record, and is retired instead (as company users are deactivated). The rule is
     * the one the row's `abilities.delete` shows. The student's rooms go by cascade; their files and
     * the icon are removed once the deletion has committed, and a file that cannot be removed is
     * logged without failing the request (the student is gone either way).
     */
    async deleteStudent(caller: StaffCaller, id: number): Promise<void> {
      const existing = await repo.findStudentRow(db, id);
      if (!existing) throw notFound(STUDENT_NOT_FOUND);
      if (!canDeleteStudent({ password_set: existing.password_hash !== null })) {
        throw conflict('ログインを始めた受講生は削除できません。受講をやめた場合はステータスを「退会」にしてください。');
      }
      const { removed, roomFileNames } = await db
        .transaction(async (tx) => {
          const names = await roomFiles.storedNamesOf(tx, [id]);
          const row = await repo.deleteStudent(tx, id);
          if (!row) throw notFound(STUDENT_NOT_FOUND);
          await audit.record(tx, { staffId: caller.id, entityType: STUDENT_ENTITY, entityId: id, before: row });
          await auth.endSessions(ACCOUNT_TYPE.student, id, tx);
          return { removed: row, roomFileNames: names };
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) {
            throw conflict('この受講生には関連するデータ（提出物や予約など）があるため削除できません。ステータスを「退会」にしてください。');
          }
          throw error;
        });
      await auth.closeSockets(ACCOUNT_TYPE.student, id);
      await roomFiles.discard(roomFileNames);
      await storage.remove(removed.profile_icon_path).catch((error: unknown) => {
        logger.error({ err: error, studentId: id }, 'the icon of a deleted student could not be removed');
      });
    },

    async historyOf(id: number) {
      if (!(await repo.findStudentRow(db, id))) throw notFound(STUDENT_NOT_FOUND);
      return audit.history(STUDENT_ENTITY, id);
    },
  };
}

export type StudentService = ReturnType<typeof createStudentService>;
