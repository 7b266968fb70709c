import { useTranslation } from 'react-i18next';

/** Study time as people read it: seconds under a minute, minutes under an hour, then hours and minutes. */
export function useStudyTimeText(): (seconds: number) => string {
  const { t } = useTranslation('learning');
  return (seconds) => {
    if (seconds < 60) return t('learning.time.seconds', { count: seconds });
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t('learning.time.minutes', { count: minutes });
    return t('learning.time.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

/** A plan day (yyyy-MM-dd) in the display language: 「4月1日」 / "1 Apr", with the year when it is not this year's. */
export function usePlanDateText(): (date: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'ja-JP';
  const thisYear = new Date().getFullYear();
  return (date) => {
    if (!date) return '';
    const value = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(value.getTime())) return date;
    const withYear = value.getUTCFullYear() !== thisYear;
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) }).format(value);
  };
}
