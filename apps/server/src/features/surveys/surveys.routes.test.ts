import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { SurveyDetail, SurveyItem } from '@manabiya/domain/contracts/surveys';
import { autocompleteEndpoints } from '@manabiya/domain/endpoints/autocomplete';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { surveyEndpoints as endpoints } from '@manabiya/domain/endpoints/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.ts';
import { createStudent, createStudents, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerSurvey, createSurveysWorld, createSurveyWith, FOUR_SURVEY_QUESTIONS, fullAnswers, type SurveysWorld } from '../../test/surveys-world.ts';

let t: TestApp;
let w: SurveysWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSurveysWorld(t);
});
afterAll(() => t.close());

const get = (id: number, token = w.admin) => t.call('GET', pathOf(endpoints.get, { id }), token);
const put = (id: number, body: object) => t.call('PUT', pathOf(endpoints.update, { id }), w.admin, body);
const detailsOf = (response: { json: <T>() => T }) => response.json<{ details: Record<string, string> }>().details;

/** The body that writes a survey back as it is, questions kept by their ids. */
const bodyOf = (survey: SurveyDetail) => ({
  type: survey.type,
  title: survey.title,
  description: survey.description,
  anonymous: survey.anonymous,
  course_id: survey.course_id,
  opens_at: survey.opens_at,
  closes_at: survey.closes_at,
  publish_status: survey.publish_status,
  questions: survey.questions.map((question) => ({ id: question.id, kind: question.kind, body: question.body, options: question.options.map((option) => option.text), required: question.required })),
});

