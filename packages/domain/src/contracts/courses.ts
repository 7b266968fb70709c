import { z } from 'zod';
import { IdName, idParamSchema, idSchema } from './common.ts';
import { PublishStatusSchema } from './informations.ts';
import { ListQuery } from './lists.ts';
import { optionalText, requiredText } from './staff.ts';
import { PUBLISH_STATUS, PUBLISH_STATUS_VALUES } from '../enums/information.ts';
import { STEP_TYPE, STEP_TYPE_VALUES } from '../enums/learning.ts';
import { COURSE_MODE } from '../enums/student.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/*
 * Learning content (spec §1, §3, §7): a course is an ordered list of curricula with standard days for
 * each mode; a curriculum (shared by several courses) is an ordered list of steps; a step is Markdown
 * teaching text with videos from the movie library and attachments. Sections `course` and `curriculum`
 * (steps belong to the curriculum section): read to see, write to create/edit/copy, all to delete.
 */

const literalsOf = <T extends number>(values: readonly T[], message: string) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...Array<z.ZodLiteral<T>>], { message });
/** A number of a query string (text), one of the values. */
const queryLiteralsOf = <T extends number>(values: readonly T[], message: string) =>
  z.coerce.number({ message }).pipe(literalsOf(values, message));

export const CourseModeValueSchema = literalsOf(Object.values(COURSE_MODE), 'コースの受講形態を選んでください。');
export const StepTypeSchema = literalsOf(STEP_TYPE_VALUES, 'ステップの種類を選んでください。');

/** Limits a person meets in the forms. */
export const COURSE_NAME_MAX = 200;
export const DESCRIPTION_MAX = 4000;
export const STEP_BODY_MAX = 50_000;
export const MAX_COURSE_CURRICULA = 100;
export const MAX_CURRICULUM_STEPS = 500;
export const MAX_STEP_MOVIES = 20;
export const MAX_STEP_ATTACHMENTS = 20;
export const MAX_STANDARD_DAYS = 3650;
export const MAX_STANDARD_HOURS = 1000;
/** Step attachments: zip, PDF, PNG, JPEG or WebP by their bytes, at most this many MB each. */
export const STEP_ATTACHMENT_MAX_MB = 20;

const STANDARD_DAYS_MESSAGE = `標準日数は0〜${MAX_STANDARD_DAYS}の整数で入力してください。`;
const StandardDays = z
  .number({ message: STANDARD_DAYS_MESSAGE })
  .int({ message: STANDARD_DAYS_MESSAGE })
  .min(0, { message: STANDARD_DAYS_MESSAGE })
  .max(MAX_STANDARD_DAYS, { message: STANDARD_DAYS_MESSAGE });

const STANDARD_HOURS_MESSAGE = `標準時間は0〜${MAX_STANDARD_HOURS}時間（0.1時間単位）で入力してください。`;
/** Hours in tenths (the column keeps one decimal). */
const StandardHours = z
  .number({ message: STANDARD_HOURS_MESSAGE })
  .min(0, { message: STANDARD_HOURS_MESSAGE })
  .max(MAX_STANDARD_HOURS, { message: STANDARD_HOURS_MESSAGE })
  .transform((hours) => Math.round(hours * 10) / 10);

/** Where in a list of ids the same id appears a second time (a field's issue path). */
function duplicateIndexes(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  return ids.flatMap((id, index) => (seen.has(id) ? [index] : (seen.add(id), [])));
}

// ───────────── Abilities (decision 022) ─────────────

/** What the caller may do with one course; the UI offers exactly these actions. */
export const CourseAbilities = z.object({ edit: z.boolean(), copy: z.boolean(), delete: z.boolean() });
export type CourseAbilities = z.infer<typeof CourseAbilities>;

/** Why a course's delete is refused: the caller's level, or students who follow it (the web shows the reason). */
export type CourseDeleteRefusal = 'forbidden' | 'has_students';

export function courseDeleteRefusal(permissions: SectionPermissions | null | undefined, course: { student_count: number }): CourseDeleteRefusal | undefined {
  if (!can(permissions, 'course', 'all')) return 'forbidden';
  return course.student_count === 0 ? undefined : 'has_students';
}

export function courseAbilities(permissions: SectionPermissions | null | undefined, course: { student_count: number }): CourseAbilities {
  const write = can(permissions, 'course', 'write');
  return { edit: write, copy: write, delete: courseDeleteRefusal(permissions, course) === undefined };
}

/** What the caller may do with one curriculum. */
export const CurriculumAbilities = z.object({ edit: z.boolean(), copy: z.boolean(), delete: z.boolean() });
export type CurriculumAbilities = z.infer<typeof CurriculumAbilities>;

