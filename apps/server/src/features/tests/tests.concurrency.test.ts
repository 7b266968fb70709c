import type { AttemptView } from '@manabiya/domain/contracts/tests';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAnswers, testAttempts } from '../../db/schema/tests.ts';
import { cabQuestion, createCabTest, nextSection } from '../../test/cab-tests-world.ts';
import { createStudent } from '../../test/factories.ts';
import { createTestApp, usesPostgres, type TestApp } from '../../test/test-app.ts';
import { createTestsWorld, createTestWith, saveAnswer, startedAttempt, startTest, submitAttempt, type TestsWorld } from '../../test/tests-world.ts';
import { DEADLINE_GRACE_MS } from './test-attempts.service.ts';
import { FINISH_EXPIRED_JOB } from './tests.module.ts';

/*
 * Requests racing on attempts (decision 048). Meaningful on PostgreSQL (TEST_DATABASE_URL), where the
 * requests' transactions really run at once on a pool of connections; the embedded database runs
 * them one after another, and the outcome must be the same.
 */

let t: TestApp;
let w: TestsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
});
afterAll(() => t.close());

const freshStudent = () => createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });

describe(`attempts under concurrent requests (${usesPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('loses none of 200 simultaneous answer saves across 50 students', async () => {
    const test = await createTestWith(t, w);
    const students = [];
    for (let i = 0; i < 50; i++) students.push(await freshStudent());
    const attempts = await Promise.all(students.map((student) => startedAttempt(t, student.token, test.id)));
    const saves = students.flatMap((student, i) =>
      test.questions.map((question, q) => saveAnswer(t, student.token, attempts[i]!.id, { question_id: question.id, answer: { text: `${i}-${q}` }, seq: q + 1 })),
    );
    expect(saves).toHaveLength(200);
    const responses = await Promise.all(saves);
    const acknowledged = responses.filter((response) => response.statusCode === 200).length;
    expect(acknowledged).toBe(200);
    const [stored] = await t.db
      .select({ n: count() })
      .from(testAnswers)
      .innerJoin(testAttempts, eq(testAttempts.id, testAnswers.attempt_id))
      .where(eq(testAttempts.test_id, test.id));
    expect(stored!.n).toBe(acknowledged);
    // Fifty students sign up first (invitation, password, sign-in each): slow on a busy machine.
  }, 180_000);

  it('gives 50 simultaneous starts by one student one attempt', async () => {
    const test = await createTestWith(t, w);
    const student = await freshStudent();
    const responses = await Promise.all(Array.from({ length: 50 }, () => startTest(t, student.token, test.id)));
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([]);
    const ids = new Set(responses.map((response) => response.json<AttemptView>().id));
    expect(ids.size).toBe(1);
    const [rows] = await t.db.select({ n: count() }).from(testAttempts).where(and(eq(testAttempts.test_id, test.id), eq(testAttempts.student_id, student.id)));
    expect(rows!.n).toBe(1);
  });

  it('gives concurrent submits of one attempt one outcome', async () => {
    const test = await createTestWith(t, w);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    await saveAnswer(t, student.token, attempt.id, { question_id: test.questions[0]!.id, answer: { keys: [2] }, seq: 1 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => submitAttempt(t, student.token, attempt.id)));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const views = responses.map((response) => response.json<AttemptView>());
    expect(new Set(views.map((view) => view.submitted_at)).size).toBe(1);
    expect(views.every((view) => view.result?.score === 2)).toBe(true);
    const [open] = await t.db.select({ n: count() }).from(testAttempts).where(and(eq(testAttempts.id, attempt.id), isNull(testAttempts.submitted_at)));
    expect(open!.n).toBe(0);
  });

  it('scores every answer it acknowledged when saves race a submit', async () => {
    const test = await createTestWith(t, w);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    const single = test.questions[0]!.id;
    const saves = Array.from({ length: 30 }, (_, i) => saveAnswer(t, student.token, attempt.id, { question_id: single, answer: { keys: [i % 2 === 0 ? 2 : 1] }, seq: i + 1 }));
    const [submitted, ...saved] = await Promise.all([submitAttempt(t, student.token, attempt.id), ...saves]);
    const view = submitted.json<AttemptView>();
    const acknowledged = saved.filter((response) => response.statusCode === 200).map((response) => response.json<{ seq: number }>().seq);
    const heldSeq = acknowledged.length === 0 ? 0 : Math.max(...acknowledged);
    // The answer scored is the one of the highest seq acknowledged (even seq: key 1 wrong, odd: key 2 right).
    const expected = heldSeq === 0 ? 0 : heldSeq % 2 === 1 ? 2 : 0;
    expect(view.result!.score).toBe(expected);
    for (const response of saved.filter((r) => r.statusCode !== 200)) expect(response.statusCode).toBe(409);
  });

  it('moves a CAB attempt one section for simultaneous next_section calls, and for calls racing the job at the deadline', async () => {
    const test = await createCabTest(t, w, [
      { title: 'A', time_limit_minutes: 3, questions: [cabQuestion('A1')] },
      { title: 'B', time_limit_minutes: 3, questions: [cabQuestion('B1')] },
      { title: 'C', time_limit_minutes: 3, questions: [cabQuestion('C1')] },
      { title: 'D', time_limit_minutes: 3, questions: [cabQuestion('D1')] },
    ]);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    const sectionOf = async () => (await t.db.select({ index: testAttempts.section_index, submitted: testAttempts.submitted_at }).from(testAttempts).where(eq(testAttempts.id, attempt.id)))[0]!;

    const clicks = await Promise.all(Array.from({ length: 20 }, () => nextSection(t, student.token, attempt.id, { from_section: 0 })));
    expect(new Set(clicks.map((response) => response.statusCode))).toEqual(new Set([200]));
    const views = clicks.map((response) => response.json<AttemptView>());
    expect(new Set(views.map((view) => view.section_index))).toEqual(new Set([1]));
    // One move: every call answers the clock the winner set (a second move would restart the section's time).
    expect(new Set(views.map((view) => view.section_deadline_at)).size).toBe(1);
    expect(await sectionOf()).toEqual({ index: 1, submitted: null });

    // Section B's time is over while the student ends it too: the job and the calls move it once, to C.
    await t.db
      .update(testAttempts)
      .set({ section_deadline_at: sql`now() - make_interval(secs => ${DEADLINE_GRACE_MS / 1000 + 1})` })
      .where(eq(testAttempts.id, attempt.id));
    const [job, ...raced] = await Promise.all([t.app.jobs.runNow(FINISH_EXPIRED_JOB), ...Array.from({ length: 10 }, () => nextSection(t, student.token, attempt.id, { from_section: 1 }))]);
    expect(job).toMatchObject({ ran: true });
    expect(raced.every((response) => response.statusCode === 200)).toBe(true);
    const racedViews = raced.map((response) => response.json<AttemptView>());
    expect(new Set(racedViews.map((view) => view.section_index))).toEqual(new Set([2]));
    expect(new Set(racedViews.map((view) => view.section_deadline_at)).size).toBe(1);
    expect(await sectionOf()).toEqual({ index: 2, submitted: null });
  });
});
