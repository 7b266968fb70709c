import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { courseCurricula, courses, curricula, stepMovies, steps } from '../../db/schema/courses.ts';
import { studySessions } from '../../db/schema/learning.ts';
import type { Db } from '../../platform/db.ts';

const PUBLIC = PUBLISH_STATUS.public;

/** Where study time is credited: a step with its curriculum and course. */
export interface StudyPlace {
  stepId: number;
  curriculumId: number;
  courseId: number;
}

const visibleStepsOf = (courseId: number) =>
  and(eq(courseCurricula.course_id, courseId), eq(curricula.publish_status, PUBLIC), eq(steps.publish_status, PUBLIC));

/** A public step of a public curriculum of the course. */
export async function findPlaceOfStep(db: Db, courseId: number, stepId: number): Promise<StudyPlace | undefined> {
  const [row] = await db
    .select({ stepId: steps.id, curriculumId: steps.curriculum_id, courseId: courseCurricula.course_id })
    .from(steps)
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .innerJoin(courseCurricula, eq(courseCurricula.curriculum_id, curricula.id))
    .where(and(visibleStepsOf(courseId), eq(steps.id, stepId)))
    .limit(1);
  return row;
}

/** The first public step of the course (in course order) that shows the movie. */
export async function findPlaceOfMovie(db: Db, courseId: number, movieId: number): Promise<StudyPlace | undefined> {
  const [row] = await db
    .select({ stepId: steps.id, curriculumId: steps.curriculum_id, courseId: courseCurricula.course_id })
    .from(stepMovies)
    .innerJoin(steps, eq(steps.id, stepMovies.step_id))
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .innerJoin(courseCurricula, eq(courseCurricula.curriculum_id, curricula.id))
    .where(and(visibleStepsOf(courseId), eq(stepMovies.movie_id, movieId)))
    .orderBy(asc(courseCurricula.position), asc(steps.position), asc(steps.id))
    .limit(1);
  return row;
}

export interface SessionRow {
  id: number;
  stepId: number | null;
  curriculumId: number | null;
  courseId: number | null;
  studyDate: string;
  startedAt: Date;
  endedAt: Date;
}

const sessionColumns = {
  id: studySessions.id,
  stepId: studySessions.step_id,
  curriculumId: studySessions.curriculum_id,
  courseId: studySessions.course_id,
  studyDate: studySessions.study_date,
  startedAt: studySessions.started_at,
  endedAt: studySessions.ended_at,
};

/** The student's latest session (sessions never overlap, so the one that ended last). */
export async function latestSession(db: Db, studentId: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(studySessions)
    .where(eq(studySessions.student_id, studentId))
    .orderBy(desc(studySessions.study_date), desc(studySessions.ended_at), desc(studySessions.id))
    .limit(1);
  return row;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

export async function extendSession(db: Db, id: number, startedAt: Date, endedAt: Date): Promise<void> {
  await db.update(studySessions).set({ ended_at: endedAt, seconds: secondsBetween(startedAt, endedAt) }).where(eq(studySessions.id, id));
}

export async function insertSession(
  db: Db,
  values: { studentId: number; place: StudyPlace | { stepId: number | null; curriculumId: number | null; courseId: number | null }; studyDate: string; startedAt: Date; endedAt: Date },
): Promise<void> {
  await db.insert(studySessions).values({
    student_id: values.studentId,
    step_id: values.place.stepId,
    curriculum_id: values.place.curriculumId,
    course_id: values.place.courseId,
    study_date: values.studyDate,
    started_at: values.startedAt,
    ended_at: values.endedAt,
    seconds: secondsBetween(values.startedAt, values.endedAt),
  });
}

export async function secondsOfDay(db: Db, studentId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<string | number | null>`sum(${studySessions.seconds})` })
    .from(studySessions)
    .where(and(eq(studySessions.student_id, studentId), eq(studySessions.study_date, date)));
  return Number(row?.seconds ?? 0);
}

// ---- Totals: every figure is a sum of the same rows ----

const inRange = (studentId: number, from: string, to: string) =>
  sql`${studySessions.student_id} = ${studentId} and ${studySessions.study_date} between ${from}::date and ${to}::date`;

/** Seconds per period: `day` gives yyyy-MM-dd, `month` yyyy-MM. */
export async function secondsByPeriod(db: Db, studentId: number, from: string, to: string, unit: 'day' | 'month'): Promise<Map<string, number>> {
  const period = unit === 'day' ? sql<string>`to_char(${studySessions.study_date}, 'YYYY-MM-DD')` : sql<string>`to_char(${studySessions.study_date}, 'YYYY-MM')`;
  const rows = await db
    .select({ period, seconds: sql<string | number>`sum(${studySessions.seconds})` })
    .from(studySessions)
    .where(inRange(studentId, from, to))
    .groupBy(period);
  return new Map(rows.map((row) => [row.period, Number(row.seconds)]));
}

export async function secondsByCourse(db: Db, studentId: number, from: string, to: string) {
  const rows = await db
    .select({ course_id: studySessions.course_id, name: courses.name, seconds: sql<string | number>`sum(${studySessions.seconds})` })
    .from(studySessions)
    .leftJoin(courses, eq(courses.id, studySessions.course_id))
    .where(inRange(studentId, from, to))
    .groupBy(studySessions.course_id, courses.name)
    .orderBy(desc(sql`sum(${studySessions.seconds})`), asc(studySessions.course_id));
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

export async function secondsByCurriculum(db: Db, studentId: number, from: string, to: string) {
  const rows = await db
    .select({ curriculum_id: studySessions.curriculum_id, name: curricula.name, seconds: sql<string | number>`sum(${studySessions.seconds})` })
    .from(studySessions)
    .leftJoin(curricula, eq(curricula.id, studySessions.curriculum_id))
    .where(inRange(studentId, from, to))
    .groupBy(studySessions.curriculum_id, curricula.name)
    .orderBy(desc(sql`sum(${studySessions.seconds})`), asc(studySessions.curriculum_id));
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

export async function secondsByStep(db: Db, studentId: number, from: string, to: string) {
  const rows = await db
    .select({ step_id: studySessions.step_id, title: steps.title, curriculum_id: steps.curriculum_id, seconds: sql<string | number>`sum(${studySessions.seconds})` })
    .from(studySessions)
    .leftJoin(steps, eq(steps.id, studySessions.step_id))
    .where(inRange(studentId, from, to))
    .groupBy(studySessions.step_id, steps.title, steps.curriculum_id)
    .orderBy(desc(sql`sum(${studySessions.seconds})`), asc(studySessions.step_id));
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/** Every session of a student, in order (tests check that none overlap). */
export function sessionsOf(db: Db, studentId: number) {
  return db.select(sessionColumns).from(studySessions).where(eq(studySessions.student_id, studentId)).orderBy(asc(studySessions.started_at), asc(studySessions.id));
}
