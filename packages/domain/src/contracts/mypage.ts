import { z } from 'zod';
import { NewPassword, PASSWORD_MAX_LENGTH } from './auth.ts';
import { OptionalBirthday } from './fields.ts';
import { GenderSchema, PrefectureIdSchema, StudentNameKanaSchema, StudentNameSchema } from './students.ts';

/** The student's own profile on /student/mypage. */
export const MypageProfile = z.object({
  name: z.string(),
  name_kana: z.string().nullable(),
  email: z.string(),
  birthday: z.string().nullable(),
  gender: z.number().int().nullable(),
  prefecture_id: z.number().int().nullable(),
  prefecture_name: z.string().nullable(),
  profile_icon_path: z.string().nullable(),
  company_name: z.string(),
});
export type MypageProfile = z.infer<typeof MypageProfile>;

/** What a student may change of its own profile (PUT replaces these fields). */
export const UpdateMypageBody = z.object({
  name: StudentNameSchema,
  name_kana: StudentNameKanaSchema,
  birthday: OptionalBirthday,
  gender: GenderSchema.nullish().transform((value) => value ?? null),
  prefecture_id: PrefectureIdSchema.nullish().transform((value) => value ?? null),
});
export type UpdateMypageBody = z.infer<typeof UpdateMypageBody>;
export type UpdateMypageBodyInput = z.input<typeof UpdateMypageBody>;

export const MypageIconResponse = z.object({ profile_icon_path: z.string().nullable() });
export type MypageIconResponse = z.infer<typeof MypageIconResponse>;

/** Icons: PNG, JPEG or WebP (checked by the bytes), at most this size. */
export const ICON_MAX_BYTES = 5 * 1024 * 1024;

export const ChangePasswordBody = z.object({
  current_password: z
    .string({ message: '現在のパスワードを入力してください。' })
    .min(1, { message: '現在のパスワードを入力してください。' })
    .max(PASSWORD_MAX_LENGTH),
  new_password: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
