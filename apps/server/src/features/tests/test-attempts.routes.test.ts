import type { AttemptView, QuestionItem, StudentTestDetail, StudentTestItem } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { FINISHED_BY, REVIEW_MODE, TEST_KIND } from '@manabiya/domain/enums/tests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAttempts } from '../../db/schema/tests.ts';
import { createStudent } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createTestsWorld,
  createTestWith,
  FOUR_KINDS,
  readAttempt,
  saveAnswer,
  startedAttempt,
  startTest,
  submitAttempt,
  type TestsWorld,
} from '../../test/tests-world.ts';
import { FINISH_EXPIRED_JOB } from './tests.module.ts';
import { DEADLINE_GRACE_MS } from './test-attempts.service.ts';

let t: TestApp;
let w: TestsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
});
afterAll(() => t.close());

/** A fresh student of the world's course (each test of attempts its own, so their counts stay apart). */
const freshStudent = async () => {
  const student = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
  return { id: student.id, token: student.token };
};

const listOf = async (token: string) => (await t.call('GET', pathOf(studentTestEndpoints.list), token)).json<StudentTestItem[]>();
/** Puts the attempt's deadline `secondsAgo` behind the server's clock (by default beyond the grace for saves in flight). */
const expire = (attemptId: number, secondsAgo = DEADLINE_GRACE_MS / 1000 + 1) =>
  t.db
    .update(testAttempts)
    .set({ deadline_at: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(eq(testAttempts.id, attemptId));
const questionOf = (attempt: AttemptView, kindIndex: number, test: { questions: QuestionItem[] }) =>
  attempt.questions.find((question) => question.id === test.questions[kindIndex]!.id)!;

describe('a student’s tests', () => {
  it('lists the published tests of their course with their state, and no others', async () => {
    const student = await freshStudent();
    const own = await createTestWith(t, w, { title: '自分のカリキュラムのテスト' });
    const cabOfNone = await createTestWith(t, w, { kind: TEST_KIND.cab, title: 'CAB 共通', curriculum_id: null });
    const hidden = await createTestWith(t, w, { title: '非公開', publish_status: PUBLISH_STATUS.private });
    const other = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    const foreign = await createTestWith(t, w, { title: '他コース', curriculum_id: other.curricula[0]!.id });
    const future = await createTestWith(t, w, { title: '来年', available_from: '2099-01-01T00:00:00Z' });

    const ids = (await listOf(student.token)).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, cabOfNone.id, future.id]));
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(foreign.id);
    expect((await t.call('GET', pathOf(studentTestEndpoints.get, { id: foreign.id }), student.token)).statusCode).toBe(404);
    expect((await startTest(t, student.token, foreign.id)).statusCode).toBe(404);

    const item = (await listOf(student.token)).find((test) => test.id === own.id)!;
    expect(item).toMatchObject({ state: 'not_started', can_start: true, question_count: 4, attempts_used: 0, attempts_left: null, open_attempt_id: null, best: null });
    expect((await listOf(student.token)).find((test) => test.id === future.id)).toMatchObject({ state: 'unavailable', can_start: false });
    const refused = await startTest(t, student.token, future.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('このテストはまだ受験期間前です。');

    const attempt = await startedAttempt(t, student.token, own.id);
    expect((await listOf(student.token)).find((test) => test.id === own.id)).toMatchObject({ state: 'in_progress', open_attempt_id: attempt.id, attempts_used: 1 });
    await submitAttempt(t, student.token, attempt.id);
    const detail = (await t.call('GET', pathOf(studentTestEndpoints.get, { id: own.id }), student.token)).json<StudentTestDetail>();
    expect(detail).toMatchObject({ state: 'finished', best: { score: 0, percent: 0, passed: false, grade: 'D' } });
    expect(detail.attempts).toEqual([expect.objectContaining({ id: attempt.id, number: 1, outcome: expect.objectContaining({ score: 0 }) })]);
  });

  it('starts once and resumes: the questions without their keys, the deadline in server time', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w, { time_limit_minutes: 15 });
    const before = Date.now();
    const first = await startedAttempt(t, student.token, test.id);
    const again = await startedAttempt(t, student.token, test.id);
    expect(again.id).toBe(first.id);
    expect(first.questions).toHaveLength(4);
    expect(JSON.stringify(first.questions)).not.toMatch(/correct_keys|accepted_answers|numeric_answer|explanation/);
    const deadline = Date.parse(first.deadline_at!);
    expect(deadline - Date.parse(first.started_at)).toBe(15 * 60_000);
    expect(Math.abs(Date.parse(first.server_now) - before)).toBeLessThan(60_000);
    expect(first.result).toBeNull();
  });

  it('draws and shuffles the questions and options when the test says so', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w, { draw_count: 2, shuffle_questions: true, shuffle_options: true });
    const attempt = await startedAttempt(t, student.token, test.id);
    expect(attempt.questions).toHaveLength(2);
    expect(attempt.questions.map((question) => question.position)).toEqual([1, 2]);
    for (const question of attempt.questions) expect(test.questions.map((given) => given.id)).toContain(question.id);
  });

  it('keeps the latest seq of each answer: an older save after a newer one changes nothing, a repeat neither', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w);
    const attempt = await startedAttempt(t, student.token, test.id);
    const question = test.questions[2]!.id;
    const newer = await saveAnswer(t, student.token, attempt.id, { question_id: question, answer: { text: '新しい' }, seq: 5 });
    expect(newer.statusCode).toBe(200);
    expect(newer.json()).toMatchObject({ question_id: question, seq: 5, saved_at: expect.any(String), server_now: expect.any(String) });
    const older = await saveAnswer(t, student.token, attempt.id, { question_id: question, answer: { text: '古い' }, seq: 3 });
    expect(older.json()).toMatchObject({ seq: 5 });
    const repeat = await saveAnswer(t, student.token, attempt.id, { question_id: question, answer: { text: '別の内容' }, seq: 5 });
    expect(repeat.json()).toMatchObject({ seq: 5 });
    const view = (await readAttempt(t, student.token, attempt.id)).json<AttemptView>();
    expect(view.answers).toEqual([{ question_id: question, answer: { text: '新しい' }, seq: 5, saved_at: expect.any(String) }]);

    const unknown = await saveAnswer(t, student.token, attempt.id, { question_id: 999_999, answer: { text: 'x' }, seq: 6 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ details: Record<string, string> }>().details).toHaveProperty('question_id');
    const badKey = await saveAnswer(t, student.token, attempt.id, { question_id: test.questions[0]!.id, answer: { keys: [9] }, seq: 7 });
    expect(badKey.statusCode).toBe(400);
  });

  it('refuses an answer after the deadline (409 past_deadline) and finishes the attempt with what it held', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w, { time_limit_minutes: 10 });
    const attempt = await startedAttempt(t, student.token, test.id);
    const single = test.questions[0]!;
    expect((await saveAnswer(t, student.token, attempt.id, { question_id: single.id, answer: { keys: [2] }, seq: 1 })).statusCode).toBe(200);
    await expire(attempt.id);
    const late = await saveAnswer(t, student.token, attempt.id, { question_id: test.questions[2]!.id, answer: { text: 'CSS' }, seq: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'past_deadline', message: '制限時間を過ぎたため、回答は保存されませんでした。受験は終了しました。' });
    const view = (await readAttempt(t, student.token, attempt.id)).json<AttemptView>();
    expect(view.result).toMatchObject({ finished_by: 'deadline', score: 2, max_score: 10 });
    expect(view.submitted_at).not.toBeNull();
    const after = await saveAnswer(t, student.token, attempt.id, { question_id: single.id, answer: { keys: [1] }, seq: 3 });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'conflict', message: 'この受験はすでに終了しています。' });
  });

  it('keeps a save still in flight at the deadline (within the grace), and the job leaves the attempt open until the grace is over', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w, { time_limit_minutes: 10 });
    const attempt = await startedAttempt(t, student.token, test.id);
    await expire(attempt.id, 1);
    const inFlight = await saveAnswer(t, student.token, attempt.id, { question_id: test.questions[0]!.id, answer: { keys: [2] }, seq: 1 });
    expect(inFlight.statusCode).toBe(200);
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    expect((await readAttempt(t, student.token, attempt.id)).json<AttemptView>().submitted_at).toBeNull();
    await expire(attempt.id);
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    expect((await readAttempt(t, student.token, attempt.id)).json<AttemptView>().result).toMatchObject({ finished_by: 'deadline', score: 2 });
  });

  it('scores all four kinds on submit, partial credit and full-width text and numbers included; a repeat submit answers the same', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w);
    const attempt = await startedAttempt(t, student.token, test.id);
    const [single, multiple, text, numeric] = test.questions.map((question) => question.id) as [number, number, number, number];
    const answers = [
      { question_id: single, answer: { keys: [2] } },
      // 1 right of 2, none wrong: half of 4 points.
      { question_id: multiple, answer: { keys: [1] } },
      { question_id: text, answer: { text: '　ｃｓｓ ' } },
      { question_id: numeric, answer: { text: '４２．３' } },
    ];
    let seq = 0;
    for (const answer of answers) expect((await saveAnswer(t, student.token, attempt.id, { ...answer, seq: ++seq })).statusCode).toBe(200);
    const submitted = await submitAttempt(t, student.token, attempt.id);
    expect(submitted.statusCode).toBe(200);
    const view = submitted.json<AttemptView>();
    expect(view.result).toMatchObject({ score: 8, max_score: 10, percent: 80, passed: true, grade: 'A', finished_by: 'student' });
    expect(view.result!.questions).toEqual([
      expect.objectContaining({ question_id: single, correct: true, points_awarded: 2, correct_keys: [2], explanation: 'h1〜h6 が見出しです。' }),
      expect.objectContaining({ question_id: multiple, correct: false, points_awarded: 2, correct_keys: [1, 3] }),
      expect.objectContaining({ question_id: text, correct: true, points_awarded: 2, accepted_answers: ['CSS'] }),
      expect.objectContaining({ question_id: numeric, correct: true, points_awarded: 2, numeric_answer: 42 }),
    ]);
    const again = (await submitAttempt(t, student.token, attempt.id)).json<AttemptView>();
    expect(again.submitted_at).toBe(view.submitted_at);
    expect(again.result).toEqual(view.result);
  });

  it('shows the result as the review mode says: score only, with answers, or nothing until the test closes', async () => {
    const student = await freshStudent();
    const scoreOnly = await createTestWith(t, w, { review_mode: REVIEW_MODE.score });
    const afterClose = await createTestWith(t, w, { review_mode: REVIEW_MODE.after_close, available_until: '2099-01-01T00:00:00Z' });
    const first = await startedAttempt(t, student.token, scoreOnly.id);
    const scored = (await submitAttempt(t, student.token, first.id)).json<AttemptView>();
    expect(scored.result).toMatchObject({ score: 0, questions: [] });
    const second = await startedAttempt(t, student.token, afterClose.id);
    expect(second.deadline_at).toBe('2099-01-01T00:00:00.000Z');
    const hidden = (await submitAttempt(t, student.token, second.id)).json<AttemptView>();
    expect(hidden.result).toBeNull();
    expect(hidden.result_hidden_until).toBe('2099-01-01T00:00:00.000Z');
    expect((await listOf(student.token)).find((test) => test.id === afterClose.id)).toMatchObject({ state: 'finished', best: null });
  });

  it('enforces attempts allowed and the wait between attempts with 409s', async () => {
    const student = await freshStudent();
    const once = await createTestWith(t, w, { attempts_allowed: 1 });
    const waiting = await createTestWith(t, w, { retake_wait_minutes: 60 });
    await submitAttempt(t, student.token, (await startedAttempt(t, student.token, once.id)).id);
    const noMore = await startTest(t, student.token, once.id);
    expect(noMore.statusCode).toBe(409);
    expect(noMore.json<{ message: string }>().message).toBe('このテストの受験回数の上限に達しています。');
    expect((await listOf(student.token)).find((test) => test.id === once.id)).toMatchObject({ attempts_left: 0, can_start: false });

    await submitAttempt(t, student.token, (await startedAttempt(t, student.token, waiting.id)).id);
    const wait = await startTest(t, student.token, waiting.id);
    expect(wait.statusCode).toBe(409);
    expect(wait.json<{ message: string }>().message).toBe('前回の受験から60分たつまで再受験できません。');
    expect((await listOf(student.token)).find((test) => test.id === waiting.id)!.next_attempt_at).not.toBeNull();
  });

  it('answers 404 for another student’s attempt on every attempt path', async () => {
    const owner = await freshStudent();
    const other = await freshStudent();
    const test = await createTestWith(t, w);
    const attempt = await startedAttempt(t, owner.token, test.id);
    expect((await readAttempt(t, other.token, attempt.id)).statusCode).toBe(404);
    expect((await saveAnswer(t, other.token, attempt.id, { question_id: test.questions[0]!.id, answer: { keys: [2] }, seq: 1 })).statusCode).toBe(404);
    expect((await submitAttempt(t, other.token, attempt.id)).statusCode).toBe(404);
    expect((await readAttempt(t, owner.token, attempt.id)).json<AttemptView>().submitted_at).toBeNull();
  });

  it('keeps the questions an attempt was given when staff edit them after the start', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w);
    const attempt = await startedAttempt(t, student.token, test.id);
    const single = test.questions[0]!;
    const edited = await t.call('PUT', pathOf(testEndpoints.updateQuestion, { id: single.id }), w.admin, { ...FOUR_KINDS[0], body: '書き換えた問題', correct_keys: [1] });
    expect(edited.json<QuestionItem>().version).toBe(2);
    await saveAnswer(t, student.token, attempt.id, { question_id: single.id, answer: { keys: [2] }, seq: 1 });
    const view = (await submitAttempt(t, student.token, attempt.id)).json<AttemptView>();
    expect(questionOf(view, 0, test).body).toBe('HTML の見出しタグは？');
    expect(view.result!.questions[0]).toMatchObject({ question_id: single.id, correct: true, correct_keys: [2] });
  });

  it('finishes an attempt past its deadline by the job, with no request', async () => {
    const student = await freshStudent();
    const test = await createTestWith(t, w, { time_limit_minutes: 5 });
    const attempt = await startedAttempt(t, student.token, test.id);
    await saveAnswer(t, student.token, attempt.id, { question_id: test.questions[3]!.id, answer: { text: '42' }, seq: 1 });
    await expire(attempt.id);
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    const [row] = await t.db
      .select({ submitted: testAttempts.submitted_at, by: testAttempts.finished_by, score: testAttempts.score, deadline: testAttempts.deadline_at })
      .from(testAttempts)
      .where(eq(testAttempts.id, attempt.id));
    expect(row).toMatchObject({ by: FINISHED_BY.deadline, score: 2 });
    expect(row!.submitted!.getTime()).toBe(row!.deadline!.getTime());
    // Idempotent: a second run finds nothing to do.
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    expect((await readAttempt(t, student.token, attempt.id)).json<AttemptView>().result).toMatchObject({ finished_by: 'deadline', score: 2 });
    // A new start is a new attempt.
    expect((await startedAttempt(t, student.token, test.id)).number).toBe(2);
  });
});
