import { z } from 'zod';
import { idParamSchema, idSchema, MAX_ID } from './common.ts';
import { PublishStatusSchema } from './informations.ts';
import { ListQuery, QueryBoolean } from './lists.ts';
import { optionalText, requiredText } from './staff.ts';
import { PUBLISH_STATUS } from '../enums/information.ts';
import { SURVEY_QUESTION_KIND, SURVEY_QUESTION_KIND_VALUES, SURVEY_SCALE, SURVEY_TYPE_VALUES } from '../enums/surveys.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/*
 * Surveys (spec §1, §2, §3, §7; decision 049). Staff (section `survey`) write a survey of a type —
 * initial 0 (start step 2), satisfaction 1 (after an event), final 2 (start step 4) — with its
 * questions; students answer it once; staff read the figures, who has not answered (named surveys),
 * remind them (capped), and download the answers as a zip of CSV files. An anonymous survey keeps
 * who answered apart from what was answered: no answer row names its student.
 */

const literalsOf = <T extends number>(values: readonly T[], message: string) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...Array<z.ZodLiteral<T>>], { message });

export const SurveyTypeSchema = literalsOf(SURVEY_TYPE_VALUES, 'アンケートの種類を選んでください。');
export const SurveyQuestionKindSchema = literalsOf(SURVEY_QUESTION_KIND_VALUES, '設問の形式を選んでください。');

/** Limits a person meets in the forms. */
export const SURVEY_TITLE_MAX = 200;
export const SURVEY_DESCRIPTION_MAX = 4000;
export const SURVEY_QUESTION_BODY_MAX = 2000;
export const SURVEY_OPTION_MAX = 200;
export const SURVEY_MAX_OPTIONS = 20;
export const SURVEY_MAX_QUESTIONS = 100;
export const SURVEY_TEXT_ANSWER_MAX = 4000;
/** Surveys one CSV zip may hold. */
export const SURVEY_ZIP_MAX = 50;

const isoDateTime = (message: string) => z.iso.datetime({ offset: true, message });

// ───────────── Abilities (decision 022) ─────────────

export const SurveyAbilities = z.object({ edit: z.boolean(), edit_questions: z.boolean(), delete: z.boolean() });
export type SurveyAbilities = z.infer<typeof SurveyAbilities>;

/** Why a survey's delete is refused: the caller's level, or answers students gave (they would go). */
export type SurveyDeleteRefusal = 'forbidden' | 'has_responses';

export function surveyDeleteRefusal(permissions: SectionPermissions | null | undefined, survey: { response_count: number }): SurveyDeleteRefusal | undefined {
  if (!can(permissions, 'survey', 'all')) return 'forbidden';
  return survey.response_count === 0 ? undefined : 'has_responses';
}

export function surveyAbilities(permissions: SectionPermissions | null | undefined, survey: { response_count: number }): SurveyAbilities {
  const edit = can(permissions, 'survey', 'write');
  // Once answered, the questions (and whether the survey is anonymous) are fixed: the answers were given to them.
  return { edit, edit_questions: edit && survey.response_count === 0, delete: surveyDeleteRefusal(permissions, survey) === undefined };
}

// ───────────── Staff: surveys ─────────────

/** A question as staff write it; `id` names a question kept from before (omitted for a new one). */
export const SurveyQuestionBody = z
  .object({
    id: idSchema().optional(),
    kind: SurveyQuestionKindSchema,
    body: requiredText(SURVEY_QUESTION_BODY_MAX, '設問文'),
    /** The choices of a single or multiple choice question, in order (their keys are their positions from 1). */
    options: z
      .array(requiredText(SURVEY_OPTION_MAX, '選択肢'), { message: '選択肢が正しくありません。' })
      .max(SURVEY_MAX_OPTIONS, { message: `選択肢は${SURVEY_MAX_OPTIONS}個までです。` })
      .default([]),
    required: z.boolean().default(true),
  })
  .superRefine((question, context) => {
    const choice = question.kind === SURVEY_QUESTION_KIND.single || question.kind === SURVEY_QUESTION_KIND.multiple;
    if (choice && question.options.length < 2) context.addIssue({ code: 'custom', path: ['options'], message: '選択肢を2つ以上入力してください。' });
    if (choice && new Set(question.options).size !== question.options.length)
      context.addIssue({ code: 'custom', path: ['options'], message: '同じ選択肢が重複しています。' });
    if (!choice && question.options.length > 0) context.addIssue({ code: 'custom', path: ['options'], message: 'この形式の設問に選択肢は使えません。' });
  });
export type SurveyQuestionBody = z.infer<typeof SurveyQuestionBody>;

