import type { ProgressSortKey } from '@manabiya/domain/contracts/progress';
import { DELAY_DAYS_OF_FILTER, type ProgressFilter } from '@manabiya/domain/enums/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { StudentStatus } from '@manabiya/domain/enums/student';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql, sum, type SQL } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { courseCurricula, courses, curricula, steps } from '../../db/schema/courses.ts';
import { selfchecks, stepCompletions, studentProgress, studySessions } from '../../db/schema/learning.ts';
import { students } from '../../db/schema/students.ts';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { searchByKey } from '../../platform/sql-search.ts';
import { addDays } from '@manabiya/domain/contracts/learning';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

/*
 * The progress lists of staff and companies read one statement over students ⋈ student_progress
 * (kept by the progress service): the delay is today − on_plan_date, the stored day on which the
 * student's work is on plan, so 10,000 students filter ("behind by N days or more" is
 * on_plan_date ≤ today − N) and sort (most behind first is on_plan_date ascending) through one
 * index without recounting anyone's steps.
 */

export interface ProgressListFilters {
  q?: string | undefined;
  course_id?: number | undefined;
  status?: StudentStatus | undefined;
  progress_filter: ProgressFilter;
  /** 0 every company, −1 companies with consulting only, or one company's id (the company portal's own). */
  company: number;
  sort?: ProgressSortKey | undefined;
  order: 'asc' | 'desc';
}

const day = (date: string) => sql`${date}::date`;

/**
 * Whole days behind the plan on `today` (decision 033): ⌊(today − start) − earned_days⌋ =
 * today − on_plan_date, at least 0, not capped at the plan's length; 0 once every step is done. No
 * start date, no course or no progress row is 0. The same rule as `standingOf` in the domain (the
 * student's own page).
 */
export const delayOf = (today: string): SQL => sql`coalesce(greatest(0, ${day(today)} - ${studentProgress.on_plan_date}), 0)`;

/** "Behind by at least `days` days": on plan on or before today − days (a range over the index; false without a plan). */
const behindBy = (today: string, days: number): SQL => sql`${studentProgress.on_plan_date} <= ${day(addDays(today, -days))}`;

const percent = sql`coalesce(100 * ${studentProgress.steps_done} / nullif(${studentProgress.steps_total}, 0), 0)`;
const sortName = sql`coalesce(${students.name_kana}, ${students.name})`;

/** The student's own progress row: only the one of the course they follow now. */
const progressJoin = and(eq(studentProgress.student_id, students.id), eq(studentProgress.course_id, students.course_id));

/** Whether a student finished their course (every step, every required test), as the progress service says it: an SQL condition over their id. */
export type FinishedCourseOf = (studentId: AnyPgColumn) => SQL<boolean>;

function rowColumns(today: string, finishedCourseOf: FinishedCourseOf) {
  return {
    id: students.id,
    name: students.name,
    name_kana: students.name_kana,
    company_id: students.company_id,
    company_name: companies.name,
    status: students.status,
    course_id: students.course_id,
    course_name: courses.name,
    course_mode: students.course_mode,
    start_date: students.start_date,
    end_date: students.end_date,
    current_curriculum_id: studentProgress.current_curriculum_id,
    current_curriculum_name: curricula.name,
    current_step_id: studentProgress.current_step_id,
    current_step_title: steps.title,
    steps_done: sql<number>`coalesce(${studentProgress.steps_done}, 0)`.mapWith(Number),
    steps_total: sql<number>`coalesce(${studentProgress.steps_total}, 0)`.mapWith(Number),
    percent: sql<number>`${percent}`.mapWith(Number),
    delay_days: sql<number>`${delayOf(today)}`.mapWith(Number),
    last_activity_at: studentProgress.last_activity_at,
    // Read for the enrolment (one primary-key read per row of the page), not shown.
    finished_course: finishedCourseOf(students.id),
  };
}

function whereOf(filters: ProgressListFilters, today: string): SQL | undefined {
  const minDelay = DELAY_DAYS_OF_FILTER[filters.progress_filter];
  return and(
    searchByKey(filters.q, students.search_key),
    filters.company === -1
      ? sql`${students.company_id} in (select ${companies.id} from ${companies} where ${companies.has_consulting_flg})`
      : filters.company > 0
        ? eq(students.company_id, filters.company)
        : undefined,
    equalsWhenGiven(students.course_id, filters.course_id),
    equalsWhenGiven(students.status, filters.status),
    minDelay > 0 ? behindBy(today, minDelay) : undefined,
  );
}

interface SortOrder {
  key: SQL;
  /** The direction of the key, which for the delay is the reverse of the list's (more behind = earlier on-plan day). */
  keyOrder: 'asc' | 'desc';
  nulls: 'first' | 'last';
  /** Ties go by id in the list's direction. */
  order: 'asc' | 'desc';
}

