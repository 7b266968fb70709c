import type { Area } from '@manabiya/domain/enums/account-type';
import type { Language } from '@manabiya/domain/enums/language';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Keeps the language the signed-in user switched to with the account, so that signing in on another
 * device shows the same language (decision 025). The switch itself has already happened on this
 * device; a failed save changes nothing here, and the next switch saves again.
 */
export function useSaveLanguage(area: Area): (language: Language) => void {
  return useCallback(
    (language: Language) => {
      void import('@manabiya/domain/endpoints/auth')
        .then(({ authEndpoints }) => callApi(authEndpoints[area].saveLanguage, { body: { language } }))
        .catch(() => undefined);
    },
    [area],
  );
}
