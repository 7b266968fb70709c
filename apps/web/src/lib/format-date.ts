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
