import { useTranslation } from 'react-i18next';
import { displayDay } from '../../../lib/display-time-zone.ts';
import { useDateFormat } from '../../../lib/format-date.ts';

/** How the progress pages write durations, days behind and dates in the display language. */
export function useProgressFormat() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return {
    /** 1時間23分 / 1 h 23 min; 0分 for nothing. */
    duration(seconds: number): string {
      const minutes = Math.round(seconds / 60);
      const hours = Math.floor(minutes / 60);
      return hours > 0 ? t('progress.duration.hoursMinutes', { hours, minutes: minutes % 60 }) : t('progress.duration.minutes', { minutes });
    },
    /** A `yyyy-MM-dd` day without its year (lib/format-date.ts). */
    shortDay: (ymd: string | null) => dates.shortDate(ymd),
    longDay: (ymd: string | null) => dates.date(ymd),
    /** An instant in the display time zone, to the minute. */
    dateTime: (iso: string | null) => dates.dateTime(iso),
    /** The day of an instant in the display time zone (yyyy-MM-dd). */
    dayOf: (iso: string) => displayDay(new Date(iso)),
  };
}

/** Whole days from one `yyyy-MM-dd` to another. */
export const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
