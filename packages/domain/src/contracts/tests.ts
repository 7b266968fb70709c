import { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import { PublishStatusSchema } from './informations.ts';
import { ListQuery } from './lists.ts';
import { optionalText, requiredText } from './staff.ts';
import { PUBLISH_STATUS } from '../enums/information.ts';
import { GradeSchema } from './students.ts';
import {
  DEFAULT_GRADE_BANDS,
  QUESTION_KIND,
  QUESTION_KIND_VALUES,
  REVIEW_MODE,
  REVIEW_MODE_VALUES,
  TEST_KIND,
  TEST_KIND_VALUES,
} from '../enums/tests.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/*
 * Tests (spec §1, §2, §3, §7; decision 048). A test is a curriculum test (kind 1, of a curriculum), a
 * comprehensive test (kind 2, of a course) or a CAB aptitude test (kind 3). Staff write its questions
 * (section `test`); a student takes it in attempts whose clock is the server's: the attempt freezes
 * the questions as they were when it started, keeps every answer the moment it arrives (the latest
 * `seq` wins, a repeat changes nothing), and is finished at its deadline by the server itself.
 * Scoring and grading are the pure functions of test-scoring.ts, so the server, the preview
 * and the tests all score alike.
 */

const literalsOf = <T extends number>(values: readonly T[], message: string) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...Array<z.ZodLiteral<T>>], { message });

export const TestKindSchema = literalsOf(TEST_KIND_VALUES, 'テストの種類を選んでください。');
export const QuestionKindSchema = literalsOf(QUESTION_KIND_VALUES, '問題の形式を選んでください。');
export const ReviewModeSchema = literalsOf(REVIEW_MODE_VALUES, '提出後に見せる内容を選んでください。');

/** Limits a person meets in the forms. */
export const TEST_TITLE_MAX = 200;
export const TEST_DESCRIPTION_MAX = 4000;
export const QUESTION_BODY_MAX = 10_000;
export const OPTION_TEXT_MAX = 1000;
export const MAX_OPTIONS = 10;
export const MAX_ACCEPTED_ANSWERS = 20;
export const MAX_TEST_QUESTIONS = 200;
export const MAX_TIME_LIMIT_MINUTES = 600;
export const MAX_ATTEMPTS = 100;
export const MAX_RETAKE_WAIT_MINUTES = 60 * 24 * 30;
export const MAX_QUESTION_POINTS = 100;
/** The longest text answer a student may type. */
export const TEXT_ANSWER_MAX = 1000;

const intIn = (min: number, max: number, message: string) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const isoDateTime = (message: string) => z.iso.datetime({ offset: true, message });

/** The lowest percentage that earns each of S, A, B and C (below C is D); each lower than the one before. */
export const GradeBands = z
  .object({
    S: intIn(1, 100, '評価Sの下限は1〜100%で入力してください。'),
    A: intIn(1, 100, '評価Aの下限は1〜100%で入力してください。'),
    B: intIn(1, 100, '評価Bの下限は1〜100%で入力してください。'),
    C: intIn(1, 100, '評価Cの下限は1〜100%で入力してください。'),
  })
  .refine((bands) => bands.S > bands.A && bands.A > bands.B && bands.B > bands.C, {
    message: '評価の下限は S > A > B > C の順に高くしてください。',
    path: ['S'],
  });
export type GradeBands = z.infer<typeof GradeBands>;

// ───────────── Abilities (decision 022) ─────────────

export const TestAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TestAbilities = z.infer<typeof TestAbilities>;

/** Why a test's delete is refused: the caller's level, or attempts students made (their results would go). */
export type TestDeleteRefusal = 'forbidden' | 'has_attempts';

export function testDeleteRefusal(permissions: SectionPermissions | null | undefined, test: { attempt_count: number }): TestDeleteRefusal | undefined {
  if (!can(permissions, 'test', 'all')) return 'forbidden';
  return test.attempt_count === 0 ? undefined : 'has_attempts';
}