/** Create and replace of a survey with its questions in order. */
export const SurveyBody = z
  .object({
    type: SurveyTypeSchema,
    title: requiredText(SURVEY_TITLE_MAX, 'タイトル'),
    description: optionalText(SURVEY_DESCRIPTION_MAX),
    /** No answer row names its student; the CSV has no identity column. Fixed once answered. */
    anonymous: z.boolean().default(false),
    /** The course whose students answer it; null: every student. */
    course_id: idSchema('コースを選んでください。').nullish().transform((value) => value ?? null),
    opens_at: isoDateTime('回答開始日時の形式が正しくありません。').nullish().transform((value) => value ?? null),
    closes_at: isoDateTime('回答終了日時の形式が正しくありません。').nullish().transform((value) => value ?? null),
    publish_status: PublishStatusSchema.default(PUBLISH_STATUS.private),
    questions: z
      .array(SurveyQuestionBody)
      .min(1, { message: '設問を1つ以上入れてください。' })
      .max(SURVEY_MAX_QUESTIONS, { message: `設問は${SURVEY_MAX_QUESTIONS}問までです。` }),
  })
  .superRefine((body, context) => {
    if (body.opens_at && body.closes_at && Date.parse(body.opens_at) >= Date.parse(body.closes_at))
      context.addIssue({ code: 'custom', path: ['closes_at'], message: '回答終了日時は開始日時より後にしてください。' });
    const ids = body.questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['questions'], message: '同じ設問が2回入っています。' });
  });
export type SurveyBody = z.infer<typeof SurveyBody>;
export type SurveyBodyInput = z.input<typeof SurveyBody>;

export const SURVEY_SORT_KEYS = ['id', 'title', 'type', 'publish_status', 'closes_at', 'response_count', 'updated_at'] as const;

export const SurveyListQuery = ListQuery.extend({
  q: z.string().max(100).optional(),
  type: z.coerce.number().pipe(SurveyTypeSchema).optional(),
  publish_status: z.coerce.number().pipe(PublishStatusSchema).optional(),
  course_id: idParamSchema().optional(),
  sort: z.enum(SURVEY_SORT_KEYS).optional(),
});
export type SurveyListQuery = z.infer<typeof SurveyListQuery>;

/** Whether a survey takes answers now: before its opening, open, or past its closing (or not published). */
export const SURVEY_STATES = ['draft', 'scheduled', 'open', 'closed'] as const;
export const SurveyStateSchema = z.enum(SURVEY_STATES);
export type SurveyState = z.infer<typeof SurveyStateSchema>;

export const SurveyItem = z.object({
  id: z.number().int(),
  type: SurveyTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  anonymous: z.boolean(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  publish_status: PublishStatusSchema,
  state: SurveyStateSchema,
  question_count: z.number().int(),
  /** Students who answered. */
  response_count: z.number().int(),
  /** Students the survey is for (active students of its course, or every active student). */
  target_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: SurveyAbilities,
});
export type SurveyItem = z.infer<typeof SurveyItem>;

export const SurveyQuestionItem = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: SurveyQuestionKindSchema,
  body: z.string(),
  /** Choices with their keys (1, 2, …), in order. */
  options: z.array(z.object({ key: z.number().int(), text: z.string() })),
  required: z.boolean(),
});
export type SurveyQuestionItem = z.infer<typeof SurveyQuestionItem>;

export const SurveyDetail = SurveyItem.extend({ questions: z.array(SurveyQuestionItem) });
export type SurveyDetail = z.infer<typeof SurveyDetail>;

// ───────────── Staff: results ─────────────

export const SurveyResultQuery = z.object({ company_id: idParamSchema().optional() });
export type SurveyResultQuery = z.infer<typeof SurveyResultQuery>;

/** One question's figures: counts per option (single, multiple), per point of the scale, and the texts given. */
export const SurveyQuestionResult = SurveyQuestionItem.extend({
  /** Respondents who answered this question. */
  answered: z.number().int(),
  /** Per option (choice questions) or per scale point 1–5 (key = the point): how many chose it. */
  counts: z.array(z.object({ key: z.number().int(), label: z.string(), count: z.number().int() })),
  /** Scale questions: the mean of the points given; null otherwise or with no answer. */
  average: z.number().nullable(),
  /** Free-text answers, newest first (at most 200; the CSV has all). The name is null for an anonymous survey and in a company's view. */
  texts: z.array(z.object({ text: z.string(), student_name: z.string().nullable(), company_name: z.string().nullable() })),
});
export type SurveyQuestionResult = z.infer<typeof SurveyQuestionResult>;

export const SurveyCompanyRate = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  target_count: z.number().int(),
  response_count: z.number().int(),
  /** response_count / target_count in percent, one decimal; null with no target. */
  response_rate: z.number().nullable(),
});
export type SurveyCompanyRate = z.infer<typeof SurveyCompanyRate>;

export const SurveyResults = z.object({
  survey: SurveyItem,
  target_count: z.number().int(),
  response_count: z.number().int(),
  response_rate: z.number().nullable(),
  /** Response rate per company, lowest rate first. */
  companies: z.array(SurveyCompanyRate),
  questions: z.array(SurveyQuestionResult),
});
export type SurveyResults = z.infer<typeof SurveyResults>;

export const NonResponderQuery = ListQuery.extend({
  q: z.string().max(100).optional(),
  company_id: idParamSchema().optional(),
  sort: z.enum(['student_name', 'company_name', 'reminder_count']).optional(),
});
export type NonResponderQuery = z.infer<typeof NonResponderQuery>;

