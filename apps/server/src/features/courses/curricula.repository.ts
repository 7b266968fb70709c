import type { CurriculumListQuery } from '@manabiya/domain/contracts/courses';
import type { IdName } from '@manabiya/domain/contracts/common';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { courseCurricula, courses, curricula, steps } from '../../db/schema/courses.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type PageReader } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

/* Curricula: reusable ordered lists of steps, listed by courses. */

/*
 * Correlated counts and sums are spelled with explicit aliases: Drizzle leaves column names
 * unqualified in a query without joins, and an unqualified "id" inside a subquery would be the inner
 * table's own.
 */
const CURRICULA = sql.identifier('curricula');

export const curriculumStepCount = sql<number>`(select count(*) from ${steps} as s where s.curriculum_id = ${CURRICULA}.id)::int`;
export const curriculumPublishedStepCount = sql<number>`(select count(*) from ${steps} as s where s.curriculum_id = ${CURRICULA}.id and s.publish_status = ${PUBLISH_STATUS.public})::int`;
export const curriculumStandardHours = sql<number>`(select coalesce(sum(s.standard_hours), 0) from ${steps} as s where s.curriculum_id = ${CURRICULA}.id)::float8`;
const curriculumCourseCount = sql<number>`(select count(*) from ${courseCurricula} as cc where cc.curriculum_id = ${CURRICULA}.id)::int`;

export type CurriculumFilters = Omit<CurriculumListQuery, 'page' | 'page_size'>;

export interface CurriculumValues {
  name: string;
  description: string | null;
  publish_status: 0 | 1;
  normal_days: number;
  intensive_days: number;
}

/** The curriculum's own values with its id: what a lock reads back and where a list row starts. */
const curriculumValueColumns = {
  id: curricula.id,
  name: curricula.name,
  description: curricula.description,
  publish_status: curricula.publish_status,
  normal_days: curricula.normal_days,
  intensive_days: curricula.intensive_days,
};

/** A row of the list; the list sorts by the column its sort key names. */
const curriculumColumns = {
  ...curriculumValueColumns,
  step_count: curriculumStepCount,
  published_step_count: curriculumPublishedStepCount,
  standard_hours: curriculumStandardHours,
  course_count: curriculumCourseCount,
  created_at: curricula.created_at,
  updated_at: curricula.updated_at,
};

function curriculumWhere(filters: Omit<CurriculumFilters, 'sort' | 'order'>): SQL | undefined {
  return and(
    searchColumns(filters.q, [curricula.name, curricula.description]),
    equalsWhenGiven(curricula.publish_status, filters.publish_status),
    filters.course_id === undefined
      ? undefined
      : sql`exists (select 1 from ${courseCurricula} as cc where cc.curriculum_id = ${CURRICULA}.id and cc.course_id = ${filters.course_id})`,
  );
}

const selectCurricula = (db: Db) => db.select(curriculumColumns).from(curricula).$dynamic();

export type CurriculumRow = Awaited<ReturnType<ReturnType<typeof selectCurricula>['execute']>>[number];

/** The curricula matching the filters: a window of them in the order asked, and how many match. */
export function listCurricula(db: Db, filters: CurriculumFilters): PageReader<CurriculumRow> {
  const where = curriculumWhere(filters);
  const order = orderByColumn(curriculumColumns[filters.sort ?? 'id'], filters.order, curricula.id);
  return { rows: (window) => inWindow(selectCurricula(db).where(where).orderBy(...order), window), total: () => db.$count(curricula, where) };
}

export async function findCurriculum(db: Db, id: number): Promise<CurriculumRow | undefined> {
  const [row] = await selectCurricula(db).where(eq(curricula.id, id));
  return row;
}

/**
 * The stored fields of a curriculum, locked: every change to its steps' set or order takes this lock
 * first, so concurrent creates, deletes and reorders of one curriculum run one after another.
 */
export async function lockCurriculum(tx: Db, id: number): Promise<(CurriculumValues & { id: number }) | undefined> {
  const [row] = await tx
    .select(curriculumValueColumns)
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