/**
 * The sort key of the list and its direction (by default the most behind first). By delay the key is
 * the on-plan day: the most behind first, then those on plan by how close they are to falling
 * behind, then those without a plan (finished, no start date, no course).
 */
function sortOf(filters: ProgressListFilters): SortOrder {
  const sort = filters.sort ?? 'delay';
  const order = filters.sort ? filters.order : 'desc';
  const reverse = order === 'desc' ? 'asc' : 'desc';
  // Never active counts as the longest ago: first going up, last going down.
  if (sort === 'last_activity') return { key: sql`${studentProgress.last_activity_at}`, keyOrder: order, order, nulls: order === 'desc' ? 'last' : 'first' };
  if (sort === 'delay') return { key: sql`${studentProgress.on_plan_date}`, keyOrder: reverse, order, nulls: order === 'desc' ? 'last' : 'first' };
  return { key: sort === 'name' ? sortName : percent, keyOrder: order, order, nulls: order === 'desc' ? 'first' : 'last' };
}

function orderBy(key: SQL | SQL.Aliased, id: SQL | typeof students.id, sort: SortOrder): SQL[] {
  return [sql`${key} ${sql.raw(sort.keyOrder)} nulls ${sql.raw(sort.nulls)}`, sql`${id} ${sql.raw(sort.order)}`];
}

/** A select `from students ⋈ student_progress` kept to the students that match the filters (nothing else is joined). */
function matching<Q extends PgSelect>(query: Q, filters: ProgressListFilters, today: string): Q {
  return query.where(whereOf(filters, today));
}


function selectRows(db: Db, today: string, finishedCourseOf: FinishedCourseOf) {
  return db
    .select(rowColumns(today, finishedCourseOf))
    .from(students)
    .innerJoin(companies, eq(companies.id, students.company_id))
    .leftJoin(studentProgress, progressJoin)
    .leftJoin(courses, eq(courses.id, students.course_id))
    .leftJoin(curricula, eq(curricula.id, studentProgress.current_curriculum_id))
    .leftJoin(steps, eq(steps.id, studentProgress.current_step_id))
    .$dynamic();
}

export type ProgressListRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The page's student ids and sort keys, chosen over students ⋈ student_progress alone (filter, sort, limit). */
function chosenPage(db: Db, filters: ProgressListFilters, today: string, page: RowWindow) {
  const sort = sortOf(filters);
  const where = whereOf(filters, today);
  if ((filters.sort ?? 'delay') === 'delay') {
    // By delay the page is read in two ranges of the on-plan index, so it never sorts every student:
    // the students with a plan in on-plan order, and those without one (null) by id; then the two
    // sorted together. Each range only needs as many rows as the page reaches.
    const reach = page.offset + page.limit;
    const planned = db
      .select({ id: students.id, k: sql<string | null>`${studentProgress.on_plan_date}`.as('k') })
      .from(students)
      .innerJoin(studentProgress, progressJoin)
      .where(and(where, isNotNull(studentProgress.on_plan_date)))
      .orderBy(...orderBy(sql`${studentProgress.on_plan_date}`, sql`${students.id}`, sort))
      .limit(reach);
    const unplanned = db
      .select({ id: students.id, k: sql<string | null>`null::date`.as('k') })
      .from(students)
      .leftJoin(studentProgress, progressJoin)
      .where(and(where, isNull(studentProgress.on_plan_date)))
      .orderBy(sql`${students.id} ${sql.raw(sort.order)}`)
      .limit(reach);
    return planned
      .unionAll(unplanned)
      .orderBy(...orderBy(sql`"k"`, sql`"id"`, sort))
      .limit(page.limit)
      .offset(page.offset)
      .as('page');
  }
  return matching(db.select({ id: students.id, k: sql`${sort.key}`.as('k') }).from(students).leftJoin(studentProgress, progressJoin).$dynamic(), filters, today)
    .orderBy(...orderBy(sort.key, sql`${students.id}`, sort))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}

/**
 * One page of the list in one statement: the page's ids are chosen over students ⋈ student_progress
 * alone, and only those rows are joined to the names of their company, course, curriculum and step.
 * Exported for EXPLAIN and the bench.
 */
export function progressPageQuery(db: Db, filters: ProgressListFilters, today: string, page: RowWindow, finishedCourseOf: FinishedCourseOf) {
  const sort = sortOf(filters);
  const chosen = chosenPage(db, filters, today, page);
  return db
    .select(rowColumns(today, finishedCourseOf))
    .from(chosen)
    .innerJoin(students, eq(students.id, chosen.id))
    .innerJoin(companies, eq(companies.id, students.company_id))
    .leftJoin(studentProgress, progressJoin)
    .leftJoin(courses, eq(courses.id, students.course_id))
    .leftJoin(curricula, eq(curricula.id, studentProgress.current_curriculum_id))
    .leftJoin(steps, eq(steps.id, studentProgress.current_step_id))
    .orderBy(...orderBy(sql`${chosen.k}`, sql`${chosen.id}`, sort));
}

