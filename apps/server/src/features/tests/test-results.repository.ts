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
 * figures over its students' best attempts and its item analysis; a company's view. Read with SQL
 * the database answers from the attempts' indexes (test_attempts_number_unique starts with the test,
 * test_attempts_student_idx with the student), so a test of thousands of attempts reads fast.
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
  attempt_count: sql`a.attempt_count`,
  best_percent: sql`best.percent`,
  latest_submitted_at: sql`a.latest_submitted_at`,
};

const outcomeOf = (alias: string, order: string) => sql.raw(`left join lateral (
    select o.score::float8 as score, o.max_score::float8 as max_score, o.percent::float8 as percent, o.passed, o.grade
    from test_attempts o
    where o.test_id = a.test_id and o.student_id = a.student_id and o.submitted_at is not null
    order by ${order} limit 1) ${alias} on true`);

/** The student-and-test pairs with attempts in scope, filtered; with their best outcome joined when `withBest` (to filter or sort by it). */
function resultFrom(scope: ResultScope, filters: ResultFilters, withBest: boolean): SQL {
  const where = [
    scope.testId === undefined ? undefined : sql`ta.test_id = ${scope.testId}`,
    scope.companyId === undefined ? undefined : sql`ta.student_id in (select id from students where company_id = ${scope.companyId})`,
  ].filter((part) => part !== undefined);
  const outer = [
    searchByKey(filters.q, students.search_key),
    filters.company_id === undefined ? undefined : sql`students.company_id = ${filters.company_id}`,
    filters.passed === undefined ? undefined : filters.passed ? sql`best.passed is true` : sql`best.passed is not true`,
  ].filter((part) => part !== undefined);
  return sql`
    from (
      select ta.test_id, ta.student_id, count(*)::int as attempt_count, bool_or(ta.submitted_at is null) as in_progress, max(ta.submitted_at) as latest_submitted_at
      from test_attempts ta
      where ${sql.join(where.length > 0 ? where : [sql`true`], sql` and `)}
      group by ta.test_id, ta.student_id
    ) a
    join tests t on t.id = a.test_id
    join students on students.id = a.student_id
    join companies on companies.id = students.company_id
    ${withBest || filters.passed !== undefined ? outcomeOf('best', BEST_ORDER) : sql``}
    where ${sql.join(outer.length > 0 ? outer : [sql`true`], sql` and `)}`;
}

const BEST_ORDER = 'o.percent desc, o.submitted_at, o.id';
const LATEST_ORDER = 'o.submitted_at desc, o.id desc';

/**
 * The results in scope: a window of them in the order asked, and how many match. The page is cut
 * first (joining the best outcome only when it filters or sorts), then its rows get their outcomes,
 * so a company of a thousand students reads fifty rows' outcomes, not every row's.
 */
export function listResults(db: Db, scope: ResultScope, filters: ResultFilters) {
  const sort = filters.sort ?? 'student_name';
  const direction = sql.raw(filters.order === 'desc' ? 'desc' : 'asc');
  const order = sql`${SORT_COLUMNS[sort]} ${direction} nulls last, students.id ${direction}, a.test_id`;
  return {
    rows: (window?: RowWindow) =>
      rowsOf<ResultRow>(
        db,
        sql`with page as (
            select a.test_id, a.student_id, a.attempt_count, a.in_progress, a.latest_submitted_at, t.title as test_title,
              students.name as student_name, companies.id as company_id, companies.name as company_name, row_number() over (order by ${order}) as ord
            ${resultFrom(scope, filters, sort === 'best_percent')}
            order by ${order}
            ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``})
          select a.test_id, a.test_title, a.student_id, a.student_name, a.company_id, a.company_name,
            a.attempt_count, a.in_progress, ${iso(sql`a.latest_submitted_at`)} as latest_submitted_at,
            best.score as best_score, best.max_score as best_max_score, best.percent as best_percent, best.passed as best_passed, best.grade as best_grade,
            latest.score as latest_score, latest.max_score as latest_max_score, latest.percent as latest_percent, latest.passed as latest_passed, latest.grade as latest_grade
          from page a
          ${outcomeOf('best', BEST_ORDER)}
          ${outcomeOf('latest', LATEST_ORDER)}
          order by a.ord`,
      ),
    total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${resultFrom(scope, filters, false)}`))[0]?.n ?? 0),
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
    sql`select distinct on (student_id) percent::float8 as percent, passed, grade
      from test_attempts where test_id = ${testId} and submitted_at is not null
      order by student_id, percent desc, submitted_at, id`,
  );
}

export async function finishedAttemptCountOf(db: Db, testId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from test_attempts where test_id = ${testId} and submitted_at is not null`);
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
    sql`with stats as (
        select (e->>'question_id')::int as question_id, count(*)::int as answered, (count(*) filter (where (e->>'correct')::boolean))::int as correct
        from test_attempts a cross join lateral jsonb_array_elements(a.scored) e
        where a.test_id = ${testId} and a.submitted_at is not null
        group by 1)
      select q.id as question_id, q.position, q.kind, q.body, coalesce(s.answered, 0) as answered, coalesce(s.correct, 0) as correct
      from test_questions q left join stats s on s.question_id = q.id
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
  const pairs = sql`
    from tests t
    join students s on s.company_id = ${companyId} and (
      (t.kind = ${TEST_KIND.curriculum} and exists (select 1 from course_curricula cc where cc.course_id = s.course_id and cc.curriculum_id = t.curriculum_id))
      or (t.kind = ${TEST_KIND.comprehensive} and t.course_id = s.course_id)
      or (t.kind = ${TEST_KIND.cab} and (t.course_id is null or t.course_id = s.course_id)))
    where t.publish_status = ${PUBLISH_STATUS.public}`;
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  return {
    rows: (window: RowWindow) =>
      rowsOf<CompanyTestRow>(
        db,
        sql`with per_test as (
            select t.id, count(*)::int as student_count,
              count(*) filter (where exists (select 1 from test_attempts a where a.student_id = s.id and a.test_id = t.id and a.submitted_at is not null))::int as finished_count,
              count(*) filter (where exists (select 1 from test_attempts a where a.student_id = s.id and a.test_id = t.id and a.passed))::int as passed_count
            ${pairs}
            group by t.id)
          select t.id, t.kind, t.title, cu.name as curriculum_name, co.name as course_name, p.student_count, p.finished_count, p.passed_count
          from per_test p join tests t on t.id = p.id
          left join curricula cu on cu.id = t.curriculum_id
          left join courses co on co.id = t.course_id
          order by ${query.sort === 'title' ? sql`t.title ${direction}, ` : sql``}t.id ${direction}
          limit ${window.limit} offset ${window.offset}`,
      ),
    total: async () => Number((await rowsOf<{ n: number }>(db, sql`select count(distinct t.id)::int as n ${pairs}`))[0]?.n ?? 0),
  };
}
