import type { SurveyRemindResult } from '@manabiya/domain/contracts/surveys';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { SURVEY_REMINDER_CAP } from '@manabiya/domain/enums/surveys';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { surveyAnswers, surveyReminders, surveyRespondents, surveyResponses } from '../../db/schema/surveys.ts';
import { createStudents } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { createTestApp, usesPostgres, type TestApp } from '../../test/test-app.ts';
import { answerSurvey, createSurveysWorld, createSurveyWith, fullAnswers, type SurveysWorld } from '../../test/surveys-world.ts';

/*
 * Requests racing on surveys (decision 049). Meaningful on PostgreSQL (TEST_DATABASE_URL), where the
 * requests' transactions really run at once on a pool of connections; the embedded database runs
 * them one after another, and the outcome must be the same.
 */

let t: TestApp;
let w: SurveysWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSurveysWorld(t);
});
afterAll(() => t.close());

describe(`surveys under concurrent requests (${usesPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('takes one answer of 100 sent by one student at the same moment', async () => {
    const survey = await createSurveyWith(t, w);
    const responses = await Promise.all(Array.from({ length: 100 }, () => answerSurvey(t, w.student.token, survey.id, fullAnswers(survey))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(await t.db.$count(surveyRespondents, eq(surveyRespondents.survey_id, survey.id))).toBe(1);
    expect(await t.db.$count(surveyResponses, eq(surveyResponses.survey_id, survey.id))).toBe(1);
    const [answers] = await t.db
      .select({ n: count() })
      .from(surveyAnswers)
      .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.response_id))
      .where(eq(surveyResponses.survey_id, survey.id));
    expect(answers!.n).toBe(survey.questions.length);
  }, 60_000);

  it('never changes the questions of a survey answered at the same moment', async () => {
    for (let round = 0; round < 20; round++) {
      const survey = await createSurveyWith(t, w);
      const [first, ...rest] = survey.questions;
      // Drops the first question and adds one: an answer to the survey as it was cannot be kept beside it.
      const replace = t.call('PUT', pathOf(surveyEndpoints.update, { id: survey.id }), w.admin, {
        type: survey.type,
        title: survey.title,
        publish_status: survey.publish_status,
        questions: [...rest.map(({ id, kind, body, options, required }) => ({ id, kind, body, options: options.map((option) => option.text), required })), { kind: first!.kind, body: '新しい設問', options: ['はい', 'いいえ', 'どちらでもない'] }],
      });
      const [answered, replaced] = await Promise.all([answerSurvey(t, w.student.token, survey.id, fullAnswers(survey)), replace]);
      expect([answered.statusCode, replaced.statusCode], `round ${round}`).not.toEqual([201, 200]);
      expect([200, 409]).toContain(replaced.statusCode);
      // An answer that lost the race is refused as any answer to questions no longer there, never with a 500.
      expect([201, 400, 409]).toContain(answered.statusCode);
      const [stored] = await t.db
        .select({ n: count() })
        .from(surveyAnswers)
        .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.response_id))
        .where(eq(surveyResponses.survey_id, survey.id));
      expect(stored!.n).toBe(answered.statusCode === 201 ? survey.questions.length : 0);
    }
  }, 120_000);

  it('never passes the reminder cap when 30 reminds of all run at once', async () => {
    const course = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    const targets = await createStudents(t, w.companyId, 20, { course_id: course.courseId });
    const survey = await createSurveyWith(t, w, { course_id: course.courseId });
    const remindAll = () => t.call('POST', pathOf(surveyEndpoints.remind, { id: survey.id }), w.admin, {});

    const first = await Promise.all(Array.from({ length: 30 }, remindAll));
    expect(first.map((response) => response.statusCode).filter((status) => status !== 200)).toEqual([]);
    const sent = first.map((response) => response.json<SurveyRemindResult>().sent);
    // Exactly one run mailed every target; the others found them reminded moments ago.
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(targets.length);
    expect(sent.filter((n) => n > 0)).toEqual([targets.length]);

    // Each later round a day on: the cap of 3 holds however many run at once.
    for (let round = 0; round < 3; round++) {
      await t.db.update(surveyReminders).set({ sent_at: sql`${surveyReminders.sent_at} - interval '25 hours'` }).where(eq(surveyReminders.survey_id, survey.id));
      await Promise.all(Array.from({ length: 30 }, remindAll));
    }
    const perStudent = await t.db
      .select({ student_id: surveyReminders.student_id, n: count() })
      .from(surveyReminders)
      .where(eq(surveyReminders.survey_id, survey.id))
      .groupBy(surveyReminders.student_id);
    expect(perStudent).toHaveLength(targets.length);
    expect(new Set(perStudent.map((row) => row.n))).toEqual(new Set([SURVEY_REMINDER_CAP.perStudent]));
    const [mails] = await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(sql`${mailOutbox.to_address} in (${sql.join(targets.map((target) => sql`${target.email}`), sql`, `)}) and ${mailOutbox.subject} like '%アンケート%'`);
    expect(mails!.n).toBe(targets.length * SURVEY_REMINDER_CAP.perStudent);
  }, 120_000);
});
