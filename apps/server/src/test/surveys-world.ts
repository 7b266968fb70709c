import type { SurveyAnswerValue, SurveyBodyInput, SurveyDetail } from '@manabiya/domain/contracts/surveys';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { studentSurveyEndpoints, surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { createAdmin, createCompany, createStudent } from './factories.ts';
import { createCourseWorld, type CourseWorld } from './learning-world.ts';
import type { TestApp } from './test-app.ts';

/*
 * A world for the surveys feature: an administrator, a company, a course of one curriculum and a
 * student of it, and helpers that write surveys through the admin API and answer them through the
 * student API.
 */

export interface SurveysWorld {
  admin: string;
  companyId: number;
  course: CourseWorld;
  student: { id: number; token: string };
}

export async function createSurveysWorld(t: TestApp): Promise<SurveysWorld> {
  const admin = (await createAdmin(t)).token;
  const company = await createCompany(t);
  const course = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
  const student = await createStudent(t, company.id, { course_id: course.courseId, start_date: '2026-04-01' });
  return { admin, companyId: company.id, course, student: { id: student.id, token: student.token } };
}

/** One question of each kind: single (3 options), multiple (4 options), scale, text (optional). */
export const FOUR_SURVEY_QUESTIONS: SurveyBodyInput['questions'] = [
  { kind: SURVEY_QUESTION_KIND.single, body: '経験はありますか。', options: ['ない', '少し', 'ある'] },
  { kind: SURVEY_QUESTION_KIND.multiple, body: '学びたいことは。', options: ['HTML', 'CSS', 'JavaScript', 'SQL'] },
  { kind: SURVEY_QUESTION_KIND.scale, body: '自信はありますか。' },
  { kind: SURVEY_QUESTION_KIND.text, body: 'ひとことどうぞ。', required: false },
];

function ok<T>(response: { statusCode: number; body: string; json: <U>() => U }, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A published satisfaction survey, open now, for every course (unless the body says otherwise), with the given questions. */
export async function createSurveyWith(t: TestApp, w: Pick<SurveysWorld, 'admin'>, body: Partial<SurveyBodyInput> = {}): Promise<SurveyDetail> {
  return ok<SurveyDetail>(
    await t.call('POST', pathOf(surveyEndpoints.create), w.admin, {
      type: SURVEY_TYPE.satisfaction,
      title: `アンケート ${Math.random().toString(36).slice(2, 8)}`,
      publish_status: PUBLISH_STATUS.public,
      questions: FOUR_SURVEY_QUESTIONS,
      ...body,
    }),
    201,
    'creating a survey',
  );
}

/** Answers that fill every question of the survey: the first option, the first two options, 4, a text. */
export function fullAnswers(survey: Pick<SurveyDetail, 'questions'>, text = '良かったです'): SurveyAnswerValue[] {
  return survey.questions.map((question) => {
    switch (question.kind) {
      case SURVEY_QUESTION_KIND.single:
        return { question_id: question.id, option_keys: [1] };
      case SURVEY_QUESTION_KIND.multiple:
        return { question_id: question.id, option_keys: [1, 2] };
      case SURVEY_QUESTION_KIND.scale:
        return { question_id: question.id, scale: 4 };
      default:
        return { question_id: question.id, text };
    }
  });
}

export const answerSurvey = (t: TestApp, token: string, surveyId: number, answers: SurveyAnswerValue[]) =>
  t.call('POST', pathOf(studentSurveyEndpoints.answer, { id: surveyId }), token, { answers });
