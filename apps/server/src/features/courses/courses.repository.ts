import type { CourseListQuery, CurriculumListQuery, StepListQuery } from '@manabiya/domain/contracts/courses';
import type { IdName } from '@manabiya/domain/contracts/common';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { and, asc, count, eq, inArray, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { courseCurricula, courses, curricula, stepAttachments, stepMovies, steps } from '../../db/schema/courses.ts';
import { movies } from '../../db/schema/movies.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

/*
 * Correlated counts and sums, spelled with explicit aliases: Drizzle leaves column names unqualified
 * in a query without joins, and an unqualified "id" inside a subquery would be the inner table's own.
 */
const COURSES = sql.identifier('courses');
const CURRICULA = sql.identifier('curricula');
const STEPS = sql.identifier('steps');

const courseCurriculumCount = sql<number>`(select count(*) from ${courseCurricula} as cc where cc.course_id = ${COURSES}.id)::int`;
const courseStudentCount = sql<number>`(select count(*) from ${students} as st where st.course_id = ${COURSES}.id)::int`;
const courseNormalDays = sql<number>`(select coalesce(sum(cc.normal_days), 0) from ${courseCurricula} as cc where cc.course_id = ${COURSES}.id)::int`;
const courseIntensiveDays = sql<number>`(select coalesce(sum(cc.intensive_days), 0) from ${courseCurricula} as cc where cc.course_id = ${COURSES}.id)::int`;

const curriculumStepCount = sql<number>`(select count(*) from ${steps} as s where s.curriculum_id = ${CURRICULA}.id)::int`;
const curriculumPublishedStepCount = sql<number>`(select count(*) from ${steps} as s where s.curriculum_id = ${CURRICULA}.id and s.publish_status = ${PUBLISH_STATUS.public})::int`;
const curriculumStandardHours = sql<number>`(select coalesce(sum(s.standard_hours), 0) from ${steps} as s where s.curriculum_id = ${CURRICULA}.id)::float8`;
const curriculumCourseCount = sql<number>`(select count(*) from ${courseCurricula} as cc where cc.curriculum_id = ${CURRICULA}.id)::int`;

const stepMovieCount = sql<number>`(select count(*) from ${stepMovies} as sm where sm.step_id = ${STEPS}.id)::int`;
const stepAttachmentCount = sql<number>`(select count(*) from ${stepAttachments} as sa where sa.step_id = ${STEPS}.id)::int`;

// ───────────── Courses ─────────────

export type CourseFilters = Omit<CourseListQuery, 'page' | 'page_size'>;

export interface CourseValues {
  name: string;
  description: string | null;
  mode: 0 | 1;
  publish_status: 0 | 1;
  sequential: boolean;
}

export interface CourseCurriculumValues {
  curriculum_id: number;
  normal_days: number;
  intensive_days: number;
}

const courseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  mode: courses.mode,
  publish_status: courses.publish_status,
  sequential: courses.sequential,
  curriculum_count: courseCurriculumCount,
  student_count: courseStudentCount,
  normal_days: courseNormalDays,
  intensive_days: courseIntensiveDays,
  created_at: courses.created_at,
  updated_at: courses.updated_at,
};

const COURSE_SORT: Record<NonNullable<CourseFilters['sort']>, AnyColumn | SQL> = {
  id: courses.id,
  name: courses.name,
  mode: courses.mode,
  publish_status: courses.publish_status,
  curriculum_count: courseCurriculumCount,
  student_count: courseStudentCount,
  created_at: courses.created_at,
  updated_at: courses.updated_at,
};

function courseWhere(filters: Omit<CourseFilters, 'sort' | 'order'>): SQL | undefined {
  return and(
    searchColumns(filters.q, [courses.name, courses.description]),
    filters.publish_status === undefined ? undefined : eq(courses.publish_status, filters.publish_status),
    filters.mode === undefined ? undefined : eq(courses.mode, filters.mode),
  );
}

