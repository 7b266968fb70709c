import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { surveyDeleteRefusal, type SurveyBody, type SurveyDetail, type SurveyItem, type SurveyListQuery } from '@manabiya/domain/contracts/surveys';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { SURVEY_ENTITY, SURVEY_MESSAGES, type SurveyDeps } from './survey-context.ts';
import { presentQuestion, presentSurvey } from './surveys.presenter.ts';
import * as repo from './surveys.repository.ts';

/* The surveys service's staff part: surveys and their questions (section `survey`). */

/** The stored settings of a body: the window's ends become dates. */
function valuesOf(body: SurveyBody): repo.SurveyValues {
  return {
    type: body.type,
    title: body.title,
    description: body.description,
    anonymous: body.anonymous,
    course_id: body.course_id,
    opens_at: body.opens_at === null ? null : new Date(body.opens_at),
    closes_at: body.closes_at === null ? null : new Date(body.closes_at),
    publish_status: body.publish_status,
  };
}

/** A question of the body as stored: its place from 1, its options keyed by their place from 1. */
const questionValuesOf = (question: SurveyBody['questions'][number], index: number): repo.QuestionValues => ({
  position: index + 1,
  kind: question.kind,
  body: question.body,
  options: question.options.map((text, optionIndex) => ({ key: optionIndex + 1, text })),
  required: question.required,
});

const sameQuestion = (stored: repo.QuestionRow, wanted: repo.QuestionValues) =>
  stored.position === wanted.position &&
  stored.kind === wanted.kind &&
  stored.body === wanted.body &&
  stored.required === wanted.required &&
  JSON.stringify(stored.options) === JSON.stringify(wanted.options);

const auditValues = (values: repo.SurveyValues | Omit<repo.SurveySettingsRow, 'id'>) => ({
  ...values,
  opens_at: values.opens_at?.toISOString() ?? null,
  closes_at: values.closes_at?.toISOString() ?? null,
});

const questionsAudit = (questions: ReadonlyArray<repo.QuestionValues & { id?: number }>) =>
  questions.map(({ id, kind, body, options, required }) => ({ id: id ?? null, kind, body, options: options.map((option) => option.text), required }));

async function checkCourse(tx: Db, values: repo.SurveyValues): Promise<void> {
  if (values.course_id !== null && !(await repo.courseExists(tx, values.course_id))) {
    throw badRequest(SURVEY_MESSAGES.courseMissing, { course_id: SURVEY_MESSAGES.courseMissing });
  }
}

async function lockOrNotFound(tx: Db, id: number): Promise<repo.SurveySettingsRow> {
  const row = await repo.lockSurveyForChange(tx, id);
  if (!row) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  return row;
}

export function listSurveys(deps: SurveyDeps, caller: StaffCaller, query: SurveyListQuery): Promise<ListResponse<SurveyItem>> {
  const now = deps.now();
  return readPage(query, repo.listSurveys(deps.db, query), (rows) => rows.map((row) => presentSurvey(row, caller.permissions, now)));
}

export async function getSurvey(deps: SurveyDeps, caller: StaffCaller, id: number): Promise<SurveyDetail> {
  const row = await repo.findSurvey(deps.db, id);
  if (!row) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  const questions = await repo.questionsOf(deps.db, id);
  return { ...presentSurvey(row, caller.permissions, deps.now()), questions: questions.map(presentQuestion) };
}

export async function surveyHistory(deps: SurveyDeps, id: number) {
  if (!(await repo.findSurvey(deps.db, id))) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  return deps.audit.history(SURVEY_ENTITY, id, { kindOfField: { course_id: 'course' }, namesOf: (kind, ids) => deps.courses.namesOfRecords(kind, ids) });
}

