import { COURSE_MODE, type CourseMode } from '@manabiya/domain/enums/student';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import type { CompletionSource } from '@manabiya/domain/enums/learning';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { courseCurricula, courses, curricula, steps } from '../../db/schema/courses.ts';
import { stepCompletions, studentProgress } from '../../db/schema/learning.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import type { PlanRow } from './course-plan.ts';

const PUBLIC = PUBLISH_STATUS.public;
const listOf = (values: readonly number[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The student's course and plan settings; `course` is null for a student without a course. */
export interface StudentCourse {
  studentId: number;
  courseMode: CourseMode;
  startDate: string | null;
  course: { id: number; name: string; description: string | null; sequential: boolean } | null;
}

export async function findStudentCourse(db: Db, studentId: number): Promise<StudentCourse | undefined> {
  const [row] = await db
    .select({
      studentId: students.id,
      courseMode: students.course_mode,
      startDate: students.start_date,
      courseId: courses.id,
      name: courses.name,
      description: courses.description,
      sequential: courses.sequential,
    })
    .from(students)
    .leftJoin(courses, eq(courses.id, students.course_id))
    .where(eq(students.id, studentId));
  if (!row) return undefined;
  const course = row.courseId === null ? null : { id: row.courseId, name: row.name!, description: row.description, sequential: row.sequential! };
  return { studentId: row.studentId, courseMode: row.courseMode ?? COURSE_MODE.normal, startDate: row.startDate, course };
}

/** The public steps of the public curricula of a course, in course order, with the student's completions. */
export function planRowsOf(db: Db, courseId: number, studentId: number): Promise<PlanRow[]> {
  return db
    .select({
      curriculumId: curricula.id,
      curriculumName: curricula.name,
      curriculumDescription: curricula.description,
      normalDays: courseCurricula.normal_days,
      intensiveDays: courseCurricula.intensive_days,
      stepId: steps.id,
      title: steps.title,
      stepType: steps.step_type,
      standardHours: steps.standard_hours,
      completedAt: stepCompletions.completed_at,
    })
    .from(courseCurricula)
    .innerJoin(curricula, and(eq(curricula.id, courseCurricula.curriculum_id), eq(curricula.publish_status, PUBLIC)))
    .innerJoin(steps, and(eq(steps.curriculum_id, curricula.id), eq(steps.publish_status, PUBLIC)))
    .leftJoin(stepCompletions, and(eq(stepCompletions.step_id, steps.id), eq(stepCompletions.student_id, studentId)))
    .where(eq(courseCurricula.course_id, courseId))
    .orderBy(asc(courseCurricula.position), asc(steps.position), asc(steps.id));
}

/** Whether the step is in the course at all (public or not): tells "not yours" (404) from "not published" (409). */
export async function stepInCourse(db: Db, courseId: number, stepId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: steps.id })
    .from(steps)
    .innerJoin(courseCurricula, and(eq(courseCurricula.curriculum_id, steps.curriculum_id), eq(courseCurricula.course_id, courseId)))
    .where(eq(steps.id, stepId))
    .limit(1);
  return row !== undefined;
}

/** Records a completion once: the first call answers true, any later one (or a concurrent one) false. */
export async function insertCompletion(db: Db, studentId: number, stepId: number, source: CompletionSource, at: Date): Promise<Date | null> {
  const rows = await db
    .insert(stepCompletions)
    .values({ student_id: studentId, step_id: stepId, source, completed_at: at })
    .onConflictDoNothing()
    .returning({ completedAt: stepCompletions.completed_at });
  return rows[0]?.completedAt ?? null;
}

export async function completionOf(db: Db, studentId: number, stepId: number): Promise<Date | null> {
  const [row] = await db
    .select({ completedAt: stepCompletions.completed_at })
    .from(stepCompletions)
    .where(and(eq(stepCompletions.student_id, studentId), eq(stepCompletions.step_id, stepId)));
  return row?.completedAt ?? null;
}

export async function deleteCompletion(db: Db, studentId: number, stepId: number): Promise<boolean> {
  const rows = await db
    .delete(stepCompletions)
    .where(and(eq(stepCompletions.student_id, studentId), eq(stepCompletions.step_id, stepId)))
    .returning({ stepId: stepCompletions.step_id });
  return rows.length > 0;
}

// ---- Advisory locks (transaction-scoped, two-key form) ----

/** Namespaces of this feature's advisory locks: a student's progress, a course's progress, a student's study clock. */
export const LOCK = { studentProgress: 120_001, courseProgress: 120_002, studyClock: 120_003 } as const;

export async function lockExclusive(db: Db, namespace: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await db.execute(sql`select pg_advisory_xact_lock(${namespace}::integer, id) from unnest(array[${listOf(sorted)}]::integer[]) as id order by id`);
}

