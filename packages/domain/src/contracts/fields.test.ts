import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISPLAY_TIME_ZONE, setDisplayTimeZone } from '../zoned-time.ts';
import {
  BIRTHDAY_FUTURE_MESSAGE,
  BIRTHDAY_RANGE_MESSAGE,
  Birthday,
  DATE_MESSAGE,
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EmailAddress,
  KANA_MESSAGE,
  OptionalBirthday,
  OptionalDateText,
  OptionalKana,
  RequiredKana,
  birthdayProblem,
  parseDateText,
  toKatakana,
} from './fields.ts';
import { UpdateMypageBody } from './mypage.ts';
import { OnboardingProfileBody } from './onboarding.ts';
import { CreateCompanyUserBody } from './company-users.ts';
import { StaffBody } from './staff.ts';
import { CreateStudentBody } from './students.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('dates as people type them', () => {
  it('reads 2026/4/1, 2026-04-01, full-width digits, and refuses days that do not exist', () => {
    expect(parseDateText('2026/4/1')).toBe('2026-04-01');
    expect(parseDateText('2026-04-01')).toBe('2026-04-01');
    expect(parseDateText(' ２０２６／０４／０１ ')).toBe('2026-04-01');
    expect(parseDateText('2026/2/30')).toBeUndefined();
    expect(parseDateText('令和8年4月1日')).toBeUndefined();
    expect(parseDateText('01/04/2026')).toBeUndefined();
  });

  it('takes empty as not given and says one thing for a malformed date', () => {
    expect(OptionalDateText.parse('')).toBeNull();
    expect(OptionalDateText.parse(null)).toBeNull();
    expect(OptionalDateText.parse(undefined)).toBeNull();
    expect(OptionalDateText.parse('2026/4/1')).toBe('2026-04-01');
    expect(messagesOf(OptionalDateText.safeParse('4月1日'))).toEqual([DATE_MESSAGE]);
    expect(DATE_MESSAGE).toBe('日付を正しく入力してください（例：2026/04/01）');
  });
});

describe('birthdays', () => {
  const today = '2026-04-01';
  it('accepts 15 to 100 years old, refuses the future and the implausible', () => {
    expect(birthdayProblem('2011-04-01', today)).toBeUndefined();
    expect(birthdayProblem('2011-04-02', today)).toBe(BIRTHDAY_RANGE_MESSAGE);
    expect(birthdayProblem('1926-04-01', today)).toBeUndefined();
    expect(birthdayProblem('1925-03-31', today)).toBe(BIRTHDAY_RANGE_MESSAGE);
    expect(birthdayProblem('2030-01-01', today)).toBe(BIRTHDAY_FUTURE_MESSAGE);
    expect(birthdayProblem(today, today)).toBe(BIRTHDAY_FUTURE_MESSAGE);
  });

  it('holds in the onboarding, my page and admin student contracts alike', () => {
    expect(messagesOf(Birthday.safeParse('2030-01-01'))).toEqual([BIRTHDAY_FUTURE_MESSAGE]);
    expect(messagesOf(Birthday.safeParse(''))).toEqual(['生年月日を入力してください。']);
    expect(messagesOf(OptionalBirthday.safeParse('2099-12-31'))).toEqual([BIRTHDAY_FUTURE_MESSAGE]);
    expect(OptionalBirthday.parse('')).toBeNull();
    expect(OptionalBirthday.parse('1990/4/1')).toBe('1990-04-01');
    const profile = { name: '田中 悠真', name_kana: 'たなか ゆうま', birthday: '2030-01-01', gender: 1, prefecture_id: 13 };
    expect(messagesOf(OnboardingProfileBody.safeParse(profile))).toEqual([BIRTHDAY_FUTURE_MESSAGE]);
    expect(messagesOf(UpdateMypageBody.safeParse({ ...profile, birthday: '2099-12-31' }))).toEqual([BIRTHDAY_FUTURE_MESSAGE]);
    const student = { name: '田中 悠真', email: 'tanaka@example.com', company_id: 1, birthday: '1900-01-01' };
    expect(messagesOf(CreateStudentBody.safeParse(student))).toEqual([BIRTHDAY_RANGE_MESSAGE]);
    expect(CreateStudentBody.parse({ ...student, birthday: '' }).birthday).toBeNull();
  });

  describe('"today" is the day of the display time zone', () => {
    afterEach(() => {
      vi.useRealTimers();
      setDisplayTimeZone(DEFAULT_DISPLAY_TIME_ZONE);
    });
    // Fifteen years old from 2026-05-02: too young the day before.
    const turnsFifteenOnMay2 = '2011-05-02';

    it('turns at midnight in Tokyo (15:00 UTC)', () => {
      vi.useFakeTimers({ now: new Date('2026-05-01T14:59:59Z') });
      expect(messagesOf(OptionalBirthday.safeParse(turnsFifteenOnMay2))).toEqual([BIRTHDAY_RANGE_MESSAGE]);
      vi.setSystemTime(new Date('2026-05-01T15:00:00Z'));
      expect(OptionalBirthday.parse(turnsFifteenOnMay2)).toBe(turnsFifteenOnMay2);
    });

    it('follows another DISPLAY_TIME_ZONE: still May 1 in Los Angeles at 15:00 UTC, May 2 at 07:00 UTC the next day', () => {
      setDisplayTimeZone('America/Los_Angeles');
      vi.useFakeTimers({ now: new Date('2026-05-01T15:00:00Z') });
      expect(messagesOf(OptionalBirthday.safeParse(turnsFifteenOnMay2))).toEqual([BIRTHDAY_RANGE_MESSAGE]);
      expect(messagesOf(Birthday.safeParse('2026-05-02'))).toEqual([BIRTHDAY_FUTURE_MESSAGE]);
      vi.setSystemTime(new Date('2026-05-02T07:00:00Z'));
      expect(OptionalBirthday.parse(turnsFifteenOnMay2)).toBe(turnsFifteenOnMay2);
    });
  });
});

