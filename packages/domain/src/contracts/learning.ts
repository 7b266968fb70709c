import { z } from 'zod';
import { STUDENT_STATUS } from '../enums/student.ts';
import { idSchema } from './common.ts';
import { DateText } from './fields.ts';

/*
 * The student's study path (issue 12): the course map, a curriculum with its steps, the step page,
 * completing a self-study step, the student's progress against the plan, and the study clock.
 * How the plan, the delay and the study clock are computed: docs/decisions/033.
 */

// ---- Calendar days (yyyy-MM-dd) ----

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** `date` (yyyy-MM-dd) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both yyyy-MM-dd): 0 on the same day, negative when `to` is before. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

// ---- The plan and the student's standing ----

/** Where a student stands against the plan: no plan (no start date), before the start, on track, behind, ahead, or finished. */
export const PLAN_STATUSES = ['no_plan', 'not_started', 'on_track', 'behind', 'ahead', 'finished'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const Standing = z.object({
  start_date: z.string().nullable(),
  /** Σ standard days of the course's public curricula for the student's mode. */
  plan_days: z.number(),
  /** Σ curriculum days × share of its public steps done (two decimals). */
  earned_days: z.number(),
  /** Days behind the plan today, in whole days (0 when not behind). */
  delay_days: z.number().int(),
  /** Days ahead of the plan today, in whole days (0 when not ahead). */
  ahead_days: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  /** The last day of the plan (start date + plan days − 1). */
  planned_finish: z.string().nullable(),
  /** The day the course would be finished if the rest goes at the standard pace from today; null when finished or without a plan. */
  expected_finish: z.string().nullable(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  /** Steps done in percent, rounded down. */
  percent: z.number().int(),
});
export type Standing = z.infer<typeof Standing>;

/** Earned days are kept to two decimals, as student_progress keeps them, so the student's page and the staff lists agree. */
export const roundDays = (days: number) => Math.round(days * 100) / 100;

/**
 * The student's standing on `today` (decision 033): delay = max(0, (today − start) − earned) in whole
 * days — how long ago the plan had the student where they are now, not capped at the plan's length,
 * so a student who stopped long ago shows how long; one who finished is never behind, one whose
 * start is in the future neither. A student with every step done who has still to pass a test their
 * curricula require (`awaitingTests`, decision 048) is not finished, nor behind: nothing is left to study.
 */
export function standingOf(input: {
  startDate: string | null;
  planDays: number;
  earnedDays: number;
  stepsDone: number;
  stepsTotal: number;
  today: string;
  awaitingTests?: boolean;
}): Standing {
  const { startDate, planDays, stepsDone, stepsTotal, today } = input;
  const earnedDays = roundDays(input.earnedDays);
  const percent = stepsTotal > 0 ? Math.floor((stepsDone * 100) / stepsTotal) : 0;
  const stepsFinished = stepsTotal > 0 && stepsDone >= stepsTotal;
  const base = { start_date: startDate, plan_days: planDays, earned_days: earnedDays, steps_done: stepsDone, steps_total: stepsTotal, percent };
  const plannedFinish = startDate === null ? null : addDays(startDate, Math.max(Math.ceil(planDays), 1) - 1);
  if (stepsFinished && !input.awaitingTests) return { ...base, delay_days: 0, ahead_days: 0, status: 'finished', planned_finish: plannedFinish, expected_finish: null };
  if (startDate === null) return { ...base, delay_days: 0, ahead_days: 0, status: 'no_plan', planned_finish: null, expected_finish: null };
  const elapsed = daysBetween(startDate, today);
  if (stepsFinished) return { ...base, delay_days: 0, ahead_days: 0, status: elapsed < 0 ? 'not_started' : 'on_track', planned_finish: plannedFinish, expected_finish: null };
  const expectedByNow = Math.max(0, Math.min(elapsed, planDays));
  const delay = Math.max(0, Math.floor(elapsed - earnedDays));
  const ahead = elapsed < 0 ? 0 : Math.max(0, Math.floor(earnedDays - expectedByNow));
  const from = elapsed < 0 ? startDate : today;
  const expectedFinish = addDays(from, Math.max(Math.ceil(planDays - earnedDays), 1) - 1);
  const status: PlanStatus = elapsed < 0 ? 'not_started' : delay >= 1 ? 'behind' : ahead >= 1 ? 'ahead' : 'on_track';
  return { ...base, delay_days: delay, ahead_days: ahead, status, planned_finish: plannedFinish, expected_finish: expectedFinish };
}

/**
 * A curriculum's delay (decision 043): the student's one delay (`standingOf`) lies in the curriculum
 * where the student is now — the one holding the current step, the first public step not done in
 * course order — and in no other. A done curriculum has nothing left to be behind on; one not reached
 * yet has not begun to be late: the days it should already have run are counted once, in the current
 * curriculum. So the overall figure and the current curriculum's are the same number by definition,
 * and no page shows two delays that could disagree.
 */
export function curriculumDelayOf(curriculumId: number, currentCurriculumId: number | null, standing: Pick<Standing, 'delay_days'> | null): number {
  return standing !== null && curriculumId === currentCurriculumId ? standing.delay_days : 0;
}

// ---- The enrolment against the contract's dates ----

/**
 * Where a student stands against their contract (decision 043), from the spec's status (0 taking,
 * 1–3 graduated, 4 retired), the contract's end date (受講終了日, `end_date`) and the plan:
 * - graduated / retired: the status says it;
 * - completed: still taking, but every step is done (the school has yet to record the graduation);
 * - overdue (終了予定日超過): still taking, steps remain, and the end date has passed;
 * - taking: otherwise.
 */
export const ENROLMENT_STATES = ['taking', 'overdue', 'completed', 'graduated', 'retired'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

export const Enrolment = z.object({
  state: z.enum(ENROLMENT_STATES),
  /** The contract's last day (受講終了日); null when none is set. */
  end_date: z.string().nullable(),
  /** Whole days since the end date, while overdue; 0 otherwise. */
  days_past_end: z.number().int(),
  /**
   * The end date against the day the course should be finished (the expected finish at the standard
   * pace from today, or the planned finish before the start): positive is days to spare, negative the
   * days it will run past the end date; null when either day is missing or the student is not taking the course.
   */
  end_margin_days: z.number().int().nullable(),
});
export type Enrolment = z.infer<typeof Enrolment>;

export interface EnrolmentInput {
  status: number;
  endDate: string | null;
  /** Every public step of the course is done. */
  finished: boolean;
  /** When the course should be finished: the standing's expected finish (or planned finish before the start); null without a plan. */
  finishBy: string | null;
  today: string;
}

/** The state alone of the one rule below (a list's row needs no more): the status, then the steps, then the end date. */
export function enrolmentStateOf({ status, endDate, finished, today }: Omit<EnrolmentInput, 'finishBy'>): EnrolmentState {
  if (status === STUDENT_STATUS.retired) return 'retired';
  if (status !== STUDENT_STATUS.taking) return 'graduated';
  if (finished) return 'completed';
  return endDate !== null && endDate < today ? 'overdue' : 'taking';
}

/** The one rule for a student's enrolment (decision 043): the detail pages and the progress lists show its answer. */
export function enrolmentOf({ status, endDate, finished, finishBy, today }: EnrolmentInput): Enrolment {
  const state = enrolmentStateOf({ status, endDate, finished, today });
  if (state !== 'taking' && state !== 'overdue') return { state, end_date: endDate, days_past_end: 0, end_margin_days: null };
  const margin = endDate !== null && finishBy !== null ? daysBetween(finishBy, endDate) : null;
  return { state, end_date: endDate, days_past_end: state === 'overdue' ? daysBetween(endDate!, today) : 0, end_margin_days: margin };
}

/** `enrolmentOf` from a standing (null: no course). */
export function enrolmentOfStanding(student: { status: number; endDate: string | null }, standing: Standing | null, today: string): Enrolment {
  return enrolmentOf({
    status: student.status,
    endDate: student.endDate,
    finished: standing?.status === 'finished',
    finishBy: standing ? (standing.expected_finish ?? standing.planned_finish) : null,
    today,
  });
}

// ---- Steps, curricula, the course map ----

export const STEP_STATES = ['done', 'open', 'locked'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** Why a locked step is neither opened nor completed yet: the step that opens it (the progress service's and the rooms' refusal). */
export const lockedMessage = (opener: string) => `このステップはまだ開いていません。「${opener}」を完了すると開きます。`;

export const CURRICULUM_STATES = ['done', 'in_progress', 'not_started'] as const;
export type CurriculumState = (typeof CURRICULUM_STATES)[number];

/** A step named from elsewhere: the step that opens a locked one, the next step, previous/next links. */
export const StepRef = z.object({
  id: z.number().int(),
  title: z.string(),
  step_type: z.number().int(),
  curriculum_id: z.number().int(),
  curriculum_name: z.string(),
});
export type StepRef = z.infer<typeof StepRef>;

/** A step as lists show it, with its state for the student; `locked_by` names the step that opens a locked one. */
export const StepSummary = StepRef.extend({
  standard_hours: z.number(),
  state: z.enum(STEP_STATES),
  locked_by: StepRef.nullable(),
  completed_at: z.string().nullable(),
});
export type StepSummary = z.infer<typeof StepSummary>;

export const CurriculumSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** 1-based place in the course. */
  number: z.number().int(),
  /** Standard days for the student's course mode. */
  days: z.number().int(),
  /** The curriculum's days in the plan (first and last day); null without a start date. */
  planned_start: z.string().nullable(),
  planned_end: z.string().nullable(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  state: z.enum(CURRICULUM_STATES),
  /** Set when the curriculum's first step is locked: the step that opens it. */
  locked_by: StepRef.nullable(),
  /** Days behind the plan: the student's delay in the curriculum where they are now, 0 in the others (`curriculumDelayOf`). */
  delay_days: z.number().int(),
  /** The published tests the curriculum's completion requires (decision 048), with whether the student passed each. */
  required_tests: z.array(z.object({ id: z.number().int(), title: z.string(), passed: z.boolean() })),
});
export type CurriculumSummary = z.infer<typeof CurriculumSummary>;

export const CourseInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The student's course mode (0 normal, 1 intensive): which standard days the plan uses. */
  course_mode: z.number().int(),
  /** Steps must be completed in order. */
  sequential: z.boolean(),
});
export type CourseInfo = z.infer<typeof CourseInfo>;

/** The course map; a student without a course gets `course: null` and empty lists. */
export const CourseMap = z.object({
  course: CourseInfo.nullable(),
  curricula: z.array(CurriculumSummary.extend({ steps: z.array(StepSummary) })),
  /** The first step not done, in course order (the one obvious next step). */
  next_step: StepSummary.nullable(),
  standing: Standing.nullable(),
});
export type CourseMap = z.infer<typeof CourseMap>;

export const CurriculumDetail = z.object({
  course: CourseInfo,
  curriculum: CurriculumSummary,
  steps: z.array(StepSummary),
  previous_curriculum: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  next_curriculum: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CurriculumDetail = z.infer<typeof CurriculumDetail>;

export const StepMovie = z.object({
  id: z.number().int(),
  title: z.string(),
  duration_seconds: z.number(),
  /** Streams with HTTP Range. */
  stream_url: z.string(),
  /** Where the student left off. */
  position_seconds: z.number(),
  /** Seconds of the video actually played (seeking does not count). */
  watched_seconds: z.number(),
});
export type StepMovie = z.infer<typeof StepMovie>;

export const StepAttachment = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});
export type StepAttachment = z.infer<typeof StepAttachment>;

/** The step page. A locked step carries no content, only the step that opens it. */
export const StepPage = StepSummary.extend({
  course_id: z.number().int(),
  /** Markdown (rendered as Markdown, never as HTML). */
  body: z.string(),
  /** 1-based place in its curriculum, and how many steps the curriculum has. */
  number: z.number().int(),
  count: z.number().int(),
  movies: z.array(StepMovie),
  attachments: z.array(StepAttachment),
  previous: StepRef.nullable(),
  next: StepRef.nullable(),
});
export type StepPage = z.infer<typeof StepPage>;

export const CompleteStepResponse = z.object({
  step_id: z.number().int(),
  /** False when the step was done already (completing twice changes nothing). */
  newly_completed: z.boolean(),
  completed_at: z.string(),
  next_step: StepSummary.nullable(),
  standing: Standing,
});
export type CompleteStepResponse = z.infer<typeof CompleteStepResponse>;

/** The student's progress, per course (a student follows one course, so zero or one entry). */
export const CourseProgress = z.object({
  course: CourseInfo,
  curricula: z.array(CurriculumSummary),
  current_step: StepSummary.nullable(),
  standing: Standing,
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const StudentProgress = z.object({ courses: z.array(CourseProgress) });
export type StudentProgress = z.infer<typeof StudentProgress>;

// ---- The study clock ----

export const STEP_OR_MOVIE_MESSAGE = 'step_id か movie_id のどちらかを指定してください。';

/** Sent every HEARTBEAT_SECONDS while a step or video page is visible and used. */
export const HeartbeatBody = z
  .object({ step_id: idSchema().optional(), movie_id: idSchema().optional() })
  .refine((body) => body.step_id !== undefined || body.movie_id !== undefined, { message: STEP_OR_MOVIE_MESSAGE, path: ['step_id'] });
export type HeartbeatBody = z.infer<typeof HeartbeatBody>;

export const HeartbeatResponse = z.object({
  /** The day (DISPLAY_TIME_ZONE) the heartbeat counted on. */
  study_date: z.string(),
  /** Study time of that day so far. */
  today_seconds: z.number().int(),
});
export type HeartbeatResponse = z.infer<typeof HeartbeatResponse>;

export const STUDY_TIME_AGGREGATIONS = ['daily', 'monthly'] as const;
export type StudyTimeAggregation = (typeof STUDY_TIME_AGGREGATIONS)[number];
/** The longest range one request may ask for. */
export const MAX_STUDY_TIME_DAYS = 366;
export const MAX_STUDY_TIME_MONTHS = 120;

export const StudyTimeQuery = z.object({
  aggregation: z.enum(STUDY_TIME_AGGREGATIONS).default('daily'),
  /** First day (yyyy-MM-dd); by default 6 days before `to` (daily) or the first day of the 12th month back (monthly). */
  from: DateText.optional(),
  /** Last day (yyyy-MM-dd); today by default. */
  to: DateText.optional(),
});
export type StudyTimeQuery = z.infer<typeof StudyTimeQuery>;

const Seconds = z.number().int();

export const StudyTime = z.object({
  aggregation: z.enum(STUDY_TIME_AGGREGATIONS),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  total_seconds: Seconds,
  /** One entry per day (yyyy-MM-dd) or month (yyyy-MM) of the range, zero-filled. */
  series: z.array(z.object({ period: z.string(), seconds: Seconds })),
  /** The same total by course, curriculum and step (a removed one has a null id and name). */
  by_course: z.array(z.object({ course_id: z.number().int().nullable(), name: z.string().nullable(), seconds: Seconds })),
  by_curriculum: z.array(z.object({ curriculum_id: z.number().int().nullable(), name: z.string().nullable(), seconds: Seconds })),
  by_step: z.array(z.object({ step_id: z.number().int().nullable(), title: z.string().nullable(), curriculum_id: z.number().int().nullable(), seconds: Seconds })),
});
export type StudyTime = z.infer<typeof StudyTime>;
