import { and, asc, desc, eq, inArray, isNull, ne, sql, sum } from 'drizzle-orm';
import { dailyReportComments, dailyReports, studySessions } from '../../db/schema/learning.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

export interface ReportValues {
  report_date: string;
  study_minutes: number;
  did: string;
  next: string;
  troubles: string;
}

const checker = sql`checker`;

const reportColumns = {
  id: dailyReports.id,
  student_id: dailyReports.student_id,
  report_date: dailyReports.report_date,
  study_minutes: dailyReports.study_minutes,
  did: dailyReports.did,
  next: dailyReports.next,
  troubles: dailyReports.troubles,
  checked_at: dailyReports.checked_at,
  checked_by_name: sql<string | null>`${checker}.name`,
  created_at: dailyReports.created_at,
  updated_at: dailyReports.updated_at,
};

function selectReports(db: Db) {
  return db
    .select(reportColumns)
    .from(dailyReports)
    .leftJoin(sql`${staff} as ${checker}`, sql`${checker}.id = ${dailyReports.checked_by_staff_id}`)
    .$dynamic();
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** A student's reports: one page, newest day first, and how many there are. */
export function listReports(db: Db, studentId: number) {
  const where = eq(dailyReports.student_id, studentId);
  return {
    rows: (window: RowWindow) => inWindow(selectReports(db).where(where).orderBy(desc(dailyReports.report_date), desc(dailyReports.id)), window),
    total: () => db.$count(dailyReports, where),
  };
}

export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await selectReports(db).where(eq(dailyReports.id, id)).limit(1);
  return row;
}

/** The report a student wrote for a day (another one than `exceptId`), if any. */
export async function findReportOfDay(db: Db, studentId: number, date: string, exceptId?: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: dailyReports.id })
    .from(dailyReports)
    .where(and(eq(dailyReports.student_id, studentId), eq(dailyReports.report_date, date), exceptId === undefined ? undefined : ne(dailyReports.id, exceptId)))
    .limit(1);
  return row?.id;
}

/** The report's owner and checked stamp, locked for the write that follows. */
export async function lockReport(db: Db, id: number) {
  const [row] = await db
    .select({ id: dailyReports.id, student_id: dailyReports.student_id, checked_at: dailyReports.checked_at })
    .from(dailyReports)
    .where(eq(dailyReports.id, id))
    .for('update');
  return row;
}

export async function insertReport(db: Db, studentId: number, values: ReportValues): Promise<number> {
  const [row] = await db
    .insert(dailyReports)
    .values({ student_id: studentId, ...values })
    .returning({ id: dailyReports.id });
  return row!.id;
}

export async function updateReport(db: Db, id: number, values: ReportValues): Promise<void> {
  await db.update(dailyReports).set(values).where(eq(dailyReports.id, id));
}

/** Stamps the report checked unless it already is (the first stamp stays); true when this call stamped it. */
export async function checkReport(db: Db, id: number, staffId: number): Promise<boolean> {
  const rows = await db
    .update(dailyReports)
    .set({ checked_at: sql`now()`, checked_by_staff_id: staffId })
    .where(and(eq(dailyReports.id, id), isNull(dailyReports.checked_at)))
    .returning({ id: dailyReports.id });
  return rows.length > 0;
}

export async function insertComment(db: Db, reportId: number, staffId: number, body: string): Promise<void> {
  await db.insert(dailyReportComments).values({ report_id: reportId, staff_id: staffId, body });
}

/** The comments of the reports, oldest first, with their writers' names. */
export function commentsOf(db: Db, reportIds: number[]) {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: dailyReportComments.id,
      report_id: dailyReportComments.report_id,
      body: dailyReportComments.body,
      staff_name: staff.name,
      created_at: dailyReportComments.created_at,
    })
    .from(dailyReportComments)
    .leftJoin(staff, eq(staff.id, dailyReportComments.staff_id))
    .where(inArray(dailyReportComments.report_id, reportIds))
    .orderBy(asc(dailyReportComments.created_at), asc(dailyReportComments.id));
}

/** Σ of the study ledger per day for the given days of one student, in seconds. */
export async function ledgerSecondsOf(db: Db, studentId: number, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: studySessions.study_date, seconds: sum(studySessions.seconds).mapWith(Number) })
    .from(studySessions)
    .where(and(eq(studySessions.student_id, studentId), inArray(studySessions.study_date, [...new Set(dates)])))
    .groupBy(studySessions.study_date);
  return new Map(rows.map((row) => [row.date, row.seconds]));
}

/** Whether the student exists (of the company, when one is given). */
export async function studentExists(db: Db, studentId: number, companyId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), equalsWhenGiven(students.company_id, companyId)))
    .limit(1);
  return rows.length > 0;
}