/** The progress list: one page of it (one statement) and how many students match. */
export function listProgress(db: Db, filters: ProgressListFilters, today: string, finishedCourseOf: FinishedCourseOf) {
  return {
    rows: (window: RowWindow) => progressPageQuery(db, filters, today, window, finishedCourseOf),
    total: async () => {
      const [row] = await matching(db.select({ total: count() }).from(students).leftJoin(studentProgress, progressJoin).$dynamic(), filters, today);
      return row?.total ?? 0;
    },
  };
}

/** Every matching student's id in the list's order (the CSV reads its rows by id, a batch at a time). */
export async function listProgressIds(db: Db, filters: ProgressListFilters, today: string): Promise<number[]> {
  const sort = sortOf(filters);
  const rows = await matching(db.select({ id: students.id }).from(students).leftJoin(studentProgress, progressJoin).$dynamic(), filters, today).orderBy(...orderBy(sort.key, sql`${students.id}`, sort));
  return rows.map((row) => row.id);
}

export function findProgressRows(db: Db, ids: number[], today: string, finishedCourseOf: FinishedCourseOf) {
  return selectRows(db, today, finishedCourseOf).where(inArray(students.id, ids));
}

/** Study seconds of the 7 days ending today, per student (the ledger's index on student and day answers it). */
export async function studySecondsOfWeek(db: Db, ids: number[], today: string): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ student_id: studySessions.student_id, seconds: sum(studySessions.seconds).mapWith(Number) })
    .from(studySessions)
    .where(and(inArray(studySessions.student_id, ids), gt(studySessions.study_date, sql`${day(today)} - 7`)))
    .groupBy(studySessions.student_id);
  return new Map(rows.map((row) => [row.student_id, row.seconds]));
}

/** How many students of the scope are behind by at least each of the given numbers of days. */
export async function countBehind(db: Db, scope: { companyId: number; status: StudentStatus }, today: string, minDays: readonly number[]): Promise<number[]> {
  const [row] = await db
    .select(Object.fromEntries(minDays.map((days, index) => [`b${index}`, sql<number>`count(*) filter (where ${days > 0 ? behindBy(today, days) : sql`true`})`.mapWith(Number)])))
    .from(students)
    .leftJoin(studentProgress, progressJoin)
    .where(and(eq(students.company_id, scope.companyId), eq(students.status, scope.status)));
  return minDays.map((_, index) => Number(row?.[`b${index}`] ?? 0));
}

/** The courses that students (of one company, or all) take, by name. */
export function coursesTaken(db: Db, companyId?: number) {
  return db
    .selectDistinct({ id: courses.id, name: courses.name })
    .from(courses)
    .innerJoin(students, eq(students.course_id, courses.id))
    .where(equalsWhenGiven(students.company_id, companyId))
    .orderBy(asc(courses.name), asc(courses.id));
}

// ---- One student ----------------------------------------------------------------------------------

export async function findStudentPlan(db: Db, studentId: number, companyId?: number) {
  const [row] = await db
    .select({
      id: students.id,
      company_id: students.company_id,
      course_id: students.course_id,
      course_name: courses.name,
      course_mode: students.course_mode,
      start_date: students.start_date,
      end_date: students.end_date,
      status: students.status,
    })
    .from(students)
    .leftJoin(courses, eq(courses.id, students.course_id))
    .leftJoin(studentProgress, progressJoin)
    .where(and(eq(students.id, studentId), equalsWhenGiven(students.company_id, companyId)))
    .limit(1);
  return row;
}

/**
 * What the student did in each published curriculum of a course: the first and last completion of
 * its published steps, the study time and the self-check. (The plan itself — dates, steps done,
 * states — is the progress service's, read as the student's own pages read it.)
 */
export function curriculumTimeline(db: Db, studentId: number, courseId: number) {
  const publishedStep = sql`${steps.publish_status} = ${PUBLISH_STATUS.public}`;
  const doneOf = (expression: SQL) => sql`(select ${expression} from ${stepCompletions} sc join ${steps} on ${steps.id} = sc.step_id
    where sc.student_id = ${studentId} and ${steps.curriculum_id} = ${curricula.id} and ${publishedStep})`;
  return db
    .select({
      id: curricula.id,
      started_at: sql<Date | null>`${doneOf(sql`min(sc.completed_at)`)}`.mapWith(stepCompletions.completed_at),
      last_done_at: sql<Date | null>`${doneOf(sql`max(sc.completed_at)`)}`.mapWith(stepCompletions.completed_at),
      study_seconds: sql<number>`coalesce((select sum(ss.seconds) from ${studySessions} ss where ss.student_id = ${studentId} and ss.curriculum_id = ${curricula.id}), 0)`.mapWith(Number),
      understanding: selfchecks.understanding,
      selfcheck_comment: selfchecks.comment,
      selfcheck_updated_at: selfchecks.updated_at,
    })
    .from(courseCurricula)
    .innerJoin(curricula, eq(curricula.id, courseCurricula.curriculum_id))
    .leftJoin(selfchecks, and(eq(selfchecks.curriculum_id, curricula.id), eq(selfchecks.student_id, studentId)))
    .where(and(eq(courseCurricula.course_id, courseId), eq(curricula.publish_status, PUBLISH_STATUS.public)));
}

