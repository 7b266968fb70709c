import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isChunkLoadError, isServerUnreachable } from './api-error.ts';

/**
 * What a person reads for a failed call: "the server cannot be reached" when it (or a script of the
 * app) could not be, else the server's message, else the generic text of spec §8. One wording for
 * banners and snackbars.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (isServerUnreachable(error) || isChunkLoadError(error)) return t('errors.unreachable');
      return (isApiError(error) && error.message) || t('errors.unexpected');
    },
    [t],
  );
}
