/** @owner tests — tests, their questions, students' attempts and answers (decision 048) */
import type { PublishStatus } from '@manabiya/domain/enums/information';
import type { Grade } from '@manabiya/domain/enums/student';
import type { FinishedBy, QuestionKind, ReviewMode, TestKind } from '@manabiya/domain/enums/tests';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, timestampTz } from './columns.ts';
import { courses, curricula } from './courses.ts';
import { students } from './students.ts';

/** The frozen form of a question inside an attempt: what the student was given, with its answer key for scoring. */
export interface FrozenQuestion {
  id: number;
  version: number;
  kind: QuestionKind;
  body: string;
  /** In the order this attempt shows them. */
  options: { key: number; text: string }[];
  correct_keys: number[];
  accepted_answers: string[];
  numeric_answer: number | null;
  tolerance: number;
  partial_credit: boolean;
  points: number;
  explanation: string | null;
  /** The stored image shown with the question (files kind `test`), if any. */
  image_path?: string | null;
  /** CAB tests: the position (0-based) of the timed section the question belongs to. */
  section?: number | null;
}

/** Per question of a finished attempt: the points it earned. */
export interface ScoredAnswer {
  question_id: number;
  points: number;
  correct: boolean;
}

/** A test: a curriculum test (of a curriculum), a comprehensive test (of a course) or a CAB test. */
export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    kind: smallint('kind').$type<TestKind>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    curriculum_id: integer('curriculum_id').references(() => curricula.id, { onDelete: 'set null' }),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    time_limit_minutes: integer('time_limit_minutes'),
    attempts_allowed: integer('attempts_allowed'),
    retake_wait_minutes: integer('retake_wait_minutes').notNull().default(0),
    pass_percent: integer('pass_percent').notNull().default(60),
    grade_s: integer('grade_s').notNull().default(90),
    grade_a: integer('grade_a').notNull().default(80),
    grade_b: integer('grade_b').notNull().default(70),
    grade_c: integer('grade_c').notNull().default(60),
    shuffle_questions: boolean('shuffle_questions').notNull().default(false),
    shuffle_options: boolean('shuffle_options').notNull().default(false),
    draw_count: integer('draw_count'),
    review_mode: smallint('review_mode').$type<ReviewMode>().notNull().default(1),
    available_from: timestampTz('available_from'),
    available_until: timestampTz('available_until'),
    publish_status: smallint('publish_status').$type<PublishStatus>().notNull().default(0),
    /** A curriculum test whose pass the curriculum's completion requires. */
    required_to_complete: boolean('required_to_complete').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('tests_curriculum_idx').on(t.curriculum_id),
    index('tests_course_idx').on(t.course_id),
    check('tests_kind', sql`${t.kind} in (1, 2, 3)`),
    check('tests_review_mode', sql`${t.review_mode} in (0, 1, 2)`),
  ],
);

/**
 * The timed sections of a CAB test, in order: an attempt walks them one after another, each with its
 * own time limit, and never goes back to one it left.
 */