/** Study seconds per day from `from` to `to` (both included). */
export function studyByDay(db: Db, studentId: number, from: string, to: string) {
  return db
    .select({ date: studySessions.study_date, seconds: sum(studySessions.seconds).mapWith(Number) })
    .from(studySessions)
    .where(and(eq(studySessions.student_id, studentId), sql`${studySessions.study_date} between ${day(from)} and ${day(to)}`))
    .groupBy(studySessions.study_date);
}

/** The student's last day with study time and when its last session ended; undefined when they never studied. */
export async function lastStudyOf(db: Db, studentId: number): Promise<{ date: string; endedAt: Date } | undefined> {
  const [row] = await db
    .select({ date: studySessions.study_date, endedAt: studySessions.ended_at })
    .from(studySessions)
    .where(eq(studySessions.student_id, studentId))
    .orderBy(desc(studySessions.study_date), desc(studySessions.ended_at))
    .limit(1);
  return row;
}

export async function studyTotal(db: Db, studentId: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sum(studySessions.seconds).mapWith(Number) })
    .from(studySessions)
    .where(eq(studySessions.student_id, studentId));
  return row?.seconds ?? 0;
}

// ---- The company's read-only view of the content -------------------------------------------------

/** The courses the company's students take, with how many of its students take each. */
export function companyCourses(db: Db, companyId: number) {
  return db
    .select({ id: courses.id, name: courses.name, description: courses.description, mode: courses.mode, student_count: count(students.id) })
    .from(courses)
    .innerJoin(students, eq(students.course_id, courses.id))
    .where(eq(students.company_id, companyId))
    .groupBy(courses.id)
    .orderBy(asc(courses.name), asc(courses.id));
}

/** The published curricula of the courses, in each course's order, with their published step counts. */
export function publishedCurriculaOf(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      course_id: courseCurricula.course_id,
      id: curricula.id,
      name: curricula.name,
      description: curricula.description,
      position: courseCurricula.position,
      normal_days: courseCurricula.normal_days,
      intensive_days: courseCurricula.intensive_days,
      step_count: sql<number>`(select count(*) from ${steps} where ${steps.curriculum_id} = ${curricula.id} and ${steps.publish_status} = ${PUBLISH_STATUS.public})`.mapWith(Number),
    })
    .from(courseCurricula)
    .innerJoin(curricula, eq(curricula.id, courseCurricula.curriculum_id))
    .where(and(inArray(courseCurricula.course_id, courseIds), eq(curricula.publish_status, PUBLISH_STATUS.public)))
    .orderBy(asc(courseCurricula.course_id), asc(courseCurricula.position), asc(curricula.id));
}

/** A published curriculum with the courses of the company's students that list it (none: not the company's to read). */
export async function findCompanyCurriculum(db: Db, companyId: number, curriculumId: number) {
  const [curriculum] = await db
    .select({ id: curricula.id, name: curricula.name, description: curricula.description })
    .from(curricula)
    .where(and(eq(curricula.id, curriculumId), eq(curricula.publish_status, PUBLISH_STATUS.public)))
    .limit(1);
  if (!curriculum) return undefined;
  const listedBy = await db
    .selectDistinct({ id: courses.id, name: courses.name })
    .from(courseCurricula)
    .innerJoin(courses, eq(courses.id, courseCurricula.course_id))
    .innerJoin(students, eq(students.course_id, courses.id))
    .where(and(eq(courseCurricula.curriculum_id, curriculumId), eq(students.company_id, companyId)))
    .orderBy(asc(courses.name), asc(courses.id));
  if (listedBy.length === 0) return undefined;
  const stepRows = await db
    .select({ id: steps.id, position: steps.position, title: steps.title, step_type: steps.step_type, body: steps.body, standard_hours: steps.standard_hours })
    .from(steps)
    .where(and(eq(steps.curriculum_id, curriculumId), eq(steps.publish_status, PUBLISH_STATUS.public)))
    .orderBy(asc(steps.position), asc(steps.id));
  return { ...curriculum, courses: listedBy, steps: stepRows };
}