export function testAbilities(permissions: SectionPermissions | null | undefined, test: { attempt_count: number }): TestAbilities {
  return { edit: can(permissions, 'test', 'write'), delete: testDeleteRefusal(permissions, test) === undefined };
}

// ───────────── Staff: tests ─────────────

/** Create and replace of a test's settings (its questions have their own calls). */
export const TestBody = z
  .object({
    kind: TestKindSchema,
    title: requiredText(TEST_TITLE_MAX, 'タイトル'),
    description: optionalText(TEST_DESCRIPTION_MAX),
    /** The curriculum of a curriculum test. */
    curriculum_id: idSchema('カリキュラムを選んでください。').nullish().transform((value) => value ?? null),
    /** The course of a comprehensive test (a CAB test may name one too). */
    course_id: idSchema('コースを選んでください。').nullish().transform((value) => value ?? null),
    /** Minutes from the start of an attempt to its deadline; null: no time limit. */
    time_limit_minutes: intIn(1, MAX_TIME_LIMIT_MINUTES, `制限時間は1〜${MAX_TIME_LIMIT_MINUTES}分で入力してください。`)
      .nullish()
      .transform((value) => value ?? null),
    /** Attempts a student may make; null: as many as they like. */
    attempts_allowed: intIn(1, MAX_ATTEMPTS, `受験回数は1〜${MAX_ATTEMPTS}回で入力してください。`)
      .nullish()
      .transform((value) => value ?? null),
    /** Minutes a student waits after an attempt before the next. */
    retake_wait_minutes: intIn(0, MAX_RETAKE_WAIT_MINUTES, '再受験までの待ち時間が正しくありません。').default(0),
    pass_percent: intIn(0, 100, '合格点は0〜100%で入力してください。').default(60),
    grade_bands: GradeBands.default({ ...DEFAULT_GRADE_BANDS }),
    shuffle_questions: z.boolean().default(false),
    shuffle_options: z.boolean().default(false),
    /** Draw this many questions from the test's questions for each attempt; null: all of them. */
    draw_count: intIn(1, MAX_TEST_QUESTIONS, `出題数は1〜${MAX_TEST_QUESTIONS}問で入力してください。`)
      .nullish()
      .transform((value) => value ?? null),
    review_mode: ReviewModeSchema.default(REVIEW_MODE.answers),
    available_from: isoDateTime('受験開始日時の形式が正しくありません。').nullish().transform((value) => value ?? null),
    available_until: isoDateTime('受験終了日時の形式が正しくありません。').nullish().transform((value) => value ?? null),
    publish_status: PublishStatusSchema.default(PUBLISH_STATUS.private),
    /** A curriculum test only: the curriculum is completed once the student has also passed this test (decision 048). */
    required_to_complete: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (body.kind === TEST_KIND.curriculum && body.curriculum_id === null)
      context.addIssue({ code: 'custom', path: ['curriculum_id'], message: 'カリキュラムテストにはカリキュラムを選んでください。' });
    if (body.kind === TEST_KIND.comprehensive && body.course_id === null)
      context.addIssue({ code: 'custom', path: ['course_id'], message: '総合テストにはコースを選んでください。' });
    if (body.available_from && body.available_until && Date.parse(body.available_from) >= Date.parse(body.available_until))
      context.addIssue({ code: 'custom', path: ['available_until'], message: '受験終了日時は開始日時より後にしてください。' });
    if (body.review_mode === REVIEW_MODE.after_close && !body.available_until)
      context.addIssue({ code: 'custom', path: ['review_mode'], message: '「終了後に公開」には受験終了日時が必要です。' });
  });
export type TestBody = z.infer<typeof TestBody>;
export type TestBodyInput = z.input<typeof TestBody>;

export const TEST_SORT_KEYS = ['id', 'title', 'kind', 'publish_status', 'question_count', 'attempt_count', 'updated_at'] as const;

export const TestListQuery = ListQuery.extend({
  q: z.string().max(100).optional(),
  kind: z.coerce.number().pipe(TestKindSchema).optional(),
  publish_status: z.coerce.number().pipe(PublishStatusSchema).optional(),
  curriculum_id: idParamSchema().optional(),
  course_id: idParamSchema().optional(),
  sort: z.enum(TEST_SORT_KEYS).default('id'),
});
export type TestListQuery = z.infer<typeof TestListQuery>;

