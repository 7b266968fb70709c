import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { TEST_KIND, type FinishedBy } from '@manabiya/domain/enums/tests';
import type { Grade } from '@manabiya/domain/enums/student';
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { courseCurricula, courses, curricula } from '../../db/schema/courses.ts';
import { students } from '../../db/schema/students.ts';
import { testAnswers, testAttempts, tests, type FrozenQuestion, type ScoredAnswer } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import { settingColumns } from './tests.repository.ts';

/* A student's tests, attempts and answers (decision 048). */

/** Whether the student of `courseId` may see the test: published, and of their course (CAB tests of no course too). */
export function visibleTo(courseId: number | null): SQL {
  const ofCourse =
    courseId === null
      ? sql`false`
      : sql`(${tests.kind} = ${TEST_KIND.curriculum} and ${tests.curriculum_id} in (select cc.curriculum_id from course_curricula cc where cc.course_id = ${courseId}))
          or (${tests.kind} = ${TEST_KIND.comprehensive} and ${tests.course_id} = ${courseId})
          or (${tests.kind} = ${TEST_KIND.cab} and ${tests.course_id} = ${courseId})`;
  return sql`${tests.publish_status} = ${PUBLISH_STATUS.public} and ((${tests.kind} = ${TEST_KIND.cab} and ${tests.course_id} is null) or ${ofCourse})`;
}

export async function courseOfStudent(db: Db, studentId: number): Promise<number | null> {
  const [row] = await db.select({ course_id: students.course_id }).from(students).where(eq(students.id, studentId));
  return row?.course_id ?? null;
}

/** A test as its student's list shows it: its settings, the names of its curriculum and course, its questions' count. */
const studentTestColumns = {
  ...settingColumns,
  // A CAB test in timed sections takes the sum of its sections' limits.
  time_limit_minutes: sql<number | null>`coalesce((select sum(s.time_limit_minutes)::int from test_sections s where s.test_id = ${tests.id} and ${tests.kind} = ${TEST_KIND.cab}), ${tests.time_limit_minutes})`,
  curriculum_name: curricula.name,
  course_name: courses.name,
  question_count: sql<number>`(select count(*)::int from test_questions q where q.test_id = ${tests.id} and q.removed_at is null)`.mapWith(Number),
};

export type StudentTestRow = Awaited<ReturnType<typeof visibleTests>>[number];

/** The tests a student of the course may see (or the one of them named), in course order then id. */
export function visibleTests(db: Db, courseId: number | null, testId?: number) {
  return db
    .select(studentTestColumns)
    .from(tests)
    .leftJoin(curricula, eq(curricula.id, tests.curriculum_id))
    .leftJoin(courses, eq(courses.id, tests.course_id))
    .leftJoin(courseCurricula, and(eq(courseCurricula.curriculum_id, tests.curriculum_id), eq(courseCurricula.course_id, courseId ?? 0)))
    .where(and(visibleTo(courseId), testId === undefined ? undefined : eq(tests.id, testId)))
    .orderBy(asc(tests.kind), sql`${courseCurricula.position} nulls last`, asc(tests.id));
}

/** The settings scoring and review read of a test. */
export async function scoringSettingsOf(db: Db, testId: number) {
  const [row] = await db
    .select({
      title: tests.title,
      kind: tests.kind,
      pass_percent: tests.pass_percent,
      grade_s: tests.grade_s,
      grade_a: tests.grade_a,
      grade_b: tests.grade_b,
      grade_c: tests.grade_c,
      review_mode: tests.review_mode,
      available_until: tests.available_until,
    })
    .from(tests)
    .where(eq(tests.id, testId));
  return row;
}

export const attemptColumns = {
  id: testAttempts.id,
  test_id: testAttempts.test_id,
  student_id: testAttempts.student_id,
  number: testAttempts.number,
  started_at: testAttempts.started_at,
  deadline_at: testAttempts.deadline_at,
  submitted_at: testAttempts.submitted_at,
  finished_by: testAttempts.finished_by,
  questions: testAttempts.questions,
  section_index: testAttempts.section_index,
  section_deadline_at: testAttempts.section_deadline_at,
  scored: testAttempts.scored,
  score: testAttempts.score,
  max_score: testAttempts.max_score,
  percent: testAttempts.percent,
  passed: testAttempts.passed,
  grade: testAttempts.grade,
};

export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

export async function findAttempt(db: Db, id: number) {
  const [row] = await db.select(attemptColumns).from(testAttempts).where(eq(testAttempts.id, id));
  return row;
}

