import { and, asc, eq } from 'drizzle-orm';
import { stepAttachments, stepMovies, steps } from '../../db/schema/courses.ts';
import { movieViews } from '../../db/schema/learning.ts';
import { movies } from '../../db/schema/movies.ts';
import type { Db } from '../../platform/db.ts';

export async function stepBody(db: Db, stepId: number): Promise<string> {
  const [row] = await db.select({ body: steps.body }).from(steps).where(eq(steps.id, stepId));
  return row?.body ?? '';
}

/** The step's videos in order, with where this student left off and how much was played. */
export function moviesOfStep(db: Db, stepId: number, studentId: number) {
  return db
    .select({
      id: movies.id,
      title: movies.title,
      durationSeconds: movies.duration_seconds,
      positionSeconds: movieViews.position_seconds,
      watchedSeconds: movieViews.watched_seconds,
    })
    .from(stepMovies)
    .innerJoin(movies, eq(movies.id, stepMovies.movie_id))
    .leftJoin(movieViews, and(eq(movieViews.movie_id, movies.id), eq(movieViews.student_id, studentId)))
    .where(eq(stepMovies.step_id, stepId))
    .orderBy(asc(stepMovies.position), asc(movies.id));
}

export function attachmentsOfStep(db: Db, stepId: number) {
  return db
    .select({
      id: stepAttachments.id,
      fileName: stepAttachments.file_name,
      contentType: stepAttachments.content_type,
      sizeBytes: stepAttachments.size_bytes,
      path: stepAttachments.file_path,
    })
    .from(stepAttachments)
    .where(eq(stepAttachments.step_id, stepId))
    .orderBy(asc(stepAttachments.position), asc(stepAttachments.id));
}