const testSettingsShape = {
  id: z.number().int(),
  kind: TestKindSchema,
  title: z.string(),
  description: z.string().nullable(),
  curriculum_id: z.number().int().nullable(),
  curriculum_name: z.string().nullable(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  attempts_allowed: z.number().int().nullable(),
  retake_wait_minutes: z.number().int(),
  pass_percent: z.number().int(),
  grade_bands: z.object({ S: z.number().int(), A: z.number().int(), B: z.number().int(), C: z.number().int() }),
  shuffle_questions: z.boolean(),
  shuffle_options: z.boolean(),
  draw_count: z.number().int().nullable(),
  review_mode: ReviewModeSchema,
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  publish_status: PublishStatusSchema,
  required_to_complete: z.boolean(),
};

export const TestItem = z.object({
  ...testSettingsShape,
  question_count: z.number().int(),
  /** Points of all its questions (of the drawn ones' share when the test draws). */
  total_points: z.number(),
  attempt_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: TestAbilities,
});
export type TestItem = z.infer<typeof TestItem>;

// ───────────── Staff: questions ─────────────

export const QuestionOption = z.object({
  /** Stable within the question: answers name options by key, so reordering options keeps them. */
  key: intIn(1, 1000, '選択肢の番号が正しくありません。'),
  /** Required of a choice question's options (checked with the kind: other kinds drop their options). */
  text: z.string({ message: '選択肢を入力してください。' }).trim().max(OPTION_TEXT_MAX, { message: `選択肢は${OPTION_TEXT_MAX}文字以内で入力してください。` }),
});
export type QuestionOption = z.infer<typeof QuestionOption>;

/** The path of a stored question image (files kind `test`), as the upload answers it. */
export const QUESTION_IMAGE_PATH = /^\/api\/files\/test\/[a-f0-9]{32}\.(png|jpg|webp)$/;
export const QUESTION_IMAGE_MESSAGE = '問題の画像が見つかりません。画像をアップロードし直してください。';
/** The largest question image, in megabytes. */
export const QUESTION_IMAGE_MAX_MB = 5;

/** What the question image upload answers: the path to put in the question's `image_path`. */
export const QuestionImageUpload = z.object({ path: z.string() });
export type QuestionImageUpload = z.infer<typeof QuestionImageUpload>;

/** Create and replace of a question; the fields its kind does not use are kept empty. */
export const QuestionBody = z
  .object({
    kind: QuestionKindSchema,
    /** Markdown (images by URL, as in steps). */
    body: requiredText(QUESTION_BODY_MAX, '問題文'),
    options: z.array(QuestionOption).max(MAX_OPTIONS, { message: `選択肢は${MAX_OPTIONS}個までです。` }).default([]),
    /** The keys of the correct options (single: one; multiple: at least one). */
    correct_keys: z.array(z.number().int()).max(MAX_OPTIONS).default([]),
    /** Short text: the answers accepted, compared after normalising width, case and spaces. */
    accepted_answers: z
      .array(requiredText(TEXT_ANSWER_MAX, '正解'))
      .max(MAX_ACCEPTED_ANSWERS, { message: `正解は${MAX_ACCEPTED_ANSWERS}個までです。` })
      .default([]),
    /** Numeric: the right value and how far off an answer may be. */
    numeric_answer: z.number({ message: '正解の数値を入力してください。' }).finite().nullish().transform((value) => value ?? null),
    tolerance: z.number({ message: '許容誤差は0以上の数値で入力してください。' }).min(0, { message: '許容誤差は0以上の数値で入力してください。' }).default(0),
    /** Multiple choice: credit in proportion (right picks minus wrong picks) instead of all or nothing. */
    partial_credit: z.boolean().default(false),
    points: intIn(1, MAX_QUESTION_POINTS, `配点は1〜${MAX_QUESTION_POINTS}点で入力してください。`).default(1),
    explanation: optionalText(QUESTION_BODY_MAX),
    /** The image shown with the question: a path the question image upload answered, or null. */
    image_path: z
      .string()
      .regex(QUESTION_IMAGE_PATH, { message: QUESTION_IMAGE_MESSAGE })
      .nullish()
      .transform((value) => value ?? null),
    /** CAB tests: the timed section the question belongs to (null: none; other kinds have no sections). */
    section_id: idSchema('セクションを選んでください。').nullish().transform((value) => value ?? null),
  })
  .superRefine((question, context) => {
    const choice = question.kind === QUESTION_KIND.single || question.kind === QUESTION_KIND.multiple;
    if (choice) {
      question.options.forEach((option, index) => {
        if (option.text === '') context.addIssue({ code: 'custom', path: ['options', index, 'text'], message: '選択肢を入力してください。' });
      });
      if (question.options.length < 2) context.addIssue({ code: 'custom', path: ['options'], message: '選択肢を2つ以上入力してください。' });
      const keys = question.options.map((option) => option.key);
      if (new Set(keys).size !== keys.length) context.addIssue({ code: 'custom', path: ['options'], message: '選択肢の番号が重複しています。' });
      const unknown = question.correct_keys.filter((key) => !keys.includes(key));
      if (unknown.length > 0) context.addIssue({ code: 'custom', path: ['correct_keys'], message: '正解には選択肢の中から選んでください。' });
      if (question.kind === QUESTION_KIND.single && new Set(question.correct_keys).size !== 1)
        context.addIssue({ code: 'custom', path: ['correct_keys'], message: '単一選択の正解を1つ選んでください。' });
      if (question.kind === QUESTION_KIND.multiple && question.correct_keys.length === 0)
        context.addIssue({ code: 'custom', path: ['correct_keys'], message: '複数選択の正解を1つ以上選んでください。' });
    }
    if (question.kind === QUESTION_KIND.text && question.accepted_answers.length === 0)
      context.addIssue({ code: 'custom', path: ['accepted_answers'], message: '記述の正解を1つ以上入力してください。' });
    if (question.kind === QUESTION_KIND.numeric && question.numeric_answer === null)
      context.addIssue({ code: 'custom', path: ['numeric_answer'], message: '正解の数値を入力してください。' });
  })
  .transform((question) => {
    const choice = question.kind === QUESTION_KIND.single || question.kind === QUESTION_KIND.multiple;
    return {
      ...question,
      options: choice ? question.options : [],
      correct_keys: choice ? [...new Set(question.correct_keys)] : [],
      accepted_answers: question.kind === QUESTION_KIND.text ? question.accepted_answers : [],
      numeric_answer: question.kind === QUESTION_KIND.numeric ? question.numeric_answer : null,
      tolerance: question.kind === QUESTION_KIND.numeric ? question.tolerance : 0,
      partial_credit: question.kind === QUESTION_KIND.multiple && question.partial_credit,
    };
  });
export type QuestionBody = z.infer<typeof QuestionBody>;
export type QuestionBodyInput = z.input<typeof QuestionBody>;

/** A question as staff see it: with its answer key and its version (each edit adds one). */
export const QuestionItem = z.object({
  id: z.number().int(),
  test_id: z.number().int(),
  position: z.number().int(),
  version: z.number().int(),
  kind: QuestionKindSchema,
  body: z.string(),
  options: z.array(z.object({ key: z.number().int(), text: z.string() })),
  correct_keys: z.array(z.number().int()),
  accepted_answers: z.array(z.string()),
  numeric_answer: z.number().nullable(),
  tolerance: z.number(),
  partial_credit: z.boolean(),
  points: z.number().int(),
  explanation: z.string().nullable(),
  image_path: z.string().nullable(),
  /** CAB tests: the section it belongs to. */
  section_id: z.number().int().nullable(),
});
export type QuestionItem = z.infer<typeof QuestionItem>;

// ───────────── Staff: the timed sections of a CAB test ─────────────

export const MAX_TEST_SECTIONS = 20;
export const SECTION_TITLE_MAX = 100;

/** One section as the editor sends it: an existing one by its id (kept with its questions), or a new one. */
export const TestSectionBody = z.object({
  id: idSchema('セクションが正しくありません。画面を更新してください。').optional(),
  title: requiredText(SECTION_TITLE_MAX, 'セクション名'),
  time_limit_minutes: intIn(1, MAX_TIME_LIMIT_MINUTES, `セクションの制限時間は1〜${MAX_TIME_LIMIT_MINUTES}分で入力してください。`),
});
export type TestSectionBody = z.infer<typeof TestSectionBody>;

/**
 * The whole list of a CAB test's sections, in order: it replaces the stored list (sections not named
 * are removed, and their questions are left without a section).
 */
export const TestSectionsBody = z
  .object({
    sections: z.array(TestSectionBody).max(MAX_TEST_SECTIONS, { message: `セクションは${MAX_TEST_SECTIONS}個までです。` }),
  })
  .superRefine((body, context) => {
    const ids = body.sections.map((section) => section.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', path: ['sections'], message: '同じセクションが2回含まれています。' });
  });
export type TestSectionsBody = z.infer<typeof TestSectionsBody>;
export type TestSectionsBodyInput = z.input<typeof TestSectionsBody>;

export const TestSection = z.object({
  id: z.number().int(),
  /** 0-based: the order an attempt walks the sections. */
  position: z.number().int(),
  title: z.string(),
  time_limit_minutes: z.number().int(),
  /** Its questions still given (not removed). */
  question_count: z.number().int(),
});
export type TestSection = z.infer<typeof TestSection>;

/**
 * A test with its questions and, for a CAB test, its timed sections (an attempt's time is then the
 * sum of the sections' limits; the test's own time limit is not used).
 */
export const TestDetail = TestItem.extend({ questions: z.array(QuestionItem), sections: z.array(TestSection) });
export type TestDetail = z.infer<typeof TestDetail>;

export const QuestionOrderBody = z.object({
  question_ids: z.array(idSchema()).min(1).max(MAX_TEST_QUESTIONS),
});
export type QuestionOrderBody = z.infer<typeof QuestionOrderBody>;

export const QuestionParams = z.object({ id: idParamSchema() });

// ───────────── Results for staff and companies ─────────────

/** A finished attempt's outcome. */
export const AttemptOutcome = z.object({
  score: z.number(),
  max_score: z.number(),
  /** 0–100, one decimal. */
  percent: z.number(),
  passed: z.boolean(),
  grade: GradeSchema,
});
export type AttemptOutcome = z.infer<typeof AttemptOutcome>;

export const TEST_RESULT_SORT_KEYS = ['student_name', 'company_name', 'attempt_count', 'best_percent', 'latest_submitted_at'] as const;

export const TestResultQuery = ListQuery.extend({
  q: z.string().max(100).optional(),
  company_id: idParamSchema().optional(),
  passed: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  sort: z.enum(TEST_RESULT_SORT_KEYS).default('student_name'),
});
export type TestResultQuery = z.infer<typeof TestResultQuery>;

/** One student's standing in one test: their best and their latest finished attempt. */
export const TestResultItem = z.object({
  test_id: z.number().int(),
  test_title: z.string(),
  student_id: z.number().int(),
  student_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  attempt_count: z.number().int(),
  in_progress: z.boolean(),
  best: AttemptOutcome.nullable(),
  latest: AttemptOutcome.nullable(),
  latest_submitted_at: z.string().nullable(),
});
export type TestResultItem = z.infer<typeof TestResultItem>;

/** The test's figures over its students' best attempts: the score distribution and each question's correct rate. */
export const TestAnalysis = z.object({
  test_id: z.number().int(),
  /** Students with a finished attempt. */
  student_count: z.number().int(),
  attempt_count: z.number().int(),
  pass_count: z.number().int(),
  mean_percent: z.number().nullable(),
  /** Ten bands of 10 % each (the last holds 100 %): how many students' best attempt falls in each. */
  distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  grades: z.array(z.object({ grade: GradeSchema, count: z.number().int() })),
  /** Item analysis over every finished attempt that was given the question. */
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      position: z.number().int(),
      kind: QuestionKindSchema,
      body: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      /** correct / answered, 0–1; null when no attempt was given it. */
      correct_rate: z.number().nullable(),
    }),
  ),
});
export type TestAnalysis = z.infer<typeof TestAnalysis>;