/** The attempt locked for its finish (every finish holds this lock, so an attempt is scored once). */
export async function lockAttempt(db: Db, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select(attemptColumns).from(testAttempts).where(eq(testAttempts.id, id)).for('update');
  return row;
}

/** The attempt held against a finish while an answer is written (a finish waits for the write, and a write after a finish sees it). */
export async function shareLockAttempt(db: Db, id: number) {
  const [row] = await db
    .select({
      id: testAttempts.id,
      student_id: testAttempts.student_id,
      deadline_at: testAttempts.deadline_at,
      submitted_at: testAttempts.submitted_at,
      questions: testAttempts.questions,
      section_index: testAttempts.section_index,
      section_deadline_at: testAttempts.section_deadline_at,
    })
    .from(testAttempts)
    .where(eq(testAttempts.id, id))
    .for('share');
  return row;
}

export async function openAttemptOf(db: Db, testId: number, studentId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select(attemptColumns)
    .from(testAttempts)
    .where(and(eq(testAttempts.test_id, testId), eq(testAttempts.student_id, studentId), isNull(testAttempts.submitted_at)));
  return row;
}

/** A student's attempts at the given tests (all of them when no ids), newest first. */
export function attemptsOf(db: Db, studentId: number, testIds: readonly number[]) {
  if (testIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: testAttempts.id,
      test_id: testAttempts.test_id,
      number: testAttempts.number,
      started_at: testAttempts.started_at,
      deadline_at: testAttempts.deadline_at,
      submitted_at: testAttempts.submitted_at,
      score: testAttempts.score,
      max_score: testAttempts.max_score,
      percent: testAttempts.percent,
      passed: testAttempts.passed,
      grade: testAttempts.grade,
    })
    .from(testAttempts)
    .where(and(eq(testAttempts.student_id, studentId), inArray(testAttempts.test_id, [...testIds])))
    .orderBy(desc(testAttempts.number));
}

export type StudentAttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number];

export interface NewAttempt {
  test_id: number;
  student_id: number;
  number: number;
  started_at: Date;
  deadline_at: Date | null;
  questions: FrozenQuestion[];
  /** CAB tests in sections: the first section and when it ends. */
  section_index?: number;
  section_deadline_at?: Date | null;
}

/** Inserts the attempt; fails with a unique violation when the student already has one open (or the number was taken meanwhile). */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<number> {
  const [row] = await db.insert(testAttempts).values(values).returning({ id: testAttempts.id });
  return row!.id;
}

export interface AttemptFinish {
  submitted_at: Date;
  finished_by: FinishedBy;
  scored: ScoredAnswer[];
  score: number;
  max_score: number;
  percent: number;
  passed: boolean;
  grade: Grade;
}

export async function finishAttempt(db: Db, id: number, values: AttemptFinish): Promise<void> {
  await db.update(testAttempts).set(values).where(eq(testAttempts.id, id));
}

/** Open attempts whose deadline has passed, locked, skipping those another finish holds (the finishing job). */
export async function lockExpiredAttempts(db: Db, now: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select(attemptColumns)
    .from(testAttempts)
    .where(and(isNull(testAttempts.submitted_at), lte(testAttempts.deadline_at, now)))
    .orderBy(asc(testAttempts.deadline_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

// ───────────── Answers ─────────────

export async function answersOf(db: Db, attemptId: number) {
  return db
    .select({ question_id: testAnswers.question_id, answer: testAnswers.answer, seq: testAnswers.seq, saved_at: testAnswers.saved_at })
    .from(testAnswers)
    .where(eq(testAnswers.attempt_id, attemptId))
    .orderBy(asc(testAnswers.question_id));
}

export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

/**
 * Keeps the answer unless the stored one has the same or a later seq (a repeat changes nothing, a
 * late older save never overwrites a newer one); answers the seq and time the server now holds.
 */
export async function upsertAnswer(
  db: Db,
  values: { attempt_id: number; question_id: number; answer: { keys?: number[]; text?: string }; seq: number; saved_at: Date },
): Promise<{ seq: number; saved_at: Date }> {
  await db
    .insert(testAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [testAnswers.attempt_id, testAnswers.question_id],
      set: { answer: sql`excluded.answer`, seq: sql`excluded.seq`, saved_at: sql`excluded.saved_at` },
      setWhere: sql`${testAnswers.seq} < excluded.seq`,
    });
  const [row] = await db
    .select({ seq: testAnswers.seq, saved_at: testAnswers.saved_at })
    .from(testAnswers)
    .where(and(eq(testAnswers.attempt_id, values.attempt_id), eq(testAnswers.question_id, values.question_id)));
  return row!;
}

