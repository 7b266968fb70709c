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
