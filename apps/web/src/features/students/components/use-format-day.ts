import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format-date.ts';
import { isLanguage } from '../../../lib/i18n.ts';

/** A calendar date (yyyy-MM-dd) in the UI's long style ("2026年4月1日(水)"); null stays null. */
export function useFormatDay(): (date: string | null) => string | null {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ja';
  // Noon in Tokyo, so the weekday is the calendar date's whatever the browser's zone.
  return (date) => (date ? formatLongDate(new Date(`${date}T12:00:00+09:00`), language) : null);
}
