import type { SurveyListQuery } from '@manabiya/domain/contracts/surveys';
import type { PublishStatus } from '@manabiya/domain/enums/information';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { SurveyQuestionKind, SurveyType } from '@manabiya/domain/enums/surveys';
import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { courses } from '../../db/schema/courses.ts';
import { students } from '../../db/schema/students.ts';
import { surveyQuestions, surveyRespondents, surveys } from '../../db/schema/surveys.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

/* Surveys and their questions as staff write them, and who a survey is for (decision 049). */

/**
 * The one rule of whom a survey is for: students whose account is active and who have not retired,
 * of the survey's course — of any course when it names none. `courseId` is the survey's course: a
 * number, null, or the column of a query over surveys. Every count of targets reads it.
 */
export function isSurveyTarget(courseId: number | null | AnyPgColumn): SQL {
  const ofCourse =
    typeof courseId === 'number' ? eq(students.course_id, courseId) : courseId === null ? undefined : sql`(${courseId} is null or ${students.course_id} = ${courseId})`;
  return and(eq(students.active, true), ne(students.status, STUDENT_STATUS.retired), ofCourse)!;
}

/** The stored settings of a survey, as a write sets them. */
export interface SurveyValues {
  type: SurveyType;
  title: string;
  description: string | null;
  anonymous: boolean;
  course_id: number | null;
  opens_at: Date | null;
  closes_at: Date | null;
  publish_status: PublishStatus;
}

export const settingColumns = {
  id: surveys.id,
  type: surveys.type,
  title: surveys.title,
  description: surveys.description,
  anonymous: surveys.anonymous,
  course_id: surveys.course_id,
  opens_at: surveys.opens_at,
  closes_at: surveys.closes_at,
  publish_status: surveys.publish_status,
};

// eq() names both columns with their tables, so the subquery reads the outer survey's id whatever the outer select.
const itemColumns = {
  ...settingColumns,
  course_name: courses.name,
  question_count: sql<number>`(select count(*)::int from ${surveyQuestions} where ${eq(surveyQuestions.survey_id, surveys.id)})`.mapWith(Number),
  response_count: sql<number>`(select count(*)::int from ${surveyRespondents} where ${eq(surveyRespondents.survey_id, surveys.id)})`.mapWith(Number),
  target_count: sql<number>`(select count(*)::int from ${students} where ${isSurveyTarget(surveys.course_id)})`.mapWith(Number),
  created_at: surveys.created_at,
  updated_at: surveys.updated_at,
};

export type SurveyRow = NonNullable<Awaited<ReturnType<typeof findSurvey>>>;
export type SurveySettingsRow = NonNullable<Awaited<ReturnType<typeof lockSurveyForChange>>>;

function selectItems(db: Db) {
  return db.select(itemColumns).from(surveys).leftJoin(courses, eq(courses.id, surveys.course_id)).$dynamic();
}

export type SurveyFilters = Omit<SurveyListQuery, 'page' | 'page_size'>;

function surveyWhere(filters: SurveyFilters): SQL | undefined {
  return and(
    searchColumns(filters.q, [surveys.title]),
    equalsWhenGiven(surveys.type, filters.type),
    equalsWhenGiven(surveys.publish_status, filters.publish_status),
    equalsWhenGiven(surveys.course_id, filters.course_id),
  );
}

/** The surveys matching the filters: a window of them in the order asked, and how many match. */
export function listSurveys(db: Db, filters: SurveyFilters) {
  const where = surveyWhere(filters);
  const order = orderByColumn(itemColumns[filters.sort ?? 'id'], filters.order, surveys.id);
  return {
    rows: (window?: RowWindow) => inWindow(selectItems(db).where(where).orderBy(...order), window),
    total: () => db.$count(surveys, where),
  };
}

export async function findSurvey(db: Db, id: number) {
  const [row] = await selectItems(db).where(eq(surveys.id, id));
  return row;
}

/** Surveys by id, in no particular order (the zip's). */
export function findSurveys(db: Db, ids: readonly number[]) {
  return selectItems(db).where(inArray(surveys.id, [...ids]));
}

/**
 * The stored settings of a survey, locked for a change of it (replace, delete): `for update` also
 * waits for answers being written (their rows reference the survey) and holds new ones back, so the
 * count of answers the change reads stays true until it commits.
 */
export async function lockSurveyForChange(db: Db, id: number) {
  const [row] = await db.select(settingColumns).from(surveys).where(eq(surveys.id, id)).for('update');
  return row;
}

/**
 * The stored settings of a survey, locked for a reminder run: runs wait for each other, while
 * students' answers (whose rows only reference the survey) go on.
 */
export async function lockSurveyForReminders(db: Db, id: number) {
  const [row] = await db.select(settingColumns).from(surveys).where(eq(surveys.id, id)).for('no key update');
  return row;
}

export async function insertSurvey(db: Db, values: SurveyValues): Promise<number> {
  const [row] = await db.insert(surveys).values(values).returning({ id: surveys.id });
  return row!.id;
}

export async function updateSurvey(db: Db, id: number, values: SurveyValues): Promise<void> {
  await db.update(surveys).set(values).where(eq(surveys.id, id));
}

export async function deleteSurvey(db: Db, id: number): Promise<void> {
  await db.delete(surveys).where(eq(surveys.id, id));
}

export async function responseCountOf(db: Db, surveyId: number): Promise<number> {
  return db.$count(surveyRespondents, eq(surveyRespondents.survey_id, surveyId));
}

export async function courseExists(db: Db, id: number): Promise<boolean> {
  return (await db.$count(courses, eq(courses.id, id))) > 0;
}

// ───────────── Questions ─────────────

/** A question as stored: its place, kind, text, options with their keys 1…n, whether it must be answered. */
export interface QuestionValues {
  position: number;
  kind: SurveyQuestionKind;
  body: string;
  options: Array<{ key: number; text: string }>;
  required: boolean;
}

export const questionColumns = {
  id: surveyQuestions.id,
  survey_id: surveyQuestions.survey_id,
  position: surveyQuestions.position,
  kind: surveyQuestions.kind,
  body: surveyQuestions.body,
  options: surveyQuestions.options,
  required: surveyQuestions.required,
};

export type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

/** A survey's questions in order. */
export function questionsOf(db: Db, surveyId: number) {
  return db
    .select(questionColumns)
    .from(surveyQuestions)
    .where(eq(surveyQuestions.survey_id, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
}

/** The questions of several surveys, each survey's in order. */
export function questionsOfSurveys(db: Db, surveyIds: readonly number[]) {
  return db
    .select(questionColumns)
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.survey_id, [...surveyIds]))
    .orderBy(asc(surveyQuestions.survey_id), asc(surveyQuestions.position), asc(surveyQuestions.id));
}

export async function insertQuestions(db: Db, surveyId: number, questions: readonly QuestionValues[]): Promise<void> {
  if (questions.length === 0) return;
  await db.insert(surveyQuestions).values(questions.map((question) => ({ ...question, survey_id: surveyId })));
}

export async function updateQuestion(db: Db, id: number, values: QuestionValues): Promise<void> {
  await db.update(surveyQuestions).set(values).where(eq(surveyQuestions.id, id));
}

/** Deletes the survey's questions other than those kept. */
export async function deleteQuestionsExcept(db: Db, surveyId: number, keptIds: readonly number[]): Promise<void> {
  await db
    .delete(surveyQuestions)
    .where(and(eq(surveyQuestions.survey_id, surveyId), keptIds.length > 0 ? notInArray(surveyQuestions.id, [...keptIds]) : undefined));
}
