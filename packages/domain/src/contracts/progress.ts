import { z } from 'zod';
import { PROGRESS_FILTERS, type ProgressFilter } from '../enums/learning.ts';
import { idParamSchema, IdName, MAX_ID } from './common.ts';
import { Enrolment, ENROLMENT_STATES, PLAN_STATUSES, StepRef } from './learning.ts';
import { ListQuery } from './lists.ts';
import { Selfcheck } from './reports.ts';
import { StudentStatusSchema } from './students.ts';

/*
 * Students' progress as staff (section student_progress) and companies (their own students) see it:
 * one row per student with the course, where they are, % done, the delay against the plan, the last
 * activity and the study time of the last 7 days; the detail of one student; the company's buckets.
 */

export const PROGRESS_SORT_KEYS = ['name', 'delay', 'percent', 'last_activity'] as const;
export type ProgressSortKey = (typeof PROGRESS_SORT_KEYS)[number];

const PROGRESS_FILTER_MESSAGE = `進捗の絞り込みは ${PROGRESS_FILTERS.join('、')} のいずれかで指定してください。`;

/** The spec's progress filter (months): "behind the plan by at least DELAY_DAYS_OF_FILTER[v] days"; 0 is everyone. */
export const ProgressFilterSchema = z.coerce
  .number({ message: PROGRESS_FILTER_MESSAGE })
  .refine((value): value is ProgressFilter => (PROGRESS_FILTERS as readonly number[]).includes(value), { message: PROGRESS_FILTER_MESSAGE });


/** The company portal's list: its own students only, so no company filter. */
export const CompanyProgressListQuery = ListQuery.extend({
  sort: z.enum(PROGRESS_SORT_KEYS).optional(),
  /** Part of the name, kana or e-mail (the students list's search key). */
  q: z.string().trim().max(100).optional(),
  course_id: idParamSchema().optional(),
  status: z.coerce.number().pipe(StudentStatusSchema).optional(),
  progress_filter: ProgressFilterSchema.default(0),
});
export type CompanyProgressListQuery = z.infer<typeof CompanyProgressListQuery>;

const COMPANY_FILTER_MESSAGE = '会社の絞り込みは 0（すべて）、-1（コンサルティングありの会社のみ）または会社IDで指定してください。';

/** Staff also filter by company: 0 all, −1 companies with consulting only, or one company's id. */
export const AdminProgressListQuery = CompanyProgressListQuery.extend({
  company: z.coerce
    .number({ message: COMPANY_FILTER_MESSAGE })
    .int({ message: COMPANY_FILTER_MESSAGE })
    .min(-1, { message: COMPANY_FILTER_MESSAGE })
    .max(MAX_ID, { message: COMPANY_FILTER_MESSAGE })
    .default(0),
});
export type AdminProgressListQuery = z.infer<typeof AdminProgressListQuery>;

export const CompanyProgressCsvQuery = CompanyProgressListQuery.omit({ page: true, page_size: true });
export type CompanyProgressCsvQuery = z.infer<typeof CompanyProgressCsvQuery>;
export const AdminProgressCsvQuery = AdminProgressListQuery.omit({ page: true, page_size: true });
export type AdminProgressCsvQuery = z.infer<typeof AdminProgressCsvQuery>;

