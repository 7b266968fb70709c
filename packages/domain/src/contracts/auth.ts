import { z } from 'zod';
import { LANGUAGES } from '../enums/language.ts';
import { ACCESS_LEVEL_VALUES } from '../permissions/access-levels.ts';
import { ServerMessage } from './common.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const Email = z.email().max(254);

export const LoginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A display language of the web (the server's messages follow the same choice). */
export const DisplayLanguage = z.enum(LANGUAGES, { message: '表示言語は ja または en で指定してください。' });
export type DisplayLanguage = z.infer<typeof DisplayLanguage>;

const AccessLevelSchema = z.union(ACCESS_LEVEL_VALUES.map((level) => z.literal(level)));

/**
 * The signed-in user of spec §3, with every field it lists. Fields that do not apply to the
 * account type are null (a student has no section_permissions, an admin no company).
 */
export const SignedInUser = z.object({
  id: z.number().int(),
  teacher_id: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  name_kana: z.string().nullable(),
  profile_icon_path: z.string().nullable(),
  account_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  isLogin: z.boolean(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  company_user_id: z.number().int().nullable(),
  course_id: z.number().int().nullable(),
  init_input_flg: z.number().int().nullable(),
  final_input_flg: z.number().int().nullable(),
  birthday: z.string().nullable(),
  gender: z.number().int().nullable(),
  prefecture_id: z.number().int().nullable(),
  prefecture_name: z.string().nullable(),
  has_consulting_flg: z.boolean().nullable(),
  /** The company's student_invoice_enabled: gates the student invoice menu. */
  student_invoice_enabled: z.boolean().nullable(),
  is_course_completed: z.boolean().nullable(),
  section_permissions: z.record(z.string(), AccessLevelSchema).nullable(),
  main_role: z.number().int().nullable(),
  /** The display language the account chose last while signed in; null until it chooses (decision 025). */
  language: DisplayLanguage.nullable(),
});
export type SignedInUser = z.infer<typeof SignedInUser>;

export const LoginResponse = z.object({ access_token: z.string(), user: SignedInUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const CheckAccessTokenResponse = z.object({ user: SignedInUser });
export type CheckAccessTokenResponse = z.infer<typeof CheckAccessTokenResponse>;

export const SendResetEmailBody = z.object({ email: z.string().trim().min(1).max(254) });
export type SendResetEmailBody = z.infer<typeof SendResetEmailBody>;

export const CheckResetTokenBody = z.object({ token: z.string().min(1).max(200) });
export type CheckResetTokenBody = z.infer<typeof CheckResetTokenBody>;

export const CheckResetTokenResponse = z.object({ email: z.string() });

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。` })
  .max(PASSWORD_MAX_LENGTH, { message: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。` });

export const ResetPasswordBody = z.object({ token: z.string().min(1).max(200), password: NewPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Keeps the display language with the signed-in account, so it follows the user to another device. */
export const SaveLanguageBody = z.object({ language: DisplayLanguage });
export type SaveLanguageBody = z.infer<typeof SaveLanguageBody>;

export const MessageResponse = z.object({ message: ServerMessage });

/** Names of the cookies set at login (DESIGN §5). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const ACCOUNT_TYPE_COOKIE = 'account_type';