export function listCourses(db: Db, filters: CourseFilters, page: RowWindow) {
  return db
    .select(courseColumns)
    .from(courses)
    .where(courseWhere(filters))
    .orderBy(...orderByColumn(COURSE_SORT[filters.sort ?? 'id'], filters.order, courses.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCourses(db: Db, filters: CourseFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(courses).where(courseWhere(filters));
  return row?.total ?? 0;
}

export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
  return row;
}

/** The stored fields of a course, locked for the write that follows (a concurrent edit, delete or assignment waits). */
export async function lockCourse(tx: Db, id: number): Promise<(CourseValues & { id: number }) | undefined> {
  const [row] = await tx
    .select({
      id: courses.id,
      name: courses.name,
      description: courses.description,
      mode: courses.mode,
      publish_status: courses.publish_status,
      sequential: courses.sequential,
    })
    .from(courses)
    .where(eq(courses.id, id))
    .for('update');
  return row;
}

/** The curricula of courses in order, with their step figures. */
export function curriculaOfCourses(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      course_id: courseCurricula.course_id,
      curriculum_id: courseCurricula.curriculum_id,
      name: curricula.name,
      description: curricula.description,
      publish_status: curricula.publish_status,
      position: courseCurricula.position,
      normal_days: courseCurricula.normal_days,
      intensive_days: courseCurricula.intensive_days,
      step_count: curriculumStepCount,
      published_step_count: curriculumPublishedStepCount,
      standard_hours: curriculumStandardHours,
    })
    .from(courseCurricula)
    .innerJoin(curricula, eq(curricula.id, courseCurricula.curriculum_id))
    .where(inArray(courseCurricula.course_id, courseIds))
    .orderBy(asc(courseCurricula.course_id), asc(courseCurricula.position));
}

/** The list a course's editor saved, as the audit trail records it. */
export async function curriculumEntriesOf(db: Db, courseId: number): Promise<CourseCurriculumValues[]> {
  return db
    .select({ curriculum_id: courseCurricula.curriculum_id, normal_days: courseCurricula.normal_days, intensive_days: courseCurricula.intensive_days })
    .from(courseCurricula)
    .where(eq(courseCurricula.course_id, courseId))
    .orderBy(asc(courseCurricula.position));
}

export async function insertCourse(tx: Db, values: CourseValues): Promise<number> {
  const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(tx: Db, id: number, values: CourseValues): Promise<void> {
  await tx.update(courses).set(values).where(eq(courses.id, id));
}

export async function deleteCourse(tx: Db, id: number): Promise<void> {
  await tx.delete(courses).where(eq(courses.id, id));
}

/** Replaces a course's curricula list: positions 1… in the given order. */
export async function replaceCourseCurricula(tx: Db, courseId: number, entries: CourseCurriculumValues[]): Promise<void> {
  await tx.delete(courseCurricula).where(eq(courseCurricula.course_id, courseId));
  if (entries.length === 0) return;
  await tx.insert(courseCurricula).values(entries.map((entry, index) => ({ ...entry, course_id: courseId, position: index + 1 })));
}

export async function studentCountOfCourse(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(students).where(eq(students.course_id, courseId));
  return row?.total ?? 0;
}

export async function courseExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  return row !== undefined;
}

// ───────────── Curricula ─────────────

export type CurriculumFilters = Omit<CurriculumListQuery, 'page' | 'page_size'>;

export interface CurriculumValues {
  name: string;
  description: string | null;
  publish_status: 0 | 1;
}

const curriculumColumns = {
  id: curricula.id,
  name: curricula.name,
  description: curricula.description,
  publish_status: curricula.publish_status,
  step_count: curriculumStepCount,
  published_step_count: curriculumPublishedStepCount,
  standard_hours: curriculumStandardHours,
  course_count: curriculumCourseCount,
  created_at: curricula.created_at,
  updated_at: curricula.updated_at,
};

const CURRICULUM_SORT: Record<NonNullable<CurriculumFilters['sort']>, AnyColumn | SQL> = {
  id: curricula.id,
  name: curricula.name,
  publish_status: curricula.publish_status,
  step_count: curriculumStepCount,
  course_count: curriculumCourseCount,
  created_at: curricula.created_at,
  updated_at: curricula.updated_at,
};

function curriculumWhere(filters: Omit<CurriculumFilters, 'sort' | 'order'>): SQL | undefined {
  return and(
    searchColumns(filters.q, [curricula.name, curricula.description]),
    filters.publish_status === undefined ? undefined : eq(curricula.publish_status, filters.publish_status),
    filters.course_id === undefined
      ? undefined
      : sql`exists (select 1 from ${courseCurricula} as cc where cc.curriculum_id = ${CURRICULA}.id and cc.course_id = ${filters.course_id})`,
  );
}

