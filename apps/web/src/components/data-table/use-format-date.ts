import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format-date.ts';
import { isLanguage } from '../../lib/i18n.ts';

/** Formats an ISO time or `YYYY-MM-DD` date in the display language's long style; '' for null. */
export function useFormatDate(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ja';
  return (value) => {
    if (!value) return '';
    // A bare date is a calendar day: read it as midnight in Tokyo, not UTC.
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value);
    return Number.isNaN(date.getTime()) ? value : formatLongDate(date, language);
  };
}
