import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { and, asc, eq, sql } from 'drizzle-orm';
import { courseCurricula, curricula } from '../../db/schema/courses.ts';
import { selfchecks } from '../../db/schema/learning.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

/** The published curricula of the student's course in order, with the student's self-check of each (null until given). */
export function curriculaWithSelfchecks(db: Db, studentId: number, curriculumId?: number) {
  return db
    .select({
      curriculum_id: curricula.id,
      curriculum_name: curricula.name,
      position: courseCurricula.position,
      understanding: selfchecks.understanding,
      comment: selfchecks.comment,
      updated_at: selfchecks.updated_at,
    })
    .from(students)
    .innerJoin(courseCurricula, eq(courseCurricula.course_id, students.course_id))
    .innerJoin(curricula, eq(curricula.id, courseCurricula.curriculum_id))
    .leftJoin(selfchecks, and(eq(selfchecks.student_id, students.id), eq(selfchecks.curriculum_id, curricula.id)))
    .where(
      and(
        eq(students.id, studentId),
        eq(curricula.publish_status, PUBLISH_STATUS.public),
        equalsWhenGiven(curricula.id, curriculumId),
      ),
    )
    .orderBy(asc(courseCurricula.position), asc(curricula.id));
}

/** The latest self-check counts: one row per student and curriculum, replaced on each save. */
export async function upsertSelfcheck(db: Db, values: { student_id: number; curriculum_id: number; understanding: number; comment: string }): Promise<void> {
  await db
    .insert(selfchecks)
    .values(values)
    .onConflictDoUpdate({
      target: [selfchecks.student_id, selfchecks.curriculum_id],
      set: { understanding: values.understanding, comment: values.comment, updated_at: sql`now()` },
    });
}
