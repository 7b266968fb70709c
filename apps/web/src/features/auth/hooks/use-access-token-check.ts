import type { Area } from '@manabiya/domain/enums/account-type';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSessionRejected } from '../../../lib/api-error.ts';
import { clearSignedInUser, getSignedInUser, setSignedInUser } from '../../../lib/auth-store.ts';
import { loginPathOf } from '../../../lib/portal-paths.ts';
import { useLoadingOverlay } from '../../../lib/loading-overlay-context.ts';
import { useSnackbar } from '../../../lib/snackbar-context.ts';
import { authQueryKeys, checkAccessToken } from '../api/auth-api.ts';

/**
 * Confirms on entering a portal that the cookie session is still valid (spec §4): a 401 or 403
 * forgets the stored user and returns to the login; a success refreshes the stored user.
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
  useLoadingOverlay(query.isPending);

  useEffect(() => {
    const user = query.data?.user;
    if (user && JSON.stringify(user) !== JSON.stringify(getSignedInUser())) setSignedInUser(user);
  }, [query.data]);

  useEffect(() => {
    if (!query.error) return;
    if (isSessionRejected(query.error)) {
      clearSignedInUser();
      void navigate(loginPathOf(area), { replace: true });
    } else {
      // A server or network failure says nothing about the session: stay, but say so.
      showSnackbar(t('shell.sessionCheckFailed'), 'error');
    }
  }, [query.error, area, navigate, showSnackbar, t]);
}
