import type { StartSurvey, StudentSurvey, SurveyAnswerBody, SurveyAnswerResult } from '@manabiya/domain/contracts/surveys';
import { enrolmentStateOf } from '@manabiya/domain/contracts/learning';
import { SURVEY_QUESTION_KIND, SURVEY_SCALE, SURVEY_TYPE, type SurveyType } from '@manabiya/domain/enums/surveys';
import { todayIn } from '@manabiya/domain/zoned-time';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { SURVEY_MESSAGES, type SurveyDeps } from './survey-context.ts';
import * as answers from './survey-responses.repository.ts';
import { presentStudentSurvey, surveyStateOf } from './surveys.presenter.ts';
import * as repo from './surveys.repository.ts';

/*
 * The surveys service's student part: which survey applies to a student (decision 049), a survey as
 * they answer it, and their answers, given once.
 */

async function standingOf(deps: SurveyDeps, studentId: number): Promise<answers.StudentStanding> {
  const standing = await answers.findStudentStanding(deps.db, studentId, deps.progress.finishedCourseOf);
  if (!standing) throw notFound('アカウントが見つかりません。もう一度ログインしてください。');
  return standing;
}

/**
 * Whether the student completed their course, by the enrolment rule of decision 043: graduated (any
 * of the graduated statuses), or taking it with every step done. A retired student has not.
 */
function completedCourse(deps: SurveyDeps, standing: answers.StudentStanding): boolean {
  const state = enrolmentStateOf({ status: standing.status, endDate: null, finished: standing.finished_course, today: todayIn(deps.config.DISPLAY_TIME_ZONE, deps.now()) });
  return state === 'graduated' || state === 'completed';
}

async function studentSurveyOf(deps: SurveyDeps, surveyId: number, studentId: number): Promise<StudentSurvey> {
  const row = await repo.findSurvey(deps.db, surveyId);
  if (!row) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  const [questions, answered] = await Promise.all([repo.questionsOf(deps.db, surveyId), answers.hasAnswered(deps.db, surveyId, studentId)]);
  return presentStudentSurvey(row, questions, answered);
}

/** The survey of a start step for the student (the newest open one of the type for their course), or undefined. */
async function stepSurveyId(deps: SurveyDeps, standing: answers.StudentStanding, type: SurveyType): Promise<number | undefined> {
  return answers.openSurveyOfType(deps.db, type, standing.course_id, deps.now());
}

/**
 * Whether start step 2 is done for the student: no initial survey applies to them now, or they
 * answered the one that does (the onboarding flow asks this).
 */
export async function initialSurveyDone(deps: SurveyDeps, studentId: number): Promise<boolean> {
  const surveyId = await stepSurveyId(deps, await standingOf(deps, studentId), SURVEY_TYPE.initial);
  return surveyId === undefined || (await answers.hasAnswered(deps.db, surveyId, studentId));
}

/** Start step 2: the initial survey to answer, and whether the step waits on it. */
export async function getInitialSurvey(deps: SurveyDeps, studentId: number): Promise<StartSurvey> {
  const surveyId = await stepSurveyId(deps, await standingOf(deps, studentId), SURVEY_TYPE.initial);
  if (surveyId === undefined) return { survey: null, due: false };
  const survey = await studentSurveyOf(deps, surveyId, studentId);
  return { survey, due: !survey.answered };
}

/** Start step 4: the final survey, due once the course is completed, until answered (and final_input_flg is set). */
export async function getFinalSurvey(deps: SurveyDeps, studentId: number): Promise<StartSurvey> {
  const standing = await standingOf(deps, studentId);
  const surveyId = await stepSurveyId(deps, standing, SURVEY_TYPE.final);
  if (surveyId === undefined) return { survey: null, due: false };
  const survey = await studentSurveyOf(deps, surveyId, studentId);
  return { survey, due: completedCourse(deps, standing) && standing.final_input_flg === 0 && !survey.answered };
}

export async function answerInitialSurvey(deps: SurveyDeps, studentId: number, body: SurveyAnswerBody): Promise<SurveyAnswerResult> {
  const standing = await standingOf(deps, studentId);
  const surveyId = await stepSurveyId(deps, standing, SURVEY_TYPE.initial);
  if (surveyId === undefined) throw conflict(SURVEY_MESSAGES.noInitialSurvey);
  return answer(deps, standing, surveyId, body);
}

/** Answers the final survey and sets final_input_flg, in one transaction; refused before the course is completed. */
export async function answerFinalSurvey(deps: SurveyDeps, studentId: number, body: SurveyAnswerBody): Promise<SurveyAnswerResult> {
  const standing = await standingOf(deps, studentId);
  const surveyId = await stepSurveyId(deps, standing, SURVEY_TYPE.final);
  if (surveyId === undefined) throw conflict(SURVEY_MESSAGES.noFinalSurvey);
  if (!completedCourse(deps, standing)) throw conflict(SURVEY_MESSAGES.courseNotCompleted);
  return answer(deps, standing, surveyId, body);
}

/** A published survey for the student's course (closed ones too, to show they are), with their questions and whether they answered. */
export async function getStudentSurvey(deps: SurveyDeps, studentId: number, surveyId: number): Promise<StudentSurvey> {
  const standing = await standingOf(deps, studentId);
  if ((await answers.applicableSurveyId(deps.db, surveyId, standing.course_id)) === undefined) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  return studentSurveyOf(deps, surveyId, studentId);
}

