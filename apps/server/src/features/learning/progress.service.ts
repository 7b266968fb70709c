import { enrolmentStateOf, lockedMessage, type EnrolmentState, type Standing } from '@manabiya/domain/contracts/learning';
import { COMPLETION_SOURCE, STEP_TYPE, type CompletionSource } from '@manabiya/domain/enums/learning';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildCoursePlan, standingOfPlan, type CoursePlan, type PlanStep, type RequiredTest } from './course-plan.ts';
import * as repo from './progress.repository.ts';
import { findCompanyCurriculum } from './staff-progress.repository.ts';
import { todayIn } from '@manabiya/domain/zoned-time';

export const STEP_NOT_FOUND = 'ステップが見つかりません。コースの内容が変わった可能性があります。';
export const STEP_NOT_PUBLISHED = 'このステップは公開されていないため、完了にできません。';
export const ASSIGNMENT_NOT_SELF = '提出課題は自分では完了にできません。課題を提出すると、講師の確認で完了します。';

/** A batch larger than this is a bulk job (import, seed) and takes no per-student locks (the lock table is finite). */
const MAX_LOCKED_STUDENTS = 100;

/**
 * What learning asks of the tests feature (decision 048): the published tests a curriculum's
 * completion requires, with whether the student passed each, and the same as an SQL condition a
 * student list includes.
 */
export interface CurriculumTestGate {
  requiredTestsOf(studentId: number, curriculumIds: readonly number[], reader?: Db): Promise<RequiredTest[]>;
  requiredTestsPassedBy: repo.RequiredTestsPassedBy;
}

export interface ProgressServiceDeps {
  db: Db;
  config: Pick<Config, 'DISPLAY_TIME_ZONE'>;
  /** Curricula whose completion waits for a test; none without it. */
  tests?: CurriculumTestGate;
  /** The clock (tests inject their own). */
  now?: () => Date;
}

export interface CompleteStepInput {
  studentId: number;
  stepId: number;
  source: CompletionSource;
}

/** The student's course as the student sees it today; `plan` is null for a student without a course. */
export interface StudentPlan {
  student: repo.StudentCourse;
  plan: CoursePlan | null;
  today: string;
}

/** What the enrolment rule reads of a listed student: their status, end date and `finishedCourseOf`. */
export interface EnrolmentSubject {
  status: number;
  end_date: string | null;
  finished_course: boolean;
}

export type ProgressService = ReturnType<typeof createProgressService>;

/**
 * The one owner of step completion and of student_progress (decision 033). Every function that
 * takes `tx` runs in the caller's transaction: a completion is recorded together with whatever
 * caused it (a self-study click, a room's OK judgement, a staff action), and the progress rows are
 * rewritten with the change that moved them (content, a student's course, mode or start date).
 *
 * Concurrency: a completion holds the student's lock and its course's shared lock; recomputing a
 * course holds the course's lock exclusively; so a recount never overwrites a newer completion.
 */
