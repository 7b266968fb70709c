import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date.ts';

/** Dates and minutes as the report pages write them, in the display language. */
export function useReportFormat() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const minutes = (value: number) => {
    const hours = Math.floor(Math.abs(value) / 60);
    const rest = Math.abs(value) % 60;
    return hours > 0 ? t('progress.duration.hoursMinutes', { hours, minutes: rest }) : t('progress.duration.minutes', { minutes: rest });
  };
  return {
    /** A `yyyy-MM-dd` day (lib/format-date.ts). */
    day: (ymd: string) => dates.date(ymd),
    dateTime: (iso: string) => dates.dateTime(iso),
    minutes,
    /** +39分 / −10分 */
    signedMinutes: (value: number) => `${value > 0 ? '+' : '−'}${minutes(value)}`,
  };
}
