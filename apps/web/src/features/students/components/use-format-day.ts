import { useTranslation } from 'react-i18next';
import { formatLongDay } from '../../../lib/format-date.ts';
import { isLanguage } from '../../../lib/i18n.ts';

/** A calendar date (yyyy-MM-dd) in the UI's long style ("2026年4月1日(水)"); null stays null. */
export function useFormatDay(): (date: string | null) => string | null {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ja';
  return (date) => (date ? formatLongDay(date, language) : null);
}
