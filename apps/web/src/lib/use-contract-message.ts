import { translateMessage } from '@manabiya/domain/messages/translate-message';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './i18n.ts';

/**
 * A message the contracts wrote in Japanese (a field's zod check run in the browser), in the display
 * language, from the same catalogue the server answers with (docs/decisions/020). zod's own messages
 * already follow the language (zod-locale.ts); text the catalogue does not know stays as it is.
 */
export function useContractMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ja';
  return useCallback((message: string | undefined) => (message === undefined ? undefined : translateMessage(message, language)), [language]);
}
