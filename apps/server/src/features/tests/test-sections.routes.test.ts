import type { AttemptView, QuestionItem, TestDetail } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { testEndpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { FINISHED_BY, TEST_KIND } from '@manabiya/domain/enums/tests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAttempts } from '../../db/schema/tests.ts';
import { cabQuestion, cabSettings, createCabTest, nextSection, replaceSections } from '../../test/cab-tests-world.ts';
import { createStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestsWorld, createTestWith, readAttempt, saveAnswer, startedAttempt, submitAttempt, type TestsWorld } from '../../test/tests-world.ts';
import { FINISH_EXPIRED_JOB } from './tests.module.ts';
import { DEADLINE_GRACE_MS } from './test-attempts.service.ts';

/* CAB tests in timed sections (decision 048, "CAB sections"): the staff's sections, and attempts that walk them with no going back. */

let t: TestApp;
let w: TestsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const GRACE_SECONDS = DEADLINE_GRACE_MS / 1000;
const get = async (id: number) => (await t.call('GET', pathOf(testEndpoints.get, { id }), w.admin)).json<TestDetail>();
const freshStudent = () => createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
const sectionsOf = (test: TestDetail) => test.sections.map(({ id, title, time_limit_minutes }) => ({ id, title, time_limit_minutes }));
const addQuestion = (testId: number, body: object) => t.call('POST', pathOf(testEndpoints.createQuestion, { id: testId }), w.admin, body);
const stateOf = (view: AttemptView) => view.sections.map((section) => section.state);

/** Puts the attempt's current section's deadline `secondsAgo` behind the server's clock (by default beyond the grace). */
const endSection = (attemptId: number, secondsAgo = GRACE_SECONDS + 1) =>
  t.db
    .update(testAttempts)
    .set({ section_deadline_at: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(eq(testAttempts.id, attemptId));
/** Puts both the current section's and the attempt's deadline behind the server's clock (the last section over). */
const endAttempt = (attemptId: number) =>
  t.db
    .update(testAttempts)
    .set({ section_deadline_at: sql`now() - make_interval(secs => ${GRACE_SECONDS + 1})`, deadline_at: sql`now() - make_interval(secs => ${GRACE_SECONDS + 1})` })
    .where(eq(testAttempts.id, attemptId));
const rowOf = async (attemptId: number) =>
  (await t.db.select().from(testAttempts).where(eq(testAttempts.id, attemptId)))[0]!;

describe('the sections of a CAB test (staff)', () => {
  it('adds, renames, reorders and removes sections, and keeps each change in the history', async () => {
    const draft = (await t.call('POST', pathOf(testEndpoints.create), w.admin, cabSettings(w, { publish_status: PUBLISH_STATUS.private }))).json<TestDetail>();
    expect(draft.sections).toEqual([]);
    const added = await replaceSections(t, w, draft.id, {
      sections: [
        { title: '言語', time_limit_minutes: 3 },
        { title: '計数', time_limit_minutes: 4 },
      ],
    });
    expect(added.statusCode).toBe(200);
    const [language, numbers] = added.json<TestDetail>().sections;
    expect(added.json<TestDetail>().sections).toEqual([
      { id: expect.any(Number), position: 0, title: '言語', time_limit_minutes: 3, question_count: 0 },
      { id: expect.any(Number), position: 1, title: '計数', time_limit_minutes: 4, question_count: 0 },
    ]);
    const question = (await addQuestion(draft.id, { ...cabQuestion('計数の問題'), section_id: numbers!.id })).json<QuestionItem>();
    expect(question.section_id).toBe(numbers!.id);

    const reordered = await replaceSections(t, w, draft.id, {
      sections: [
        { id: numbers!.id, title: '計数（改）', time_limit_minutes: 5 },
        { id: language!.id, title: '言語', time_limit_minutes: 3 },
        { title: '英語', time_limit_minutes: 2 },
      ],
    });
    expect(reordered.json<TestDetail>().sections.map(({ id, position, title, question_count }) => ({ id, position, title, question_count }))).toEqual([
      { id: numbers!.id, position: 0, title: '計数（改）', question_count: 1 },
      { id: language!.id, position: 1, title: '言語', question_count: 0 },
      { id: expect.any(Number), position: 2, title: '英語', question_count: 0 },
    ]);

    // Removing a section leaves its questions in none.
    const removed = await replaceSections(t, w, draft.id, { sections: [{ id: language!.id, title: '言語', time_limit_minutes: 3 }] });
    expect(removed.json<TestDetail>().sections).toHaveLength(1);
    expect(removed.json<TestDetail>().questions[0]!.section_id).toBeNull();

    const history = (await t.call('GET', pathOf(testEndpoints.history, { id: draft.id }), w.admin)).json<Array<{ action: string }>>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'update', 'update', 'create']);
  });

  it('answers 400 for sections of a test of another kind, invalid sections, and a question’s section of another test', async () => {
    const curriculumTest = await createTestWith(t, w);
    const refused = await replaceSections(t, w, curriculumTest.id, { sections: [{ title: '言語', time_limit_minutes: 3 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('セクションを設定できるのはCABテストだけです。');

    const cab = await createCabTest(t, w);
    const invalid = await replaceSections(t, w, cab.id, { sections: [{ title: '', time_limit_minutes: 0 }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ details: Record<string, string> }>().details).toMatchObject({ 'sections.0.title': expect.any(String), 'sections.0.time_limit_minutes': expect.any(String) });
    const twice = await replaceSections(t, w, cab.id, { sections: [...sectionsOf(cab), sectionsOf(cab)[0]!] });
    expect(twice.statusCode).toBe(400);
    const foreign = await replaceSections(t, w, cab.id, { sections: [{ id: 999_999, title: 'x', time_limit_minutes: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ details: Record<string, string> }>().details).toHaveProperty(['sections.0.id']);

    const other = await createCabTest(t, w);
    const wrongSection = await addQuestion(cab.id, { ...cabQuestion('x'), section_id: other.sections[0]!.id });
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json<{ details: Record<string, string> }>().details).toHaveProperty('section_id');
    const notCab = await addQuestion(curriculumTest.id, { ...cabQuestion('x'), section_id: cab.sections[0]!.id });
    expect(notCab.statusCode).toBe(400);

    // A test with sections keeps its kind.
    const kindChange = await t.call('PUT', pathOf(testEndpoints.update, { id: cab.id }), w.admin, cabSettings(w, { kind: TEST_KIND.comprehensive, title: cab.title }));
    expect(kindChange.statusCode).toBe(400);
    expect(kindChange.json<{ details: Record<string, string> }>().details).toHaveProperty('kind');
  });

  it('refuses to publish while questions lack a section (409 naming how many), and keeps a published test so', async () => {
    const draft = (await t.call('POST', pathOf(testEndpoints.create), w.admin, cabSettings(w, { publish_status: PUBLISH_STATUS.private }))).json<TestDetail>();
    const [first] = (await replaceSections(t, w, draft.id, { sections: [{ title: '言語', time_limit_minutes: 3 }, { title: '計数', time_limit_minutes: 3 }] })).json<TestDetail>().sections;
    await addQuestion(draft.id, { ...cabQuestion('割り当て済み'), section_id: first!.id });
    const loose = (await addQuestion(draft.id, cabQuestion('未割り当て1'))).json<QuestionItem>();
    await addQuestion(draft.id, cabQuestion('未割り当て2'));

    const publish = () => t.call('PUT', pathOf(testEndpoints.update, { id: draft.id }), w.admin, cabSettings(w, { title: draft.title }));
    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('セクションに割り当てられていない問題が2問あります。すべての問題をいずれかのセクションに割り当ててから公開してください。');
    expect((await get(draft.id)).publish_status).toBe(PUBLISH_STATUS.private);

    const all = (await get(draft.id)).questions.filter((question) => question.section_id === null);
    for (const question of all) {
      const { id: _id, test_id: _test, position: _position, version: _version, ...body } = question;
      expect((await t.call('PUT', pathOf(testEndpoints.updateQuestion, { id: question.id }), w.admin, { ...body, section_id: first!.id })).statusCode).toBe(200);
    }
    expect((await publish()).statusCode).toBe(200);

    // Published: a question without a section, or a section removed from under its questions, is refused.
    const unassigned = await addQuestion(draft.id, cabQuestion('新しい問題'));
    expect(unassigned.statusCode).toBe(409);
    const removing = await replaceSections(t, w, draft.id, { sections: [{ title: '新しいセクション', time_limit_minutes: 3 }] });
    expect(removing.statusCode).toBe(409);
    expect((await get(draft.id)).questions.find((question) => question.id === loose.id)!.section_id).toBe(first!.id);
  });

  it('keeps the sections in place while a student is taking the test: renames and new limits allowed, no reorder', async () => {
    const test = await createCabTest(t, w);
    const student = await freshStudent();
    await startedAttempt(t, student.token, test.id);
    const [language, numbers] = sectionsOf(test);
    const swapped = await replaceSections(t, w, test.id, { sections: [numbers!, language!] });
    expect(swapped.statusCode).toBe(409);
    const renamed = await replaceSections(t, w, test.id, { sections: [{ ...language!, title: '言語（改）' }, { ...numbers!, time_limit_minutes: 6 }, { title: '追加', time_limit_minutes: 1 }] });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('an attempt at a CAB test in sections', () => {
  it('starts in the first section: its questions only, its own deadline, the attempt ending with the last section', async () => {
    const test = await createCabTest(t, w, undefined, { time_limit_minutes: 60, shuffle_questions: true });
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    expect(attempt.sections).toEqual([
      { index: 0, title: '言語', time_limit_minutes: 3, question_count: 2, state: 'current' },
      { index: 1, title: '計数', time_limit_minutes: 4, question_count: 2, state: 'upcoming' },
    ]);
    expect(attempt.section_index).toBe(0);
    expect(attempt.questions.map((question) => question.body).sort()).toEqual(['言語1', '言語2']);
    expect(attempt.questions.every((question) => question.section === 0)).toBe(true);
    const started = Date.parse(attempt.started_at);
    expect(Date.parse(attempt.section_deadline_at!) - started).toBe(3 * MINUTE);
    // The test's own limit (60) is not used: 3 + 4 minutes and the grace between the sections.
    expect(Date.parse(attempt.deadline_at!) - started).toBe(7 * MINUTE + DEADLINE_GRACE_MS);
  });

  it('walks the sections with no going back: next_section is idempotent by its from_section, a save to a past section is 409', async () => {
    const test = await createCabTest(t, w);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    const [first] = attempt.questions;
    expect((await saveAnswer(t, student.token, attempt.id, { question_id: first!.id, answer: { keys: [2] }, seq: 1 })).statusCode).toBe(200);
    const later = test.questions.find((question) => question.body === '計数1')!;
    const early = await saveAnswer(t, student.token, attempt.id, { question_id: later.id, answer: { keys: [2] }, seq: 2 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'section_not_started' });

    const before = Date.now();
    const moved = await nextSection(t, student.token, attempt.id, { from_section: 0 });
    expect(moved.statusCode).toBe(200);
    const second = moved.json<AttemptView>();
    expect(stateOf(second)).toEqual(['done', 'current']);
    expect(second.section_index).toBe(1);
    expect(second.questions.map((question) => question.body).sort()).toEqual(['計数1', '計数2']);
    expect(second.answers).toEqual([]);
    // The second section takes its full limit from the moment the student moved on; the attempt ends with it.
    expect(Date.parse(second.section_deadline_at!) - before).toBeGreaterThanOrEqual(4 * MINUTE);
    expect(second.deadline_at).toBe(second.section_deadline_at);

    // A double click: the same from_section again answers the attempt as it stands.
    const repeat = (await nextSection(t, student.token, attempt.id, { from_section: 0 })).json<AttemptView>();
    expect(repeat.section_index).toBe(1);
    expect(repeat.section_deadline_at).toBe(second.section_deadline_at);

    const back = await saveAnswer(t, student.token, attempt.id, { question_id: first!.id, answer: { keys: [1] }, seq: 3 });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'section_closed', message: 'このセクションは終了しています。' });
    expect((await saveAnswer(t, student.token, attempt.id, { question_id: later.id, answer: { keys: [2] }, seq: 4 })).statusCode).toBe(200);

    // After the last section the attempt is submitted, scored over all the sections.
    const finished = (await nextSection(t, student.token, attempt.id, { from_section: 1 })).json<AttemptView>();
    expect(finished.submitted_at).not.toBeNull();
    expect(finished.result).toMatchObject({ finished_by: 'student', score: 2, max_score: 4 });
    expect(finished.questions).toHaveLength(4);
    expect(stateOf(finished)).toEqual(['done', 'done']);
    expect(finished.section_index).toBeNull();
    expect((await nextSection(t, student.token, attempt.id, { from_section: 1 })).json<AttemptView>().submitted_at).toBe(finished.submitted_at);
  });

  it('keeps a save still in flight at the section deadline, and moves on by a read after the grace', async () => {
    const test = await createCabTest(t, w);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    const [first, second] = attempt.questions;
    await endSection(attempt.id, 1);
    expect((await saveAnswer(t, student.token, attempt.id, { question_id: first!.id, answer: { keys: [2] }, seq: 1 })).statusCode).toBe(200);
    expect((await readAttempt(t, student.token, attempt.id)).json<AttemptView>().section_index).toBe(0);

    await endSection(attempt.id);
    const { section_deadline_at: ended } = await rowOf(attempt.id);
    const late = await saveAnswer(t, student.token, attempt.id, { question_id: second!.id, answer: { keys: [2] }, seq: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'section_closed' });
    const view = (await readAttempt(t, student.token, attempt.id)).json<AttemptView>();
    expect(view.section_index).toBe(1);
    expect(view.submitted_at).toBeNull();
    expect(Date.parse(view.section_deadline_at!) - ended!.getTime()).toBe(DEADLINE_GRACE_MS + 4 * MINUTE);
  });

  it('is moved on by the finishing job at the section deadline, and finished by it after the last section', async () => {
    const test = await createCabTest(t, w, [
      { title: 'A', time_limit_minutes: 2, questions: [cabQuestion('A1')] },
      { title: 'B', time_limit_minutes: 2, questions: [cabQuestion('B1')] },
      { title: 'C', time_limit_minutes: 2, questions: [cabQuestion('C1')] },
    ]);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    await saveAnswer(t, student.token, attempt.id, { question_id: attempt.questions[0]!.id, answer: { keys: [2] }, seq: 1 });
    await endSection(attempt.id);
    const { section_deadline_at: firstEnd } = await rowOf(attempt.id);
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    const moved = await rowOf(attempt.id);
    expect(moved).toMatchObject({ section_index: 1, submitted_at: null });
    // The next section began when the ended one's grace was over, with its full limit; the attempt ends after the last one's.
    expect(moved.section_deadline_at!.getTime() - firstEnd!.getTime()).toBe(DEADLINE_GRACE_MS + 2 * MINUTE);
    expect(moved.deadline_at!.getTime() - firstEnd!.getTime()).toBe(2 * (DEADLINE_GRACE_MS + 2 * MINUTE));
    // Idempotent: a second run moves nothing more.
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    expect((await rowOf(attempt.id)).section_index).toBe(1);

    await endAttempt(attempt.id);
    expect(await t.app.jobs.runNow(FINISH_EXPIRED_JOB)).toMatchObject({ ran: true });
    const finished = await rowOf(attempt.id);
    expect(finished).toMatchObject({ finished_by: FINISHED_BY.deadline, score: 1, max_score: 3 });
    expect(finished.submitted_at).toEqual(finished.deadline_at);
  });

  it('moves through every section already over at a read, each next one starting when the previous one’s grace ended', async () => {
    const test = await createCabTest(t, w, [
      { title: 'A', time_limit_minutes: 1, questions: [cabQuestion('A1')] },
      { title: 'B', time_limit_minutes: 1, questions: [cabQuestion('B1')] },
      { title: 'C', time_limit_minutes: 5, questions: [cabQuestion('C1')] },
    ]);
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, test.id);
    // Nobody read it for a while and the job did not run: A ended 3 minutes ago, B (1 minute after A's grace) too.
    await endSection(attempt.id, 180);
    const { section_deadline_at: firstEnd } = await rowOf(attempt.id);
    const view = (await readAttempt(t, student.token, attempt.id)).json<AttemptView>();
    expect(stateOf(view)).toEqual(['done', 'done', 'current']);
    expect(view.questions.map((question) => question.body)).toEqual(['C1']);
    expect(Date.parse(view.section_deadline_at!) - firstEnd!.getTime()).toBe(2 * DEADLINE_GRACE_MS + 6 * MINUTE);
  });

  it('shuffles within a section only, and a test without sections is taken as before', async () => {
    const test = await createCabTest(t, w, [
      { title: 'A', time_limit_minutes: 3, questions: ['A1', 'A2', 'A3', 'A4'].map(cabQuestion) },
      { title: 'B', time_limit_minutes: 3, questions: ['B1', 'B2', 'B3', 'B4'].map(cabQuestion) },
    ], { shuffle_questions: true });
    for (let i = 0; i < 3; i++) {
      const student = await freshStudent();
      const attempt = await startedAttempt(t, student.token, test.id);
      expect(attempt.questions.every((question) => question.body.startsWith('A'))).toBe(true);
      const next = (await nextSection(t, student.token, attempt.id, { from_section: 0 })).json<AttemptView>();
      expect(next.questions.every((question) => question.body.startsWith('B'))).toBe(true);
      const finished = (await submitAttempt(t, student.token, attempt.id)).json<AttemptView>();
      expect(finished.questions.map((question) => question.section)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    }

    const plain = (await t.call('POST', pathOf(testEndpoints.create), w.admin, cabSettings(w, { time_limit_minutes: 10 }))).json<TestDetail>();
    await addQuestion(plain.id, cabQuestion('問題'));
    const student = await freshStudent();
    const attempt = await startedAttempt(t, student.token, plain.id);
    expect(attempt).toMatchObject({ sections: [], section_index: null, section_deadline_at: null });
    expect(Date.parse(attempt.deadline_at!) - Date.parse(attempt.started_at)).toBe(10 * MINUTE);
    const ignored = (await nextSection(t, student.token, attempt.id, { from_section: 0 })).json<AttemptView>();
    expect(ignored.submitted_at).toBeNull();
  });
});
