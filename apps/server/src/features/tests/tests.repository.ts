import type { TestListQuery } from '@manabiya/domain/contracts/tests';
import type { PublishStatus } from '@manabiya/domain/enums/information';
import type { ReviewMode, TestKind } from '@manabiya/domain/enums/tests';
import { and, asc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { courses, curricula } from '../../db/schema/courses.ts';
import { testAttempts, testQuestions, tests, type FrozenQuestion } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

/* Tests and their questions as staff write them (decision 048). */

export type TestFilters = Omit<TestListQuery, 'page' | 'page_size'>;

/** The stored settings of a test, as a write sets them. */
export interface TestValues {
  kind: TestKind;
  title: string;
  description: string | null;
  curriculum_id: number | null;
  course_id: number | null;
  time_limit_minutes: number | null;
  attempts_allowed: number | null;
  retake_wait_minutes: number;
  pass_percent: number;
  grade_s: number;
  grade_a: number;
  grade_b: number;
  grade_c: number;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  draw_count: number | null;
  review_mode: ReviewMode;
  available_from: Date | null;
  available_until: Date | null;
  publish_status: PublishStatus;
  required_to_complete: boolean;
}

export const settingColumns = {
  id: tests.id,
  kind: tests.kind,
  title: tests.title,
  description: tests.description,
  curriculum_id: tests.curriculum_id,
  course_id: tests.course_id,
  time_limit_minutes: tests.time_limit_minutes,
  attempts_allowed: tests.attempts_allowed,
  retake_wait_minutes: tests.retake_wait_minutes,
  pass_percent: tests.pass_percent,
  grade_s: tests.grade_s,
  grade_a: tests.grade_a,
  grade_b: tests.grade_b,
  grade_c: tests.grade_c,
  shuffle_questions: tests.shuffle_questions,
  shuffle_options: tests.shuffle_options,
  draw_count: tests.draw_count,
  review_mode: tests.review_mode,
  available_from: tests.available_from,
  available_until: tests.available_until,
  publish_status: tests.publish_status,
  required_to_complete: tests.required_to_complete,
};

/** A test's questions still given (not removed). */
const activeQuestion = sql`q.test_id = ${tests.id} and q.removed_at is null`;

const itemColumns = {
  ...settingColumns,
  curriculum_name: curricula.name,
  course_name: courses.name,
  question_count: sql<number>`(select count(*)::int from test_questions q where ${activeQuestion})`.mapWith(Number),
  point_sum: sql<number>`(select coalesce(sum(q.points), 0)::int from test_questions q where ${activeQuestion})`.mapWith(Number),
  attempt_count: sql<number>`coalesce((select t.attempt_count from test_totals t where t.test_id = ${tests.id}), 0)`.mapWith(Number),
  created_at: tests.created_at,
  updated_at: tests.updated_at,
};

export type TestRow = NonNullable<Awaited<ReturnType<typeof findTest>>>;
export type TestSettingsRow = NonNullable<Awaited<ReturnType<typeof lockTest>>>;

function selectItems(db: Db) {
  return db.select(itemColumns).from(tests).leftJoin(curricula, eq(curricula.id, tests.curriculum_id)).leftJoin(courses, eq(courses.id, tests.course_id)).$dynamic();
}

function testWhere(filters: TestFilters): SQL | undefined {
  return and(
    searchColumns(filters.q, [tests.title]),
    equalsWhenGiven(tests.kind, filters.kind),
    equalsWhenGiven(tests.publish_status, filters.publish_status),
    equalsWhenGiven(tests.curriculum_id, filters.curriculum_id),
    equalsWhenGiven(tests.course_id, filters.course_id),
  );
}

/** The tests matching the filters: a window of them in the order asked, and how many match. */
export function listTests(db: Db, filters: TestFilters) {
  const where = testWhere(filters);
  const order = orderByColumn(itemColumns[filters.sort ?? 'id'], filters.order, tests.id);
  return {
    rows: (window?: RowWindow) => inWindow(selectItems(db).where(where).orderBy(...order), window),
    total: () => db.$count(tests, where),
  };
}

export async function findTest(db: Db, id: number) {
  const [row] = await selectItems(db).where(eq(tests.id, id));
  return row;
}

/** The stored settings of a test, locked for the write that follows (question writes of one test run one after another). */
export async function lockTest(db: Db, id: number) {
  const [row] = await db.select(settingColumns).from(tests).where(eq(tests.id, id)).for('update');
  return row;
}

export async function insertTest(db: Db, values: TestValues): Promise<number> {
  const [row] = await db.insert(tests).values(values).returning({ id: tests.id });
  return row!.id;
}

export async function updateTest(db: Db, id: number, values: TestValues): Promise<void> {
  await db.update(tests).set(values).where(eq(tests.id, id));
}

export async function deleteTest(db: Db, id: number): Promise<void> {
  await db.delete(tests).where(eq(tests.id, id));
}

export async function attemptCountOf(db: Db, testId: number): Promise<number> {
  return db.$count(testAttempts, eq(testAttempts.test_id, testId));
}

export async function curriculumExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(curricula, eq(curricula.id, id))) > 0;
}

