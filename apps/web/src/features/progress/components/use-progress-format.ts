import { useTranslation } from 'react-i18next';
import { displayDay, displayTimeZone } from '../../../lib/display-time-zone.ts';

/** How the progress pages write durations, days behind and dates in the display language. */
export function useProgressFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ja-JP';
  const shortDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'numeric', day: 'numeric' });
  const longDay = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: displayTimeZone(), year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const asDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
  return {
    /** 1時間23分 / 1 h 23 min; 0分 for nothing. */
    duration(seconds: number): string {
      const minutes = Math.round(seconds / 60);
      const hours = Math.floor(minutes / 60);
      return hours > 0 ? t('progress.duration.hoursMinutes', { hours, minutes: minutes % 60 }) : t('progress.duration.minutes', { minutes });
    },
    /** A `yyyy-MM-dd` day as 4/12 (ja) or 12/4 (en). */
    shortDay: (ymd: string | null) => (ymd ? shortDay.format(asDay(ymd)) : ''),
    longDay: (ymd: string | null) => (ymd ? longDay.format(asDay(ymd)) : ''),
    /** An instant in the display time zone, to the minute. */
    dateTime: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : ''),
    /** The day of an instant in the display time zone (yyyy-MM-dd). */
    dayOf: (iso: string) => displayDay(new Date(iso)),
  };
}

/** Whole days from one `yyyy-MM-dd` to another. */
export const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
