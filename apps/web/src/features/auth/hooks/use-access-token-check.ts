import type { Area } from '@manabiya/domain/enums/account-type';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError, isServerUnreachable, isSessionRejected } from '../../../lib/api-error.ts';
import { clearSignedInUser, getSignedInUser, setSignedInUser } from '../../../lib/auth-store.ts';
import { loginPathOf } from '../../../lib/portal-paths.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { authQueryKeys, checkAccessToken } from '../api/auth-api.ts';

/**
 * Confirms on entering a portal that the cookie session is still valid (spec §4): a 401 or 403
 * forgets the stored user and returns to the login; a success refreshes the stored user.
 *
 * It runs beside the page, which shows its own loading state meanwhile (one loading state at a
 * time, no overlay over it). Only the server can say the session ended: an unreachable server
 * leaves the user signed in, the connection banner says so and reconnects, and the check runs again
 * with the other queries once the server answers; another server error shows its message.
 */
export function useAccessTokenCheck(area: Area): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSnackbar = useSnackbar();
  const query = useQuery({
    queryKey: authQueryKeys.accessToken(area),
    queryFn: () => checkAccessToken(area),
    retry: false,
    staleTime: 60_000,
  });

  useEffect(() => {
    const user = query.data?.user;
    if (user && JSON.stringify(user) !== JSON.stringify(getSignedInUser())) setSignedInUser(user);
  }, [query.data]);

  useEffect(() => {
    const error = query.error;
    if (!error || isServerUnreachable(error)) return;
    if (isSessionRejected(error)) {
      clearSignedInUser();
      void navigate(loginPathOf(area), { replace: true });
    } else {
      // A server failure says nothing about the session: stay, and say what the server said.
      const message = isApiError(error) && error.message ? error.message : t('errors.unexpected');
      showSnackbar(`${t('shell.sessionCheckFailed')} ${message}`, 'error');
    }
  }, [query.error, area, navigate, showSnackbar, t]);
}