/** A company's view of the tests its students take. */
export const CompanyTestItem = z.object({
  id: z.number().int(),
  kind: TestKindSchema,
  title: z.string(),
  curriculum_name: z.string().nullable(),
  course_name: z.string().nullable(),
  /** The company's students who may take it. */
  student_count: z.number().int(),
  /** …of whom have finished an attempt, and have passed. */
  finished_count: z.number().int(),
  passed_count: z.number().int(),
});
export type CompanyTestItem = z.infer<typeof CompanyTestItem>;

/** One student's results on their detail page (staff, the student's company): the latest submission first. */
export const StudentTestResultQuery = ListQuery.pick({ page: true, page_size: true });
export type StudentTestResultQuery = z.infer<typeof StudentTestResultQuery>;

export const CompanyTestQuery = ListQuery.extend({ sort: z.enum(['title', 'id']).default('id') });
export const CompanyTestResultQuery = TestResultQuery.omit({ company_id: true }).extend({ test_id: idParamSchema().optional() });
export type CompanyTestResultQuery = z.infer<typeof CompanyTestResultQuery>;

// ───────────── Students: taking a test ─────────────

/** Where a student stands with a test. */
export const STUDENT_TEST_STATES = ['not_started', 'in_progress', 'finished', 'unavailable'] as const;

