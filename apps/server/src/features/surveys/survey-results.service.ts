import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type {
  CompanySurveyItem,
  CompanySurveyResults,
  NonResponderItem,
  NonResponderQuery,
  SurveyQuestionResult,
  SurveyRemindBody,
  SurveyRemindResult,
  SurveyResultQuery,
  SurveyResults,
} from '@manabiya/domain/contracts/surveys';
import { MIN_COMPANY_RESPONDENTS } from '@manabiya/domain/enums/surveys';
import { todayIn } from '@manabiya/domain/zoned-time';
import type { Readable } from 'node:stream';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { csvStream } from '../../platform/csv.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { SURVEY_MESSAGES, type SurveyDeps } from './survey-context.ts';
import * as answers from './survey-responses.repository.ts';
import { zipStream, type ZipEntry } from './survey-zip.ts';
import {
  answerPathOf,
  buildReminderMail,
  byRateLowestFirst,
  mayRemind,
  presentCompanyRate,
  presentCompanySurvey,
  presentNonResponder,
  presentQuestionResult,
  presentSurvey,
  responseRateOf,
  surveyCsvColumns,
  surveyCsvFilename,
  surveyZipFilename,
  type QuestionFigures,
} from './surveys.presenter.ts';
import * as repo from './surveys.repository.ts';

/*
 * The surveys service's figures: results, non-responders and reminders, the CSV zip for staff; the
 * company's view over its own students.
 */

/** Free-text answers a result shows per question (the CSV has all of them). */
const TEXTS_SHOWN = 200;
/** Responses read per query while a CSV is written. */
const CSV_BATCH = 1_000;

async function surveyOrNotFound(db: Db, id: number): Promise<repo.SurveyRow> {
  const row = await repo.findSurvey(db, id);
  if (!row) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  return row;
}

/** Each question's figures over the survey's responses (of one company's students when given). */
async function questionResults(db: Db, survey: { id: number; anonymous: boolean }, options: { companyId?: number; withNames: boolean }): Promise<SurveyQuestionResult[]> {
  const [questions, answered, optionRows, scales, texts] = await Promise.all([
    repo.questionsOf(db, survey.id),
    answers.answeredPerQuestion(db, survey.id, options.companyId),
    answers.optionCounts(db, survey.id, options.companyId),
    answers.scaleCounts(db, survey.id, options.companyId),
    answers.textAnswers(db, survey.id, { companyId: options.companyId, withNames: options.withNames && !survey.anonymous, limit: TEXTS_SHOWN }),
  ]);
  const figures: QuestionFigures = { answered: new Map(answered.map((row) => [row.question_id, row.answered])), counts: new Map(), texts: new Map() };
  const countOf = (questionId: number) => figures.counts.get(questionId) ?? figures.counts.set(questionId, new Map()).get(questionId)!;
  for (const row of optionRows) countOf(Number(row.question_id)).set(Number(row.key), Number(row.count));
  for (const row of scales) countOf(row.question_id).set(row.scale!, row.count);
  for (const row of texts) {
    const questionId = Number(row.question_id);
    figures.texts.set(questionId, [...(figures.texts.get(questionId) ?? []), row]);
  }
  return questions.map((question) => presentQuestionResult(question, figures));
}

/** A survey's figures: response rate overall and per company (lowest first), and per question; of one company's students when `company_id` is given. */
export async function surveyResults(deps: SurveyDeps, caller: StaffCaller, id: number, query: SurveyResultQuery): Promise<SurveyResults> {
  const survey = await surveyOrNotFound(deps.db, id);
  const companies = (await answers.figuresPerCompany(deps.db, id, survey.course_id, query.company_id)).map(presentCompanyRate).sort(byRateLowestFirst);
  const [targets, responses] =
    query.company_id === undefined
      ? [survey.target_count, survey.response_count]
      : await Promise.all([answers.targetCountOf(deps.db, survey.course_id, query.company_id), answers.responseCountOf(deps.db, id, query.company_id)]);
  return {
    survey: presentSurvey(survey, caller.permissions, deps.now()),
    target_count: targets,
    response_count: responses,
    response_rate: responseRateOf(responses, targets),
    companies,
    questions: await questionResults(deps.db, survey, { companyId: query.company_id, withNames: true }),
  };
}

/** A named survey's targets who have not answered, with the reminders they were sent; refused for an anonymous survey. */
export async function listNonResponders(deps: SurveyDeps, id: number, query: NonResponderQuery): Promise<ListResponse<NonResponderItem>> {
  const survey = await surveyOrNotFound(deps.db, id);
  if (survey.anonymous) throw conflict(SURVEY_MESSAGES.anonymousNoNonResponders);
  const now = deps.now();
  return readPage(query, answers.listNonResponders(deps.db, survey, query), (rows) => rows.map((row) => presentNonResponder(row, now)));
}