export function listCurricula(db: Db, filters: CurriculumFilters, page: RowWindow) {
  return db
    .select(curriculumColumns)
    .from(curricula)
    .where(curriculumWhere(filters))
    .orderBy(...orderByColumn(CURRICULUM_SORT[filters.sort ?? 'id'], filters.order, curricula.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countCurricula(db: Db, filters: CurriculumFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(curricula).where(curriculumWhere(filters));
  return row?.total ?? 0;
}

export type CurriculumRow = Awaited<ReturnType<typeof listCurricula>>[number];

export async function findCurriculum(db: Db, id: number): Promise<CurriculumRow | undefined> {
  const [row] = await db.select(curriculumColumns).from(curricula).where(eq(curricula.id, id));
  return row;
}

/**
 * The stored fields of a curriculum, locked: every change to its steps' set or order takes this lock
 * first, so concurrent creates, deletes and reorders of one curriculum run one after another.
 */
export async function lockCurriculum(tx: Db, id: number): Promise<(CurriculumValues & { id: number }) | undefined> {
  const [row] = await tx
    .select({ id: curricula.id, name: curricula.name, description: curricula.description, publish_status: curricula.publish_status })
    .from(curricula)
    .where(eq(curricula.id, id))
    .for('update');
  return row;
}

/** Which of these curricula exist. */
export async function existingCurriculumIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: curricula.id }).from(curricula).where(inArray(curricula.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertCurriculum(tx: Db, values: CurriculumValues): Promise<number> {
  const [row] = await tx.insert(curricula).values(values).returning({ id: curricula.id });
  return row!.id;
}

export async function updateCurriculum(tx: Db, id: number, values: CurriculumValues): Promise<void> {
  await tx.update(curricula).set(values).where(eq(curricula.id, id));
}

export async function deleteCurriculum(tx: Db, id: number): Promise<void> {
  await tx.delete(curricula).where(eq(curricula.id, id));
}

/** The courses listing a curriculum, by name. */
export function coursesUsingCurriculum(db: Db, curriculumId: number): Promise<IdName[]> {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(courseCurricula)
    .innerJoin(courses, eq(courses.id, courseCurricula.course_id))
    .where(eq(courseCurricula.curriculum_id, curriculumId))
    .orderBy(asc(courses.name), asc(courses.id));
}

/** The ids of the courses listing any of these curricula. */
export async function courseIdsOfCurricula(db: Db, curriculumIds: number[]): Promise<number[]> {
  if (curriculumIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: courseCurricula.course_id })
    .from(courseCurricula)
    .where(inArray(courseCurricula.curriculum_id, curriculumIds))
    .orderBy(asc(courseCurricula.course_id));
  return rows.map((row) => row.id);
}

// ───────────── Steps ─────────────

export type StepFilters = Omit<StepListQuery, 'page' | 'page_size'>;

export interface StepValues {
  title: string;
  step_type: 0 | 1;
  body: string;
  standard_hours: number;
  publish_status: 0 | 1;
}

const stepSummaryColumns = {
  id: steps.id,
  curriculum_id: steps.curriculum_id,
  position: steps.position,
  title: steps.title,
  step_type: steps.step_type,
  publish_status: steps.publish_status,
  standard_hours: steps.standard_hours,
  movie_count: stepMovieCount,
  attachment_count: stepAttachmentCount,
  updated_at: steps.updated_at,
};

const STEP_SORT: Record<NonNullable<StepFilters['sort']>, AnyColumn | SQL> = {
  position: steps.position,
  id: steps.id,
  title: steps.title,
  step_type: steps.step_type,
  publish_status: steps.publish_status,
  standard_hours: steps.standard_hours,
  updated_at: steps.updated_at,
};

function stepWhere(filters: Omit<StepFilters, 'sort' | 'order'>): SQL | undefined {
  return and(
    filters.curriculum_id === undefined ? undefined : eq(steps.curriculum_id, filters.curriculum_id),
    searchColumns(filters.q, [steps.title, steps.body]),
    filters.step_type === undefined ? undefined : eq(steps.step_type, filters.step_type),
    filters.publish_status === undefined ? undefined : eq(steps.publish_status, filters.publish_status),
  );
}

/** Steps matching the filters; without a sort, in curriculum order (curriculum, then position). */
export function listSteps(db: Db, filters: StepFilters, page: RowWindow) {
  const direction = filters.order === 'desc' ? sql`desc` : sql`asc`;
  const order = filters.sort
    ? orderByColumn(STEP_SORT[filters.sort], filters.order, steps.id)
    : [sql`${steps.curriculum_id} ${direction}`, sql`${steps.position} ${direction}`, sql`${steps.id} ${direction}`];
  return db
    .select({ ...stepSummaryColumns, curriculum_name: curricula.name })
    .from(steps)
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .where(stepWhere(filters))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSteps(db: Db, filters: StepFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(steps).where(stepWhere(filters));
  return row?.total ?? 0;
}

export type StepListRow = Awaited<ReturnType<typeof listSteps>>[number];

/** The steps of a curriculum in order (no bodies). */
export function stepSummariesOf(db: Db, curriculumId: number) {
  return db
    .select(stepSummaryColumns)
    .from(steps)
    .where(eq(steps.curriculum_id, curriculumId))
    .orderBy(asc(steps.position), asc(steps.id));
}

/** The ids of a curriculum's steps in order. */
export async function stepIdsOf(db: Db, curriculumId: number): Promise<number[]> {
  const rows = await db.select({ id: steps.id }).from(steps).where(eq(steps.curriculum_id, curriculumId)).orderBy(asc(steps.position), asc(steps.id));
  return rows.map((row) => row.id);
}

/**
 * The ids of a curriculum's steps in order, each row locked (the caller holds the curriculum's lock):
 * a room being opened on one of them waits until the caller's transaction ends.
 */
export async function lockStepsOf(tx: Db, curriculumId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: steps.id })
    .from(steps)
    .where(eq(steps.curriculum_id, curriculumId))
    .orderBy(asc(steps.position), asc(steps.id))
    .for('update');
  return rows.map((row) => row.id);
}

const stepColumns = {
  id: steps.id,
  curriculum_id: steps.curriculum_id,
  curriculum_name: curricula.name,
  position: steps.position,
  title: steps.title,
  step_type: steps.step_type,
  body: steps.body,
  standard_hours: steps.standard_hours,
  publish_status: steps.publish_status,
  created_at: steps.created_at,
  updated_at: steps.updated_at,
};

export async function findStep(db: Db, id: number) {
  const [row] = await db.select(stepColumns).from(steps).innerJoin(curricula, eq(curricula.id, steps.curriculum_id)).where(eq(steps.id, id));
  return row;
}
export type StepRow = NonNullable<Awaited<ReturnType<typeof findStep>>>;

/** Whole steps of these curricula, in order (the preview and the copy read them). */
export function stepsOfCurricula(db: Db, curriculumIds: number[]) {
  if (curriculumIds.length === 0) return Promise.resolve([]);
  return db
    .select(stepColumns)
    .from(steps)
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .where(inArray(steps.curriculum_id, curriculumIds))
    .orderBy(asc(steps.curriculum_id), asc(steps.position), asc(steps.id));
}

/** The curriculum a step belongs to (no lock: the caller locks the curriculum, then reads the step again). */
export async function curriculumIdOfStep(db: Db, stepId: number): Promise<number | undefined> {
  const [row] = await db.select({ curriculum_id: steps.curriculum_id }).from(steps).where(eq(steps.id, stepId));
  return row?.curriculum_id;
}

/** A step's stored fields, locked for the write that follows. */
export async function lockStep(tx: Db, id: number): Promise<(StepValues & { id: number; curriculum_id: number; position: number }) | undefined> {
  const [row] = await tx
    .select({
      id: steps.id,
      curriculum_id: steps.curriculum_id,
      position: steps.position,
      title: steps.title,
      step_type: steps.step_type,
      body: steps.body,
      standard_hours: steps.standard_hours,
      publish_status: steps.publish_status,
    })
    .from(steps)
    .where(eq(steps.id, id))
    .for('update');
  return row;
}

/** The next free position at the end of a curriculum (the caller holds the curriculum's lock). */
export async function nextStepPosition(tx: Db, curriculumId: number): Promise<number> {
  const [row] = await tx.select({ last: max(steps.position) }).from(steps).where(eq(steps.curriculum_id, curriculumId));
  return (row?.last ?? 0) + 1;
}

export async function insertStep(tx: Db, values: StepValues & { curriculum_id: number; position: number }): Promise<number> {
  const [row] = await tx.insert(steps).values(values).returning({ id: steps.id });
  return row!.id;
}

/** Inserts steps in one statement, answering their ids in the given order. */
export async function insertSteps(tx: Db, values: Array<StepValues & { curriculum_id: number; position: number }>): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx.insert(steps).values(values).returning({ id: steps.id, position: steps.position });
  const idOfPosition = new Map(rows.map((row) => [row.position, row.id]));
  return values.map((value) => idOfPosition.get(value.position)!);
}

