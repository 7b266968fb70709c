import { displayDay, displayTimeZone } from './display-time-zone.ts';
import type { Language } from './i18n.ts';

// Every date the UI shows is the date in the display time zone, the server's (lib/display-time-zone.ts).

/** Japanese style ("2026年11月21日(土)") in Japanese, the matching long form in English. */
export function formatLongDate(date: Date, language: Language): string {
  return longDate(language, displayTimeZone()).format(date);
}

/** A calendar day (`yyyy-MM-dd`) in the long style of `formatLongDate`, the same in any zone; other text as it is. */
export function formatLongDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : longDate(language, 'UTC').format(date);
}

function longDate(language: Language, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', { timeZone, year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
}

/** The hour (0–23) of an instant in the display time zone. */
export function readDisplayHour(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: displayTimeZone(), hour: 'numeric', hourCycle: 'h23' }).format(date));
}

/** A notice's date as spec §9 shows it (yyyy-MM-dd, in the display time zone); the raw text when it is not a time. */
export function formatNoticeDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : displayDay(date);
}
