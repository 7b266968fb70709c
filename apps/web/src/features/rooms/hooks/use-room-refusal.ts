import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { roomKeys } from '../api/room-keys.ts';

/**
 * A 409 of a room call means the room moved on under the page (another teacher judged or claimed it,
 * a submission is already waiting): the server's message goes to the snackbar and the room is read
 * again, so the page shows what is true now. Returns whether the error was such a refusal.
 */
export function useRoomRefusal(): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.status !== 409) return false;
      showSnackbar(errorText(error), 'error');
      void queryClient.invalidateQueries({ queryKey: roomKeys.all });
      return true;
    },
    [queryClient, showSnackbar, errorText],
  );
}
