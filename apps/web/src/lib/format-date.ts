import type { Language } from './i18n.ts';

// The school works on Japan time; every date the UI shows is the date in Tokyo.
const DISPLAY_TIME_ZONE = 'Asia/Tokyo';

/** Japanese style ("2026年11月21日(土)") in Japanese, the matching long form in English. */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(date);
}

export function readHourInTokyo(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(date),
  );
}

const NOTICE_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A notice's date as spec §9 shows it (yyyy-MM-dd, in Tokyo); the raw text when it is not a time. */
export function formatNoticeDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(NOTICE_DATE.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
