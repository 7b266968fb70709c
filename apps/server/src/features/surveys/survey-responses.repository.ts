import type { NonResponderQuery } from '@manabiya/domain/contracts/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { SurveyType } from '@manabiya/domain/enums/surveys';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/companies.ts';
import { students } from '../../db/schema/students.ts';
import { surveyAnswers, surveyReminders, surveyRespondents, surveyResponses, surveys } from '../../db/schema/surveys.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchByKey } from '../../platform/sql-search.ts';
import { isSurveyTarget } from './surveys.repository.ts';

/*
 * Who answered a survey and what (decision 049): the respondents (one row per student, the key
 * refuses a second), the responses with their answers (no student on an anonymous survey's), the
 * figures over them, the students not answered yet with the reminders they were sent, and the
 * answers read in batches for the CSV zip.
 */

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// ───────────── The student ─────────────

/** What decides which surveys apply to a student: their course and company, and whether they completed the course. */
export async function findStudentStanding(db: Db, studentId: number, finishedCourseOf: (studentId: AnyPgColumn) => SQL<boolean>) {
  const [row] = await db
    .select({
      id: students.id,
      course_id: students.course_id,
      company_id: students.company_id,
      status: students.status,
      final_input_flg: students.final_input_flg,
      finished_course: finishedCourseOf(students.id).mapWith(Boolean),
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}
export type StudentStanding = NonNullable<Awaited<ReturnType<typeof findStudentStanding>>>;

/** A published survey for the student's course (or for every course). */
const appliesToCourse = (courseId: number | null) =>
  and(eq(surveys.publish_status, PUBLISH_STATUS.public), or(isNull(surveys.course_id), courseId === null ? undefined : eq(surveys.course_id, courseId)));

/** Open at `now`: opened (or no opening) and not closed. */
const openAt = (now: Date) => and(or(isNull(surveys.opens_at), lte(surveys.opens_at, now)), or(isNull(surveys.closes_at), gt(surveys.closes_at, now)));

/** The id of a survey of this id that applies to a student of the course, or undefined. */
export async function applicableSurveyId(db: Db, surveyId: number, courseId: number | null): Promise<number | undefined> {
  const [row] = await db.select({ id: surveys.id }).from(surveys).where(and(eq(surveys.id, surveyId), appliesToCourse(courseId)));
  return row?.id;
}

/** The survey of a start step: of this type, for the student's course, open now; the newest when several are (by opening, then creation). */
export async function openSurveyOfType(db: Db, type: SurveyType, courseId: number | null, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.type, type), appliesToCourse(courseId), openAt(now)))
    .orderBy(desc(sql`coalesce(${surveys.opens_at}, ${surveys.created_at})`), desc(surveys.id))
    .limit(1);
  return row?.id;
}

export async function hasAnswered(db: Db, surveyId: number, studentId: number): Promise<boolean> {
  return (await db.$count(surveyRespondents, and(eq(surveyRespondents.survey_id, surveyId), eq(surveyRespondents.student_id, studentId)))) > 0;
}

/** Records that the student answered, once: false when they already had (the primary key refuses the second, even at the same moment). */
export async function insertRespondent(db: Db, surveyId: number, studentId: number, at: Date): Promise<boolean> {
  const rows = await db
    .insert(surveyRespondents)
    .values({ survey_id: surveyId, student_id: studentId, answered_at: at })
    .onConflictDoNothing()
    .returning({ student_id: surveyRespondents.student_id });
  return rows.length > 0;
}

export interface AnswerValues {
  question_id: number;
  option_keys: number[] | null;
  scale: number | null;
  text: string | null;
}

/** One response with its answers; `studentId` null for an anonymous survey (the key is random, only the day is kept). */
export async function insertResponse(
  db: Db,
  response: { surveyId: number; studentId: number | null; companyId: number; answeredOn: string },
  answers: readonly AnswerValues[],
): Promise<void> {
  const [row] = await db
    .insert(surveyResponses)
    .values({ survey_id: response.surveyId, student_id: response.studentId, company_id: response.companyId, answered_on: response.answeredOn })
    .returning({ id: surveyResponses.id });
  if (answers.length > 0) await db.insert(surveyAnswers).values(answers.map((answer) => ({ ...answer, response_id: row!.id })));
}

