/** @owner courses — courses, curricula, course_curricula, steps, step_movies, step_attachments */
import type { PublishStatus } from '@manabiya/domain/enums/information';
import type { StepType } from '@manabiya/domain/enums/learning';
import type { CourseMode } from '@manabiya/domain/enums/student';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns.ts';
import { movies } from './movies.ts';

/** A course: an ordered list of curricula with a standard duration for each mode (spec §1, §3). */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    mode: smallint('mode').$type<CourseMode>().notNull().default(0),
    publish_status: smallint('publish_status').$type<PublishStatus>().notNull().default(0),
    /** Steps must be completed in order: a later step is locked until the one before it is done. */
    sequential: boolean('sequential').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('courses_mode', sql`${t.mode} in (0, 1)`),
    check('courses_publish_status', sql`${t.publish_status} in (0, 1)`),
  ],
);

/**
 * A reusable unit of several steps; several courses may list it. Its standard days per mode (DESIGN
 * §10) are what a course takes when the curriculum is added to it; the course keeps its own copy.
 */
export const curricula = pgTable(
  'curricula',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    publish_status: smallint('publish_status').$type<PublishStatus>().notNull().default(0),
    normal_days: integer('normal_days').notNull().default(20),
    intensive_days: integer('intensive_days').notNull().default(10),
    ...timestamps,
  },
  (t) => [
    check('curricula_publish_status', sql`${t.publish_status} in (0, 1)`),
    check('curricula_days', sql`${t.normal_days} between 0 and 3650 and ${t.intensive_days} between 0 and 3650`),
  ],
);

/** The curricula of a course, in order, with the standard days of each mode (the course's own, first copied from the curriculum). */
export const courseCurricula = pgTable(
  'course_curricula',
  {
    course_id: belongsTo(() => courses.id),
    curriculum_id: integer('curriculum_id')
      .notNull()
      .references(() => curricula.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    normal_days: integer('normal_days').notNull(),
    intensive_days: integer('intensive_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.course_id, t.curriculum_id] }),
    index('course_curricula_curriculum_idx').on(t.curriculum_id),
    check('course_curricula_days', sql`${t.normal_days} between 0 and 3650 and ${t.intensive_days} between 0 and 3650`),
  ],
);

/** A step of a curriculum: Markdown teaching text, videos, attachments; an assignment or self-study. */
export const steps = pgTable(
  'steps',
  {
    id: serial('id').primaryKey(),
    curriculum_id: belongsTo(() => curricula.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    step_type: smallint('step_type').$type<StepType>().notNull().default(1),
    body: text('body').notNull().default(''),
    standard_hours: numeric('standard_hours', { precision: 5, scale: 1, mode: 'number' }).notNull().default(1),
    publish_status: smallint('publish_status').$type<PublishStatus>().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('steps_curriculum_idx').on(t.curriculum_id, t.position),
    check('steps_step_type', sql`${t.step_type} in (0, 1)`),
    check('steps_publish_status', sql`${t.publish_status} in (0, 1)`),
    check('steps_standard_hours', sql`${t.standard_hours} between 0 and 1000`),
  ],
);

/** The videos of a step, in order; a movie used by a step cannot be deleted. */
export const stepMovies = pgTable(
  'step_movies',
  {
    step_id: belongsTo(() => steps.id),
    movie_id: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.step_id, t.movie_id] }), index('step_movies_movie_idx').on(t.movie_id)],
);

/** Files attached to a step (zip, PDF, images), checked by their bytes, kept in storage. */
export const stepAttachments = pgTable(
  'step_attachments',
  {
    id: serial('id').primaryKey(),
    step_id: belongsTo(() => steps.id),
    file_path: text('file_path').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [index('step_attachments_step_idx').on(t.step_id)],
);