export function createProgressService({ db, config, tests, now = () => new Date() }: ProgressServiceDeps) {
  const timeZone = config.DISPLAY_TIME_ZONE;
  const today = () => todayIn(timeZone, now());

  async function planOf(tx: Db, studentId: number): Promise<StudentPlan | undefined> {
    const student = await repo.findStudentCourse(tx, studentId);
    if (!student) return undefined;
    if (!student.course) return { student, plan: null, today: today() };
    const rows = await repo.planRowsOf(tx, student.course.id, studentId);
    const curriculumIds = [...new Set(rows.map((row) => row.curriculumId))];
    const requiredTests = tests ? await tests.requiredTestsOf(studentId, curriculumIds, tx) : [];
    const plan = buildCoursePlan(rows, { sequential: student.course.sequential, courseMode: student.courseMode, startDate: student.startDate, requiredTests });
    return { student, plan, today: today() };
  }

  /** The step in the student's plan: 404 when it is not in the course, 409 when it is there but not published. */
  async function stepOfPlan(tx: Db, current: StudentPlan | undefined, stepId: number): Promise<{ step: PlanStep; current: StudentPlan & { plan: CoursePlan } }> {
    if (!current?.plan || !current.student.course) throw notFound(STEP_NOT_FOUND);
    const step = current.plan.steps.find((candidate) => candidate.ref.id === stepId);
    if (step) return { step, current: current as StudentPlan & { plan: CoursePlan } };
    if (await repo.stepInCourse(tx, current.student.course.id, stepId)) throw conflict(STEP_NOT_PUBLISHED);
    throw notFound(STEP_NOT_FOUND);
  }

  async function recomputeStudents(tx: Db, studentIds: readonly number[]): Promise<void> {
    if (studentIds.length === 0) return;
    if (studentIds.length <= MAX_LOCKED_STUDENTS) await repo.lockExclusive(tx, repo.LOCK.studentProgress, studentIds);
    await repo.recomputeStudents(tx, studentIds);
  }

  return {
    /** Today in DISPLAY_TIME_ZONE (yyyy-MM-dd). */
    today,

    /** The student's course with the states of its steps, the plan and the next step, as of now. */
    planOf: (studentId: number) => planOf(db, studentId),

    /**
     * Completes a step for a student, once (idempotent: a second call, or a concurrent one, answers
     * `newlyCompleted: false` and changes nothing). Refuses with 404 a step outside the student's
     * course, with 409 an unpublished one, an assignment step completed by the student (its room's
     * OK judgement completes it), and a locked one (naming the step that opens it; staff may complete it anyway).
     */
    async completeStep(tx: Db, { studentId, stepId, source }: CompleteStepInput): Promise<{ newlyCompleted: boolean; completedAt: Date }> {
      await repo.lockExclusive(tx, repo.LOCK.studentProgress, [studentId]);
      const before = await repo.findStudentCourse(tx, studentId);
      if (before?.course) await repo.lockShared(tx, repo.LOCK.courseProgress, before.course.id);
      const { step } = await stepOfPlan(tx, await planOf(tx, studentId), stepId);
      if (step.completedAt) return { newlyCompleted: false, completedAt: step.completedAt };
      if (source === COMPLETION_SOURCE.self && step.ref.step_type === STEP_TYPE.assignment) throw conflict(ASSIGNMENT_NOT_SELF);
      if (step.state === 'locked' && source !== COMPLETION_SOURCE.staff) throw conflict(lockedMessage(step.lockedBy!.title));
      const completedAt = await repo.insertCompletion(tx, studentId, stepId, source, now());
      if (!completedAt) return { newlyCompleted: false, completedAt: (await repo.completionOf(tx, studentId, stepId)) ?? now() };
      await repo.recomputeStudents(tx, [studentId]);
      return { newlyCompleted: true, completedAt };
    },

    /** Takes a completion back (a room's judgement redone); true when there was one. */
    async reopenStep(tx: Db, { studentId, stepId }: { studentId: number; stepId: number }): Promise<{ reopened: boolean }> {
      await repo.lockExclusive(tx, repo.LOCK.studentProgress, [studentId]);
      const reopened = await repo.deleteCompletion(tx, studentId, stepId);
      if (reopened) await repo.recomputeStudents(tx, [studentId]);
      return { reopened };
    },

    /** Rewrites the progress rows of these students (after a change of their course, mode or start date). */
    recomputeStudents,

    /** Rewrites the progress rows of every student of these courses (after a change of their content): a few statements for any number of students. */
    async recomputeCourses(tx: Db, courseIds: readonly number[]): Promise<void> {
      if (courseIds.length === 0) return;
      await repo.lockExclusive(tx, repo.LOCK.courseProgress, courseIds);
      await repo.recomputeCourses(tx, courseIds);
    },

    /**
     * Whether a student has finished their course — every step done and every required test passed —
     * as an SQL condition over a column holding their id: a student list selects it as
     * `finished_course` beside its own columns (one round trip), then hands its rows to `withEnrolment`.
     */
    finishedCourseOf: (studentId: AnyPgColumn) => repo.finishedCourseOf(studentId, tests?.requiredTestsPassedBy),

    /**
     * The rows of a student list with their enrolment by the one rule (decision 043), from the
     * `finished_course` they were read with (which the contract leaves out of the answer): the plain
     * student lists show it where they showed the bare status.
     */
    withEnrolment<Row extends EnrolmentSubject>(rows: Row[]): Array<Row & { enrolment_state: EnrolmentState }> {
      const day = today();
      // Each row gains its state in place: the rows are the list's own, fresh from its query, and a
      // copy per row is a tenth of a cheap list's time.
      const listed = rows as Array<Row & { enrolment_state: EnrolmentState }>;
      for (const row of listed) row.enrolment_state = enrolmentStateOf({ status: row.status, endDate: row.end_date, finished: row.finished_course, today: day });
      return listed;
    },

    /** The student's standing against the plan today; null for a student without a course (or no such student). */
    async studentStanding(reader: Db, studentId: number): Promise<Standing | null> {
      const current = await planOf(reader, studentId);
      if (!current?.plan) return null;
      return standingOfPlan(current.plan, current.student.startDate, current.today);
    },

    /**
     * Whether a student may read a step's content (its attachments, issue 21): exactly what the step
     * page shows — a public step of a public curriculum of the student's course, and not locked.
     */
    async mayStudentReadStep(studentId: number, stepId: number): Promise<boolean> {
      const step = (await planOf(db, studentId))?.plan?.steps.find((candidate) => candidate.ref.id === stepId);
      return step !== undefined && step.state !== 'locked';
    },

    /**
     * Whether a company user may read a step's content: what the company's curriculum page shows —
     * a public step of a public curriculum that the course of one of its students lists.
     */
    async mayCompanyReadStep(companyId: number, curriculumId: number, stepId: number): Promise<boolean> {
      const curriculum = await findCompanyCurriculum(db, companyId, curriculumId);
      return curriculum?.steps.some((step) => step.id === stepId) ?? false;
    },

    /** Marks the student active (a heartbeat) without recounting. */
    touchActivity: (tx: Db, studentId: number, at: Date) => repo.touchActivity(tx, studentId, at),
  };
}