// ───────────── Figures ─────────────

/** The responses a figure counts: the survey's, or only those a company's students gave. */
const responsesOf = (surveyId: number, companyId: number | undefined) =>
  and(eq(surveyResponses.survey_id, surveyId), companyId === undefined ? undefined : eq(surveyResponses.company_id, companyId));

export interface CompanyFigures {
  company_id: number;
  company_name: string;
  target_count: number;
  response_count: number;
}

/**
 * Targets and responses per company: every company with a student the survey is for or a response
 * (a student who answered and retired since still counts as a response of their company).
 */
export async function figuresPerCompany(db: Db, surveyId: number, courseId: number | null, companyId?: number): Promise<CompanyFigures[]> {
  const onlyCompany = (column: AnyPgColumn) => (companyId === undefined ? sql`true` : sql`${column} = ${companyId}`);
  return rowsOf<CompanyFigures>(
    db,
    sql`with targets as (
        select ${students.company_id} as company_id, count(*)::int as n from ${students}
        where ${isSurveyTarget(courseId)} and ${onlyCompany(students.company_id)} group by 1),
      responses as (
        select ${surveyResponses.company_id} as company_id, count(*)::int as n from ${surveyResponses}
        where ${surveyResponses.survey_id} = ${surveyId} and ${surveyResponses.company_id} is not null and ${onlyCompany(surveyResponses.company_id)} group by 1)
      select c.id as company_id, c.name as company_name, coalesce(t.n, 0)::int as target_count, coalesce(r.n, 0)::int as response_count
      from targets t full join responses r on r.company_id = t.company_id
      join ${companies} c on c.id = coalesce(t.company_id, r.company_id)
      order by c.id`,
  );
}

/** How many of the survey's targets there are (of one company when given). */
export async function targetCountOf(db: Db, courseId: number | null, companyId?: number): Promise<number> {
  return db.$count(students, and(isSurveyTarget(courseId), equalsWhenGiven(students.company_id, companyId)));
}

/** How many responses the survey has (of one company's students when given). */
export async function responseCountOf(db: Db, surveyId: number, companyId?: number): Promise<number> {
  return db.$count(surveyResponses, responsesOf(surveyId, companyId));
}

/** Per question, how many answered it. */
export function answeredPerQuestion(db: Db, surveyId: number, companyId?: number) {
  return db
    .select({ question_id: surveyAnswers.question_id, answered: count() })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.response_id))
    .where(responsesOf(surveyId, companyId))
    .groupBy(surveyAnswers.question_id);
}

/** Per question and option key, how many chose it (choice questions). */
export function optionCounts(db: Db, surveyId: number, companyId?: number) {
  return rowsOf<{ question_id: number; key: number; count: number }>(
    db,
    sql`select a.question_id, k.key::int as key, count(*)::int as count
      from ${surveyAnswers} a join ${surveyResponses} on ${surveyResponses.id} = a.response_id
      cross join lateral jsonb_array_elements_text(a.option_keys) as k(key)
      where ${responsesOf(surveyId, companyId)} and a.option_keys is not null
      group by 1, 2`,
  );
}

/** Per question and point of the scale, how many gave it. */
export function scaleCounts(db: Db, surveyId: number, companyId?: number) {
  return db
    .select({ question_id: surveyAnswers.question_id, scale: surveyAnswers.scale, count: count() })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.response_id))
    .where(and(responsesOf(surveyId, companyId), sql`${surveyAnswers.scale} is not null`))
    .groupBy(surveyAnswers.question_id, surveyAnswers.scale);
}

export interface TextAnswerRow {
  question_id: number;
  text: string;
  student_name: string | null;
  company_name: string | null;
}

/**
 * The free-text answers of each question, newest first, at most `limit` per question; with the
 * student's and company's names only when `withNames` (a named survey, read by staff).
 */