export const StudentTestItem = z.object({
  id: z.number().int(),
  kind: TestKindSchema,
  title: z.string(),
  description: z.string().nullable(),
  curriculum_name: z.string().nullable(),
  course_name: z.string().nullable(),
  time_limit_minutes: z.number().int().nullable(),
  question_count: z.number().int(),
  pass_percent: z.number().int(),
  attempts_allowed: z.number().int().nullable(),
  attempts_used: z.number().int(),
  /** null: no limit. */
  attempts_left: z.number().int().nullable(),
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  state: z.enum(STUDENT_TEST_STATES),
  /** Whether a start now would begin (or resume) an attempt: inside the window, attempts left, the wait between attempts over. */
  can_start: z.boolean(),
  /** The attempt in progress, to resume. */
  open_attempt_id: z.number().int().nullable(),
  /** When the next attempt may start (after the wait between attempts), if later than now. */
  next_attempt_at: z.string().nullable(),
  /** The best finished attempt, when the test's review setting lets the student see scores now. */
  best: AttemptOutcome.nullable(),
});
export type StudentTestItem = z.infer<typeof StudentTestItem>;

/** An answer: the options picked (choice questions) or the text typed (short text and numeric). */
export const AnswerValue = z.object({
  keys: z.array(z.number().int().min(1).max(1000)).max(MAX_OPTIONS).optional(),
  text: z.string().max(TEXT_ANSWER_MAX, { message: `回答は${TEXT_ANSWER_MAX}文字以内で入力してください。` }).optional(),
});
export type AnswerValue = z.infer<typeof AnswerValue>;