describe('surveys (admin)', () => {
  it('creates, lists, replaces with history, and deletes a survey', async () => {
    const created = await t.call('POST', pathOf(endpoints.create), w.admin, {
      type: SURVEY_TYPE.initial,
      title: '受講開始アンケート 2026',
      course_id: w.course.courseId,
      questions: FOUR_SURVEY_QUESTIONS,
    });
    expect(created.statusCode).toBe(201);
    const survey = created.json<SurveyDetail>();
    expect(survey).toMatchObject({
      type: SURVEY_TYPE.initial,
      anonymous: false,
      course_id: w.course.courseId,
      course_name: expect.any(String),
      publish_status: PUBLISH_STATUS.private,
      state: 'draft',
      question_count: 4,
      response_count: 0,
      target_count: 1,
      abilities: { edit: true, edit_questions: true, delete: true },
    });
    expect(survey.questions.map((question) => [question.position, question.kind, question.options.map((option) => option.key)])).toEqual([
      [1, SURVEY_QUESTION_KIND.single, [1, 2, 3]],
      [2, SURVEY_QUESTION_KIND.multiple, [1, 2, 3, 4]],
      [3, SURVEY_QUESTION_KIND.scale, []],
      [4, SURVEY_QUESTION_KIND.text, []],
    ]);
    expect(survey.questions[3]!.required).toBe(false);

    const list = (await t.call('GET', `${pathOf(endpoints.list)}?q=${encodeURIComponent('受講開始アンケート 2026')}&type=0&course_id=${w.course.courseId}`, w.admin)).json<{ items: SurveyItem[]; total: number }>();
    expect(list.total).toBe(1);
    expect(list.items[0]!.id).toBe(survey.id);
    expect((await t.call('GET', `${pathOf(endpoints.list)}?q=${encodeURIComponent('受講開始アンケート 2026')}&type=1`, w.admin)).json<{ total: number }>().total).toBe(0);
    const sorted = (await t.call('GET', `${pathOf(endpoints.list)}?sort=response_count&order=desc&page_size=5`, w.admin)).json<{ items: SurveyItem[] }>();
    expect(sorted.items.length).toBeGreaterThan(0);

    // Reorder, edit, drop one question and add another: positions and option keys follow the body.
    const [single, multiple, scale] = survey.questions;
    const replaced = await put(survey.id, {
      ...bodyOf(survey),
      title: '受講開始アンケート（改）',
      publish_status: PUBLISH_STATUS.public,
      closes_at: '2099-01-01T00:00:00Z',
      questions: [
        { id: scale!.id, kind: SURVEY_QUESTION_KIND.scale, body: '自信（改）' },
        { id: single!.id, kind: SURVEY_QUESTION_KIND.single, body: single!.body, options: ['ある', 'ない'] },
        { kind: SURVEY_QUESTION_KIND.text, body: '新しい設問' },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<SurveyDetail>();
    expect(after).toMatchObject({ title: '受講開始アンケート（改）', state: 'open', question_count: 3, closes_at: '2099-01-01T00:00:00.000Z' });
    expect(after.questions.map((question) => [question.id === scale!.id, question.id === single!.id, question.position, question.body])).toEqual([
      [true, false, 1, '自信（改）'],
      [false, true, 2, single!.body],
      [false, false, 3, '新しい設問'],
    ]);
    expect(after.questions[1]!.options).toEqual([
      { key: 1, text: 'ある' },
      { key: 2, text: 'ない' },
    ]);
    expect(after.questions.some((question) => question.id === multiple!.id)).toBe(false);

    const history = (await t.call('GET', pathOf(endpoints.history, { id: survey.id }), w.admin)).json<AuditEntry[]>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    // The course the history points at is named, not shown as its id.
    expect(history[1]!.names?.course?.[String(w.course.courseId)]).toBe(survey.course_name);

    expect((await t.call('DELETE', pathOf(endpoints.remove, { id: survey.id }), w.admin)).statusCode).toBe(204);
    expect((await get(survey.id)).statusCode).toBe(404);
  });

  it('answers 400 naming the fields of an invalid survey', async () => {
    const invalid = await t.call('POST', pathOf(endpoints.create), w.admin, {
      type: 7,
      title: '',
      questions: [
        { kind: SURVEY_QUESTION_KIND.single, body: '選択肢が1つ', options: ['a'] },
        { kind: SURVEY_QUESTION_KIND.scale, body: '尺度に選択肢', options: ['a', 'b'] },
        { kind: SURVEY_QUESTION_KIND.multiple, body: '重複', options: ['a', 'a'] },
      ],
    });
    expect(invalid.statusCode).toBe(400);
    expect(detailsOf(invalid)).toMatchObject({
      type: expect.any(String),
      title: expect.any(String),
      'questions.0.options': '選択肢を2つ以上入力してください。',
      'questions.1.options': 'この形式の設問に選択肢は使えません。',
      'questions.2.options': '同じ選択肢が重複しています。',
    });
    const window = await t.call('POST', pathOf(endpoints.create), w.admin, {
      type: SURVEY_TYPE.final,
      title: '期間が逆',
      opens_at: '2030-01-02T00:00:00Z',
      closes_at: '2030-01-01T00:00:00Z',
      questions: FOUR_SURVEY_QUESTIONS,
    });
    expect(detailsOf(window)).toEqual({ closes_at: '回答終了日時は開始日時より後にしてください。' });
    const empty = await t.call('POST', pathOf(endpoints.create), w.admin, { type: SURVEY_TYPE.final, title: '設問なし', questions: [] });
    expect(detailsOf(empty)).toEqual({ questions: '設問を1つ以上入れてください。' });
    const course = await t.call('POST', pathOf(endpoints.create), w.admin, { type: SURVEY_TYPE.final, title: 'コースなし', course_id: 999_999, questions: FOUR_SURVEY_QUESTIONS });
    expect(course.statusCode).toBe(400);
    expect(detailsOf(course)).toHaveProperty('course_id');

    const survey = await createSurveyWith(t, w);
    const other = await createSurveyWith(t, w);
    const foreign = await put(survey.id, { ...bodyOf(survey), questions: [{ ...bodyOf(survey).questions[0]!, id: other.questions[0]!.id }] });
    expect(foreign.statusCode).toBe(400);
    expect(detailsOf(foreign)).toEqual({ 'questions.0.id': 'このアンケートにない設問です。画面を更新してください。' });
    expect((await put(999_999, bodyOf(survey))).statusCode).toBe(404);
  });

  it('tells the state from the publish status and the window', async () => {
    const stateOf = async (body: object) => (await createSurveyWith(t, w, body)).state;
    expect(await stateOf({ publish_status: PUBLISH_STATUS.private })).toBe('draft');
    expect(await stateOf({ opens_at: '2099-01-01T00:00:00Z' })).toBe('scheduled');
    expect(await stateOf({ opens_at: '2020-01-01T00:00:00Z', closes_at: '2099-01-01T00:00:00Z' })).toBe('open');
    expect(await stateOf({ opens_at: '2020-01-01T00:00:00Z', closes_at: '2021-01-01T00:00:00Z' })).toBe('closed');
  });

  it('counts as targets the active students of the course who have not retired, or every such student', async () => {
    const course = await createSurveyWith(t, w, { course_id: w.course.courseId });
    const [retired, inactive] = await createStudents(t, w.companyId, 2, { course_id: w.course.courseId, start_date: '2026-04-01' });
    await t.db.update(students).set({ status: STUDENT_STATUS.retired, retire_reason: 0, retire_date: '2026-05-01' }).where(eq(students.id, retired!.id));
    await t.db.update(students).set({ active: false }).where(eq(students.id, inactive!.id));
    await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
    expect((await get(course.id)).json<SurveyDetail>().target_count).toBe(2);
    const everyone = (await get((await createSurveyWith(t, w)).id)).json<SurveyDetail>().target_count;
    const active = await t.db.$count(students, and(eq(students.active, true), ne(students.status, STUDENT_STATUS.retired)));
    expect(everyone).toBe(active);
  });

  it('fixes the questions and the anonymity once answered, keeps the settings editable, and refuses the delete', async () => {
    const survey = await createSurveyWith(t, w);
    expect((await answerSurvey(t, w.student.token, survey.id, fullAnswers(survey))).statusCode).toBe(201);
    const answered = (await get(survey.id)).json<SurveyDetail>();
    expect(answered).toMatchObject({ response_count: 1, abilities: { edit: true, edit_questions: false, delete: false } });

    const settings = await put(survey.id, { ...bodyOf(answered), title: '題名だけ変える', closes_at: '2099-12-31T00:00:00Z' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json<SurveyDetail>()).toMatchObject({ title: '題名だけ変える', question_count: 4 });

    const reordered = await put(survey.id, { ...bodyOf(answered), questions: [...bodyOf(answered).questions].reverse() });
    expect(reordered.statusCode).toBe(409);
    expect(reordered.json<{ message: string }>().message).toBe('回答があるため設問は変更できません。');
    const edited = await put(survey.id, { ...bodyOf(answered), questions: bodyOf(answered).questions.map((question, i) => (i === 0 ? { ...question, body: '変更' } : question)) });
    expect(edited.statusCode).toBe(409);
    const anonymous = await put(survey.id, { ...bodyOf(answered), anonymous: true });
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json<{ message: string }>().message).toBe('回答があるため匿名の設定は変更できません。');

    const removed = await t.call('DELETE', pathOf(endpoints.remove, { id: survey.id }), w.admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json<{ message: string }>().message).toContain('回答があるため削除できません');
  });

  it('gives each level what it may do: read sees, write edits, all deletes', async () => {
    const survey = await createSurveyWith(t, w);
    const reader = (await staffWith(t, { survey: ACCESS_LEVEL.read })).token;
    const writer = (await staffWith(t, { survey: ACCESS_LEVEL.write })).token;
    expect((await get(survey.id, reader)).json<SurveyDetail>().abilities).toEqual({ edit: false, edit_questions: false, delete: false });
    expect((await get(survey.id, writer)).json<SurveyDetail>().abilities).toEqual({ edit: true, edit_questions: true, delete: false });
    expect((await t.call('PUT', pathOf(endpoints.update, { id: survey.id }), reader, bodyOf(survey))).statusCode).toBe(403);
    expect((await t.call('PUT', pathOf(endpoints.update, { id: survey.id }), writer, bodyOf(survey))).statusCode).toBe(200);
    expect((await t.call('DELETE', pathOf(endpoints.remove, { id: survey.id }), writer)).statusCode).toBe(403);
    const none = (await staffWith(t, { test: ACCESS_LEVEL.all })).token;
    expect((await t.call('GET', pathOf(endpoints.list), none)).statusCode).toBe(403);
  });

  it('offers the surveys by title in the lookup to survey readers and to event schedule writers', async () => {
    const survey = await createSurveyWith(t, w, { title: '検索用 満足度アンケート' });
    const lookup = (token: string) => t.call('GET', `${pathOf(autocompleteEndpoints.survey)}?q=${encodeURIComponent('検索用 満足度')}`, token);
    const reader = (await staffWith(t, { survey: ACCESS_LEVEL.read })).token;
    expect((await lookup(reader)).json()).toEqual([{ id: survey.id, name: '検索用 満足度アンケート' }]);
    expect((await lookup((await staffWith(t, { event_schedule: ACCESS_LEVEL.write })).token)).statusCode).toBe(200);
    expect((await lookup((await staffWith(t, { event_schedule: ACCESS_LEVEL.read })).token)).statusCode).toBe(403);
  });
});