export async function createSurvey(deps: SurveyDeps, caller: StaffCaller, body: SurveyBody): Promise<SurveyDetail> {
  const values = valuesOf(body);
  const questions = body.questions.map(questionValuesOf);
  if (body.questions.some((question) => question.id !== undefined)) {
    throw badRequest(SURVEY_MESSAGES.questionNotInSurvey, { questions: SURVEY_MESSAGES.questionNotInSurvey });
  }
  const id = await deps.db.transaction(async (tx) => {
    await checkCourse(tx, values);
    const surveyId = await repo.insertSurvey(tx, values);
    await repo.insertQuestions(tx, surveyId, questions);
    await deps.audit.record(tx, { staffId: caller.id, entityType: SURVEY_ENTITY, entityId: surveyId, after: { ...auditValues(values), questions: questionsAudit(questions) } });
    return surveyId;
  });
  return getSurvey(deps, caller, id);
}

/**
 * Replaces a survey's settings and questions. A question named by `id` is kept (and edited), one
 * without is added, one left out is removed; positions and option keys follow the body's order.
 * Once a student answered, the questions and the anonymity are fixed (the answers were given to
 * them): a body that changes either is refused with 409, one that repeats them changes the settings.
 */
export async function updateSurvey(deps: SurveyDeps, caller: StaffCaller, id: number, body: SurveyBody): Promise<SurveyDetail> {
  const values = valuesOf(body);
  await deps.db.transaction(async (tx) => {
    const { id: _id, ...before } = await lockOrNotFound(tx, id);
    await checkCourse(tx, values);
    const stored = await repo.questionsOf(tx, id);
    const storedById = new Map(stored.map((question) => [question.id, question]));
    const foreign = body.questions.flatMap((question, index) => (question.id !== undefined && !storedById.has(question.id) ? [index] : []));
    if (foreign.length > 0) {
      throw badRequest(SURVEY_MESSAGES.questionNotInSurvey, Object.fromEntries(foreign.map((index) => [`questions.${index}.id`, SURVEY_MESSAGES.questionNotInSurvey])));
    }
    const wanted = body.questions.map((question, index) => ({ id: question.id, ...questionValuesOf(question, index) }));
    const unchanged =
      wanted.length === stored.length && wanted.every((question, index) => question.id === stored[index]!.id && sameQuestion(stored[index]!, question));
    if (!unchanged || before.anonymous !== values.anonymous) {
      if ((await repo.responseCountOf(tx, id)) > 0) throw conflict(unchanged ? SURVEY_MESSAGES.anonymityFixed : SURVEY_MESSAGES.questionsFixed);
    }
    await repo.updateSurvey(tx, id, values);
    if (!unchanged) {
      await repo.deleteQuestionsExcept(
        tx,
        id,
        wanted.flatMap((question) => (question.id === undefined ? [] : [question.id])),
      );
      for (const { id: questionId, ...question } of wanted) {
        if (questionId === undefined) await repo.insertQuestions(tx, id, [question]);
        else if (!sameQuestion(storedById.get(questionId)!, question)) await repo.updateQuestion(tx, questionId, question);
      }
    }
    await deps.audit.record(tx, {
      staffId: caller.id,
      entityType: SURVEY_ENTITY,
      entityId: id,
      before: { ...auditValues(before), questions: questionsAudit(stored) },
      after: { ...auditValues(values), questions: questionsAudit(wanted) },
    });
  });
  return getSurvey(deps, caller, id);
}

/** Deletes a survey with its questions; refused once a student answered it (their answers would go). */
export async function deleteSurvey(deps: SurveyDeps, caller: StaffCaller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { id: _id, ...before } = await lockOrNotFound(tx, id);
    const refusal = surveyDeleteRefusal(caller.permissions, { response_count: await repo.responseCountOf(tx, id) });
    if (refusal === 'forbidden') throw forbidden();
    if (refusal === 'has_responses') throw conflict(SURVEY_MESSAGES.hasResponses);
    await repo.deleteSurvey(tx, id);
    await deps.audit.record(tx, { staffId: caller.id, entityType: SURVEY_ENTITY, entityId: id, before: auditValues(before) });
  });
}
