import { z } from 'zod';
import { displayToday } from '../zoned-time.ts';

/*
 * The rules of fields that several forms share, written once (issue 10 item 6): each rule has one
 * message, the same in every form and in the server's answer. English is in messages/en.ts.
 */

export const DATE_MESSAGE = '日付を正しく入力してください（例：2026/04/01）';
export const EMAIL_REQUIRED_MESSAGE = 'メールアドレスを入力してください。';
export const EMAIL_FORMAT_MESSAGE = 'メールアドレスの形式が正しくありません。';
export const EMAIL_LENGTH_MESSAGE = 'メールアドレスは254文字以内で入力してください。';
export const KANA_MESSAGE = 'フリガナはカタカナで入力してください（ひらがなはカタカナに直します）。';
export const BIRTHDAY_REQUIRED_MESSAGE = '生年月日を入力してください。';
export const BIRTHDAY_FUTURE_MESSAGE = '生年月日には今日より前の日付を入力してください。';
export const BIRTHDAY_RANGE_MESSAGE = '生年月日を確かめてください（15歳から100歳までの日付を受け付けます）。';
export const BIRTHDAY_MIN_AGE = 15;
export const BIRTHDAY_MAX_AGE = 100;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as people type it — 2026-04-01, 2026/4/1, 2026.4.1, full-width digits — as `yyyy-MM-dd`;
 * undefined when it is not a day of the calendar (2026/2/30).
 */
export function parseDateText(text: string): string | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text.normalize('NFKC').trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A calendar date, typed as people type it (see parseDateText), given on as `yyyy-MM-dd`. */
export const DateText = z.string({ message: DATE_MESSAGE }).transform((text, context) => {
  const date = parseDateText(text);
  if (date === undefined) {
    context.addIssue({ code: 'custom', message: DATE_MESSAGE });
    return z.NEVER;
  }
  return date;
});

/** Empty, null or absent is "not given" (null); anything else must be a date. */
export const OptionalDateText = z
  .string({ message: DATE_MESSAGE })
  .nullish()
  .transform((text) => (text == null || text.trim() === '' ? null : text))
  .pipe(DateText.nullable());

/** Whole years from `birthday` to `today` (both `yyyy-MM-dd`). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Why a birthday is not plausible for a learner, or undefined: in the past, 15 to 100 years old. */
export function birthdayProblem(birthday: string, today = displayToday()): string | undefined {
  if (birthday >= today) return BIRTHDAY_FUTURE_MESSAGE;
  const age = ageOn(birthday, today);
  return age < BIRTHDAY_MIN_AGE || age > BIRTHDAY_MAX_AGE ? BIRTHDAY_RANGE_MESSAGE : undefined;
}

const checkBirthday = (birthday: string | null, context: z.RefinementCtx) => {
  const problem = birthday === null ? undefined : birthdayProblem(birthday);
  if (problem) context.addIssue({ code: 'custom', message: problem });
};

/** A required birthday (onboarding). */
export const Birthday = z
  .string({ message: BIRTHDAY_REQUIRED_MESSAGE })
  .refine((text) => text.trim() !== '', { message: BIRTHDAY_REQUIRED_MESSAGE, abort: true })
  .pipe(DateText)
  .superRefine(checkBirthday);
/** An optional birthday (admin student form, my page): empty is fine. */
export const OptionalBirthday = OptionalDateText.superRefine(checkBirthday);

/**
 * A フリガナ as katakana: full-width by NFKC (half-width ｶﾀｶﾅ too), hiragana turned into katakana,
 * runs of spaces as one. Undefined when something else is left (kanji, latin letters, digits).
 */
export function toKatakana(text: string): string | undefined {
  const katakana = text
    .normalize('NFKC')
    .replace(/[\u3041-\u3096\u309D\u309E]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/\s+/g, ' ')
    .trim();
  return /^[\u30A1-\u30FA\u30FC-\u30FE ・=＝]*$/.test(katakana) ? katakana : undefined;
}

const kanaOrIssue = (text: string, context: z.RefinementCtx) => {
  const katakana = toKatakana(text);
  if (katakana === undefined) {
    context.addIssue({ code: 'custom', message: KANA_MESSAGE });
    return z.NEVER;
  }
  return katakana;
};

/** A required フリガナ (onboarding). */
export const RequiredKana = (max = 100) =>
  z
    .string({ message: 'フリガナを入力してください。' })
    .transform(kanaOrIssue)
    .pipe(z.string().min(1, { message: 'フリガナを入力してください。' }).max(max, { message: `フリガナは${max}文字以内で入力してください。` }));

/** An optional フリガナ: empty or absent is null. */
export const OptionalKana = (max = 100) =>
  z
    .string()
    .nullish()
    .transform((text, context) => (text == null || text.trim() === '' ? null : kanaOrIssue(text, context)))
    .pipe(z.string().max(max, { message: `フリガナは${max}文字以内で入力してください。` }).nullable());

/** A sign-in address: one message when empty, one when malformed, in every form. */
export const EmailAddress = z
  .string({ message: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { message: EMAIL_REQUIRED_MESSAGE })
  .pipe(z.email({ message: EMAIL_FORMAT_MESSAGE }).max(254, { message: EMAIL_LENGTH_MESSAGE }));