describe('フリガナ', () => {
  it('turns hiragana and half-width kana into katakana and refuses other scripts', () => {
    expect(toKatakana('たなか　ゆうま')).toBe('タナカ ユウマ');
    expect(toKatakana('ﾀﾅｶ ﾕｳﾏ')).toBe('タナカ ユウマ');
    expect(toKatakana('ヴァイオリン・ソロ')).toBe('ヴァイオリン・ソロ');
    expect(toKatakana('田中')).toBeUndefined();
    expect(toKatakana('Tanaka')).toBeUndefined();
  });

  it('says one message in every contract', () => {
    expect(RequiredKana().parse('たなか ゆうま')).toBe('タナカ ユウマ');
    expect(OptionalKana().parse('')).toBeNull();
    expect(OptionalKana().parse(undefined)).toBeNull();
    expect(messagesOf(OptionalKana().safeParse('Tanaka'))).toEqual([KANA_MESSAGE]);
    expect(OnboardingProfileBody.parse({ name: '田中', name_kana: 'たなか ゆうま', birthday: '1990/4/1', gender: 1, prefecture_id: 13 }).name_kana).toBe('タナカ ユウマ');
    expect(messagesOf(StaffBody.safeParse({ name: '田中', name_kana: '田中', email: 'a@example.com', main_role: 1, permission_role_id: null }))).toEqual([KANA_MESSAGE]);
    expect(messagesOf(CreateCompanyUserBody.safeParse({ company_id: 1, name: '田中', name_kana: 'tanaka', email: 'a@example.com' }))).toEqual([KANA_MESSAGE]);
  });
});

describe('e-mail addresses', () => {
  it('say the same for empty and for malformed in every form', () => {
    expect(messagesOf(EmailAddress.safeParse(''))).toEqual([EMAIL_REQUIRED_MESSAGE]);
    expect(messagesOf(EmailAddress.safeParse('   '))).toEqual([EMAIL_REQUIRED_MESSAGE]);
    expect(messagesOf(EmailAddress.safeParse('not-an-address'))).toEqual([EMAIL_FORMAT_MESSAGE]);
    for (const schema of [StaffBody, CreateCompanyUserBody, CreateStudentBody]) {
      const result = schema.safeParse({ name: '田中', email: '', company_id: 1, main_role: 1, permission_role_id: null });
      expect(result.error?.issues.find((issue) => issue.path[0] === 'email')?.message).toBe(EMAIL_REQUIRED_MESSAGE);
    }
  });
});
