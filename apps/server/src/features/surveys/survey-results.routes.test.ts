import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CompanySurveyItem, CompanySurveyResults, NonResponderItem, SurveyRemindResult, SurveyResults } from '@manabiya/domain/contracts/surveys';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { companySurveyEndpoints, surveyEndpoints as endpoints } from '@manabiya/domain/endpoints/surveys';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyReminders } from '../../db/schema/surveys.ts';
import { createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerSurvey, createSurveysWorld, createSurveyWith, fullAnswers, type SurveysWorld } from '../../test/surveys-world.ts';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let w: SurveysWorld;
/** A course of these tests' own, so the surveys of it are for exactly the students made here. */
let courseId: number;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  w = await createSurveysWorld(t);
  courseId = (await createCourseWorld(t, { curricula: [{ steps: [{}] }] })).courseId;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const studentsOf = async (companyId: number, count: number) => {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await createStudent(t, companyId, { course_id: courseId, start_date: '2026-04-01' }));
  return made;
};
const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

/** The text of the reminder mailed to `to` (the student's invitation came before it), waiting up to 5 s. */
async function reminderTo(to: string): Promise<string> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    const reminder = smtp.received.map((mail) => ({ to: mail.to, text: mailText(mail.raw) })).find((mail) => mail.to.includes(to) && mail.text.includes('アンケート「'));
    if (reminder) return reminder.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reminder to ${to} within 5 s`);
}
const remindersReceivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to) && mailText(mail.raw).includes('アンケート「')).length;

describe('a survey’s figures', () => {
  it('counts per option and scale point with the mean, rates per company lowest first, texts newest first with names', async () => {
    const low = await createCompany(t, { name: '低回答率 株式会社' });
    const high = await createCompany(t, { name: '高回答率 株式会社' });
    const lows = await studentsOf(low.id, 4);
    const highs = await studentsOf(high.id, 2);
    const survey = await createSurveyWith(t, w, { course_id: courseId });
    const [single, multiple, scale, text] = survey.questions;
    const answer = (token: string, choice: number, keys: number[], point: number, words?: string) =>
      answerSurvey(t, token, survey.id, [
        { question_id: single!.id, option_keys: [choice] },
        { question_id: multiple!.id, option_keys: keys },
        { question_id: scale!.id, scale: point },
        ...(words ? [{ question_id: text!.id, text: words }] : []),
      ]);
    expect((await answer(lows[0]!.token, 1, [1, 2], 5, '一番目')).statusCode).toBe(201);
    expect((await answer(highs[0]!.token, 2, [2], 4)).statusCode).toBe(201);
    expect((await answer(highs[1]!.token, 2, [2, 4], 2, '二番目')).statusCode).toBe(201);

    const results = (await t.call('GET', pathOf(endpoints.results, { id: survey.id }), w.admin)).json<SurveyResults>();
    expect(results).toMatchObject({ target_count: 6, response_count: 3, response_rate: 50 });
    expect(results.companies.map((company) => [company.company_name, company.target_count, company.response_count, company.response_rate])).toEqual([
      ['低回答率 株式会社', 4, 1, 25],
      ['高回答率 株式会社', 2, 2, 100],
    ]);
    const [singleResult, multipleResult, scaleResult, textResult] = results.questions;
    expect(singleResult!.counts.map((entry) => entry.count)).toEqual([1, 2, 0]);
    expect(singleResult!.answered).toBe(3);
    expect(multipleResult!.counts.map((entry) => [entry.label, entry.count])).toEqual([
      ['HTML', 1],
      ['CSS', 3],
      ['JavaScript', 0],
      ['SQL', 1],
    ]);
    expect(scaleResult!.counts.map((entry) => [entry.key, entry.count])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 1],
      [5, 1],
    ]);
    expect(scaleResult!.average).toBe(3.67);
    expect(textResult!.answered).toBe(2);
    expect(textResult!.texts.map((entry) => [entry.text, entry.student_name, entry.company_name])).toEqual([
      ['二番目', highs[1]!.name, '高回答率 株式会社'],
      ['一番目', lows[0]!.name, '低回答率 株式会社'],
    ]);

    const ofHigh = (await t.call('GET', `${pathOf(endpoints.results, { id: survey.id })}?company_id=${high.id}`, w.admin)).json<SurveyResults>();
    expect(ofHigh).toMatchObject({ target_count: 2, response_count: 2, response_rate: 100 });
    expect(ofHigh.companies.map((company) => company.company_id)).toEqual([high.id]);
    expect(ofHigh.questions[0]!.counts.map((entry) => entry.count)).toEqual([0, 2, 0]);
  });

  it('names no one in an anonymous survey’s texts', async () => {
    const survey = await createSurveyWith(t, w, { anonymous: true, course_id: courseId });
    const [student] = await studentsOf(w.companyId, 1);
    expect((await answerSurvey(t, student!.token, survey.id, fullAnswers(survey, '匿名の感想'))).statusCode).toBe(201);
    const results = (await t.call('GET', pathOf(endpoints.results, { id: survey.id }), w.admin)).json<SurveyResults>();
    expect(results.questions[3]!.texts).toEqual([{ text: '匿名の感想', student_name: null, company_name: null }]);
  });
});

describe('non-responders and reminders', () => {
  it('lists a named survey’s non-responders with search and company filter, and refuses an anonymous survey', async () => {
    const company = await createCompany(t);
    const [first, second] = await studentsOf(company.id, 2);
    const survey = await createSurveyWith(t, w, { course_id: courseId });
    expect((await answerSurvey(t, first!.token, survey.id, fullAnswers(survey))).statusCode).toBe(201);
    const page = (await t.call('GET', `${pathOf(endpoints.nonResponders, { id: survey.id })}?company_id=${company.id}`, w.admin)).json<ListResponse<NonResponderItem>>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toEqual({
      student_id: second!.id,
      student_name: second!.name,
      email: second!.email,
      company_id: company.id,
      company_name: company.name,
      reminder_count: 0,
      last_reminded_at: null,
      can_remind: true,
    });
    const searched = (await t.call('GET', `${pathOf(endpoints.nonResponders, { id: survey.id })}?q=${encodeURIComponent(second!.name)}`, w.admin)).json<ListResponse<NonResponderItem>>();
    expect(searched.items.map((item) => item.student_id)).toEqual([second!.id]);

    const anonymous = await createSurveyWith(t, w, { anonymous: true });
    const refused = await t.call('GET', pathOf(endpoints.nonResponders, { id: anonymous.id }), w.admin);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toContain('匿名のアンケート');
    expect((await t.call('POST', pathOf(endpoints.remind, { id: anonymous.id }), w.admin, {})).statusCode).toBe(409);
  });

  it('mails each non-responder a link to the survey, at most 3 times and 24 hours apart', async () => {
    const company = await createCompany(t);
    const [answered, waiting, named] = await studentsOf(company.id, 3);
    const survey = await createSurveyWith(t, w, { course_id: courseId, title: 'リマインド確認アンケート' });
    expect((await answerSurvey(t, answered!.token, survey.id, fullAnswers(survey))).statusCode).toBe(201);
    const remind = (body: object = { student_ids: [answered!.id, waiting!.id, named!.id] }) => t.call('POST', pathOf(endpoints.remind, { id: survey.id }), w.admin, body);

    const first = await remind();
    expect(first.statusCode).toBe(200);
    expect(first.json<SurveyRemindResult>()).toEqual({ sent: 2, skipped: 0 });
    const body = await reminderTo(waiting!.email);
    expect(body).toContain('リマインド確認アンケート');
    expect(body).toContain(`https://manabiya.example/student/survey/${survey.id}`);
    expect(remindersReceivedBy(answered!.email)).toBe(0);

    // Too soon: skipped, and the list says so.
    expect((await remind()).json<SurveyRemindResult>()).toEqual({ sent: 0, skipped: 2 });
    const listed = (await t.call('GET', `${pathOf(endpoints.nonResponders, { id: survey.id })}?company_id=${company.id}&sort=student_name`, w.admin)).json<ListResponse<NonResponderItem>>();
    expect(listed.items.map((item) => [item.reminder_count, item.can_remind, item.last_reminded_at !== null])).toEqual([
      [1, false, true],
      [1, false, true],
    ]);

    // A day later, twice more; then the cap holds for good.
    const aDayEarlier = async () => t.db.update(surveyReminders).set({ sent_at: sql`${surveyReminders.sent_at} - interval '25 hours'` }).where(eq(surveyReminders.survey_id, survey.id));
    await aDayEarlier();
    expect((await remind({ student_ids: [waiting!.id] })).json<SurveyRemindResult>()).toEqual({ sent: 1, skipped: 0 });
    await aDayEarlier();
    expect((await remind({ student_ids: [waiting!.id] })).json<SurveyRemindResult>()).toEqual({ sent: 1, skipped: 0 });
    await aDayEarlier();
    expect((await remind({ student_ids: [waiting!.id, named!.id] })).json<SurveyRemindResult>()).toEqual({ sent: 1, skipped: 1 });
    expect(await t.db.$count(surveyReminders, and(eq(surveyReminders.survey_id, survey.id), eq(surveyReminders.student_id, waiting!.id)))).toBe(3);
    expect(await t.db.$count(surveyReminders, and(eq(surveyReminders.survey_id, survey.id), eq(surveyReminders.student_id, answered!.id)))).toBe(0);
  });

  it('links the start flow for the initial and final surveys, and needs write to remind', async () => {
    const [student] = await studentsOf(w.companyId, 1);
    const initial = await createSurveyWith(t, w, { type: SURVEY_TYPE.initial, course_id: courseId, title: '初回リンク確認' });
    const reader = (await staffWith(t, { survey: ACCESS_LEVEL.read })).token;
    expect((await t.call('POST', pathOf(endpoints.remind, { id: initial.id }), reader, { student_ids: [student!.id] })).statusCode).toBe(403);
    expect((await t.call('POST', pathOf(endpoints.remind, { id: initial.id }), w.admin, { student_ids: [student!.id] })).json<SurveyRemindResult>().sent).toBe(1);
    const body = await reminderTo(student!.email);
    expect(body).toContain('初回リンク確認');
    expect(body).toMatch(/https:\/\/manabiya\.example\/student\s*$/);
  });
});