/** A question as an attempt froze it, without its answer key (options in the attempt's order). */
export const AttemptQuestion = z.object({
  id: z.number().int(),
  position: z.number().int(),
  kind: QuestionKindSchema,
  body: z.string(),
  options: z.array(z.object({ key: z.number().int(), text: z.string() })),
  points: z.number().int(),
  /** The image shown with the question, as the attempt froze it. */
  image_path: z.string().nullable(),
  /** CAB tests in sections: the `index` of the section it belongs to (null: none; absent where no attempt gives it, as in the staff's preview). */
  section: z.number().int().nullable().optional(),
});
export type AttemptQuestion = z.infer<typeof AttemptQuestion>;

/** Where an attempt stands with each timed section: left (no going back), in it, or still to come. */
export const ATTEMPT_SECTION_STATES = ['done', 'current', 'upcoming'] as const;

export const AttemptSection = z.object({
  /** 0-based position in the test: what the questions' `section` and `next_section`'s `from_section` name. */
  index: z.number().int(),
  title: z.string(),
  time_limit_minutes: z.number().int(),
  question_count: z.number().int(),
  state: z.enum(ATTEMPT_SECTION_STATES),
});
export type AttemptSection = z.infer<typeof AttemptSection>;

/** Ends the current section early; naming it makes a repeat (a double click) move one section, not two. */
export const NextSectionBody = z.object({
  from_section: z.number({ message: 'セクションが正しくありません。' }).int({ message: 'セクションが正しくありません。' }).min(0).max(MAX_TEST_SECTIONS),
});
export type NextSectionBody = z.infer<typeof NextSectionBody>;

