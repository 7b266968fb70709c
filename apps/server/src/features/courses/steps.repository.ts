import type { StepListQuery } from '@manabiya/domain/contracts/courses';
import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { curricula, stepAttachments, stepMovies, steps } from '../../db/schema/courses.ts';
import { movies } from '../../db/schema/movies.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type PageReader } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

/* Steps of curricula, in their order, with their videos and attachments. */

/*
 * Correlated counts and sums are spelled with explicit aliases: Drizzle leaves column names
 * unqualified in a query without joins, and an unqualified "id" inside a subquery would be the inner
 * table's own.
 */
const STEPS = sql.identifier('steps');

const stepMovieCount = sql<number>`(select count(*) from ${stepMovies} as sm where sm.step_id = ${STEPS}.id)::int`;
const stepAttachmentCount = sql<number>`(select count(*) from ${stepAttachments} as sa where sa.step_id = ${STEPS}.id)::int`;

export type StepFilters = Omit<StepListQuery, 'page' | 'page_size'>;

export interface StepValues {
  title: string;
  step_type: 0 | 1;
  body: string;
  standard_hours: number;
  publish_status: 0 | 1;
}

/** A step without its body, as its curriculum and the step list show it; the list sorts by the column its sort key names. */
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

function stepWhere(filters: Omit<StepFilters, 'sort' | 'order'>): SQL | undefined {
  return and(
    equalsWhenGiven(steps.curriculum_id, filters.curriculum_id),
    searchColumns(filters.q, [steps.title, steps.body]),
    equalsWhenGiven(steps.step_type, filters.step_type),
    equalsWhenGiven(steps.publish_status, filters.publish_status),
  );
}

/** Steps with their curriculum's name. */
const selectStepList = (db: Db) =>
  db
    .select({ ...stepSummaryColumns, curriculum_name: curricula.name })
    .from(steps)
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .$dynamic();

export type StepListRow = Awaited<ReturnType<ReturnType<typeof selectStepList>['execute']>>[number];

/** Steps matching the filters, a window of them and how many match; without a sort, in curriculum order (curriculum, then position). */
export function listSteps(db: Db, filters: StepFilters): PageReader<StepListRow> {
  const where = stepWhere(filters);
  const direction = filters.order === 'desc' ? sql`desc` : sql`asc`;
  const order = filters.sort
    ? orderByColumn(stepSummaryColumns[filters.sort], filters.order, steps.id)
    : [sql`${steps.curriculum_id} ${direction}`, sql`${steps.position} ${direction}`, sql`${steps.id} ${direction}`];
  return { rows: (window) => inWindow(selectStepList(db).where(where).orderBy(...order), window), total: () => db.$count(steps, where) };
}

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

/** The fields a step stores (what an edit replaces, with its place in its curriculum). */
const storedStepColumns = {
  id: steps.id,
  curriculum_id: steps.curriculum_id,
  position: steps.position,
  title: steps.title,
  step_type: steps.step_type,
  body: steps.body,
  standard_hours: steps.standard_hours,
  publish_status: steps.publish_status,
};

const stepColumns = {
  ...storedStepColumns,
  curriculum_name: curricula.name,
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
  const [row] = await tx.select(storedStepColumns).from(steps).where(eq(steps.id, id)).for('update');
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

