import type { OnboardingState } from '@manabiya/domain/contracts/onboarding';
import type { StartSurvey, StudentSurvey, SurveyAnswerResult } from '@manabiya/domain/contracts/surveys';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { learningEndpoints } from '@manabiya/domain/endpoints/learning';
import { onboardingEndpoints } from '@manabiya/domain/endpoints/onboarding';
import { studentSurveyEndpoints as endpoints } from '@manabiya/domain/endpoints/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.ts';
import { surveyAnswers, surveyRespondents, surveyResponses } from '../../db/schema/surveys.ts';
import { createStudent } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerSurvey, createSurveysWorld, createSurveyWith, fullAnswers, type SurveysWorld } from '../../test/surveys-world.ts';

let t: TestApp;
let w: SurveysWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSurveysWorld(t);
});
afterAll(() => t.close());

const freshStudent = (body: Parameters<typeof createStudent>[2] = {}) => createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01', ...body });
const detailsOf = (response: { json: <T>() => T }) => response.json<{ details: Record<string, string> }>().details;
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('answering a survey', () => {
  it('takes the answers once, in one response with its answers, and tells the survey answered', async () => {
    const survey = await createSurveyWith(t, w);
    const student = await freshStudent();
    const before = await t.call('GET', pathOf(endpoints.get, { id: survey.id }), student.token);
    expect(before.json<StudentSurvey>()).toMatchObject({ id: survey.id, answered: false, questions: survey.questions });

    const answered = await answerSurvey(t, student.token, survey.id, fullAnswers(survey, '  前後の空白は取る  '));
    expect(answered.statusCode).toBe(201);
    expect(answered.json<SurveyAnswerResult>()).toMatchObject({ survey_id: survey.id, answered_at: expect.any(String) });
    const [response] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.survey_id, survey.id));
    expect(response).toMatchObject({ student_id: student.id, company_id: w.companyId, answered_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const stored = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.response_id, response!.id));
    expect(stored.map(({ option_keys, scale, text }) => ({ option_keys, scale, text }))).toEqual(
      expect.arrayContaining([
        { option_keys: [1], scale: null, text: null },
        { option_keys: [1, 2], scale: null, text: null },
        { option_keys: null, scale: 4, text: null },
        { option_keys: null, scale: null, text: '前後の空白は取る' },
      ]),
    );

    const again = await answerSurvey(t, student.token, survey.id, fullAnswers(survey));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('このアンケートには回答済みです。');
    expect((await t.call('GET', pathOf(endpoints.get, { id: survey.id }), student.token)).json<StudentSurvey>().answered).toBe(true);
    expect(await t.db.$count(surveyResponses, eq(surveyResponses.survey_id, survey.id))).toBe(1);
  });

  it('refuses a required question left empty with its id as the field, and answers that fit no question', async () => {
    const survey = await createSurveyWith(t, w);
    const [single, multiple, scale, text] = survey.questions;
    const student = await freshStudent();
    const missing = await answerSurvey(t, student.token, survey.id, [{ question_id: single!.id, option_keys: [2] }, { question_id: text!.id, text: '   ' }]);
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('必須の設問に回答してください。');
    expect(detailsOf(missing)).toEqual({ [`answers.${multiple!.id}`]: '必須の設問に回答してください。', [`answers.${scale!.id}`]: '必須の設問に回答してください。' });

    const wrong = await answerSurvey(t, student.token, survey.id, [
      { question_id: single!.id, option_keys: [1, 2] },
      { question_id: multiple!.id, option_keys: [9] },
      { question_id: scale!.id, option_keys: [1] },
      { question_id: 999_999, text: 'どこの設問？' },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(detailsOf(wrong)).toEqual({
      [`answers.${single!.id}`]: '選択肢を1つ選んでください。',
      [`answers.${multiple!.id}`]: '選択肢がこの設問にありません。画面を更新してください。',
      [`answers.${scale!.id}`]: 'この設問の形式に合わない回答です。',
      'answers.999999': 'このアンケートにない設問への回答です。画面を更新してください。',
    });
    const outOfScale = await answerSurvey(t, student.token, survey.id, [...fullAnswers(survey).slice(0, 2), { question_id: scale!.id, scale: 6 }]);
    expect(outOfScale.statusCode).toBe(400);
    // Nothing was stored by the refused answers: the student may still answer.
    expect((await answerSurvey(t, student.token, survey.id, fullAnswers(survey).slice(0, 3))).statusCode).toBe(201);
  });

  it('refuses an answer before the opening and after the closing with 409, and shows a closed survey', async () => {
    const scheduled = await createSurveyWith(t, w, { opens_at: '2099-01-01T00:00:00Z' });
    const closed = await createSurveyWith(t, w, { opens_at: '2020-01-01T00:00:00Z', closes_at: '2021-01-01T00:00:00Z' });
    const early = await answerSurvey(t, w.student.token, scheduled.id, fullAnswers(scheduled));
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('このアンケートはまだ回答期間前です。');
    const late = await answerSurvey(t, w.student.token, closed.id, fullAnswers(closed));
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe('このアンケートの回答期間は終了しました。');
    expect((await t.call('GET', pathOf(endpoints.get, { id: closed.id }), w.student.token)).json<StudentSurvey>()).toMatchObject({ closes_at: '2021-01-01T00:00:00.000Z', answered: false });
  });

  it('does not find a survey of another course, nor one not published', async () => {
    const otherCourse = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    const foreign = await createSurveyWith(t, w, { course_id: otherCourse.courseId });
    const draft = await createSurveyWith(t, w, { publish_status: PUBLISH_STATUS.private });
    for (const survey of [foreign, draft]) {
      expect((await t.call('GET', pathOf(endpoints.get, { id: survey.id }), w.student.token)).statusCode).toBe(404);
      expect((await answerSurvey(t, w.student.token, survey.id, fullAnswers(survey))).statusCode).toBe(404);
    }
    const own = await createSurveyWith(t, w, { course_id: w.course.courseId });
    expect((await t.call('GET', pathOf(endpoints.get, { id: own.id }), w.student.token)).statusCode).toBe(200);
  });

  it('keeps no student on an anonymous survey’s response: only the company and the day', async () => {
    const survey = await createSurveyWith(t, w, { anonymous: true });
    const student = await freshStudent();
    expect((await answerSurvey(t, student.token, survey.id, fullAnswers(survey))).statusCode).toBe(201);
    const responses = await t.db.select().from(surveyResponses).where(eq(surveyResponses.survey_id, survey.id));
    expect(responses).toEqual([{ id: expect.any(String), survey_id: survey.id, student_id: null, company_id: w.companyId, answered_on: expect.any(String) }]);
    // Who answered is kept apart, so a second answer is still refused.
    expect(await t.db.$count(surveyRespondents, eq(surveyRespondents.survey_id, survey.id))).toBe(1);
    expect((await answerSurvey(t, student.token, survey.id, fullAnswers(survey))).statusCode).toBe(409);
  });
});

