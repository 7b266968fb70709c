/** @owner learning — completions, progress, study sessions, daily reports, self-checks; the movie views are movies’ */
import type { CompletionSource } from '@manabiya/domain/enums/learning';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, timestampTz } from './columns.ts';
import { courses, curricula, steps } from './courses.ts';
import { movies } from './movies.ts';
import { staff } from './staff.ts';
import { students } from './students.ts';

/** A student's completed steps: written only by the progress service (idempotent: one row per student and step). */
export const stepCompletions = pgTable(
  'step_completions',
  {
    student_id: belongsTo(() => students.id),
    step_id: belongsTo(() => steps.id),
    source: smallint('source').$type<CompletionSource>().notNull(),
    completed_at: timestampTz('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.step_id] }), index('step_completions_step_idx').on(t.step_id)],
);

/**
 * Each student's standing on their course, kept by the progress service whenever a completion or
 * the course content changes, so that lists of 10,000 students filter and sort without recounting.
 * `earned_days` = Σ over curricula of (standard days × share of its steps done); the delay on a day
 * is max(0, days since start − earned_days), and 0 once every step is done (decision 033).
 * `on_plan_date` = start date + ⌈earned_days⌉: the day on which the work done is exactly on plan, so
 * the whole days behind on `today` are max(0, today − on_plan_date); null when there is no plan to
 * fall behind (no start date, or every step done). Lists filter and sort by it through its index.
 */
export const studentProgress = pgTable(
  'student_progress',
  {
    student_id: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    course_id: belongsTo(() => courses.id),
    steps_done: integer('steps_done').notNull().default(0),
    steps_total: integer('steps_total').notNull().default(0),
    plan_days: numeric('plan_days', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    earned_days: numeric('earned_days', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    on_plan_date: date('on_plan_date', { mode: 'string' }),
    current_curriculum_id: integer('current_curriculum_id').references(() => curricula.id, { onDelete: 'set null' }),
    current_step_id: integer('current_step_id').references(() => steps.id, { onDelete: 'set null' }),
    last_activity_at: timestampTz('last_activity_at'),
    updated_at: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('student_progress_course_idx').on(t.course_id), index('student_progress_on_plan_idx').on(t.on_plan_date, t.student_id.desc())],
);

/**
 * Where a student is in a video and which parts were actually played (merged [start, end] second ranges).
 * @owner movies
 */
export const movieViews = pgTable(
  'movie_views',
  {
    student_id: belongsTo(() => students.id),
    movie_id: belongsTo(() => movies.id),
    position_seconds: numeric('position_seconds', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    watched_ranges: jsonb('watched_ranges').$type<[number, number][]>().notNull().default(sql`'[]'::jsonb`),
    watched_seconds: numeric('watched_seconds', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    /**
     * Also the clock of the coverage credit (features/movies/movie-coverage.ts): new coverage may grow
     * at most 2.5 s per second of wall time since this stamp, banked up to 10 minutes, so the stamp
     * may trail the real last update by up to that much.
     */
    updated_at: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.movie_id] })],
);

/**
 * The study-time ledger: every total (day, week, month, step, curriculum, course) is a sum of these
 * rows. A student's sessions never overlap (two tabs extend the same session) and never cross
 * midnight in DISPLAY_TIME_ZONE (a session is cut there), so each row belongs to one `study_date`.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    student_id: belongsTo(() => students.id),
    step_id: integer('step_id').references(() => steps.id, { onDelete: 'set null' }),
    curriculum_id: integer('curriculum_id').references(() => curricula.id, { onDelete: 'set null' }),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The day in DISPLAY_TIME_ZONE the whole session lies in. */
    study_date: date('study_date', { mode: 'string' }).notNull(),
    started_at: timestampTz('started_at').notNull(),
    ended_at: timestampTz('ended_at').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (t) => [
    index('study_sessions_student_date_idx').on(t.student_id, t.study_date),
    check('study_sessions_order', sql`${t.ended_at} >= ${t.started_at}`),
  ],
);

/** 日報: one per student and day. */
export const dailyReports = pgTable(
  'daily_reports',
  {
    id: serial('id').primaryKey(),
    student_id: belongsTo(() => students.id),
    report_date: date('report_date', { mode: 'string' }).notNull(),
    /** What the student declares; the ledger's figure for the day is shown beside it. */
    study_minutes: integer('study_minutes').notNull(),
    did: text('did').notNull(),
    next: text('next').notNull().default(''),
    troubles: text('troubles').notNull().default(''),
    checked_by_staff_id: integer('checked_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    checked_at: timestampTz('checked_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('daily_reports_student_date_unique').on(t.student_id, t.report_date),
    index('daily_reports_date_idx').on(t.report_date),
    check('daily_reports_minutes', sql`${t.study_minutes} between 0 and 1440`),
  ],
);

/** Staff comments on a daily report. */
export const dailyReportComments = pgTable(
  'daily_report_comments',
  {
    id: serial('id').primaryKey(),
    report_id: belongsTo(() => dailyReports.id),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('daily_report_comments_report_idx').on(t.report_id)],
);

/** A student's self-assessment of a curriculum: the latest one counts (one row per student and curriculum). */
export const selfchecks = pgTable(
  'selfchecks',
  {
    student_id: belongsTo(() => students.id),
    curriculum_id: belongsTo(() => curricula.id),
    understanding: smallint('understanding').notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.student_id, t.curriculum_id] }), check('selfchecks_understanding', sql`${t.understanding} between 1 and 5`)],
);