export function textAnswers(db: Db, surveyId: number, options: { companyId?: number; withNames: boolean; limit: number }) {
  const names = options.withNames
    ? sql`st.name as student_name, c.name as company_name`
    : sql`null::text as student_name, null::text as company_name`;
  return rowsOf<TextAnswerRow>(
    db,
    sql`select question_id, text, student_name, company_name from (
        select a.question_id, a.text, ${names},
          row_number() over (partition by a.question_id order by ${surveyResponses.answered_on} desc, rs.answered_at desc nulls last, ${surveyResponses.id}) as n
        from ${surveyAnswers} a join ${surveyResponses} on ${surveyResponses.id} = a.response_id
        left join ${surveyRespondents} rs on rs.survey_id = ${surveyResponses.survey_id} and rs.student_id = ${surveyResponses.student_id}
        left join ${students} st on st.id = ${surveyResponses.student_id}
        left join ${companies} c on c.id = ${surveyResponses.company_id}
        where ${responsesOf(surveyId, options.companyId)} and a.text is not null
      ) ranked where n <= ${options.limit}
      order by question_id, n`,
  );
}

// ───────────── Non-responders and reminders ─────────────

// The subqueries compare with eq(), which names each column with its table: a select over one table
// would otherwise name the outer query's columns bare, and the subquery's own table would take them.
const remindersOf = (surveyId: number) => and(eq(surveyReminders.survey_id, surveyId), eq(surveyReminders.student_id, students.id));
const reminderCount = (surveyId: number) => sql<number>`(select count(*)::int from ${surveyReminders} where ${remindersOf(surveyId)})`.mapWith(Number);
const lastRemindedAt = (surveyId: number) =>
  sql<Date | null>`(select max(${surveyReminders.sent_at}) from ${surveyReminders} where ${remindersOf(surveyId)})`.mapWith(surveyReminders.sent_at);

/** The survey's targets who have not answered it. */
const notAnswered = (db: Db, surveyId: number, courseId: number | null) =>
  and(
    isSurveyTarget(courseId),
    notExists(
      db
        .select({ one: sql`1` })
        .from(surveyRespondents)
        .where(and(eq(surveyRespondents.survey_id, surveyId), eq(surveyRespondents.student_id, students.id))),
    ),
  )!;

function nonResponderSelect(db: Db, surveyId: number) {
  const columns = {
    student_id: students.id,
    student_name: students.name,
    email: students.email,
    company_id: students.company_id,
    company_name: companies.name,
    reminder_count: reminderCount(surveyId),
    last_reminded_at: lastRemindedAt(surveyId),
  };
  return { columns, select: db.select(columns).from(students).innerJoin(companies, eq(companies.id, students.company_id)).$dynamic() };
}

export type NonResponderRow = Awaited<ReturnType<ReturnType<typeof listNonResponders>['rows']>>[number];

/** A survey's non-responders matching the filters: a window of them and how many match. */
export function listNonResponders(db: Db, survey: { id: number; course_id: number | null }, filters: Omit<NonResponderQuery, 'page' | 'page_size'>) {
  const where = and(notAnswered(db, survey.id, survey.course_id), searchByKey(filters.q, students.search_key), equalsWhenGiven(students.company_id, filters.company_id));
  const { columns, select } = nonResponderSelect(db, survey.id);
  const sortColumn = filters.sort === 'company_name' ? columns.company_name : filters.sort === 'reminder_count' ? columns.reminder_count : filters.sort === 'student_name' ? columns.student_name : students.id;
  const order = orderByColumn(sortColumn, filters.order, students.id);
  return {
    rows: (window?: RowWindow) => inWindow(select.where(where).orderBy(...order), window),
    total: () => db.$count(students, where),
  };
}

/** The non-responders a reminder goes to: all of them, or those of `studentIds` who are; with the reminders they had. */
export function nonRespondersToRemind(db: Db, survey: { id: number; course_id: number | null }, studentIds: readonly number[] | undefined) {
  const { select } = nonResponderSelect(db, survey.id);
  return select.where(and(notAnswered(db, survey.id, survey.course_id), studentIds === undefined ? undefined : inArray(students.id, [...studentIds]))).orderBy(asc(students.id));
}

export async function insertReminders(db: Db, surveyId: number, studentIds: readonly number[], at: Date): Promise<void> {
  for (let start = 0; start < studentIds.length; start += 1_000) {
    await db.insert(surveyReminders).values(studentIds.slice(start, start + 1_000).map((studentId) => ({ survey_id: surveyId, student_id: studentId, sent_at: at })));
  }
}

// ───────────── The CSV's rows ─────────────

