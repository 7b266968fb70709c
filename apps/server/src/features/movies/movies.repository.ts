import type { MovieListQuery } from '@manabiya/domain/contracts/movies';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { courseCurricula, curricula, stepMovies, steps } from '../../db/schema/courses.ts';
import { movieViews } from '../../db/schema/learning.ts';
import { movies } from '../../db/schema/movies.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type PageReader } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';
import type { Range } from './movie-coverage.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

export type MovieFilters = Omit<MovieListQuery, 'page' | 'page_size'>;

/** A row of the list; the list sorts by the column its sort key names. */
const itemColumns = {
  id: movies.id,
  title: movies.title,
  description: movies.description,
  original_name: movies.original_name,
  content_type: movies.content_type,
  size_bytes: movies.size_bytes,
  duration_seconds: movies.duration_seconds,
  file_name: movies.file_name,
  uploaded_by_name: staff.name,
  created_at: movies.created_at,
  updated_at: movies.updated_at,
};

const whereOf = (q: string | undefined): SQL | undefined => searchColumns(q, [movies.title, movies.description, movies.original_name]);

const selectItems = (db: Db) => db.select(itemColumns).from(movies).leftJoin(staff, eq(staff.id, movies.uploaded_by_staff_id)).$dynamic();

export type MovieRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

/** The library: a window of movies in the order asked, and how many match. */
export function listMovies(db: Db, filters: MovieFilters): PageReader<MovieRow> {
  const where = whereOf(filters.q);
  const order = orderByColumn(itemColumns[filters.sort ?? 'id'], filters.order, movies.id);
  return { rows: (window) => inWindow(selectItems(db).where(where).orderBy(...order), window), total: () => db.$count(movies, where) };
}

export async function findMovie(db: Db, id: number) {
  const [row] = await selectItems(db).where(eq(movies.id, id));
  return row;
}

/** The steps (with their curricula) that show each movie, in curriculum and step order. */
export async function usesOf(db: Db, movieIds: number[]) {
  if (movieIds.length === 0) return [];
  return db
    .select({
      movie_id: stepMovies.movie_id,
      step_id: steps.id,
      step_title: steps.title,
      curriculum_id: curricula.id,
      curriculum_name: curricula.name,
    })
    .from(stepMovies)
    .innerJoin(steps, eq(steps.id, stepMovies.step_id))
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .where(inArray(stepMovies.movie_id, movieIds))
    .orderBy(asc(curricula.id), asc(steps.position), asc(steps.id));
}

/** The stored values of a movie, locked for the write that follows. */
export async function lockMovie(db: Db, id: number) {
  const [row] = await db
    .select({ title: movies.title, description: movies.description, file_name: movies.file_name, original_name: movies.original_name })
    .from(movies)
    .where(eq(movies.id, id))
    .for('update');
  return row;
}

export interface NewMovie {
  title: string;
  description: string | null;
  file_name: string;
  original_name: string | null;
  content_type: string;
  size_bytes: number;
  duration_seconds: number;
  uploaded_by_staff_id: number;
}

export async function insertMovie(db: Db, values: NewMovie): Promise<number> {
  const [row] = await db.insert(movies).values(values).returning({ id: movies.id });
  return row!.id;
}

export async function updateMovie(db: Db, id: number, values: { title: string; description: string | null }): Promise<void> {
  await db.update(movies).set(values).where(eq(movies.id, id));
}

export async function deleteMovie(db: Db, id: number): Promise<void> {
  await db.delete(movies).where(eq(movies.id, id));
}

/** What streaming needs of a movie. */
export async function findMovieFile(db: Db, id: number) {
  const [row] = await db
    .select({ file_name: movies.file_name, content_type: movies.content_type, size_bytes: movies.size_bytes, updated_at: movies.updated_at })
    .from(movies)
    .where(eq(movies.id, id));
  return row;
}

const PUBLIC = PUBLISH_STATUS.public;

/**
 * The videos the student's course shows: published steps of published curricula of the course, in
 * course order (curriculum position, step position, video position), one row per step and movie.
 */
function courseMovieRows(db: Db, studentId: number, movieId?: number) {
  return db
    .select({
      movie_id: movies.id,
      title: movies.title,
      description: movies.description,
      duration_seconds: movies.duration_seconds,
      step_id: steps.id,
      step_title: steps.title,
      curriculum_id: curricula.id,
      curriculum_name: curricula.name,
    })
    .from(students)
    .innerJoin(courseCurricula, eq(courseCurricula.course_id, students.course_id))
    .innerJoin(curricula, and(eq(curricula.id, courseCurricula.curriculum_id), eq(curricula.publish_status, PUBLIC)))
    .innerJoin(steps, and(eq(steps.curriculum_id, curricula.id), eq(steps.publish_status, PUBLIC)))
    .innerJoin(stepMovies, eq(stepMovies.step_id, steps.id))
    .innerJoin(movies, eq(movies.id, stepMovies.movie_id))
    .where(and(eq(students.id, studentId), equalsWhenGiven(movies.id, movieId)));
}

export function listCourseMovies(db: Db, studentId: number) {
  return courseMovieRows(db, studentId).orderBy(
    asc(courseCurricula.position),
    asc(curricula.id),
    asc(steps.position),
    asc(steps.id),
    asc(stepMovies.position),
    asc(movies.id),
  );
}

/** The movie's duration when the student's course shows it (a published step of a published curriculum); else undefined. */
export async function courseMovieDuration(db: Db, studentId: number, movieId: number): Promise<number | undefined> {
  const [row] = await courseMovieRows(db, studentId, movieId).limit(1);
  return row?.duration_seconds;
}

export async function viewsOf(db: Db, studentId: number, movieIds: number[]) {
  if (movieIds.length === 0) return [];
  return db
    .select({ movie_id: movieViews.movie_id, position_seconds: movieViews.position_seconds, watched_seconds: movieViews.watched_seconds })
    .from(movieViews)
    .where(and(eq(movieViews.student_id, studentId), inArray(movieViews.movie_id, movieIds)));
}

/**
 * The student's view of a movie locked for an update, made first when there is none. `created`
 * says this call made it (a first report). Concurrent reports queue on the row lock.
 */
export async function lockView(db: Db, studentId: number, movieId: number) {
  const inserted = await db
    .insert(movieViews)
    .values({ student_id: studentId, movie_id: movieId })
    .onConflictDoNothing()
    .returning({ movie_id: movieViews.movie_id });
  const [row] = await db
    .select({
      watched_ranges: movieViews.watched_ranges,
      // The clock of the credit (movie-coverage.ts), and the database's now, both as epoch seconds.
      clock: sql<string>`extract(epoch from ${movieViews.updated_at})`,
      now: sql<string>`extract(epoch from clock_timestamp())`,
    })
    .from(movieViews)
    .where(and(eq(movieViews.student_id, studentId), eq(movieViews.movie_id, movieId)))
    .for('update');
  return { ...row!, created: inserted.length > 0 };
}

export async function saveView(
  db: Db,
  studentId: number,
  movieId: number,
  values: { position_seconds: number; watched_ranges: Range[]; watched_seconds: number; clock: number },
): Promise<void> {
  await db
    .update(movieViews)
    .set({
      position_seconds: values.position_seconds,
      watched_ranges: values.watched_ranges,
      watched_seconds: values.watched_seconds,
      updated_at: sql`to_timestamp(${values.clock}::double precision)`,
    })
    .where(and(eq(movieViews.student_id, studentId), eq(movieViews.movie_id, movieId)));
}