export async function lockShared(db: Db, namespace: number, id: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(${namespace}::integer, ${id}::integer)`);
}

// ---- student_progress, rewritten set-based ----

/**
 * Rewrites the student_progress rows of the students `target` selects (an SQL select of
 * `student_id, course_id, course_mode, start_date` over students with a course): steps done and
 * total, plan and earned days, the day the work done is on plan (null without a start date or once
 * every step is done: nothing to fall behind), the current step (the first public step not done in course order) and the last
 * activity (latest completion or study session). One statement for any number of students.
 */
async function upsertProgress(db: Db, target: SQL): Promise<void> {
  await db.execute(sql`
    with target as materialized (${target}),
    cur as (
      select t.student_id, cc.curriculum_id, cc.position as cur_pos,
        (case when t.course_mode = ${COURSE_MODE.intensive} then cc.intensive_days else cc.normal_days end)::numeric as days
      from target t
      join course_curricula cc on cc.course_id = t.course_id
      join curricula c on c.id = cc.curriculum_id and c.publish_status = ${PUBLIC}
    ),
    st as (
      select cur.student_id, cur.curriculum_id, cur.cur_pos, cur.days, s.id as step_id, s.position as step_pos,
        (sc.step_id is not null) as done
      from cur
      join steps s on s.curriculum_id = cur.curriculum_id and s.publish_status = ${PUBLIC}
      left join step_completions sc on sc.student_id = cur.student_id and sc.step_id = s.id
    ),
    per_cur as (
      select student_id, curriculum_id, max(days) as days, count(*) as total, count(*) filter (where done) as done
      from st group by student_id, curriculum_id
    ),
    agg as (
      select student_id, sum(done)::integer as steps_done, sum(total)::integer as steps_total, sum(days) as plan_days,
        round(sum(days * done / total), 2) as earned_days
      from per_cur group by student_id
    ),
    cur_step as (
      select distinct on (student_id) student_id, step_id, curriculum_id
      from st where not done
      order by student_id, cur_pos, step_pos, step_id
    )
    insert into student_progress (student_id, course_id, steps_done, steps_total, plan_days, earned_days, on_plan_date,
      current_curriculum_id, current_step_id, last_activity_at, updated_at)
    select t.student_id, t.course_id, coalesce(a.steps_done, 0), coalesce(a.steps_total, 0), coalesce(a.plan_days, 0), coalesce(a.earned_days, 0),
      case when t.start_date is null or (a.steps_total > 0 and a.steps_done >= a.steps_total) then null
        else t.start_date + ceil(coalesce(a.earned_days, 0))::integer end,
      cs.curriculum_id, cs.step_id,
      greatest(
        (select max(x.completed_at) from step_completions x where x.student_id = t.student_id),
        (select ss.ended_at from study_sessions ss where ss.student_id = t.student_id order by ss.study_date desc, ss.ended_at desc limit 1)
      ),
      now()
    from target t
    left join agg a on a.student_id = t.student_id
    left join cur_step cs on cs.student_id = t.student_id
    on conflict (student_id) do update set
      course_id = excluded.course_id,
      steps_done = excluded.steps_done,
      steps_total = excluded.steps_total,
      plan_days = excluded.plan_days,
      earned_days = excluded.earned_days,
      on_plan_date = excluded.on_plan_date,
      current_curriculum_id = excluded.current_curriculum_id,
      current_step_id = excluded.current_step_id,
      last_activity_at = excluded.last_activity_at,
      updated_at = excluded.updated_at`);
}

/** Rewrites the progress rows of these students; a student without a course loses its row. */
export async function recomputeStudents(db: Db, studentIds: readonly number[]): Promise<void> {
  if (studentIds.length === 0) return;
  const ids = listOf([...new Set(studentIds)]);
  await db.execute(sql`delete from student_progress p using students s
    where p.student_id = s.id and p.student_id in (${ids}) and s.course_id is null`);
  await upsertProgress(db, sql`select id as student_id, course_id, course_mode, start_date from students where id in (${ids}) and course_id is not null`);
}

/** Rewrites the progress rows of every student of these courses (and drops rows left from a student's earlier course). */
export async function recomputeCourses(db: Db, courseIds: readonly number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const ids = listOf([...new Set(courseIds)]);
  await db.execute(sql`delete from student_progress p using students s
    where p.student_id = s.id and p.course_id in (${ids}) and s.course_id is distinct from p.course_id`);
  await upsertProgress(db, sql`select id as student_id, course_id, course_mode, start_date from students where course_id in (${ids})`);
}

/** Marks the student active now (a heartbeat, a completion) without recounting. */
export async function touchActivity(db: Db, studentId: number, at: Date): Promise<void> {
  await db
    .update(studentProgress)
    .set({ last_activity_at: sql`greatest(coalesce(${studentProgress.last_activity_at}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)` })
    .where(eq(studentProgress.student_id, studentId));
}

/** The tests feature's condition: the student passed every required test of the course's curricula (decision 048). */
export type RequiredTestsPassedBy = (studentId: AnyPgColumn | SQL, courseId: AnyPgColumn | SQL) => SQL<boolean>;

/**
 * Whether the student whose id is `studentId` (a column of the caller's query) has done every public
 * step of their course, as their progress row says, and passed each test its curricula require
 * (`requiredTestsPassed`, asked only of a student whose steps are all done): a student list selects
 * it beside its own columns, so the enrolment costs no second round trip (decision 043).
 */
export function finishedCourseOf(studentId: AnyPgColumn, requiredTestsPassed?: RequiredTestsPassedBy): SQL<boolean> {
  // A scalar subquery, not `exists`: PostgreSQL may hash an `exists` over the whole table before the
  // list's LIMIT, where this one is one primary-key read per row of the page.
  const stepsDone = sql`${studentProgress.course_id} is not null and ${studentProgress.steps_total} > 0 and ${studentProgress.steps_done} >= ${studentProgress.steps_total}`;
  const done = requiredTestsPassed
    ? sql`case when ${stepsDone} then ${requiredTestsPassed(studentProgress.student_id, studentProgress.course_id)} else false end`
    : stepsDone;
  return sql<boolean>`coalesce((select ${done} from ${studentProgress} where ${studentProgress.student_id} = ${studentId}), false)`;
}