/** Why a curriculum's delete is refused: the caller's level, or courses that list it. */
export type CurriculumDeleteRefusal = 'forbidden' | 'used_by_courses';

export function curriculumDeleteRefusal(
  permissions: SectionPermissions | null | undefined,
  curriculum: { course_count: number },
): CurriculumDeleteRefusal | undefined {
  if (!can(permissions, 'curriculum', 'all')) return 'forbidden';
  return curriculum.course_count === 0 ? undefined : 'used_by_courses';
}

export function curriculumAbilities(permissions: SectionPermissions | null | undefined, curriculum: { course_count: number }): CurriculumAbilities {
  const write = can(permissions, 'curriculum', 'write');
  return { edit: write, copy: write, delete: curriculumDeleteRefusal(permissions, curriculum) === undefined };
}

/** What the caller may do with one step: a step has no state that refuses, the curriculum section decides. */
export const StepAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type StepAbilities = z.infer<typeof StepAbilities>;

export function stepAbilities(permissions: SectionPermissions | null | undefined): StepAbilities {
  return { edit: can(permissions, 'curriculum', 'write'), delete: can(permissions, 'curriculum', 'all') };
}

// ───────────── Courses ─────────────

/** One curriculum of a course as the editor sends it: position is its place in the list. */
export const CourseCurriculumEntry = z.object({
  curriculum_id: idSchema('カリキュラムを選んでください。'),
  normal_days: StandardDays,
  intensive_days: StandardDays,
});
export type CourseCurriculumEntry = z.infer<typeof CourseCurriculumEntry>;

/** Create and update (PUT replaces every field, the curricula list with its order included). */
export const CourseBody = z
  .object({
    name: requiredText(COURSE_NAME_MAX, 'コース名'),
    description: optionalText(DESCRIPTION_MAX),
    mode: CourseModeValueSchema.default(COURSE_MODE.normal),
    /** A new course is private until it is ready. */
    publish_status: PublishStatusSchema.default(PUBLISH_STATUS.private),
    /** Steps must be completed in order (a later step is locked until the one before is done). */
    sequential: z.boolean({ message: '順番どおりに進めるかを選んでください。' }).default(false),
    curricula: z
      .array(CourseCurriculumEntry)
      .max(MAX_COURSE_CURRICULA, { message: `カリキュラムは${MAX_COURSE_CURRICULA}件までです。` })
      .default([]),
  })
  .superRefine((body, context) => {
    for (const index of duplicateIndexes(body.curricula.map((entry) => entry.curriculum_id))) {
      context.addIssue({ code: 'custom', path: ['curricula', index, 'curriculum_id'], message: '同じカリキュラムが2回含まれています。1つにしてください。' });
    }
  });
export type CourseBody = z.infer<typeof CourseBody>;
export type CourseBodyInput = z.input<typeof CourseBody>;

export const COURSE_SORT_KEYS = ['id', 'name', 'mode', 'publish_status', 'curriculum_count', 'student_count', 'created_at', 'updated_at'] as const;

export const CourseListQuery = ListQuery.extend({
  sort: z.enum(COURSE_SORT_KEYS).optional(),
  /** Part of the name or description. */
  q: z.string().trim().max(100).optional(),
  publish_status: queryLiteralsOf(PUBLISH_STATUS_VALUES, '公開状態を選んでください。').optional(),
  mode: queryLiteralsOf(Object.values(COURSE_MODE), 'コースの受講形態を選んでください。').optional(),
});
export type CourseListQuery = z.infer<typeof CourseListQuery>;

/** A course in the admin list. */
export const CourseItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  mode: CourseModeValueSchema,
  publish_status: PublishStatusSchema,
  sequential: z.boolean(),
  curriculum_count: z.number().int(),
  /** Students following the course: while there are any it cannot be deleted. */
  student_count: z.number().int(),
  /** Σ standard days of its curricula in each mode (the plan's length). */
  normal_days: z.number().int(),
  intensive_days: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: CourseAbilities,
});
export type CourseItem = z.infer<typeof CourseItem>;

/** One curriculum of a course, in the course's order. */
export const CourseCurriculumItem = z.object({
  curriculum_id: z.number().int(),
  name: z.string(),
  publish_status: PublishStatusSchema,
  position: z.number().int(),
  normal_days: z.number().int(),
  intensive_days: z.number().int(),
  step_count: z.number().int(),
  published_step_count: z.number().int(),
  /** Σ standard hours of its steps. */
  standard_hours: z.number(),
});
export type CourseCurriculumItem = z.infer<typeof CourseCurriculumItem>;

/** A course with its ordered curricula (detail, create, update and copy answer this). */
export const CourseDetail = CourseItem.extend({ curricula: z.array(CourseCurriculumItem) });
export type CourseDetail = z.infer<typeof CourseDetail>;