/** One student's standing in the progress lists (and their CSV). */
export const ProgressRow = z.object({
  /** The student's id. */
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  status: z.number().int(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  course_mode: z.number().int(),
  start_date: z.string().nullable(),
  current_curriculum_id: z.number().int().nullable(),
  current_curriculum_name: z.string().nullable(),
  current_step_id: z.number().int().nullable(),
  current_step_title: z.string().nullable(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  /** Steps done of the course's published steps, 0–100 (whole percent, rounded down). */
  percent: z.number().int(),
  /** Whole days behind the plan today (rounded down; 0 when on or ahead of it). */
  delay_days: z.number().int(),
  last_activity_at: z.string().nullable(),
  /** Study time of the last 7 days (today included) from the study ledger. */
  study_seconds_7d: z.number().int(),
  /** The contract's last day (受講終了日). */
  end_date: z.string().nullable(),
  /** The student's enrolment by the one rule (`enrolmentOf`, decision 043): taking, overdue (終了予定日超過), completed, graduated, retired. */
  enrolment_state: z.enum(ENROLMENT_STATES),
});
export type ProgressRow = z.infer<typeof ProgressRow>;

/** What the list's filters offer: the courses its students take. */
export const ProgressOptions = z.object({ courses: z.array(IdName) });
export type ProgressOptions = z.infer<typeof ProgressOptions>;

/** The company start page: how many of its studying students are behind by each progress filter value. */
export const ProgressSummary = z.object({
  buckets: z.array(
    z.object({
      progress_filter: z.number(),
      min_delay_days: z.number().int(),
      count: z.number().int(),
    }),
  ),
});
export type ProgressSummary = z.infer<typeof ProgressSummary>;

// ---- One student's progress ------------------------------------------------------------------------

export const STUDY_DAYS_MIN = 7;
export const STUDY_DAYS_MAX = 90;
export const STUDY_DAYS_DEFAULT = 30;

export const StudentProgressQuery = z.object({
  /** How many days of study time, ending today. */
  days: z.coerce
    .number()
    .int()
    .min(STUDY_DAYS_MIN, { message: `日数は${STUDY_DAYS_MIN}から${STUDY_DAYS_MAX}で指定してください。` })
    .max(STUDY_DAYS_MAX, { message: `日数は${STUDY_DAYS_MIN}から${STUDY_DAYS_MAX}で指定してください。` })
    .default(STUDY_DAYS_DEFAULT),
});
export type StudentProgressQuery = z.infer<typeof StudentProgressQuery>;

/** A curriculum of the student's course on the timeline: planned against done. */
export const CurriculumTimelineItem = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  /** Standard days of the curriculum for the student's course mode. */
  standard_days: z.number().int(),
  /** The plan from the start date: the curricula one after another, each for its standard days. */
  planned_start: z.string().nullable(),
  planned_end: z.string().nullable(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  /** done, in_progress or not_started, as the student's course map says. */
  state: z.enum(['done', 'in_progress', 'not_started']),
  /** The curriculum where the student is now (it holds the current step). */
  current: z.boolean(),
  /** Days behind the plan: the student's delay here if this is the current curriculum, else 0 (`curriculumDelayOf`, decision 043). */
  delay_days: z.number().int(),
  /** The first and the last completion of its steps (the last only once every step is done). */
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  study_seconds: z.number().int(),
  selfcheck: Selfcheck.nullable(),
});
export type CurriculumTimelineItem = z.infer<typeof CurriculumTimelineItem>;

export const StudyDay = z.object({ date: z.string(), seconds: z.number().int() });
export type StudyDay = z.infer<typeof StudyDay>;

/** Whole days without study time from which "N日間学習なし" becomes a reason (a week, the progress filter's smallest step). */
export const NO_STUDY_DAYS = 7;

/**
 * Why a student is where they are (decision 043), defined once on the server from the student's
 * rooms (the rooms feature says who each one waits on), their current step and the study ledger:
 * - waiting_review: a submission waits for a teacher's judgement since `since`;
 * - waiting_answer: a question waits for a teacher's answer since `since`;
 * - resubmission: a submission was judged NG at `since` and waits for the student's resubmission;
 * - not_submitted: the current step is an assignment with nothing submitted yet;
 * - no_study: no study time for `days` whole days (at least NO_STUDY_DAYS), the last on `since` (null: never since the start).
 */
export const STANDING_REASONS = ['waiting_review', 'waiting_answer', 'resubmission', 'not_submitted', 'no_study'] as const;
export type StandingReasonKind = (typeof STANDING_REASONS)[number];

export const StandingReason = z.object({
  kind: z.enum(STANDING_REASONS),
  /** When it began (ISO 8601): the submission, the question, the NG judgement, the last study; null when not known or never. */
  since: z.string().nullable(),
  /** no_study: the whole days without study time; null for the other kinds. */
  days: z.number().int().nullable(),
  /** The step (and its room) the reason is about; null for no_study. */
  step_id: z.number().int().nullable(),
  step_title: z.string().nullable(),
  room_id: z.number().int().nullable(),
});
export type StandingReason = z.infer<typeof StandingReason>;

export const StudentProgressDetail = z.object({
  student_id: z.number().int(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  course_mode: z.number().int(),
  start_date: z.string().nullable(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  percent: z.number().int(),
  plan_days: z.number(),
  earned_days: z.number(),
  /** Days behind the plan today: the same figure as the progress lists' and the student's own page (standingOf, decision 033). */
  delay_days: z.number().int(),
  /** The last day of the plan (start date + plan days − 1): 予定の修了日. */
  planned_finish: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  /** The spec's student status (0 taking … 4 retired). */
  status: z.number().int(),
  /** The contract's last day (受講終了日), apart from the plan's finish. */
  end_date: z.string().nullable(),
  /** When the course would be finished if the rest goes at the standard pace from today; null when finished or without a plan. */
  expected_finish: z.string().nullable(),
  /** Where the student stands against the plan: no_plan, not_started, on_track, behind, ahead, finished. */
  plan_status: z.enum(PLAN_STATUSES),
  /** The student's enrolment by the one rule (decision 043). */
  enrolment: Enrolment,
  /** The first public step not done, in course order; null when finished or without a course. */
  current_step: StepRef.nullable(),
  /** Why the student is where they are (decision 043); empty when nothing holds them. */
  reasons: z.array(StandingReason),
  curricula: z.array(CurriculumTimelineItem),
  /** One entry per day, oldest first, ending today (in the display time zone); days without study are 0. */
  study_days: z.array(StudyDay),
  /** Every second in the ledger for this student. */
  study_total_seconds: z.number().int(),
});
export type StudentProgressDetail = z.infer<typeof StudentProgressDetail>;

// ---- The company's read-only view of the content ---------------------------------------------------

export const CompanyCurriculumSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  normal_days: z.number().int(),
  intensive_days: z.number().int(),
  step_count: z.number().int(),
});
export type CompanyCurriculumSummary = z.infer<typeof CompanyCurriculumSummary>;

/** A course that at least one of the company's students takes, with its published curricula. */
export const CompanyCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  mode: z.number().int(),
  student_count: z.number().int(),
  curricula: z.array(CompanyCurriculumSummary),
});
export type CompanyCourse = z.infer<typeof CompanyCourse>;

export const CompanyCurriculumStep = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  step_type: z.number().int(),
  body: z.string(),
  standard_hours: z.number(),
});
export type CompanyCurriculumStep = z.infer<typeof CompanyCurriculumStep>;

export const CompanyCurriculumDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The company's students' courses that list it. */
  courses: z.array(IdName),
  steps: z.array(CompanyCurriculumStep),
});
export type CompanyCurriculumDetail = z.infer<typeof CompanyCurriculumDetail>;