export async function courseExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(courses, eq(courses.id, id))) > 0;
}

// ───────────── Questions ─────────────

/** What a question's row holds besides its place and version: the frozen question's fields, with its section by id (CAB tests). */
export type QuestionValues = Omit<FrozenQuestion, 'id' | 'version' | 'section'> & { section_id?: number | null };

export const questionColumns = {
  id: testQuestions.id,
  test_id: testQuestions.test_id,
  position: testQuestions.position,
  version: testQuestions.version,
  kind: testQuestions.kind,
  body: testQuestions.body,
  options: testQuestions.options,
  correct_keys: testQuestions.correct_keys,
  accepted_answers: testQuestions.accepted_answers,
  numeric_answer: testQuestions.numeric_answer,
  tolerance: testQuestions.tolerance,
  partial_credit: testQuestions.partial_credit,
  points: testQuestions.points,
  explanation: testQuestions.explanation,
  image_path: testQuestions.image_path,
  section_id: testQuestions.section_id,
};

export type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

/** A test's questions still given, in order. */
export function questionsOf(db: Db, testId: number) {
  return db
    .select(questionColumns)
    .from(testQuestions)
    .where(and(eq(testQuestions.test_id, testId), isNull(testQuestions.removed_at)))
    .orderBy(asc(testQuestions.position), asc(testQuestions.id));
}

/** A question not removed, with its test. */
export async function findQuestion(db: Db, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select(questionColumns)
    .from(testQuestions)
    .where(and(eq(testQuestions.id, id), isNull(testQuestions.removed_at)));
  return row;
}

export async function insertQuestion(db: Db, testId: number, values: QuestionValues): Promise<number> {
  const [last] = await db
    .select({ position: max(testQuestions.position) })
    .from(testQuestions)
    .where(and(eq(testQuestions.test_id, testId), isNull(testQuestions.removed_at)));
  const [row] = await db
    .insert(testQuestions)
    .values({ test_id: testId, position: (last?.position ?? 0) + 1, ...values })
    .returning({ id: testQuestions.id });
  return row!.id;
}

/** Replaces a question's content and raises its version (attempts keep the copy they froze). */
export async function updateQuestion(db: Db, id: number, values: QuestionValues): Promise<void> {
  await db
    .update(testQuestions)
    .set({ ...values, version: sql`${testQuestions.version} + 1` })
    .where(eq(testQuestions.id, id));
}

/** Whether any attempt was given the question (its frozen copy names it). */
export async function questionWasGiven(db: Db, testId: number, questionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(and(eq(testAttempts.test_id, testId), sql`${testAttempts.questions} @> ${JSON.stringify([{ id: questionId }])}::jsonb`))
    .limit(1);
  return rows.length > 0;
}

export async function markQuestionRemoved(db: Db, id: number): Promise<void> {
  await db.update(testQuestions).set({ removed_at: sql`now()` }).where(eq(testQuestions.id, id));
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.delete(testQuestions).where(eq(testQuestions.id, id));
}

/** Positions 1… in the order of the ids given. */
export async function setQuestionPositions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(testQuestions)
    .set({ position: sql`array_position(${`{${ids.join(',')}}`}::int[], ${testQuestions.id})` })
    .where(inArray(testQuestions.id, [...ids]));
}