export const SavedAnswer = z.object({ question_id: z.number().int(), answer: AnswerValue, seq: z.number().int(), saved_at: z.string() });
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** Per question of a finished attempt, what the review setting lets the student see. */
export const QuestionReview = z.object({
  question_id: z.number().int(),
  correct: z.boolean(),
  points_awarded: z.number(),
  /** The answer key and explanation: only when the review setting shows answers. */
  correct_keys: z.array(z.number().int()).optional(),
  accepted_answers: z.array(z.string()).optional(),
  numeric_answer: z.number().nullable().optional(),
  explanation: z.string().nullable().optional(),
});
export type QuestionReview = z.infer<typeof QuestionReview>;

export const AttemptResult = AttemptOutcome.extend({
  finished_by: z.enum(['student', 'deadline']),
  /** Empty when the review setting shows the score only. */
  questions: z.array(QuestionReview),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

/** An attempt as its student sees it: to answer (resume on reload or on another device) or to review. */
export const AttemptView = z.object({
  id: z.number().int(),
  test_id: z.number().int(),
  test_title: z.string(),
  test_kind: TestKindSchema,
  number: z.number().int(),
  started_at: z.string(),
  /** null: no time limit (the test's availability end still applies when earlier). In sections: when the last one ends. */
  deadline_at: z.string().nullable(),
  /** A CAB test in timed sections: its sections in order (empty for a test without sections). */
  sections: z.array(AttemptSection),
  /** The section the attempt is in (its `index`; only its questions are given); null without sections or once finished. */
  section_index: z.number().int().nullable(),
  /** When the current section ends by the server's clock. */
  section_deadline_at: z.string().nullable(),
  /** The server's clock when it answered: the page corrects its own clock by the difference. */
  server_now: z.string(),
  submitted_at: z.string().nullable(),
  questions: z.array(AttemptQuestion),
  answers: z.array(SavedAnswer),
  /** null while in progress, and when the review setting shows nothing yet. */
  result: AttemptResult.nullable(),
  /** Why the result is hidden ("shown after the test closes"), for the page to say. */
  result_hidden_until: z.string().nullable(),
});
export type AttemptView = z.infer<typeof AttemptView>;

export const StudentTestDetail = StudentTestItem.extend({
  attempts: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      started_at: z.string(),
      submitted_at: z.string().nullable(),
      outcome: AttemptOutcome.nullable(),
    }),
  ),
});
export type StudentTestDetail = z.infer<typeof StudentTestDetail>;

export const AttemptParams = z.object({ attempt_id: idParamSchema() });

/** One answer saved: idempotent by `seq` (a repeat changes nothing; a later seq replaces an earlier one). */
export const SaveAnswerBody = z.object({
  question_id: idSchema('問題が正しくありません。'),
  answer: AnswerValue,
  /** The page's counter of changes to this attempt, increasing. */
  seq: z.number().int().min(1).max(2_000_000_000),
});
export type SaveAnswerBody = z.infer<typeof SaveAnswerBody>;

export const SaveAnswerResult = z.object({
  question_id: z.number().int(),
  /** The seq the server holds for the question (higher than the one sent when a later save arrived first). */
  seq: z.number().int(),
  saved_at: z.string(),
  server_now: z.string(),
});
export type SaveAnswerResult = z.infer<typeof SaveAnswerResult>;
