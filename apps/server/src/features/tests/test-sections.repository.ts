import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { testAttempts, testQuestions, testSections } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import type { SectionClock } from './section-clock.ts';
import { attemptColumns, type AttemptRow } from './test-attempts.repository.ts';

/* The timed sections of CAB tests (decision 048, "CAB sections"). */

export type SectionRow = Awaited<ReturnType<typeof sectionsOf>>[number];

/** A test's sections in order, with how many of its questions (not removed) each holds. */
export function sectionsOf(db: Db, testId: number) {
  return db
    .select({
      id: testSections.id,
      position: testSections.position,
      title: testSections.title,
      time_limit_minutes: testSections.time_limit_minutes,
      question_count: sql<number>`(select count(*)::int from test_questions q where q.section_id = test_sections.id and q.removed_at is null)`.mapWith(Number),
    })
    .from(testSections)
    .where(eq(testSections.test_id, testId))
    .orderBy(asc(testSections.position), asc(testSections.id));
}

export async function insertSection(db: Db, testId: number, values: { position: number; title: string; time_limit_minutes: number }): Promise<number> {
  const [row] = await db
    .insert(testSections)
    .values({ test_id: testId, ...values })
    .returning({ id: testSections.id });
  return row!.id;
}

export async function updateSection(db: Db, id: number, values: { position: number; title: string; time_limit_minutes: number }): Promise<void> {
  await db
    .update(testSections)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(testSections.id, id));
}

/** Removes sections; their questions are left without one (the foreign key sets it null). */
export async function deleteSections(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(testSections).where(inArray(testSections.id, [...ids]));
}

/** Whether the section is one of the test's. */
export async function sectionOfTest(db: Db, sectionId: number, testId: number): Promise<boolean> {
  return (await db.$count(testSections, and(eq(testSections.id, sectionId), eq(testSections.test_id, testId)))) > 0;
}

/** The test's questions (not removed) that belong to no section. */
export function unassignedQuestionCount(db: Db, testId: number): Promise<number> {
  return db.$count(testQuestions, and(eq(testQuestions.test_id, testId), isNull(testQuestions.removed_at), isNull(testQuestions.section_id)));
}

/** Whether a student is taking the test now (an attempt not finished). */
export async function hasOpenAttempt(db: Db, testId: number): Promise<boolean> {
  return (await db.$count(testAttempts, and(eq(testAttempts.test_id, testId), isNull(testAttempts.submitted_at)))) > 0;
}

// ───────────── Attempts walking the sections ─────────────

/**
 * Moves the attempt on from section `from` (the clock given: the section entered, its deadline, the
 * attempt's deadline). Only while it is still in `from` and open: of two moves at once (a double
 * click, the student and the finishing job) one moves it and the other changes nothing.
 */
export async function moveSection(db: Db, attemptId: number, from: number, clock: SectionClock): Promise<boolean> {
  const moved = await db
    .update(testAttempts)
    .set(clock)
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.section_index, from), isNull(testAttempts.submitted_at)))
    .returning({ id: testAttempts.id });
  return moved.length > 0;
}

/**
 * Open attempts whose current section is over (its deadline and grace behind `cutoff`) but not the
 * attempt itself (the finishing job's other query takes those), locked, skipping rows another request holds.
 */
export function lockAttemptsPastSection(db: Db, cutoff: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select(attemptColumns)
    .from(testAttempts)
    .where(and(isNull(testAttempts.submitted_at), lte(testAttempts.section_deadline_at, cutoff), gt(testAttempts.deadline_at, cutoff)))
    .orderBy(asc(testAttempts.section_deadline_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}