export async function updateStep(tx: Db, id: number, values: Partial<StepValues>): Promise<void> {
  await tx.update(steps).set(values).where(eq(steps.id, id));
}

/** Marks a step changed (its attachments changed). */
export async function touchStep(tx: Db, id: number): Promise<void> {
  await tx.update(steps).set({ updated_at: sql`now()` }).where(eq(steps.id, id));
}

export async function deleteStep(tx: Db, id: number): Promise<void> {
  await tx.delete(steps).where(eq(steps.id, id));
}

/** Sets positions 1… in the given order in one statement (the caller holds the curriculum's lock). */
export async function setStepPositions(tx: Db, stepIds: number[]): Promise<void> {
  if (stepIds.length === 0) return;
  const cases = sql.join(
    stepIds.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await tx
    .update(steps)
    .set({ position: sql`case ${steps.id} ${cases} end` })
    .where(inArray(steps.id, stepIds));
}

// ───────────── Step videos and attachments ─────────────

/** The videos of these steps in each step's order. */
export function moviesOfSteps(db: Db, stepIds: number[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .select({ step_id: stepMovies.step_id, id: movies.id, title: movies.title, duration_seconds: movies.duration_seconds })
    .from(stepMovies)
    .innerJoin(movies, eq(movies.id, stepMovies.movie_id))
    .where(inArray(stepMovies.step_id, stepIds))
    .orderBy(asc(stepMovies.step_id), asc(stepMovies.position));
}

/** Which of these movies exist. */
export async function existingMovieIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: movies.id }).from(movies).where(inArray(movies.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function movieIdsOfStep(db: Db, stepId: number): Promise<number[]> {
  const rows = await db.select({ id: stepMovies.movie_id }).from(stepMovies).where(eq(stepMovies.step_id, stepId)).orderBy(asc(stepMovies.position));
  return rows.map((row) => row.id);
}

export async function replaceStepMovies(tx: Db, stepId: number, movieIds: number[]): Promise<void> {
  await tx.delete(stepMovies).where(eq(stepMovies.step_id, stepId));
  await insertStepMovies(tx, movieIds.map((movieId, index) => ({ step_id: stepId, movie_id: movieId, position: index + 1 })));
}

export async function insertStepMovies(tx: Db, rows: Array<{ step_id: number; movie_id: number; position: number }>): Promise<void> {
  if (rows.length > 0) await tx.insert(stepMovies).values(rows);
}

const attachmentColumns = {
  step_id: stepAttachments.step_id,
  id: stepAttachments.id,
  file_name: stepAttachments.file_name,
  path: stepAttachments.file_path,
  content_type: stepAttachments.content_type,
  size_bytes: stepAttachments.size_bytes,
  position: stepAttachments.position,
};

/** The attachments of these steps in each step's order. */
export function attachmentsOfSteps(db: Db, stepIds: number[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .select(attachmentColumns)
    .from(stepAttachments)
    .where(inArray(stepAttachments.step_id, stepIds))
    .orderBy(asc(stepAttachments.step_id), asc(stepAttachments.position), asc(stepAttachments.id));
}

export async function findAttachment(db: Db, stepId: number, attachmentId: number) {
  const [row] = await db
    .select(attachmentColumns)
    .from(stepAttachments)
    .where(and(eq(stepAttachments.step_id, stepId), eq(stepAttachments.id, attachmentId)));
  return row;
}

/** The step (and its curriculum) holding the attachment stored at `path`; undefined when no attachment has it. */
export async function stepOfAttachmentPath(db: Db, path: string): Promise<{ stepId: number; curriculumId: number } | undefined> {
  const [row] = await db
    .select({ stepId: steps.id, curriculumId: steps.curriculum_id })
    .from(stepAttachments)
    .innerJoin(steps, eq(steps.id, stepAttachments.step_id))
    .where(eq(stepAttachments.file_path, path))
    .limit(1);
  return row;
}

export async function attachmentCountOf(db: Db, stepId: number): Promise<{ count: number; last: number }> {
  const [row] = await db
    .select({ count: count(), last: max(stepAttachments.position) })
    .from(stepAttachments)
    .where(eq(stepAttachments.step_id, stepId));
  return { count: row?.count ?? 0, last: row?.last ?? 0 };
}

export interface AttachmentValues {
  step_id: number;
  file_path: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  position: number;
}

export async function insertAttachments(tx: Db, rows: AttachmentValues[]): Promise<void> {
  if (rows.length > 0) await tx.insert(stepAttachments).values(rows);
}

export async function deleteAttachment(tx: Db, id: number): Promise<void> {
  await tx.delete(stepAttachments).where(eq(stepAttachments.id, id));
}

/** The stored files of these steps' attachments (removed from storage once their rows are gone). */
export async function attachmentPathsOfCurriculum(db: Db, curriculumId: number): Promise<string[]> {
  const rows = await db
    .select({ path: stepAttachments.file_path })
    .from(stepAttachments)
    .innerJoin(steps, eq(steps.id, stepAttachments.step_id))
    .where(eq(steps.curriculum_id, curriculumId));
  return rows.map((row) => row.path);
}