describe('start steps 2 and 4', () => {
  // The step surveys of these tests are for one course of their own, so no other test's survey applies.
  let courseId: number;
  beforeEach(async () => {
    courseId = (await createCourseWorld(t, { curricula: [{ steps: [{}] }] })).courseId;
  });

  it('gives the newest open initial survey of the course, due until answered; none when none is open', async () => {
    const student = await freshStudent({ course_id: courseId, init_input_flg: 0 });
    expect((await t.call('GET', pathOf(endpoints.initial), student.token)).json<StartSurvey>()).toEqual({ survey: null, due: false });
    const none = await t.call('POST', pathOf(endpoints.answerInitial), student.token, { answers: [] });
    expect(none.statusCode).toBe(409);
    expect(messageOf(none)).toBe('回答できる初回アンケートはありません。');

    await createSurveyWith(t, w, { type: SURVEY_TYPE.initial, course_id: courseId, opens_at: '2025-01-01T00:00:00Z' });
    const newest = await createSurveyWith(t, w, { type: SURVEY_TYPE.initial, course_id: courseId, opens_at: '2026-01-01T00:00:00Z' });
    await createSurveyWith(t, w, { type: SURVEY_TYPE.initial, course_id: courseId, opens_at: '2099-01-01T00:00:00Z' });
    const step = (await t.call('GET', pathOf(endpoints.initial), student.token)).json<StartSurvey>();
    expect(step).toMatchObject({ survey: { id: newest.id, answered: false }, due: true });

    expect((await t.call('POST', pathOf(endpoints.answerInitial), student.token, { answers: fullAnswers(newest) })).statusCode).toBe(201);
    expect((await t.call('GET', pathOf(endpoints.initial), student.token)).json<StartSurvey>()).toMatchObject({ survey: { id: newest.id, answered: true }, due: false });
  });

  it('walks onboarding through the initial survey at step 2, refusing to complete before it is answered', async () => {
    const student = await freshStudent({ course_id: courseId, init_input_flg: 0 });
    const survey = await createSurveyWith(t, w, { type: SURVEY_TYPE.initial, course_id: courseId });
    await t.call('PUT', pathOf(onboardingEndpoints.saveProfile), student.token, { name: '新規 翼', name_kana: 'シンキ ツバサ', birthday: '2000-04-01', gender: 3, prefecture_id: 13 });
    const state = (await t.call('GET', pathOf(onboardingEndpoints.state), student.token)).json<OnboardingState>();
    expect(state).toMatchObject({
      current_step: 'initial_survey',
      steps: [
        { key: 'initial_profile', number: 1, done: true },
        { key: 'initial_survey', number: 2, done: false },
        { key: 'orientation', number: 3, done: false },
      ],
    });
    const early = await t.call('POST', pathOf(onboardingEndpoints.complete), student.token);
    expect(early.statusCode).toBe(400);
    expect(messageOf(early)).toBe('「アンケート回答」がまだ終わっていません。先に済ませてください。');
    expect(detailsOf(early)).toEqual({ initial_survey: '未完了です。' });

    expect((await t.call('POST', pathOf(endpoints.answerInitial), student.token, { answers: fullAnswers(survey) })).statusCode).toBe(201);
    expect((await t.call('GET', pathOf(onboardingEndpoints.state), student.token)).json<OnboardingState>().current_step).toBe('orientation');
    expect((await t.call('POST', pathOf(onboardingEndpoints.complete), student.token)).json<OnboardingState>().completed).toBe(true);
  });

  it('gives the final survey once the course is completed, and answering it sets final_input_flg', async () => {
    const survey = await createSurveyWith(t, w, { type: SURVEY_TYPE.final, course_id: courseId });
    const taking = await freshStudent({ course_id: courseId });
    expect((await t.call('GET', pathOf(endpoints.final), taking.token)).json<StartSurvey>()).toMatchObject({ survey: { id: survey.id }, due: false });
    const early = await t.call('POST', pathOf(endpoints.answerFinal), taking.token, { answers: fullAnswers(survey) });
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe('修了アンケートはコースを修了してから回答できます。');

    const graduate = await freshStudent({ course_id: courseId });
    await t.db.update(students).set({ status: STUDENT_STATUS.graduated }).where(eq(students.id, graduate.id));
    expect((await t.call('GET', pathOf(endpoints.final), graduate.token)).json<StartSurvey>()).toMatchObject({ survey: { id: survey.id, answered: false }, due: true });
    const missing = await t.call('POST', pathOf(endpoints.answerFinal), graduate.token, { answers: [] });
    expect(missing.statusCode).toBe(400);
    expect((await t.db.select({ flag: students.final_input_flg }).from(students).where(eq(students.id, graduate.id)))[0]!.flag).toBe(0);

    expect((await t.call('POST', pathOf(endpoints.answerFinal), graduate.token, { answers: fullAnswers(survey) })).statusCode).toBe(201);
    expect((await t.db.select({ flag: students.final_input_flg }).from(students).where(eq(students.id, graduate.id)))[0]!.flag).toBe(1);
    expect((await t.call('GET', pathOf(endpoints.final), graduate.token)).json<StartSurvey>()).toMatchObject({ due: false, survey: { answered: true } });
    const session = await t.call('GET', '/api/student/check_access_token', graduate.token);
    expect(session.json<{ user: { final_input_flg: number } }>().user.final_input_flg).toBe(1);
  });

  it('counts a student who finished every step of the course as completed', async () => {
    const course = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    const survey = await createSurveyWith(t, w, { type: SURVEY_TYPE.final, course_id: course.courseId, questions: [{ kind: SURVEY_QUESTION_KIND.scale, body: '満足度' }] });
    const student = await freshStudent({ course_id: course.courseId });
    expect((await t.call('GET', pathOf(endpoints.final), student.token)).json<StartSurvey>().due).toBe(false);
    const done = await t.call('POST', pathOf(learningEndpoints.completeStep, { id: course.stepIds[0]! }), student.token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.call('GET', pathOf(endpoints.final), student.token)).json<StartSurvey>()).toMatchObject({ survey: { id: survey.id }, due: true });
  });
});
