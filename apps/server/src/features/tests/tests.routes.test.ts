import type { QuestionItem, TestDetail, TestItem } from '@manabiya/domain/contracts/tests';
import { autocompleteEndpoints } from '@manabiya/domain/endpoints/autocomplete';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { testEndpoints as endpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { QUESTION_KIND, REVIEW_MODE, TEST_KIND } from '@manabiya/domain/enums/tests';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testQuestions } from '../../db/schema/tests.ts';
import { staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestsWorld, createTestWith, FOUR_KINDS, startedAttempt, type TestsWorld } from '../../test/tests-world.ts';

let t: TestApp;
let w: TestsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
});
afterAll(() => t.close());

const get = (id: number) => t.call('GET', pathOf(endpoints.get, { id }), w.admin);

describe('tests (admin)', () => {
  it('creates, lists, updates with history, and deletes a test', async () => {
    const created = await t.call('POST', pathOf(endpoints.create), w.admin, {
      kind: TEST_KIND.comprehensive,
      title: '総合テスト 第1回',
      course_id: w.course.courseId,
      time_limit_minutes: 30,
      attempts_allowed: 2,
    });
    expect(created.statusCode).toBe(201);
    const test = created.json<TestDetail>();
    expect(test).toMatchObject({
      kind: TEST_KIND.comprehensive,
      curriculum_id: null,
      course_id: w.course.courseId,
      course_name: expect.any(String),
      pass_percent: 60,
      grade_bands: { S: 90, A: 80, B: 70, C: 60 },
      review_mode: REVIEW_MODE.answers,
      publish_status: PUBLISH_STATUS.private,
      question_count: 0,
      attempt_count: 0,
      questions: [],
      abilities: { edit: true, delete: true },
    });

    const list = (await t.call('GET', `${pathOf(endpoints.list)}?q=${encodeURIComponent('総合テスト')}&kind=2`, w.admin)).json<{ items: TestItem[]; total: number }>();
    expect(list.total).toBe(1);
    expect(list.items[0]!.id).toBe(test.id);

    const updated = await t.call('PUT', pathOf(endpoints.update, { id: test.id }), w.admin, {
      kind: TEST_KIND.comprehensive,
      title: '総合テスト 改',
      course_id: w.course.courseId,
      available_until: '2030-01-01T00:00:00Z',
      review_mode: REVIEW_MODE.after_close,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<TestDetail>()).toMatchObject({ title: '総合テスト 改', available_until: '2030-01-01T00:00:00.000Z', review_mode: REVIEW_MODE.after_close });
    const history = (await t.call('GET', pathOf(endpoints.history, { id: test.id }), w.admin)).json<Array<{ action: string }>>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);

    expect((await t.call('DELETE', pathOf(endpoints.remove, { id: test.id }), w.admin)).statusCode).toBe(204);
    expect((await get(test.id)).statusCode).toBe(404);
  });

  it('answers 400 naming the fields of an invalid test or question', async () => {
    const test = await t.call('POST', pathOf(endpoints.create), w.admin, { kind: TEST_KIND.curriculum, title: '', grade_bands: { S: 50, A: 60, B: 70, C: 80 } });
    expect(test.statusCode).toBe(400);
    expect(test.json<{ details: Record<string, string> }>().details).toMatchObject({ title: expect.any(String), curriculum_id: expect.any(String), 'grade_bands.S': expect.any(String) });
    const missing = await t.call('POST', pathOf(endpoints.create), w.admin, { kind: TEST_KIND.curriculum, title: 'x', curriculum_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ details: Record<string, string> }>().details).toHaveProperty('curriculum_id');
    const window = await t.call('POST', pathOf(endpoints.create), w.admin, {
      kind: TEST_KIND.cab,
      title: 'x',
      available_from: '2030-01-02T00:00:00Z',
      available_until: '2030-01-01T00:00:00Z',
    });
    expect(window.json<{ details: Record<string, string> }>().details).toHaveProperty('available_until');

    const cab = await createTestWith(t, w, { kind: TEST_KIND.cab, curriculum_id: null }, []);
    const single = await t.call('POST', pathOf(endpoints.createQuestion, { id: cab.id }), w.admin, { kind: QUESTION_KIND.single, body: '問', options: [{ key: 1, text: 'a' }], correct_keys: [3] });
    expect(single.statusCode).toBe(400);
    expect(single.json<{ details: Record<string, string> }>().details).toMatchObject({ options: expect.any(String), correct_keys: expect.any(String) });
    const text = await t.call('POST', pathOf(endpoints.createQuestion, { id: cab.id }), w.admin, { kind: QUESTION_KIND.text, body: '問' });
    expect(text.json<{ details: Record<string, string> }>().details).toHaveProperty('accepted_answers');
    const numeric = await t.call('POST', pathOf(endpoints.createQuestion, { id: cab.id }), w.admin, { kind: QUESTION_KIND.numeric, body: '問' });
    expect(numeric.json<{ details: Record<string, string> }>().details).toHaveProperty('numeric_answer');
    expect((await t.call('POST', pathOf(endpoints.createQuestion, { id: 999_999 }), w.admin, FOUR_KINDS[2])).statusCode).toBe(404);
  });

  it('adds, edits (a new version), reorders and removes questions', async () => {
    const test = await createTestWith(t, w);
    expect(test.questions.map((question) => [question.position, question.kind, question.version])).toEqual([
      [1, QUESTION_KIND.single, 1],
      [2, QUESTION_KIND.multiple, 1],
      [3, QUESTION_KIND.text, 1],
      [4, QUESTION_KIND.numeric, 1],
    ]);
    expect(test).toMatchObject({ question_count: 4, total_points: 10 });
    const [single, multiple, text, numeric] = test.questions as [QuestionItem, QuestionItem, QuestionItem, QuestionItem];

    const edited = await t.call('PUT', pathOf(endpoints.updateQuestion, { id: text.id }), w.admin, { ...FOUR_KINDS[2], accepted_answers: ['CSS', 'カスケーディング・スタイル・シート'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<QuestionItem>()).toMatchObject({ version: 2, accepted_answers: ['CSS', 'カスケーディング・スタイル・シート'] });

    const order = [numeric.id, text.id, multiple.id, single.id];
    const reordered = await t.call('PUT', pathOf(endpoints.questionOrder, { id: test.id }), w.admin, { question_ids: order });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<TestDetail>().questions.map((question) => question.id)).toEqual(order);
    const stale = await t.call('PUT', pathOf(endpoints.questionOrder, { id: test.id }), w.admin, { question_ids: [numeric.id, text.id] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ details: Record<string, string> }>().details).toHaveProperty('question_ids');

    // Never given to an attempt: deleted; the others close up.
    expect((await t.call('DELETE', pathOf(endpoints.removeQuestion, { id: numeric.id }), w.admin)).statusCode).toBe(204);
    expect(await t.db.select().from(testQuestions).where(eq(testQuestions.id, numeric.id))).toEqual([]);
    expect((await get(test.id)).json<TestDetail>().questions.map((question) => [question.id, question.position])).toEqual([
      [text.id, 1],
      [multiple.id, 2],
      [single.id, 3],
    ]);

    // Given to an attempt: kept as removed, gone from the test.
    await startedAttempt(t, w.student.token, test.id);
    expect((await t.call('DELETE', pathOf(endpoints.removeQuestion, { id: single.id }), w.admin)).statusCode).toBe(204);
    const [kept] = await t.db.select({ removed: testQuestions.removed_at }).from(testQuestions).where(eq(testQuestions.id, single.id));
    expect(kept?.removed).toBeInstanceOf(Date);
    expect((await get(test.id)).json<TestDetail>().questions.map((question) => question.id)).toEqual([text.id, multiple.id]);
    expect((await t.call('PUT', pathOf(endpoints.updateQuestion, { id: single.id }), w.admin, FOUR_KINDS[0])).statusCode).toBe(404);
  });

  it('refuses to delete a test students made attempts at (409)', async () => {
    const test = await createTestWith(t, w);
    await startedAttempt(t, w.student.token, test.id);
    expect((await get(test.id)).json<TestDetail>()).toMatchObject({ attempt_count: 1, abilities: { delete: false } });
    const refused = await t.call('DELETE', pathOf(endpoints.remove, { id: test.id }), w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('受験済み');
  });

  it('looks tests up by title for the admin forms (section test, read)', async () => {
    const test = await createTestWith(t, w, { title: '検索用テスト 見出し' }, []);
    const reader = await staffWith(t, { test: ACCESS_LEVEL.read });
    const found = await t.call('GET', `${pathOf(autocompleteEndpoints.test)}?q=${encodeURIComponent('検索用')}`, reader.token);
    expect(found.json()).toEqual([{ id: test.id, name: '検索用テスト 見出し' }]);
    const outsider = await staffWith(t, { student: ACCESS_LEVEL.all });
    expect((await t.call('GET', pathOf(autocompleteEndpoints.test), outsider.token)).statusCode).toBe(403);
  });

  it('gives the section test: read sees, write edits, all deletes', async () => {
    const test = await createTestWith(t, w, {}, []);
    const reader = await staffWith(t, { test: ACCESS_LEVEL.read });
    const writer = await staffWith(t, { test: ACCESS_LEVEL.write });
    const outsider = await staffWith(t, { student: ACCESS_LEVEL.all });
    expect((await t.call('GET', pathOf(endpoints.list), reader.token)).statusCode).toBe(200);
    expect((await t.call('GET', pathOf(endpoints.results, { id: test.id }), reader.token)).statusCode).toBe(200);
    expect((await t.call('GET', pathOf(endpoints.list), outsider.token)).statusCode).toBe(403);
    expect((await t.call('POST', pathOf(endpoints.createQuestion, { id: test.id }), reader.token, FOUR_KINDS[0])).statusCode).toBe(403);
    expect((await t.call('POST', pathOf(endpoints.createQuestion, { id: test.id }), writer.token, FOUR_KINDS[0])).statusCode).toBe(201);
    const asWriter = (await t.call('GET', pathOf(endpoints.get, { id: test.id }), writer.token)).json<TestDetail>();
    expect(asWriter.abilities).toEqual({ edit: true, delete: false });
    expect((await t.call('DELETE', pathOf(endpoints.remove, { id: test.id }), writer.token)).statusCode).toBe(403);
    expect((await t.call('DELETE', pathOf(endpoints.remove, { id: test.id }), w.admin)).statusCode).toBe(204);
  });
});