describe('a company’s view', () => {
  it('lists the surveys asked of its students with its own figures, and shows the figures from 5 respondents', async () => {
    const company = await createCompany(t);
    const user = (await createCompanyUser(t, company.id)).token;
    const own = await studentsOf(company.id, 6);
    const rival = await createCompany(t);
    const [rivalStudent] = await studentsOf(rival.id, 1);
    const survey = await createSurveyWith(t, w, { course_id: courseId, title: '会社別集計アンケート', questions: [{ kind: SURVEY_QUESTION_KIND.scale, body: '満足度' }, { kind: SURVEY_QUESTION_KIND.text, body: '感想', required: false }] });
    const answer = (token: string, point: number) => answerSurvey(t, token, survey.id, [{ question_id: survey.questions[0]!.id, scale: point }, { question_id: survey.questions[1]!.id, text: `感想 ${point}` }]);
    expect((await answer(rivalStudent!.token, 1)).statusCode).toBe(201);
    for (const student of own.slice(0, 4)) expect((await answer(student.token, 5)).statusCode).toBe(201);

    const listOf = async () => (await t.call('GET', `${pathOf(companySurveyEndpoints.list)}?page_size=200`, user)).json<ListResponse<CompanySurveyItem>>();
    const item = (await listOf()).items.find((entry) => entry.id === survey.id);
    expect(item).toMatchObject({ title: '会社別集計アンケート', state: 'open', target_count: 6, response_count: 4, response_rate: 66.7, results_visible: false });
    const refused = await t.call('GET', pathOf(companySurveyEndpoints.results, { id: survey.id }), user);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('回答者が5名未満のため、集計は表示できません。');

    expect((await answer(own[4]!.token, 3)).statusCode).toBe(201);
    expect((await listOf()).items.find((entry) => entry.id === survey.id)).toMatchObject({ response_count: 5, results_visible: true });
    const results = (await t.call('GET', pathOf(companySurveyEndpoints.results, { id: survey.id }), user)).json<CompanySurveyResults>();
    // Its own students only: the rival's 1 is not counted.
    expect(results.questions[0]!.counts.map((entry) => entry.count)).toEqual([0, 0, 1, 0, 4]);
    expect(results.questions[0]!.average).toBe(4.6);
    expect(results.questions[1]!.texts.every((entry) => entry.student_name === null && entry.company_name === null)).toBe(true);
    expect(results.questions[1]!.texts).toHaveLength(5);
  });

  it('does not find a survey not asked of its students, nor one not published', async () => {
    const company = await createCompany(t);
    const user = (await createCompanyUser(t, company.id)).token;
    await createStudent(t, company.id);
    const otherCourse = await createSurveyWith(t, w, { course_id: courseId });
    const draft = await createSurveyWith(t, w, { publish_status: 0 });
    for (const survey of [otherCourse, draft]) {
      expect((await t.call('GET', pathOf(companySurveyEndpoints.results, { id: survey.id }), user)).statusCode).toBe(404);
    }
    const ids = (await t.call('GET', `${pathOf(companySurveyEndpoints.list)}?page_size=200`, user)).json<ListResponse<CompanySurveyItem>>().items.map((item) => item.id);
    expect(ids).not.toContain(otherCourse.id);
    expect(ids).not.toContain(draft.id);
    const forEveryone = await createSurveyWith(t, w);
    expect((await t.call('GET', `${pathOf(companySurveyEndpoints.list)}?page_size=200&open=true`, user)).json<ListResponse<CompanySurveyItem>>().items.map((item) => item.id)).toContain(forEveryone.id);
  });
});