/**
 * Mails a reminder to each non-responder (all, or those of `student_ids` who are), skipping those at
 * the cap (3 per student and survey, 24 hours apart). The survey is locked for the run, so reminders
 * sent at the same moment by two staff members count each other's and never pass the cap; the
 * reminders and their mails are written in one transaction, and delivered after it commits.
 */
export async function remindNonResponders(deps: SurveyDeps, id: number, body: SurveyRemindBody): Promise<SurveyRemindResult> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockSurveyForReminders(tx, id);
    if (!locked) throw notFound(SURVEY_MESSAGES.surveyNotFound);
    if (locked.anonymous) throw conflict(SURVEY_MESSAGES.anonymousNoNonResponders);
    const now = deps.now();
    const candidates = await answers.nonRespondersToRemind(tx, locked, body.student_ids);
    const due = candidates.filter((candidate) => mayRemind(candidate, now));
    const link = new URL(answerPathOf(locked), deps.publicUrl).toString();
    const closesAt = locked.closes_at ? locked.closes_at.toLocaleString('ja-JP', { timeZone: deps.config.DISPLAY_TIME_ZONE }) : null;
    await answers.insertReminders(
      tx,
      id,
      due.map((candidate) => candidate.student_id),
      now,
    );
    await deps.mailer.enqueueMany(
      due.map((candidate) => buildReminderMail({ to: candidate.email, studentName: candidate.student_name, productName: deps.config.PRODUCT_NAME, surveyTitle: locked.title, closesAt, link })),
      tx,
    );
    return { sent: due.length, skipped: candidates.length - due.length };
  });
  if (result.sent > 0) deps.mailer.deliverSoon();
  return result;
}

/**
 * A zip of one CSV per survey (in the order asked), each written from batches of its responses as the
 * zip is read: UTF-8 with a BOM, RFC 4180 quoting and formula cells escaped by the platform's CSV
 * writer. Every id must name a survey (404 naming those that do not), before anything is sent.
 */
export async function surveyCsvZip(deps: SurveyDeps, ids: readonly number[]): Promise<{ filename: string; stream: Readable }> {
  const found = new Map((await repo.findSurveys(deps.db, ids)).map((row) => [row.id, row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound(SURVEY_MESSAGES.surveysNotFound.replace('{ids}', missing.join(', ')));
  const questions = await repo.questionsOfSurveys(deps.db, ids);
  // Each CSV is read from the database only when the zip reaches it.
  const entries: ZipEntry[] = ids.map((id) => {
    const survey = found.get(id)!;
    const columns = surveyCsvColumns(
      survey,
      questions.filter((question) => question.survey_id === id),
    );
    return { name: surveyCsvFilename(survey), bytes: csvStream(columns, responseBatches(deps.db, survey)) };
  });
  const now = deps.now();
  return { filename: surveyZipFilename(todayIn(deps.config.DISPLAY_TIME_ZONE, now)), stream: zipStream(entries, now) };
}

/** The survey's responses a batch at a time, each batch read after the last one of the one before. */
async function* responseBatches(db: Db, survey: { id: number; anonymous: boolean }): AsyncGenerator<answers.CsvResponseRow[]> {
  let after: { answered_on: string; id: string } | null = null;
  for (;;) {
    const batch = await answers.responseBatch(db, survey.id, { after, limit: CSV_BATCH, withIdentity: !survey.anonymous });
    if (batch.length > 0) yield batch;
    if (batch.length < CSV_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { answered_on: last.answered_on, id: last.id };
  }
}

// ───────────── A company's view ─────────────

/** The published surveys the company's students are asked, with the company's own figures. */
export function listCompanySurveys(deps: SurveyDeps, companyId: number, query: { page: number; page_size: number; sort: 'id' | 'title'; order: 'asc' | 'desc'; open?: boolean | undefined }): Promise<ListResponse<CompanySurveyItem>> {
  const now = deps.now();
  return readPage(query, answers.listCompanySurveys(deps.db, companyId, query, now), (rows) => rows.map((row) => presentCompanySurvey(row, now, MIN_COMPANY_RESPONDENTS)));
}

/**
 * One survey's figures over the company's own students, texts without names. A survey not asked of
 * its students is not found; one with fewer than 5 of their responses is refused (409), so no one is
 * singled out.
 */
export async function companySurveyResults(deps: SurveyDeps, companyId: number, id: number): Promise<CompanySurveyResults> {
  const row = await answers.findCompanySurvey(deps.db, companyId, id);
  if (!row) throw notFound(SURVEY_MESSAGES.surveyNotFound);
  const survey = presentCompanySurvey(row, deps.now(), MIN_COMPANY_RESPONDENTS);
  if (!survey.results_visible) throw conflict(SURVEY_MESSAGES.tooFewRespondents);
  return { survey, questions: await questionResults(deps.db, { id, anonymous: row.anonymous }, { companyId, withNames: false }) };
}
