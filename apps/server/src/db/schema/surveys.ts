/** @owner surveys — surveys, their questions, who answered, the answers and the reminders sent (decision 049) */
import type { PublishStatus } from '@manabiya/domain/enums/information';
import type { SurveyQuestionKind, SurveyType } from '@manabiya/domain/enums/surveys';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, timestampTz } from './columns.ts';
import { companies } from './companies.ts';
import { courses } from './courses.ts';
import { students } from './students.ts';

/** A survey: initial (start step 2), satisfaction (after an event) or final (start step 4); for one course's students or everyone's. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').$type<SurveyType>().notNull(),
    title: text('title').notNull(),
    description: text('description'),
    anonymous: boolean('anonymous').notNull().default(false),
    course_id: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    opens_at: timestampTz('opens_at'),
    closes_at: timestampTz('closes_at'),
    publish_status: smallint('publish_status').$type<PublishStatus>().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('surveys_type_idx').on(t.type, t.publish_status), check('surveys_type', sql`${t.type} in (0, 1, 2)`)],
);

/** A survey's questions in order; fixed once the survey has answers (decision 049). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    survey_id: belongsTo(() => surveys.id),
    position: integer('position').notNull(),
    kind: smallint('kind').$type<SurveyQuestionKind>().notNull(),
    body: text('body').notNull(),
    options: jsonb('options').$type<{ key: number; text: string }[]>().notNull().default([]),
    required: boolean('required').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('survey_questions_survey_idx').on(t.survey_id, t.position), check('survey_questions_kind', sql`${t.kind} in (0, 1, 2, 3)`)],
);

/** Who answered a survey, and when: one row per student and survey (a second answer is refused by the key). */
export const surveyRespondents = pgTable(
  'survey_respondents',
  {
    survey_id: belongsTo(() => surveys.id),
    student_id: belongsTo(() => students.id),
    answered_at: timestampTz('answered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.survey_id, t.student_id] }), index('survey_respondents_student_idx').on(t.student_id)],
);

/**
 * One set of answers. For an anonymous survey `student_id` is null, the key is random and only the day
 * is kept, so no row, order or time ties the answers to the respondent row of the same moment.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    survey_id: belongsTo(() => surveys.id),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    /** The respondent's company when they answered: the per-company figures read it. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    answered_on: date('answered_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('survey_responses_survey_idx').on(t.survey_id, t.company_id)],
);

/** The answer to one question of a response: the chosen keys, the scale point, or the text. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    response_id: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    option_keys: jsonb('option_keys').$type<number[]>(),
    scale: smallint('scale'),
    text: text('text'),
  },
  (t) => [primaryKey({ columns: [t.response_id, t.question_id] }), index('survey_answers_question_idx').on(t.question_id)],
);

/** The reminder mails sent, to cap them per student and survey. */
export const surveyReminders = pgTable(
  'survey_reminders',
  {
    id: serial('id').primaryKey(),
    survey_id: belongsTo(() => surveys.id),
    student_id: belongsTo(() => students.id),
    sent_at: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('survey_reminders_survey_student_idx').on(t.survey_id, t.student_id, t.sent_at)],
);
