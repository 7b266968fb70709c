import type { TEST_RESULT_SORT_KEYS } from '@manabiya/domain/contracts/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { TEST_KIND, type QuestionKind, type TestKind } from '@manabiya/domain/enums/tests';
import type { Grade } from '@manabiya/domain/enums/student';
import { sql, type SQL } from 'drizzle-orm';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { searchByKey } from '../../platform/sql-search.ts';

/*
 * Results of tests: per student and test their attempts, best and latest finished outcome; a test's
 * figures over its students' best attempts and its item analysis; a company's view. Read from the
 * standings the attempts keep (test-standings.repository.ts): one narrow row per student and test,
 * per test and per question, so a test of thousands of attempts reads as fast as one of ten.
 */

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A timestamp as ISO 8601 text, alike from both drivers. */
const iso = (expression: SQL) => sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ResultScope {
  testId?: number;
  companyId?: number;
  /** One student's results (their detail page). */
  studentId?: number;
}

export interface ResultFilters {
  q?: string | undefined;
  company_id?: number | undefined;
  passed?: boolean | undefined;
  sort?: (typeof TEST_RESULT_SORT_KEYS)[number];
  order?: 'asc' | 'desc';
}

export interface ResultRow {
  test_id: number;
  test_title: string;
  student_id: number;
  student_name: string;
  company_id: number;
  company_name: string;
  attempt_count: number;
  in_progress: boolean;
  latest_submitted_at: string | null;
  best_score: number | null;
  best_max_score: number | null;
  best_percent: number | null;
  best_passed: boolean | null;
  best_grade: Grade | null;
  latest_score: number | null;
  latest_max_score: number | null;
  latest_percent: number | null;
  latest_passed: boolean | null;
  latest_grade: Grade | null;
}

const SORT_COLUMNS: Record<(typeof TEST_RESULT_SORT_KEYS)[number], SQL> = {
  student_name: sql`students.name_kana`,
  company_name: sql`companies.name`,
  attempt_count: sql`r.attempt_count`,
  best_percent: sql`r.best_percent`,
  latest_submitted_at: sql`r.latest_submitted_at`,
};

/** The student-and-test pairs with attempts in scope, filtered: their standings (test_student_results) with their student and company. */
function resultFrom(scope: ResultScope, filters: ResultFilters): SQL {
  const where = [
    scope.testId === undefined ? undefined : sql`r.test_id = ${scope.testId}`,
    scope.companyId === undefined ? undefined : sql`students.company_id = ${scope.companyId}`,
    scope.studentId === undefined ? undefined : sql`r.student_id = ${scope.studentId}`,
    searchByKey(filters.q, students.search_key),
    filters.company_id === undefined ? undefined : sql`students.company_id = ${filters.company_id}`,
    filters.passed === undefined ? undefined : filters.passed ? sql`r.best_passed is true` : sql`r.best_passed is not true`,
  ].filter((part) => part !== undefined);
  return sql`
    from test_student_results r
    join students on students.id = r.student_id
    join companies on companies.id = students.company_id
    where ${sql.join(where.length > 0 ? where : [sql`true`], sql` and `)}`;
}

/** The outcome of the attempt `id` names (the best or the latest), read by its key. */
const outcomeOf = (alias: string, id: string) => sql.raw(`left join lateral (
    select o.score::float8 as score, o.max_score::float8 as max_score, o.percent::float8 as percent, o.passed, o.grade
    from test_attempts o where o.id = ${id}) ${alias} on true`);

/**
 * The results in scope: a window of them in the order asked, and how many match. Each row is a
 * student's standing in a test, kept by the attempts' start and finish; the page is cut first, then
 * its rows read their best and latest attempts by key, so a test of thousands of attempts reads the
 * fifty rows it shows.
 */
