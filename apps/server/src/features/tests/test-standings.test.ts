import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testItemTotals, testStudentResults, testTotals } from '../../db/schema/tests.ts';
import { createStudent } from '../../test/factories.ts';
import { createTestApp, usesPostgres, type TestApp } from '../../test/test-app.ts';
import { createTestsWorld, createTestWith, saveAnswer, startedAttempt, submitAttempt, type TestsWorld } from '../../test/tests-world.ts';
import { rebuildStandings } from './test-standings.repository.ts';

/*
 * The standings the attempts keep (decision 048) must always equal the ones rebuilt from the attempts
 * themselves, also when many students start and finish at once (on PostgreSQL the requests really run
 * at once and contend on the test's rows).
 */

let t: TestApp;
let w: TestsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
});
afterAll(() => t.close());

async function standingsOf(testId: number) {
  const totals = await t.db.select().from(testTotals).where(eq(testTotals.test_id, testId));
  const students = await t.db.select().from(testStudentResults).where(eq(testStudentResults.test_id, testId)).orderBy(asc(testStudentResults.student_id));
  const items = await t.db.select().from(testItemTotals).where(eq(testItemTotals.test_id, testId)).orderBy(asc(testItemTotals.question_id));
  return { totals, students, items };
}

describe(`test standings (${usesPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keep, through simultaneous starts, retakes and submits, what the attempts say', async () => {
    const test = await createTestWith(t, w);
    const [single, , text] = test.questions;
    const students = [];
    for (let i = 0; i < 24; i++) students.push(await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' }));

    // Round by round, every student at once: a first attempt, then a retake by most (better for some, worse for others), one left open.
    for (let round = 0; round < 3; round++) {
      const takers = students.filter((_, i) => round === 0 || i % (round + 1) !== 0);
      await Promise.all(
        takers.map(async (student, i) => {
          const attempt = await startedAttempt(t, student.token, test.id);
          const right = (i + round) % 3 !== 0;
          await saveAnswer(t, student.token, attempt.id, { question_id: single!.id, answer: { keys: [right ? 2 : 1] }, seq: 1 });
          if (i % 2 === round % 2) await saveAnswer(t, student.token, attempt.id, { question_id: text!.id, answer: { text: 'css' }, seq: 1 });
          if (!(round === 2 && i === 0)) expect((await submitAttempt(t, student.token, attempt.id)).statusCode).toBe(200);
        }),
      );
    }

    const kept = await standingsOf(test.id);
    expect(kept.totals[0]!.attempt_count).toBeGreaterThan(students.length);
    expect(kept.students.filter((row) => row.in_progress)).toHaveLength(1);
    expect(kept.items.map((row) => row.answered)).toEqual(test.questions.map(() => kept.totals[0]!.finished_count));
    await rebuildStandings(t.db, [test.id]);
    expect(await standingsOf(test.id)).toEqual(kept);
  }, 180_000);
});