/** A private copy of a course: the same curricula (shared, not duplicated) in the same order with the same days. */
export const CopyCourseBody = z.object({
  course_id: idSchema('コピー元のコースを選んでください。'),
  name: requiredText(COURSE_NAME_MAX, 'コース名'),
});
export type CopyCourseBody = z.infer<typeof CopyCourseBody>;

// ───────────── Steps ─────────────

/** A video of a step, in the step's order. */
export const StepMovie = z.object({ id: z.number().int(), title: z.string(), duration_seconds: z.number() });
export type StepMovie = z.infer<typeof StepMovie>;

/** A file attached to a step, downloaded from `path` and saved as `file_name`. */
export const StepAttachment = z.object({
  id: z.number().int(),
  file_name: z.string(),
  path: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type StepAttachment = z.infer<typeof StepAttachment>;

const stepFields = {
  title: requiredText(COURSE_NAME_MAX, 'ステップのタイトル'),
  step_type: StepTypeSchema.default(STEP_TYPE.self_study),
  /** GitHub-flavoured Markdown; raw HTML is shown as text, never rendered. */
  body: z
    .string({ message: '本文は文字列で入力してください。' })
    .max(STEP_BODY_MAX, { message: `本文は${STEP_BODY_MAX.toLocaleString('en-US')}文字以内で入力してください。` })
    .default(''),
  standard_hours: StandardHours.default(1),
  publish_status: PublishStatusSchema.default(PUBLISH_STATUS.private),
  /** The step's videos from the movie library, in order. */
  movie_ids: z
    .array(idSchema('動画を選んでください。'))
    .max(MAX_STEP_MOVIES, { message: `動画は${MAX_STEP_MOVIES}本までです。` })
    .default([]),
};

function noDuplicateMovies(body: { movie_ids: number[] }, context: z.core.$RefinementCtx) {
  for (const index of duplicateIndexes(body.movie_ids)) {
    context.addIssue({ code: 'custom', path: ['movie_ids', index], message: '同じ動画が2回含まれています。1つにしてください。' });
  }
}

/** Update of a step (PUT replaces every field; attachments have their own routes, the curriculum stays). */
export const StepBody = z.object(stepFields).superRefine(noDuplicateMovies);
export type StepBody = z.infer<typeof StepBody>;
export type StepBodyInput = z.input<typeof StepBody>;

/** Create of a step: added at the end of its curriculum. */
export const CreateStepBody = z
  .object({ curriculum_id: idSchema('カリキュラムを選んでください。'), ...stepFields })
  .superRefine(noDuplicateMovies);
export type CreateStepBody = z.infer<typeof CreateStepBody>;
export type CreateStepBodyInput = z.input<typeof CreateStepBody>;

/** A step as its curriculum lists it (no body). */
export const StepSummary = z.object({
  id: z.number().int(),
  curriculum_id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  step_type: StepTypeSchema,
  publish_status: PublishStatusSchema,
  standard_hours: z.number(),
  movie_count: z.number().int(),
  attachment_count: z.number().int(),
  updated_at: z.string(),
});
export type StepSummary = z.infer<typeof StepSummary>;

/** A step in the admin step list. */
export const StepListItem = StepSummary.extend({ curriculum_name: z.string(), abilities: StepAbilities });
export type StepListItem = z.infer<typeof StepListItem>;

/** One step, whole. */
export const StepItem = z.object({
  id: z.number().int(),
  curriculum_id: z.number().int(),
  curriculum_name: z.string(),
  position: z.number().int(),
  title: z.string(),
  step_type: StepTypeSchema,
  body: z.string(),
  standard_hours: z.number(),
  publish_status: PublishStatusSchema,
  movies: z.array(StepMovie),
  attachments: z.array(StepAttachment),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: StepAbilities,
});
export type StepItem = z.infer<typeof StepItem>;

export const STEP_SORT_KEYS = ['position', 'id', 'title', 'step_type', 'publish_status', 'standard_hours', 'updated_at'] as const;

export const StepListQuery = ListQuery.extend({
  sort: z.enum(STEP_SORT_KEYS).optional(),
  /** The steps of one curriculum (in its order unless sorted otherwise). */
  curriculum_id: idParamSchema('カリキュラムを選んでください。').optional(),
  /** Part of the title or body. */
  q: z.string().trim().max(100).optional(),
  step_type: queryLiteralsOf(STEP_TYPE_VALUES, 'ステップの種類を選んでください。').optional(),
  publish_status: queryLiteralsOf(PUBLISH_STATUS_VALUES, '公開状態を選んでください。').optional(),
});
export type StepListQuery = z.infer<typeof StepListQuery>;

/** The new order of a curriculum's steps: every one of its steps, each once. */
export const StepOrderBody = z
  .object({
    curriculum_id: idSchema('カリキュラムを選んでください。'),
    step_ids: z
      .array(idSchema('ステップの id を指定してください。'))
      .max(MAX_CURRICULUM_STEPS, { message: `ステップは${MAX_CURRICULUM_STEPS}件までです。` }),
  })
  .superRefine((body, context) => {
    for (const index of duplicateIndexes(body.step_ids)) {
      context.addIssue({ code: 'custom', path: ['step_ids', index], message: '同じステップが2回含まれています。' });
    }
  });
export type StepOrderBody = z.infer<typeof StepOrderBody>;

export const StepAttachmentParams = z.object({ id: idParamSchema(), attachment_id: idParamSchema() });

// ───────────── Curricula ─────────────

/** A curriculum's standard days when none are given (the migration's too, for curricula made before they had any). */
export const DEFAULT_CURRICULUM_DAYS = { normal_days: 20, intensive_days: 10 } as const;

export const CurriculumBody = z.object({
  name: requiredText(COURSE_NAME_MAX, 'カリキュラム名'),
  description: optionalText(DESCRIPTION_MAX),
  publish_status: PublishStatusSchema.default(PUBLISH_STATUS.private),
  /** Standard days in each mode: what a course takes (and may change) when the curriculum is added to it. */
  normal_days: StandardDays.default(DEFAULT_CURRICULUM_DAYS.normal_days),
  intensive_days: StandardDays.default(DEFAULT_CURRICULUM_DAYS.intensive_days),
});
export type CurriculumBody = z.infer<typeof CurriculumBody>;
export type CurriculumBodyInput = z.input<typeof CurriculumBody>;

export const CURRICULUM_SORT_KEYS = ['id', 'name', 'publish_status', 'step_count', 'course_count', 'created_at', 'updated_at'] as const;

export const CurriculumListQuery = ListQuery.extend({
  sort: z.enum(CURRICULUM_SORT_KEYS).optional(),
  /** Part of the name or description. */
  q: z.string().trim().max(100).optional(),
  publish_status: queryLiteralsOf(PUBLISH_STATUS_VALUES, '公開状態を選んでください。').optional(),
  /** Only the curricula this course lists. */
  course_id: idParamSchema('コースを選んでください。').optional(),
});
export type CurriculumListQuery = z.infer<typeof CurriculumListQuery>;

export const CurriculumItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  publish_status: PublishStatusSchema,
  /** Standard days in each mode, copied to a course that adds it. */
  normal_days: z.number().int(),
  intensive_days: z.number().int(),
  step_count: z.number().int(),
  published_step_count: z.number().int(),
  standard_hours: z.number(),
  /** Courses listing it: while there are any it cannot be deleted. */
  course_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: CurriculumAbilities,
});
export type CurriculumItem = z.infer<typeof CurriculumItem>;

