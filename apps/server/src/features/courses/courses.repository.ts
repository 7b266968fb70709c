import type { CourseListQuery } from '@manabiya/domain/contracts/courses';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { courseCurricula, courses, curricula, steps } from '../../db/schema/courses.ts';
import { movies } from '../../db/schema/movies.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type PageReader } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';
import { curriculumPublishedStepCount, curriculumStandardHours, curriculumStepCount } from './curricula.repository.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

/* Courses: each an ordered list of curricula with their standard days (learning content, decision 034). */

/*
 * Correlated counts and sums are spelled with explicit aliases: Drizzle leaves column names
 * unqualified in a query without joins, and an unqualified "id" inside a subquery would be the inner
 * table's own.
 */
const COURSES = sql.identifier('courses');

const courseCurriculumCount = sql<number>`(select count(*) from ${courseCurricula} as cc where cc.course_id = ${COURSES}.id)::int`;
const courseStudentCount = sql<number>`(select count(*) from ${students} as st where st.course_id = ${COURSES}.id)::int`;
const courseNormalDays = sql<number>`(select coalesce(sum(cc.normal_days), 0) from ${courseCurricula} as cc where cc.course_id = ${COURSES}.id)::int`;
const courseIntensiveDays = sql<number>`(select coalesce(sum(cc.intensive_days), 0) from ${courseCurricula} as cc where cc.course_id = ${COURSES}.id)::int`;

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

/** The fields a course stores (what an edit replaces). */
const storedCourseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  mode: courses.mode,
  publish_status: courses.publish_status,
  sequential: courses.sequential,
};

/** A row of the list; the list sorts by the column its sort key names. */
const courseColumns = {
  ...storedCourseColumns,
  curriculum_count: courseCurriculumCount,
  student_count: courseStudentCount,
  normal_days: courseNormalDays,
  intensive_days: courseIntensiveDays,
  created_at: courses.created_at,
  updated_at: courses.updated_at,
};

function courseWhere(filters: Omit<CourseFilters, 'sort' | 'order'>): SQL | undefined {
  return and(
    searchColumns(filters.q, [courses.name, courses.description]),
    equalsWhenGiven(courses.publish_status, filters.publish_status),
    equalsWhenGiven(courses.mode, filters.mode),
  );
}

const selectCourses = (db: Db) => db.select(courseColumns).from(courses).$dynamic();

export type CourseRow = Awaited<ReturnType<ReturnType<typeof selectCourses>['execute']>>[number];

/** The courses matching the filters: a window of them in the order asked, and how many match. */
export function listCourses(db: Db, filters: CourseFilters): PageReader<CourseRow> {
  const where = courseWhere(filters);
  const order = orderByColumn(courseColumns[filters.sort ?? 'id'], filters.order, courses.id);
  return { rows: (window) => inWindow(selectCourses(db).where(where).orderBy(...order), window), total: () => db.$count(courses, where) };
}

export async function findCourse(db: Db, id: number): Promise<CourseRow | undefined> {
  const [row] = await selectCourses(db).where(eq(courses.id, id));
  return row;
}

/** The stored fields of a course, locked for the write that follows (a concurrent edit, delete or assignment waits). */
export async function lockCourse(tx: Db, id: number): Promise<(CourseValues & { id: number }) | undefined> {
  const [row] = await tx.select(storedCourseColumns).from(courses).where(eq(courses.id, id)).for('update');
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

/** The kinds of record a content history names (content-history.ts). */
export type NamedKind = 'course' | 'curriculum' | 'step' | 'movie';

const NAME_COLUMNS = {
  course: { table: courses, id: courses.id, name: courses.name },
  curriculum: { table: curricula, id: curricula.id, name: curricula.name },
  step: { table: steps, id: steps.id, name: steps.title },
  movie: { table: movies, id: movies.id, name: movies.title },
} as const;

/** The names (a step's title, a movie's) of those of these records that still exist. */
export async function recordNames(db: Db, kind: NamedKind, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { table, id, name } = NAME_COLUMNS[kind];
  const rows = await db.select({ id, name }).from(table).where(inArray(id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
