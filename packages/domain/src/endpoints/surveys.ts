import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import {
  CompanySurveyItem,
  CompanySurveyQuery,
  CompanySurveyResults,
  NonResponderItem,
  NonResponderQuery,
  StartSurvey,
  StudentSurvey,
  SurveyAnswerBody,
  SurveyAnswerResult,
  SurveyBody,
  SurveyDetail,
  SurveyItem,
  SurveyListQuery,
  SurveyRemindBody,
  SurveyRemindResult,
  SurveyResultQuery,
  SurveyResults,
  SurveyZipQuery,
} from '../contracts/surveys.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { recordEndpoints } from './record-endpoints.ts';

const ADMIN = '/api/admin/survey';
const STUDENT = '/api/student/survey';

/** Surveys for staff (section `survey`): the surveys with their questions, results, non-responders, reminders and the CSV zip. */
export const surveyEndpoints = {
  ...recordEndpoints(
    ADMIN,
    { listQuery: SurveyListQuery, listItem: SurveyItem, item: SurveyDetail, body: SurveyBody },
    {
      list: 'Surveys, searched by title (filters: type, publish status, course)',
      noun: 'a survey',
      get: 'One survey with its questions in order',
      create: 'Create a survey with its questions',
      update: 'Replace a survey’s settings and questions (its questions and anonymity are fixed once answered)',
      remove: 'Delete a survey (refused once students answered it)',
    },
  ),
  results: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/result`,
    summary: 'A survey’s figures: response rate overall and per company, counts per option and scale point, the texts',
    params: IdParams,
    query: SurveyResultQuery,
    response: SurveyResults,
  }),
  nonResponders: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/non_responder`,
    summary: 'The students a named survey is for who have not answered, with the reminders sent (refused for an anonymous survey)',
    params: IdParams,
    query: NonResponderQuery,
    response: listResponseOf(NonResponderItem),
  }),
  remind: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/remind`,
    summary: 'Mail a reminder to non-responders (all, or those named); each student gets at most 3, a day apart',
    params: IdParams,
    body: SurveyRemindBody,
    response: SurveyRemindResult,
    idempotent: true,
  }),
  csvZip: defineEndpoint({
    method: 'GET',
    path: '/api/admin/survey_csv_zip',
    summary: 'A zip of one CSV per survey (UTF-8 with BOM, RFC 4180, one column per option; no identity column when anonymous)',
    query: SurveyZipQuery,
    response: z.string(),
    download: true,
  }),
};

/** Answering surveys: start steps 2 (initial) and 4 (final), and any survey the student is asked by id (satisfaction). */
export const studentSurveyEndpoints = {
  initial: defineEndpoint({
    method: 'GET',
    path: '/api/student/initial_survey',
    summary: 'Start step 2: the initial survey to answer (null when none is open), and whether the step waits on it',
    response: StartSurvey,
  }),
  answerInitial: defineEndpoint({
    method: 'POST',
    path: '/api/student/initial_survey',
    summary: 'Answer the initial survey (a required question left empty is refused)',
    body: SurveyAnswerBody,
    response: SurveyAnswerResult,
    status: 201,
  }),
  final: defineEndpoint({
    method: 'GET',
    path: '/api/student/final_survey',
    summary: 'Start step 4: the final survey, due once the course is completed and until it is answered (final_input_flg)',
    response: StartSurvey,
  }),
  answerFinal: defineEndpoint({
    method: 'POST',
    path: '/api/student/final_survey',
    summary: 'Answer the final survey once the course is completed (final_input_flg becomes 1)',
    body: SurveyAnswerBody,
    response: SurveyAnswerResult,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/:id`,
    summary: 'A survey the student is asked, with its questions and whether they answered it',
    params: IdParams,
    response: StudentSurvey,
    tenantScope: { id: 'survey' },
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/:id/answer`,
    summary: 'Answer a survey once (a required question left empty is refused; a second answer is refused)',
    params: IdParams,
    body: SurveyAnswerBody,
    response: SurveyAnswerResult,
    status: 201,
    tenantScope: { id: 'survey' },
  }),
};

/** Surveys for a client company: its own students' response figures, shown from 5 respondents. */
export const companySurveyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/company/survey',
    summary: 'The surveys the company’s students are asked, with the company’s response rate',
    query: CompanySurveyQuery,
    response: listResponseOf(CompanySurveyItem),
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/api/company/survey/:id/result',
    summary: 'One survey’s figures over the company’s own students (refused under 5 respondents); texts without names',
    params: IdParams,
    response: CompanySurveyResults,
    tenantScope: { id: 'survey' },
  }),
};