/** A curriculum with its ordered steps and the courses that list it. */
export const CurriculumDetail = CurriculumItem.extend({ steps: z.array(StepSummary), courses: z.array(IdName) });
export type CurriculumDetail = z.infer<typeof CurriculumDetail>;

/** A private copy of a curriculum with copies of its steps (their videos and attachments too). */
export const CopyCurriculumBody = z.object({
  curriculum_id: idSchema('コピー元のカリキュラムを選んでください。'),
  name: requiredText(COURSE_NAME_MAX, 'カリキュラム名'),
});
export type CopyCurriculumBody = z.infer<typeof CopyCurriculumBody>;

// ───────────── Preview ─────────────

/** A step as the student preview shows it. */
export const PreviewStep = StepItem.pick({
  id: true,
  title: true,
  step_type: true,
  body: true,
  standard_hours: true,
  publish_status: true,
  movies: true,
  attachments: true,
});
export type PreviewStep = z.infer<typeof PreviewStep>;

/** A curriculum of the course in its order, with its description and its steps. */
export const PreviewCurriculum = CourseCurriculumItem.pick({ curriculum_id: true, name: true, publish_status: true, normal_days: true, intensive_days: true }).extend({
  description: z.string().nullable(),
  steps: z.array(PreviewStep),
});
export type PreviewCurriculum = z.infer<typeof PreviewCurriculum>;

/**
 * The whole course as students would follow it, with private curricula and steps marked (the
 * preview hides them unless asked): staff check the content before publishing it.
 */
export const CoursePreview = CourseItem.pick({ id: true, name: true, description: true, mode: true, publish_status: true, sequential: true }).extend({
  curricula: z.array(PreviewCurriculum),
});
export type CoursePreview = z.infer<typeof CoursePreview>;
