import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { TEST_KIND } from '@manabiya/domain/enums/tests';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { students } from '../../db/schema/students.ts';
import { testAttempts, testQuestions, tests, testStudentResults } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import { courseOfStudent, visibleTo } from './test-attempts.repository.ts';

/*
 * What the tests feature tells other features (decision 048): which curricula a test gates and
 * whether a student passed it (for learning's completion), whether a student may see a question
 * image (for the files feature), and whether a student is one the caller may read results of.
 */

/** A published curriculum test whose pass its curriculum's completion requires. */
const requiredTest = and(
  eq(tests.kind, TEST_KIND.curriculum),
  eq(tests.required_to_complete, true),
  eq(tests.publish_status, PUBLISH_STATUS.public),
);

export interface RequiredTestRow {
  id: number;
  title: string;
  curriculum_id: number;
  passed: boolean;
}

/** The published tests these curricula require, with whether the student passed each (their best attempt, as the standings keep it). */
export async function requiredTestsOf(db: Db, studentId: number, curriculumIds: readonly number[]): Promise<RequiredTestRow[]> {
  if (curriculumIds.length === 0) return [];
  const rows = await db
    .select({ id: tests.id, title: tests.title, curriculum_id: tests.curriculum_id, passed: testStudentResults.best_passed })
    .from(tests)
    .leftJoin(testStudentResults, and(eq(testStudentResults.test_id, tests.id), eq(testStudentResults.student_id, studentId)))
    .where(and(requiredTest, inArray(tests.curriculum_id, [...curriculumIds])))
    .orderBy(tests.id);
  return rows.map((row) => ({ id: row.id, title: row.title, curriculum_id: row.curriculum_id!, passed: row.passed === true }));
}

/**
 * Whether the student (a column or expression of the caller's query) has passed every published
 * required test of the public curricula of the course `courseId` that hold a public step (the
 * curricula of the student's plan): an SQL condition a progress query includes, one index read per
 * such test through the standings' primary key.
 */
export function requiredTestsPassedBy(studentId: AnyPgColumn | SQL, courseId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`not exists (
    select 1 from course_curricula gate_cc
    join curricula gate_c on gate_c.id = gate_cc.curriculum_id and gate_c.publish_status = ${PUBLISH_STATUS.public}
    join tests gate_t on gate_t.curriculum_id = gate_cc.curriculum_id and gate_t.kind = ${TEST_KIND.curriculum}
      and gate_t.required_to_complete and gate_t.publish_status = ${PUBLISH_STATUS.public}
    where gate_cc.course_id = ${courseId}
      and exists (select 1 from steps gate_s where gate_s.curriculum_id = gate_cc.curriculum_id and gate_s.publish_status = ${PUBLISH_STATUS.public})
      and not coalesce((select gate_r.best_passed from test_student_results gate_r where gate_r.test_id = gate_t.id and gate_r.student_id = ${studentId}), false))`;
}

/**
 * Whether a student may see a question image: an attempt of theirs froze a question showing it, or a
 * question of a test they may take (published, of their course) shows it now.
 */
export async function studentMaySeeImage(db: Db, studentId: number, path: string): Promise<boolean> {
  const [frozen] = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .where(and(eq(testAttempts.student_id, studentId), sql`${testAttempts.questions} @> ${JSON.stringify([{ image_path: path }])}::jsonb`))
    .limit(1);
  if (frozen) return true;
  const [current] = await db
    .select({ id: testQuestions.id })
    .from(testQuestions)
    .innerJoin(tests, eq(tests.id, testQuestions.test_id))
    .where(and(eq(testQuestions.image_path, path), isNull(testQuestions.removed_at), visibleTo(await courseOfStudent(db, studentId))))
    .limit(1);
  return current !== undefined;
}

/** Whether the student exists, and belongs to the company when one is given. */
export async function studentExists(db: Db, studentId: number, companyId?: number): Promise<boolean> {
  const where = companyId === undefined ? eq(students.id, studentId) : and(eq(students.id, studentId), eq(students.company_id, companyId));
  return (await db.$count(students, where)) > 0;
}
