import { useTranslation } from 'react-i18next';
import { displayDay, displayTimeZone } from './display-time-zone.ts';
import { isLanguage, type Language } from './i18n.ts';

/*
 * The one way the UI writes dates and times (decision 044), one style per language:
 *   Japanese (spec §9, DESIGN): 2026年11月27日(金) · 2026年11月27日(金) 21:56 · 21:56 · 11月27日
 *   English:                    Nov 27, 2026      · Nov 27, 2026 21:56       · 21:56 · Nov 27
 * A `yyyy-MM-dd` text is a calendar day, the same day in any zone; an instant (an ISO time or a Date)
 * is read in the display time zone, the server's (lib/display-time-zone.ts). Notices keep the spec's
 * yyyy-MM-dd (formatNoticeDate). Text that is no date comes back as it is; null and undefined as ''.
 */

export type DateValue = Date | string | null | undefined;

export interface DateFormat {
  /** A day: 「2026年11月27日(金)」 / "Nov 27, 2026". */
  date: (value: DateValue) => string;
  /** An instant to the minute: 「2026年11月27日(金) 21:56」 / "Nov 27, 2026 21:56". */
  dateTime: (value: DateValue) => string;
  /** The time of an instant on the 24-hour clock: 「21:56」. */
  time: (value: DateValue) => string;
  /** A day without its year or weekday, where room is short and the year goes without saying (a chart's axis, a span in a plan): 「11月27日」 / "Nov 27". */
  shortDate: (value: DateValue) => string;
  /** The day of the week: 「金」 / "Fri". */
  weekday: (value: DateValue) => string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Kind = 'date' | 'shortDate' | 'weekday' | 'time';

const OPTIONS: Record<Language, Record<Kind, Intl.DateTimeFormatOptions>> = {
  ja: {
    date: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' },
    shortDate: { month: 'long', day: 'numeric' },
    weekday: { weekday: 'short' },
    time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  },
  en: {
    date: { year: 'numeric', month: 'short', day: 'numeric' },
    shortDate: { month: 'short', day: 'numeric' },
    weekday: { weekday: 'short' },
    time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  },
};
const LOCALES: Record<Language, string> = { ja: 'ja-JP', en: 'en-US' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: Language, kind: Kind, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { ...OPTIONS[language][kind], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The instant to format and the zone to read it in; undefined for text that is no date. */
function readValue(value: Date | string): { date: Date; zone: string; calendarDay: boolean } | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, zone: displayTimeZone(), calendarDay: false };
  if (CALENDAR_DAY.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? undefined : { date, zone: 'UTC', calendarDay: true };
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, zone: displayTimeZone(), calendarDay: false };
}

function formatIn(language: Language, kind: Kind, value: DateValue): string {
  if (value === null || value === undefined || value === '') return '';
  const read = readValue(value);
  if (!read) return typeof value === 'string' ? value : '';
  return formatterOf(language, kind, read.zone).format(read.date);
}

const byLanguage = new Map<Language, DateFormat>();

/** The date style of a language. */
export function dateFormatOf(language: Language): DateFormat {
  let format = byLanguage.get(language);
  if (!format) {
    format = {
      date: (value) => formatIn(language, 'date', value),
      dateTime: (value) => {
        const day = formatIn(language, 'date', value);
        // A calendar day has no time of its own; text that is no date comes back as it is.
        const read = value ? readValue(value) : undefined;
        return read && !read.calendarDay ? `${day} ${formatIn(language, 'time', value)}` : day;
      },
      time: (value) => formatIn(language, 'time', value),
      shortDate: (value) => formatIn(language, 'shortDate', value),
      weekday: (value) => formatIn(language, 'weekday', value),
    };
    byLanguage.set(language, format);
  }
  return format;
}

/** The date style of the display language; the page re-renders in the new one when it changes. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  return dateFormatOf(isLanguage(i18n.language) ? i18n.language : 'ja');
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
