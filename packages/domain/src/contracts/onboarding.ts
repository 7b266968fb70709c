import { z } from 'zod';
import { ONBOARDING_STEPS } from '../enums/onboarding.ts';
import { Birthday, RequiredKana } from './fields.ts';
import { GenderSchema, PrefectureIdSchema, StudentNameSchema } from './students.ts';

export const OnboardingStepSchema = z.enum(ONBOARDING_STEPS);

export const OnboardingStepState = z.object({
  key: OnboardingStepSchema,
  /** The spec's start-screen number (initial_profile 1, orientation 3). */
  number: z.number().int(),
  done: z.boolean(),
});
export type OnboardingStepState = z.infer<typeof OnboardingStepState>;

export const OnboardingState = z.object({
  /** The flow's steps in order. */
  steps: z.array(OnboardingStepState),
  /** The first step not done yet; null once the flow is completed. */
  current_step: OnboardingStepSchema.nullable(),
  /** init_input_flg is 1: the dashboard appears. */
  completed: z.boolean(),
});
export type OnboardingState = z.infer<typeof OnboardingState>;

/** Step 1 (initial profile register): every field is required here. */
export const OnboardingProfileBody = z.object({
  name: StudentNameSchema,
  name_kana: RequiredKana(100),
  birthday: Birthday,
  gender: GenderSchema,
  prefecture_id: PrefectureIdSchema,
});
export type OnboardingProfileBody = z.infer<typeof OnboardingProfileBody>;
export type OnboardingProfileBodyInput = z.input<typeof OnboardingProfileBody>;

/** Markdown that staff edit; the web renders it without raw HTML. */
export const SITE_CONTENT_MAX_LENGTH = 20_000;

export const OrientationContent = z.object({ body_markdown: z.string() });
export type OrientationContent = z.infer<typeof OrientationContent>;

export const SiteContent = z.object({
  key: z.string(),
  body_markdown: z.string(),
  /** Null while the default text is shown (nobody saved one yet). */
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type SiteContent = z.infer<typeof SiteContent>;

export const UpdateSiteContentBody = z.object({
  body_markdown: z
    .string({ message: '本文を入力してください。' })
    .trim()
    .min(1, { message: '本文を入力してください。' })
    .max(SITE_CONTENT_MAX_LENGTH, { message: `本文は${SITE_CONTENT_MAX_LENGTH}文字以内で入力してください。` }),
});
export type UpdateSiteContentBody = z.infer<typeof UpdateSiteContentBody>;