export async function answerStudentSurvey(deps: SurveyDeps, studentId: number, surveyId: number, body: SurveyAnswerBody): Promise<SurveyAnswerResult> {
  const standing = await standingOf(deps, studentId);
  if ((await answers.applicableSurveyId(deps.db, surveyId, standing.course_id)) === undefined) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  return answer(deps, standing, surveyId, body);
}

/**
 * Checks the answers against the survey's questions: each names a question of the survey once and
 * fits its kind (single: one option of it; multiple: one or more; scale: 1–5; text: not empty); every
 * required question has one. Refuses with 400 naming each question (`answers.{question id}`).
 */
export function checkedAnswers(questions: readonly repo.QuestionRow[], body: SurveyAnswerBody): answers.AnswerValues[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const problems: Record<string, string> = {};
  const given = new Map<number, answers.AnswerValues>();
  for (const value of body.answers) {
    const field = `answers.${value.question_id}`;
    const question = byId.get(value.question_id);
    if (!question) {
      problems[field] = SURVEY_MESSAGES.unknownQuestion;
      continue;
    }
    if (given.has(question.id)) {
      problems[field] = SURVEY_MESSAGES.answeredTwice;
      continue;
    }
    const keys = [...new Set(value.option_keys ?? [])];
    const text = value.text?.trim() ?? '';
    const empty = keys.length === 0 && value.scale === undefined && text === '';
    // An empty answer is no answer: a required question is then reported as missing below.
    if (empty) continue;
    const problem = answerProblem(question, keys, value.scale, text);
    if (problem) problems[field] = problem;
    else
      given.set(question.id, {
        question_id: question.id,
        option_keys: question.kind === SURVEY_QUESTION_KIND.single || question.kind === SURVEY_QUESTION_KIND.multiple ? keys.sort((a, b) => a - b) : null,
        scale: question.kind === SURVEY_QUESTION_KIND.scale ? value.scale! : null,
        text: question.kind === SURVEY_QUESTION_KIND.text ? text : null,
      });
  }
  const missing = questions.filter((question) => question.required && !given.has(question.id) && !problems[`answers.${question.id}`]);
  for (const question of missing) problems[`answers.${question.id}`] = SURVEY_MESSAGES.requiredMissing;
  if (Object.keys(problems).length > 0) {
    const onlyMissing = Object.values(problems).every((message) => message === SURVEY_MESSAGES.requiredMissing);
    throw badRequest(onlyMissing ? SURVEY_MESSAGES.requiredMissing : SURVEY_MESSAGES.invalidAnswers, problems);
  }
  return [...given.values()];
}

function answerProblem(question: repo.QuestionRow, keys: number[], scale: number | undefined, text: string): string | undefined {
  const optionKeys = new Set(question.options.map((option) => option.key));
  switch (question.kind) {
    case SURVEY_QUESTION_KIND.single:
    case SURVEY_QUESTION_KIND.multiple:
      if (scale !== undefined || text !== '') return SURVEY_MESSAGES.wrongKind;
      if (keys.some((key) => !optionKeys.has(key))) return SURVEY_MESSAGES.optionNotInQuestion;
      if (question.kind === SURVEY_QUESTION_KIND.single && keys.length !== 1) return SURVEY_MESSAGES.chooseOne;
      return keys.length === 0 ? SURVEY_MESSAGES.chooseSome : undefined;
    case SURVEY_QUESTION_KIND.scale:
      if (keys.length > 0 || text !== '') return SURVEY_MESSAGES.wrongKind;
      return scale === undefined || scale < SURVEY_SCALE.min || scale > SURVEY_SCALE.max ? SURVEY_MESSAGES.scaleOutOfRange : undefined;
    case SURVEY_QUESTION_KIND.text:
      if (keys.length > 0 || scale !== undefined) return SURVEY_MESSAGES.wrongKind;
      return text === '' ? SURVEY_MESSAGES.textEmpty : undefined;
  }
}

/**
 * Records the student's answers to an open survey, once. In one transaction: the respondent row
 * (whose primary key refuses a second answer, even one sent at the same moment), the response — with
 * no student on an anonymous survey, only the company and the day — and its answers; answering the
 * final survey sets final_input_flg.
 */
async function answer(deps: SurveyDeps, standing: answers.StudentStanding, surveyId: number, body: SurveyAnswerBody): Promise<SurveyAnswerResult> {
  const survey = await repo.findSurvey(deps.db, surveyId);
  if (!survey) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  const now = deps.now();
  const state = surveyStateOf(survey, now);
  if (state === 'scheduled') throw conflict(SURVEY_MESSAGES.notOpenYet);
  if (state === 'closed') throw conflict(SURVEY_MESSAGES.closed);
  if (await answers.hasAnswered(deps.db, surveyId, standing.id)) throw conflict(SURVEY_MESSAGES.alreadyAnswered);
  const values = checkedAnswers(await repo.questionsOf(deps.db, surveyId), body);
  await deps.db.transaction(async (tx) => {
    if (!(await answers.insertRespondent(tx, surveyId, standing.id, now))) throw conflict(SURVEY_MESSAGES.alreadyAnswered);
    const answeredOn = todayIn(deps.config.DISPLAY_TIME_ZONE, now);
    await answers.insertResponse(tx, { surveyId, studentId: survey.anonymous ? null : standing.id, companyId: standing.company_id, answeredOn }, values);
    if (survey.type === SURVEY_TYPE.final) await deps.profiles.markFinalInputDone(tx, standing.id);
  });
  return { survey_id: surveyId, answered_at: now.toISOString() };
}
