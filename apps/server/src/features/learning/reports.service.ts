import type { ListResponse } from '@manabiya/domain/contracts/lists';
import {
  reportAbilities,
  type DailyReportBody,
  type DailyReportItem,
  type ReportCommentBody,
  type ReportDraft,
  type ReportListQuery,
  type ReportViewer,
} from '@manabiya/domain/contracts/reports';
import type { Config } from '../../config.ts';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import * as repo from './reports.repository.ts';
import { todayIn } from '@manabiya/domain/zoned-time';
import { STUDENT_NOT_FOUND } from './staff-progress.service.ts';

const REPORT_NOT_FOUND = 'お探しの日報は見つかりませんでした。';
const FUTURE_DATE = '未来の日付の日報は書けません。今日までの日付を選んでください。';

/** 409 naming the report already written for the day, so the student can open it instead. */
function duplicateDay(date: string, existingId: number): HttpError {
  return new HttpError(409, `${date} の日報はすでにあります。一覧からその日報を開いて書き直してください。`, 'conflict', {
    report_date: 'この日の日報はすでにあります。',
    existing_id: String(existingId),
  });
}

const checkedAlready = () => new HttpError(409, '確認済みの日報は書き直せません。コメントで講師に伝えてください。', 'conflict');

/**
 * Daily reports (日報): one per student and day, written and rewritten by the student until staff
 * stamp it checked; staff comment and check; a company reads its own students'. The study time
 * the student declares is shown beside the ledger's figure for the day, never replaced by it.
 */
export function createReportService({ db, config }: { db: Db; config: Pick<Config, 'DISPLAY_TIME_ZONE'> }) {
  const minutesOf = (seconds: number | undefined) => Math.round((seconds ?? 0) / 60);

  async function present(rows: repo.ReportRow[], viewer: ReportViewer): Promise<DailyReportItem[]> {
    if (rows.length === 0) return [];
    const studentId = rows[0]!.student_id;
    const [comments, ledger] = await Promise.all([
      repo.commentsOf(
        db,
        rows.map((row) => row.id),
      ),
      repo.ledgerSecondsOf(
        db,
        studentId,
        rows.map((row) => row.report_date),
      ),
    ]);
    return rows.map((row) => ({
      ...withIsoDates(row),
      ledger_minutes: minutesOf(ledger.get(row.report_date)),
      comments: comments.filter((comment) => comment.report_id === row.id).map(({ report_id: _report, ...comment }) => withIsoDates(comment)),
      abilities: reportAbilities(viewer, { checked: row.checked_at !== null }),
    }));
  }

  async function presentOne(id: number, viewer: ReportViewer): Promise<DailyReportItem> {
    const row = await repo.findReport(db, id);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const [item] = await present([row], viewer);
    return item!;
  }

  function listOf(studentId: number, query: ReportListQuery, viewer: ReportViewer): Promise<ListResponse<DailyReportItem>> {
    return readPage(query, repo.listReports(db, studentId), (rows) => present(rows, viewer));
  }

  function checkNotFuture(date: string): void {
    if (date > todayIn(config.DISPLAY_TIME_ZONE)) throw badRequest(FUTURE_DATE, { report_date: FUTURE_DATE });
  }

  /** Runs a write; a race past the one-per-day check meets the unique index and is answered as the same 409. */
  async function guardDay<T>(studentId: number, date: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await repo.findReportOfDay(db, studentId, date);
      throw existing === undefined ? error : duplicateDay(date, existing);
    }
  }

  const student: ReportViewer = { kind: 'student' };

  return {
    // ---- the student ----
    listOwn: (studentId: number, query: ReportListQuery) => listOf(studentId, query, student),

    async draft(studentId: number, date: string): Promise<ReportDraft> {
      const [ledger, existing] = await Promise.all([repo.ledgerSecondsOf(db, studentId, [date]), repo.findReportOfDay(db, studentId, date)]);
      return { report_date: date, ledger_minutes: minutesOf(ledger.get(date)), existing_id: existing ?? null };
    },

    async create(studentId: number, body: DailyReportBody): Promise<DailyReportItem> {
      checkNotFuture(body.report_date);
      const existing = await repo.findReportOfDay(db, studentId, body.report_date);
      if (existing !== undefined) throw duplicateDay(body.report_date, existing);
      const id = await guardDay(studentId, body.report_date, () => repo.insertReport(db, studentId, body));
      return presentOne(id, student);
    },

    async getOwn(studentId: number, id: number): Promise<DailyReportItem> {
      const item = await presentOne(id, student);
      if (item.student_id !== studentId) throw notFound(REPORT_NOT_FOUND);
      return item;
    },

    async update(studentId: number, id: number, body: DailyReportBody): Promise<DailyReportItem> {
      checkNotFuture(body.report_date);
      await guardDay(studentId, body.report_date, () =>
        db.transaction(async (tx) => {
          const row = await repo.lockReport(tx, id);
          if (!row || row.student_id !== studentId) throw notFound(REPORT_NOT_FOUND);
          if (row.checked_at !== null) throw checkedAlready();
          const existing = await repo.findReportOfDay(tx, studentId, body.report_date, id);
          if (existing !== undefined) throw duplicateDay(body.report_date, existing);
          await repo.updateReport(tx, id, body);
        }),
      );
      return presentOne(id, student);
    },

    // ---- staff ----
    async listForStaff(caller: StaffCaller, studentId: number, query: ReportListQuery): Promise<ListResponse<DailyReportItem>> {
      if (!(await repo.studentExists(db, studentId))) throw notFound(STUDENT_NOT_FOUND);
      return listOf(studentId, query, { kind: 'staff', permissions: caller.permissions });
    },

    async comment(caller: StaffCaller, reportId: number, body: ReportCommentBody): Promise<DailyReportItem> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockReport(tx, reportId))) throw notFound(REPORT_NOT_FOUND);
        await repo.insertComment(tx, reportId, caller.id, body.body);
      });
      return presentOne(reportId, { kind: 'staff', permissions: caller.permissions });
    },

    /** Idempotent: the first check's time and checker stay; checking again answers the report as it is. */
    async check(caller: StaffCaller, reportId: number): Promise<DailyReportItem> {
      if (!(await repo.findReport(db, reportId))) throw notFound(REPORT_NOT_FOUND);
      await repo.checkReport(db, reportId, caller.id);
      return presentOne(reportId, { kind: 'staff', permissions: caller.permissions });
    },

    // ---- a company user ----
    async listForCompany(companyId: number, studentId: number, query: ReportListQuery): Promise<ListResponse<DailyReportItem>> {
      if (!(await repo.studentExists(db, studentId, companyId))) throw notFound(STUDENT_NOT_FOUND);
      return listOf(studentId, query, { kind: 'company' });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