export interface CsvResponseRow {
  id: string;
  answered_on: string;
  student_id: number | null;
  student_name: string | null;
  company_name: string | null;
  /** The answers by question id. */
  answers: Record<string, { option_keys: number[] | null; scale: number | null; text: string | null }>;
}

/**
 * The survey's responses after `after` (in the order of their day, then key), `limit` of them, each
 * with its answers; the names only when `withIdentity` (a named survey). A batch reads one page of the
 * responses' index, so a survey of any size is read in constant memory.
 */
export function responseBatch(db: Db, surveyId: number, options: { after: { answered_on: string; id: string } | null; limit: number; withIdentity: boolean }) {
  const identity = options.withIdentity
    ? sql`r.student_id, st.name as student_name, c.name as company_name`
    : sql`null::int as student_id, null::text as student_name, null::text as company_name`;
  const after = options.after ? sql`and (r.answered_on, r.id) > (${options.after.answered_on}::date, ${options.after.id}::uuid)` : sql``;
  return rowsOf<CsvResponseRow>(
    db,
    sql`select r.id::text as id, to_char(r.answered_on, 'YYYY-MM-DD') as answered_on, ${identity},
        coalesce((select jsonb_object_agg(a.question_id::text, jsonb_build_object('option_keys', a.option_keys, 'scale', a.scale, 'text', a.text))
          from ${surveyAnswers} a where a.response_id = r.id), '{}'::jsonb) as answers
      from ${surveyResponses} r
      left join ${students} st on st.id = r.student_id
      left join ${companies} c on c.id = r.company_id
      where r.survey_id = ${surveyId} ${after}
      order by r.answered_on, r.id
      limit ${options.limit}`,
  );
}

// ───────────── A company's view ─────────────

/** The company's students a survey (of the outer query) is for. */
const companyTargets = (companyId: number) => and(eq(students.company_id, companyId), isSurveyTarget(surveys.course_id));
/** The responses the company's students gave to a survey (of the outer query). */
const companyResponses = (companyId: number) => and(eq(surveyResponses.survey_id, surveys.id), eq(surveyResponses.company_id, companyId));

/** Whether the survey is asked of one of the company's students now, or one of them answered it. */
export const askedOfCompany = (companyId: number) =>
  or(sql`exists (select 1 from ${students} where ${companyTargets(companyId)})`, sql`exists (select 1 from ${surveyResponses} where ${companyResponses(companyId)})`)!;

const companyItemColumns = (companyId: number) => ({
  id: surveys.id,
  type: surveys.type,
  title: surveys.title,
  anonymous: surveys.anonymous,
  course_id: surveys.course_id,
  opens_at: surveys.opens_at,
  closes_at: surveys.closes_at,
  publish_status: surveys.publish_status,
  target_count: sql<number>`(select count(*)::int from ${students} where ${companyTargets(companyId)})`.mapWith(Number),
  response_count: sql<number>`(select count(*)::int from ${surveyResponses} where ${companyResponses(companyId)})`.mapWith(Number),
});

export type CompanySurveyRow = NonNullable<Awaited<ReturnType<typeof findCompanySurvey>>>;

/** The published surveys asked of the company's students (open now only, or none open, when `open` is given). */
export function listCompanySurveys(db: Db, companyId: number, filters: { sort: 'id' | 'title'; order: 'asc' | 'desc'; open?: boolean | undefined }, now: Date) {
  const isOpen = openAt(now)!;
  const where = and(
    eq(surveys.publish_status, PUBLISH_STATUS.public),
    askedOfCompany(companyId),
    filters.open === undefined ? undefined : filters.open ? isOpen : sql`not (${isOpen})`,
  );
  const columns = companyItemColumns(companyId);
  const order = orderByColumn(filters.sort === 'title' ? surveys.title : surveys.id, filters.order, surveys.id);
  return {
    rows: (window?: RowWindow) => inWindow(db.select(columns).from(surveys).where(where).orderBy(...order).$dynamic(), window),
    total: () => db.$count(surveys, where),
  };
}

/** A published survey asked of the company's students, with the company's figures; undefined for any other. */
export async function findCompanySurvey(db: Db, companyId: number, surveyId: number) {
  const [row] = await db
    .select(companyItemColumns(companyId))
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.publish_status, PUBLISH_STATUS.public), askedOfCompany(companyId)));
  return row;
}
