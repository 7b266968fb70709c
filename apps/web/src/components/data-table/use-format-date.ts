import { useTranslation } from 'react-i18next';
import { formatLongDate, formatLongDay } from '../../lib/format-date.ts';
import { isLanguage } from '../../lib/i18n.ts';

/** Formats an ISO time or `YYYY-MM-DD` date in the display language's long style; '' for null. */
export function useFormatDate(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ja';
  return (value) => {
    if (!value) return '';
    // A bare date is a calendar day: the same day in any zone.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDay(value, language);
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : formatLongDate(date, language);
  };
}
