import type { StartSurvey, StudentSurvey, SurveyAnswerBody, SurveyAnswerResult, SurveyBodyInput, SurveyDetail, SurveyResults } from '@manabiya/domain/contracts/surveys';
import type { EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { studentSurveyEndpoints, surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { callApi } from './information-admin-api.ts';
import { accountToken, installAdminToken, uniqueMark } from './world.ts';

/**
 * Surveys a spec builds through the admin API (published, open from a minute ago, so they are the
 * newest of their type for the course they name, ahead of the demo's), and students' answers given
 * through the student API.
 */

async function expectStatus<T>(response: Response, endpoint: EndpointDefinition): Promise<T> {
  const expected = endpoint.status ?? 200;
  if (response.status !== expected) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One question of each kind: a single choice, a multiple choice, a scale and a free text (optional). */
export const SAMPLE_SURVEY_QUESTIONS: SurveyBodyInput['questions'] = [
  { kind: SURVEY_QUESTION_KIND.single, body: '研修の進み具合はいかがですか。', options: ['予定より早い', '予定どおり', '遅れている'] },
  { kind: SURVEY_QUESTION_KIND.multiple, body: '役に立った教材を選んでください。', options: ['動画', 'テキスト', '課題'] },
  { kind: SURVEY_QUESTION_KIND.scale, body: '講師の説明はわかりやすかったですか。' },
  { kind: SURVEY_QUESTION_KIND.text, body: 'ご意見をお書きください。', required: false },
];

/** A published survey open from a minute ago (the newest of its type for its course), with the sample questions unless given. */
export async function createSurvey(body: Partial<SurveyBodyInput> = {}): Promise<SurveyDetail> {
  const input: SurveyBodyInput = {
    type: SURVEY_TYPE.satisfaction,
    title: `E2E アンケート ${uniqueMark()}`,
    description: '研修の改善に使います。',
    anonymous: false,
    course_id: null,
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: null,
    publish_status: PUBLISH_STATUS.public,
    questions: SAMPLE_SURVEY_QUESTIONS,
    ...body,
  };
  return expectStatus<SurveyDetail>(await callApi(await installAdminToken(), surveyEndpoints.create, { body: input }), surveyEndpoints.create);
}

/** A survey's figures as staff read them. */
export async function surveyResults(id: number): Promise<SurveyResults> {
  return expectStatus<SurveyResults>(await callApi(await installAdminToken(), surveyEndpoints.results, { params: { id } }), surveyEndpoints.results);
}

/** The answers of a student who fills in the sample questions: option and scale picks by their number, and a text. */
export function sampleAnswers(survey: SurveyDetail | StudentSurvey, picks: { single: number; multiple: number[]; scale: number; text?: string }): SurveyAnswerBody {
  const [single, multiple, scale, text] = survey.questions;
  return {
    answers: [
      { question_id: single!.id, option_keys: [picks.single] },
      { question_id: multiple!.id, option_keys: picks.multiple },
      { question_id: scale!.id, scale: picks.scale },
      ...(picks.text ? [{ question_id: text!.id, text: picks.text }] : []),
    ],
  };
}

/** A student's side of the API: the start steps' surveys and any survey by id. */
export async function studentSurveyApi(email: string) {
  const token = await accountToken('student', email);
  return {
    initial: async () => expectStatus<StartSurvey>(await callApi(token, studentSurveyEndpoints.initial), studentSurveyEndpoints.initial),
    final: async () => expectStatus<StartSurvey>(await callApi(token, studentSurveyEndpoints.final), studentSurveyEndpoints.final),
    get: async (id: number) => expectStatus<StudentSurvey>(await callApi(token, studentSurveyEndpoints.get, { params: { id } }), studentSurveyEndpoints.get),
    answer: async (id: number, body: SurveyAnswerBody) =>
      expectStatus<SurveyAnswerResult>(await callApi(token, studentSurveyEndpoints.answer, { params: { id }, body }), studentSurveyEndpoints.answer),
  };
}