/** A student a named survey is for who has not answered it, with the reminders already sent. */
export const NonResponderItem = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  email: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  reminder_count: z.number().int(),
  last_reminded_at: z.string().nullable(),
  /** False when the cap is reached or the last reminder is too recent (decision 049). */
  can_remind: z.boolean(),
});
export type NonResponderItem = z.infer<typeof NonResponderItem>;

/** Remind these non-responders (all of them when omitted); the cap skips some. */
export const SurveyRemindBody = z.object({
  student_ids: z.array(idSchema()).max(10_000, { message: '一度に送れるのは10,000名までです。' }).optional(),
});
export type SurveyRemindBody = z.infer<typeof SurveyRemindBody>;

export const SurveyRemindResult = z.object({
  /** Mails handed to the mail server. */
  sent: z.number().int(),
  /** Students skipped: the cap reached or reminded too recently. */
  skipped: z.number().int(),
});
export type SurveyRemindResult = z.infer<typeof SurveyRemindResult>;

/** `survey_ids=1,2,3`: the surveys whose answers the zip holds. */
export const SurveyZipQuery = z.object({
  survey_ids: z
    .string({ message: 'アンケートを選んでください。' })
    .max(2000)
    .transform((text, context) => {
      const ids = text.split(',').map((part) => part.trim()).filter(Boolean);
      if (ids.length === 0 || ids.some((id) => !/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > MAX_ID)) {
        context.addIssue({ code: 'custom', message: 'アンケートの指定が正しくありません。' });
        return z.NEVER;
      }
      const unique = [...new Set(ids.map(Number))];
      if (unique.length > SURVEY_ZIP_MAX) {
        context.addIssue({ code: 'custom', message: `一度にダウンロードできるのは${SURVEY_ZIP_MAX}件までです。` });
        return z.NEVER;
      }
      return unique;
    }),
});
export type SurveyZipQuery = z.infer<typeof SurveyZipQuery>;

// ───────────── Students: answering ─────────────

/** One answer: the chosen option keys (single: one key), the scale point, or the text. */
export const SurveyAnswerValue = z.object({
  question_id: idSchema(),
  option_keys: z.array(z.number().int().min(1).max(SURVEY_MAX_OPTIONS)).max(SURVEY_MAX_OPTIONS).optional(),
  scale: z.number().int().min(SURVEY_SCALE.min).max(SURVEY_SCALE.max).optional(),
  text: z.string().trim().max(SURVEY_TEXT_ANSWER_MAX, { message: `回答は${SURVEY_TEXT_ANSWER_MAX}文字以内で入力してください。` }).optional(),
});
export type SurveyAnswerValue = z.infer<typeof SurveyAnswerValue>;

/** A student's answers to a survey, sent once; a required question left empty is refused with its id as the field. */
export const SurveyAnswerBody = z.object({
  answers: z.array(SurveyAnswerValue).max(SURVEY_MAX_QUESTIONS),
});
export type SurveyAnswerBody = z.infer<typeof SurveyAnswerBody>;

/** A survey as a student answers it: its questions without figures, and whether they answered it already. */
export const StudentSurvey = z.object({
  id: z.number().int(),
  type: SurveyTypeSchema,
  title: z.string(),
  description: z.string().nullable(),
  anonymous: z.boolean(),
  closes_at: z.string().nullable(),
  questions: z.array(SurveyQuestionItem),
  answered: z.boolean(),
});
export type StudentSurvey = z.infer<typeof StudentSurvey>;

/** Start steps 2 and 4: the survey to answer there (null: none is open for this student), and whether the step is due. */
export const StartSurvey = z.object({
  survey: StudentSurvey.nullable(),
  /** The step waits on this student: the survey is open and not answered (step 4: and the course is completed). */
  due: z.boolean(),
});
export type StartSurvey = z.infer<typeof StartSurvey>;

export const SurveyAnswerResult = z.object({ survey_id: z.number().int(), answered_at: z.string() });
export type SurveyAnswerResult = z.infer<typeof SurveyAnswerResult>;

// ───────────── Companies ─────────────

/** A survey the company's students are asked, with the company's own response figures. */
export const CompanySurveyItem = z.object({
  id: z.number().int(),
  type: SurveyTypeSchema,
  title: z.string(),
  anonymous: z.boolean(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  state: SurveyStateSchema,
  target_count: z.number().int(),
  response_count: z.number().int(),
  response_rate: z.number().nullable(),
  /** The figures are shown only from MIN_COMPANY_RESPONDENTS answers of this company's students. */
  results_visible: z.boolean(),
});
export type CompanySurveyItem = z.infer<typeof CompanySurveyItem>;

export const CompanySurveyQuery = ListQuery.extend({ sort: z.enum(['id', 'title']).default('id'), open: QueryBoolean.optional() });

/** A company's view of one survey: its own students' figures, texts with no names. */
export const CompanySurveyResults = z.object({
  survey: CompanySurveyItem,
  questions: z.array(SurveyQuestionResult),
});
export type CompanySurveyResults = z.infer<typeof CompanySurveyResults>;