export function listResults(db: Db, scope: ResultScope, filters: ResultFilters) {
  const sort = filters.sort ?? 'student_name';
  const direction = sql.raw(filters.order === 'desc' ? 'desc' : 'asc');
  const order = sql`${SORT_COLUMNS[sort]} ${direction} nulls last, students.id ${direction}, r.test_id`;
  return {
    rows: (window?: RowWindow) =>
      rowsOf<ResultRow>(
        db,
        sql`with page as (
            select r.test_id, r.student_id, r.attempt_count, r.in_progress, r.latest_submitted_at, r.best_attempt_id, r.latest_attempt_id,
              students.name as student_name, companies.id as company_id, companies.name as company_name, row_number() over (order by ${order}) as ord
            ${resultFrom(scope, filters)}
            order by ${order}
            ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``})
          select a.test_id, t.title as test_title, a.student_id, a.student_name, a.company_id, a.company_name,
            a.attempt_count, a.in_progress, ${iso(sql`a.latest_submitted_at`)} as latest_submitted_at,
            best.score as best_score, best.max_score as best_max_score, best.percent as best_percent, best.passed as best_passed, best.grade as best_grade,
            latest.score as latest_score, latest.max_score as latest_max_score, latest.percent as latest_percent, latest.passed as latest_passed, latest.grade as latest_grade
          from page a
          join tests t on t.id = a.test_id
          ${outcomeOf('best', 'a.best_attempt_id')}
          ${outcomeOf('latest', 'a.latest_attempt_id')}
          order by a.ord`,
      ),
    total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${resultFrom(scope, filters)}`))[0]?.n ?? 0),
  };
}

// ───────────── A test's figures ─────────────

export interface BestRow {
  percent: number;
  passed: boolean;
  grade: Grade;
}

/** Each student's best finished attempt at the test. */
export function bestAttemptsOf(db: Db, testId: number): Promise<BestRow[]> {
  return rowsOf<BestRow>(
    db,
    sql`select best_percent::float8 as percent, best_passed as passed, best_grade as grade
      from test_student_results where test_id = ${testId} and best_attempt_id is not null`,
  );
}

export async function finishedAttemptCountOf(db: Db, testId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select finished_count as n from test_totals where test_id = ${testId}`);
  return Number(row?.n ?? 0);
}

export interface ItemRow {
  question_id: number;
  position: number;
  kind: QuestionKind;
  body: string;
  answered: number;
  correct: number;
}

/** Per question of the test (and each removed one an attempt was given): how many finished attempts were given it and got it right. */
export function itemAnalysisOf(db: Db, testId: number): Promise<ItemRow[]> {
  return rowsOf<ItemRow>(
    db,
    sql`select q.id as question_id, q.position, q.kind, q.body, coalesce(s.answered, 0) as answered, coalesce(s.correct, 0) as correct
      from test_questions q left join test_item_totals s on s.test_id = q.test_id and s.question_id = q.id
      where q.test_id = ${testId} and (q.removed_at is null or s.question_id is not null)
      order by q.removed_at nulls first, q.position, q.id`,
  );
}

// ───────────── A company's tests ─────────────

export interface CompanyTestRow {
  id: number;
  kind: TestKind;
  title: string;
  curriculum_name: string | null;
  course_name: string | null;
  student_count: number;
  finished_count: number;
  passed_count: number;
}

/** The published tests a student of the company may take, with how many of its students may, finished and passed. */
export function listCompanyTests(db: Db, companyId: number, query: { sort: 'title' | 'id'; order: 'asc' | 'desc' }) {
  const published = sql`t.publish_status = ${PUBLISH_STATUS.public}`;
  // Each student of the company with each published test they may take (the rule of visibleTo, read
  // per course: a course's curriculum tests, its comprehensive and CAB tests; CAB tests of no course
  // are everyone's), with their standing in it when they made an attempt.
  const pairs = sql`pairs as (
      select s.id as student_id, ct.test_id
      from students s
      join (
        select cc.course_id, t.id as test_id from tests t join course_curricula cc on cc.curriculum_id = t.curriculum_id
        where t.kind = ${TEST_KIND.curriculum} and ${published}
        union
        select t.course_id, t.id from tests t where t.kind in (${TEST_KIND.comprehensive}, ${TEST_KIND.cab}) and t.course_id is not null and ${published}
      ) ct on ct.course_id = s.course_id
      where s.company_id = ${companyId}
      union all
      select s.id, t.id from students s cross join tests t
      where s.company_id = ${companyId} and t.kind = ${TEST_KIND.cab} and t.course_id is null and ${published})`;
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  return {
    rows: (window: RowWindow) =>
      rowsOf<CompanyTestRow>(
        db,
        sql`with ${pairs},
          per_test as (
            select p.test_id as id, count(*)::int as student_count,
              count(r.student_id) filter (where r.finished_count > 0)::int as finished_count,
              count(r.student_id) filter (where r.best_passed)::int as passed_count
            from pairs p left join test_student_results r on r.test_id = p.test_id and r.student_id = p.student_id
            group by p.test_id)
          select t.id, t.kind, t.title, cu.name as curriculum_name, co.name as course_name, p.student_count, p.finished_count, p.passed_count
          from per_test p join tests t on t.id = p.id
          left join curricula cu on cu.id = t.curriculum_id
          left join courses co on co.id = t.course_id
          order by ${query.sort === 'title' ? sql`t.title ${direction}, ` : sql``}t.id ${direction}
          limit ${window.limit} offset ${window.offset}`,
      ),
    total: async () => Number((await rowsOf<{ n: number }>(db, sql`with ${pairs} select count(distinct test_id)::int as n from pairs`))[0]?.n ?? 0),
  };
}
