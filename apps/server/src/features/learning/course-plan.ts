import {
  addDays,
  curriculumDelayOf,
  roundDays,
  standingOf,
  type CurriculumState,
  type CurriculumSummary,
  type Standing,
  type StepRef,
  type StepState,
  type StepSummary,
} from '@manabiya/domain/contracts/learning';
import { COURSE_MODE, type CourseMode } from '@manabiya/domain/enums/student';

/**
 * A student's course as the student sees it, built from one query's rows (the public steps of the
 * public curricula of the course, in course order, with the student's completions): states, locks,
 * the next step, the plan's dates and the standing. The same rules as the SQL of
 * progress.repository.ts, which keeps student_progress for the staff lists (decision 033).
 */

/** One public step of a public curriculum of the course, in course order. */
export interface PlanRow {
  curriculumId: number;
  curriculumName: string;
  curriculumDescription: string | null;
  normalDays: number;
  intensiveDays: number;
  stepId: number;
  title: string;
  stepType: number;
  standardHours: number;
  completedAt: Date | null;
}

export interface PlanStep {
  ref: StepRef;
  standardHours: number;
  completedAt: Date | null;
  state: StepState;
  lockedBy: StepRef | null;
  /** Place in its curriculum (1-based). */
  number: number;
  previous: StepRef | null;
  next: StepRef | null;
}

/** A published test the curriculum's completion requires, and whether the student passed it. */
export interface RequiredTest {
  id: number;
  title: string;
  curriculum_id: number;
  passed: boolean;
}

export interface PlanCurriculum {
  id: number;
  name: string;
  description: string | null;
  number: number;
  days: number;
  plannedStart: string | null;
  plannedEnd: string | null;
  steps: PlanStep[];
  done: number;
  /** Done once every step is done and each of these tests passed. */
  requiredTests: RequiredTest[];
  state: CurriculumState;
}

export interface CoursePlan {
  curricula: PlanCurriculum[];
  steps: PlanStep[];
  nextStep: PlanStep | null;
  planDays: number;
  earnedDays: number;
  stepsDone: number;
  stepsTotal: number;
  /** The course is completed: every step done and every test its curricula require passed (decision 048). */
  completed: boolean;
}

export interface PlanSettings {
  sequential: boolean;
  courseMode: CourseMode;
  startDate: string | null;
  /** The published tests the plan's curricula require (decision 048). */
  requiredTests?: readonly RequiredTest[];
}

export function buildCoursePlan(rows: readonly PlanRow[], settings: PlanSettings): CoursePlan {
  const curricula: PlanCurriculum[] = [];
  const steps: PlanStep[] = [];
  let previous: PlanStep | undefined;
  let cumulativeDays = 0;
  for (const row of rows) {
    let curriculum = curricula.at(-1);
    if (curriculum?.id !== row.curriculumId) {
      const days = settings.courseMode === COURSE_MODE.intensive ? row.intensiveDays : row.normalDays;
      const plannedStart = settings.startDate === null ? null : addDays(settings.startDate, cumulativeDays);
      curriculum = {
        id: row.curriculumId,
        name: row.curriculumName,
        description: row.curriculumDescription,
        number: curricula.length + 1,
        days,
        plannedStart,
        plannedEnd: plannedStart === null ? null : addDays(plannedStart, Math.max(days, 1) - 1),
        steps: [],
        done: 0,
        requiredTests: (settings.requiredTests ?? []).filter((test) => test.curriculum_id === row.curriculumId),
        state: 'not_started',
      };
      cumulativeDays += days;
      curricula.push(curriculum);
    }
    const ref: StepRef = { id: row.stepId, title: row.title, step_type: row.stepType, curriculum_id: row.curriculumId, curriculum_name: row.curriculumName };
    const done = row.completedAt !== null;
    // A sequential course opens a step once the public step before it in course order is done.
    const locked = !done && settings.sequential && previous !== undefined && previous.completedAt === null;
    const step: PlanStep = {
      ref,
      standardHours: row.standardHours,
      completedAt: row.completedAt,
      state: done ? 'done' : locked ? 'locked' : 'open',
      lockedBy: locked ? previous!.ref : null,
      number: curriculum.steps.length + 1,
      previous: previous?.ref ?? null,
      next: null,
    };
    if (previous) previous.next = ref;
    if (done) curriculum.done += 1;
    curriculum.steps.push(step);
    steps.push(step);
    previous = step;
  }
  let earnedDays = 0;
  for (const curriculum of curricula) {
    curriculum.state = curriculum.done === 0 ? 'not_started' : curriculumCompleted(curriculum) ? 'done' : 'in_progress';
    earnedDays += (curriculum.days * curriculum.done) / curriculum.steps.length;
  }
  const stepsDone = steps.filter((step) => step.completedAt !== null).length;
  return {
    curricula,
    steps,
    nextStep: steps.find((step) => step.completedAt === null) ?? null,
    planDays: cumulativeDays,
    earnedDays: roundDays(earnedDays),
    stepsDone,
    stepsTotal: steps.length,
    completed: steps.length > 0 && curricula.every(curriculumCompleted),
  };
}

/** A curriculum is completed when every step is done and every test it requires is passed. */
const curriculumCompleted = (curriculum: PlanCurriculum): boolean =>
  curriculum.done === curriculum.steps.length && curriculum.requiredTests.every((test) => test.passed);

export function standingOfPlan(plan: CoursePlan, startDate: string | null, today: string): Standing {
  const awaitingTests = plan.stepsTotal > 0 && plan.stepsDone >= plan.stepsTotal && !plan.completed;
  return standingOf({ startDate, planDays: plan.planDays, earnedDays: plan.earnedDays, stepsDone: plan.stepsDone, stepsTotal: plan.stepsTotal, today, awaitingTests });
}

export function presentStep(step: PlanStep): StepSummary {
  return {
    ...step.ref,
    standard_hours: step.standardHours,
    state: step.state,
    locked_by: step.lockedBy,
    completed_at: step.completedAt?.toISOString() ?? null,
  };
}

/** The curriculum where the student is now: the one holding the current step (the first public step not done); null once every step is done. */
export const currentCurriculumIdOf = (plan: CoursePlan): number | null => plan.nextStep?.ref.curriculum_id ?? null;

/** A curriculum as the student's pages show it; its delay is the student's while it is the current one (decision 043). */
export function presentCurriculum(curriculum: PlanCurriculum, plan: CoursePlan, standing: Standing): CurriculumSummary {
  return {
    id: curriculum.id,
    name: curriculum.name,
    description: curriculum.description,
    number: curriculum.number,
    days: curriculum.days,
    planned_start: curriculum.plannedStart,
    planned_end: curriculum.plannedEnd,
    steps_done: curriculum.done,
    steps_total: curriculum.steps.length,
    state: curriculum.state,
    locked_by: curriculum.steps[0]?.lockedBy ?? null,
    delay_days: curriculumDelayOf(curriculum.id, currentCurriculumIdOf(plan), standing),
    required_tests: curriculum.requiredTests.map(({ id, title, passed }) => ({ id, title, passed })),
  };
}