export const testSections = pgTable(
  'test_sections',
  {
    id: serial('id').primaryKey(),
    test_id: belongsTo(() => tests.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    time_limit_minutes: integer('time_limit_minutes').notNull(),
    ...timestamps,
  },
  (t) => [index('test_sections_test_idx').on(t.test_id, t.position)],
);

/**
 * A test's questions, in order. An edit raises `version`; a removal sets `removed_at` (the row stays,
 * as attempts' item analysis names it). Attempts keep their own frozen copy (`test_attempts.questions`).
 */
export const testQuestions = pgTable(
  'test_questions',
  {
    id: serial('id').primaryKey(),
    test_id: belongsTo(() => tests.id),
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    kind: smallint('kind').$type<QuestionKind>().notNull(),
    body: text('body').notNull(),
    options: jsonb('options').$type<{ key: number; text: string }[]>().notNull().default([]),
    correct_keys: jsonb('correct_keys').$type<number[]>().notNull().default([]),
    accepted_answers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
    numeric_answer: numeric('numeric_answer', { mode: 'number' }),
    tolerance: numeric('tolerance', { mode: 'number' }).notNull().default(0),
    partial_credit: boolean('partial_credit').notNull().default(false),
    points: integer('points').notNull().default(1),
    explanation: text('explanation'),
    /** A stored image (files kind `test`) shown with the question. */
    image_path: text('image_path'),
    /** CAB tests: the timed section the question belongs to. */
    section_id: integer('section_id').references(() => testSections.id, { onDelete: 'set null' }),
    removed_at: timestampTz('removed_at'),
    ...timestamps,
  },
  (t) => [index('test_questions_test_idx').on(t.test_id, t.position), check('test_questions_kind', sql`${t.kind} in (0, 1, 2, 3)`)],
);

/**
 * A student's attempt at a test. `deadline_at` is the server's: the start plus the time limit, or the
 * test's availability end when earlier; the finishing job closes attempts past it. At most one
 * attempt per student and test is open (`submitted_at` null), held by a partial unique index.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: serial('id').primaryKey(),
    test_id: belongsTo(() => tests.id),
    student_id: belongsTo(() => students.id),
    number: integer('number').notNull(),
    started_at: timestampTz('started_at').notNull().defaultNow(),
    deadline_at: timestampTz('deadline_at'),
    submitted_at: timestampTz('submitted_at'),
    finished_by: smallint('finished_by').$type<FinishedBy>(),
    questions: jsonb('questions').$type<FrozenQuestion[]>().notNull(),
    /** CAB tests: the section (0-based) the attempt is in, and when that section ends by the server's clock. */
    section_index: integer('section_index').notNull().default(0),
    section_deadline_at: timestampTz('section_deadline_at'),
    scored: jsonb('scored').$type<ScoredAnswer[]>(),
    score: numeric('score', { precision: 8, scale: 2, mode: 'number' }),
    max_score: numeric('max_score', { precision: 8, scale: 2, mode: 'number' }),
    percent: numeric('percent', { precision: 4, scale: 1, mode: 'number' }),
    passed: boolean('passed'),
    grade: text('grade').$type<Grade>(),
  },
  (t) => [
    uniqueIndex('test_attempts_number_unique').on(t.test_id, t.student_id, t.number),
    uniqueIndex('test_attempts_open_unique')
      .on(t.test_id, t.student_id)
      .where(sql`${t.submitted_at} is null`),
    // A student's attempts (their list, a company's results): with whether and how each finished, so the counts read the index alone.
    index('test_attempts_student_idx').on(t.student_id, t.test_id, t.submitted_at, t.passed),
    // The finishing job reads open attempts by deadline.
    index('test_attempts_deadline_idx')
      .on(t.deadline_at)
      .where(sql`${t.submitted_at} is null and ${t.deadline_at} is not null`),
  ],
);

/** The answers an attempt holds: one per question, the latest `seq` kept. */
export const testAnswers = pgTable(
  'test_answers',
  {
    attempt_id: belongsTo(() => testAttempts.id),
    question_id: integer('question_id').notNull(),
    answer: jsonb('answer').$type<{ keys?: number[]; text?: string }>().notNull(),
    seq: integer('seq').notNull(),
    saved_at: timestampTz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attempt_id, t.question_id] })],
);

/**
 * Each student's standing in a test, kept by the attempts' start and finish so the results, the
 * figures and the company's lists read one narrow row per student instead of every attempt
 * (decision 048): attempts made, one open, the latest finish, and the best and latest outcome.
 */
export const testStudentResults = pgTable(
  'test_student_results',
  {
    test_id: belongsTo(() => tests.id),
    student_id: belongsTo(() => students.id),
    attempt_count: integer('attempt_count').notNull().default(0),
    finished_count: integer('finished_count').notNull().default(0),
    in_progress: boolean('in_progress').notNull().default(false),
    latest_submitted_at: timestampTz('latest_submitted_at'),
    best_attempt_id: integer('best_attempt_id'),
    best_percent: numeric('best_percent', { precision: 4, scale: 1, mode: 'number' }),
    best_passed: boolean('best_passed'),
    best_grade: text('best_grade').$type<Grade>(),
    latest_attempt_id: integer('latest_attempt_id'),
  },
  (t) => [primaryKey({ columns: [t.test_id, t.student_id] }), index('test_student_results_student_idx').on(t.student_id, t.test_id)],
);

/** Per test: attempts started and finished, kept beside the attempts so the staff list never counts them. */
export const testTotals = pgTable('test_totals', {
  test_id: integer('test_id')
    .primaryKey()
    .references(() => tests.id, { onDelete: 'cascade' }),
  attempt_count: integer('attempt_count').notNull().default(0),
  finished_count: integer('finished_count').notNull().default(0),
});

/** Per question of a test: finished attempts given it and how many got it right (the item analysis), kept by each finish. */
export const testItemTotals = pgTable(
  'test_item_totals',
  {
    test_id: belongsTo(() => tests.id),
    question_id: integer('question_id').notNull(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.test_id, t.question_id] })],
);
