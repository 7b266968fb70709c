import { serviceOf } from '../../platform/service-methods.ts';
import { createSurvey, deleteSurvey, getSurvey, listSurveys, surveyHistory, updateSurvey } from './survey-admin.service.ts';
import {
  answerFinalSurvey,
  answerInitialSurvey,
  answerStudentSurvey,
  getFinalSurvey,
  getInitialSurvey,
  getStudentSurvey,
  initialSurveyDone,
} from './survey-answering.service.ts';
import { surveyDepsOf, type SurveyServiceDeps } from './survey-context.ts';
import { companySurveyResults, listCompanySurveys, listNonResponders, remindNonResponders, surveyCsvZip, surveyResults } from './survey-results.service.ts';

export type SurveyService = ReturnType<typeof createSurveyService>;

/**
 * Surveys (decision 049): staff write surveys of three types with their questions, read the figures,
 * remind who has not answered and download the answers; students answer once (start steps 2 and 4,
 * and surveys asked by id); a company reads its own students' figures from 5 respondents.
 *
 * Each method is a named export of the file of its part, taking the service's dependencies first:
 *   survey-admin.service.ts      surveys and their questions (section `survey`)
 *   survey-answering.service.ts  which survey applies to a student, and their answers
 *   survey-results.service.ts    figures, non-responders, reminders and the CSV zip; a company's view
 */
export function createSurveyService(serviceDeps: SurveyServiceDeps) {
  return serviceOf(surveyDepsOf(serviceDeps), {
    // staff
    listSurveys,
    getSurvey,
    surveyHistory,
    createSurvey,
    updateSurvey,
    deleteSurvey,
    surveyResults,
    listNonResponders,
    remindNonResponders,
    surveyCsvZip,
    // the student
    initialSurveyDone,
    getInitialSurvey,
    answerInitialSurvey,
    getFinalSurvey,
    answerFinalSurvey,
    getStudentSurvey,
    answerStudentSurvey,
    // a company user
    listCompanySurveys,
    companySurveyResults,
  });
}
