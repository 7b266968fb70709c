import { and, eq } from 'drizzle-orm';
import { PUBLISH_STATUS, type PublishStatus } from '@manabiya/domain/enums/information';
import { STEP_TYPE, type StepType } from '@manabiya/domain/enums/learning';
import { courseCurricula, courses, curricula, stepAttachments, stepMovies, steps } from '../db/schema/courses.ts';
import { movieViews } from '../db/schema/learning.ts';
import { movies } from '../db/schema/movies.ts';
import { nextSerial } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Course content for the learning tests, written to the tables directly (the content's own API is
 * tested by the courses feature): a course of curricula of steps, with their publish states, days,
 * videos and attachments, in one call.
 */

export interface StepSpec {
  title?: string;
  type?: StepType;
  publish?: PublishStatus;
  body?: string;
  movieIds?: number[];
  attachments?: Array<{ file_name: string; file_path: string; content_type: string; size_bytes: number }>;
}

export interface CurriculumSpec {
  name?: string;
  publish?: PublishStatus;
  normalDays?: number;
  intensiveDays?: number;
  steps: StepSpec[];
}

export interface CourseWorld {
  courseId: number;
  curricula: Array<{ id: number; name: string; stepIds: number[] }>;
  /** Every step id in course order (public or not). */
  stepIds: number[];
}

export async function createCourseWorld(
  t: TestApp,
  spec: { name?: string; sequential?: boolean; publish?: PublishStatus; curricula: CurriculumSpec[] },
): Promise<CourseWorld> {
  const [course] = await t.db
    .insert(courses)
    .values({ name: spec.name ?? `コース ${nextSerial()}`, sequential: spec.sequential ?? false, publish_status: spec.publish ?? PUBLISH_STATUS.public })
    .returning({ id: courses.id });
  const world: CourseWorld = { courseId: course!.id, curricula: [], stepIds: [] };
  let position = 0;
  for (const curriculumSpec of spec.curricula) {
    const curriculum = await addCurriculum(t, curriculumSpec);
    await linkCurriculum(t, world.courseId, curriculum.id, ++position, curriculumSpec);
    world.curricula.push(curriculum);
    world.stepIds.push(...curriculum.stepIds);
  }
  return world;
}

/** A curriculum with its steps, not yet in any course. */
export async function addCurriculum(t: TestApp, spec: CurriculumSpec): Promise<{ id: number; name: string; stepIds: number[] }> {
  const name = spec.name ?? `カリキュラム ${nextSerial()}`;
  const [curriculum] = await t.db
    .insert(curricula)
    .values({ name, publish_status: spec.publish ?? PUBLISH_STATUS.public })
    .returning({ id: curricula.id });
  const stepIds: number[] = [];
  let position = 0;
  for (const stepSpec of spec.steps) {
    const [step] = await t.db
      .insert(steps)
      .values({
        curriculum_id: curriculum!.id,
        position: ++position,
        title: stepSpec.title ?? `ステップ ${nextSerial()}`,
        step_type: stepSpec.type ?? STEP_TYPE.self_study,
        body: stepSpec.body ?? '# 見出し\n\n本文です。',
        publish_status: stepSpec.publish ?? PUBLISH_STATUS.public,
      })
      .returning({ id: steps.id });
    stepIds.push(step!.id);
    let moviePosition = 0;
    for (const movieId of stepSpec.movieIds ?? []) await t.db.insert(stepMovies).values({ step_id: step!.id, movie_id: movieId, position: ++moviePosition });
    let filePosition = 0;
    for (const file of stepSpec.attachments ?? []) await t.db.insert(stepAttachments).values({ step_id: step!.id, position: ++filePosition, ...file });
  }
  return { id: curriculum!.id, name, stepIds };
}

export async function linkCurriculum(t: TestApp, courseId: number, curriculumId: number, position: number, days: { normalDays?: number; intensiveDays?: number } = {}) {
  await t.db
    .insert(courseCurricula)
    .values({ course_id: courseId, curriculum_id: curriculumId, position, normal_days: days.normalDays ?? 10, intensive_days: days.intensiveDays ?? 5 });
}

/** A movie row of the library (no file behind it: the learning tests never stream). */
export async function createMovieRow(t: TestApp, title = `動画 ${nextSerial()}`, durationSeconds = 120): Promise<number> {
  const [row] = await t.db
    .insert(movies)
    .values({ title, file_name: `test-${nextSerial()}-${Date.now()}.mp4`, content_type: 'video/mp4', size_bytes: 1000, duration_seconds: durationSeconds })
    .returning({ id: movies.id });
  return row!.id;
}

/** Where a student left a video and how much was played (the movies feature writes these through its position API). */
export async function setMovieView(t: TestApp, studentId: number, movieId: number, positionSeconds: number, watchedSeconds: number): Promise<void> {
  await t.db.insert(movieViews).values({ student_id: studentId, movie_id: movieId, position_seconds: positionSeconds, watched_ranges: [[0, watchedSeconds]], watched_seconds: watchedSeconds });
}

/** Content changes behind the content API's back (a test then calls the progress service's recompute itself). */
export async function setStepPublish(t: TestApp, stepId: number, publish: PublishStatus): Promise<void> {
  await t.db.update(steps).set({ publish_status: publish }).where(eq(steps.id, stepId));
}

export async function setCurriculumDays(t: TestApp, courseId: number, curriculumId: number, normalDays: number, intensiveDays: number): Promise<void> {
  await t.db
    .update(courseCurricula)
    .set({ normal_days: normalDays, intensive_days: intensiveDays })
    .where(and(eq(courseCurricula.course_id, courseId), eq(courseCurricula.curriculum_id, curriculumId)));
}
