import { useTranslation } from 'react-i18next';
import { displayTimeZone } from '../../../lib/display-time-zone.ts';

/** Dates and minutes as the report pages write them, in the display language. */
export function useReportFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ja-JP';
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
  const dateTime = new Intl.DateTimeFormat(locale, { timeZone: displayTimeZone(), month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const minutes = (value: number) => {
    const hours = Math.floor(Math.abs(value) / 60);
    const rest = Math.abs(value) % 60;
    return hours > 0 ? t('progress.duration.hoursMinutes', { hours, minutes: rest }) : t('progress.duration.minutes', { minutes: rest });
  };
  return {
    /** A `yyyy-MM-dd` day with its weekday. */
    day: (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    minutes,
    /** +39分 / −10分 */
    signedMinutes: (value: number) => `${value > 0 ? '+' : '−'}${minutes(value)}`,
  };
}
