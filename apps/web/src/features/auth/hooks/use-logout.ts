import type { Area } from '@manabiya/domain/enums/account-type';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSignedInUser } from '../../../lib/auth-store.ts';
import { loginPathOf } from '../../../lib/portal-paths.ts';
import { clearAllDrafts } from '../../../lib/use-draft.ts';
import { useLoadingOverlay } from '../../../lib/loading-overlay-context.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { useLogoutMutation } from '../api/auth-api.ts';

/**
 * Logs out on the server (which clears both cookies), then forgets the user here whatever the
 * answer: a user who asked to leave must not stay signed in on this device. `beforeLogout` is what
 * the portal must undo while the session still exists (the student portal's web push subscription).
 */
export function useLogout(area: Area, beforeLogout?: () => Promise<void>): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const mutation = useLogoutMutation(area, beforeLogout);
  useLoadingOverlay(mutation.isPending);
  // Forgetting and leaving happen in one step: the route guard reacts to the forgotten user at once.
  const leave = async (failed: boolean) => {
    clearSignedInUser();
    clearAllDrafts();
    queryClient.clear();
    await navigate(loginPathOf(area), { replace: true });
    if (failed) showSnackbar(t('shell.logoutFailed'), 'error');
  };
  return () => mutation.mutate(undefined, { onSettled: (_data, error) => void leave(error !== null) });
}
