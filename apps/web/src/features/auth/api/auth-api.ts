import type { CheckAccessTokenResponse, ResetPasswordBody } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import { useMutation } from '@tanstack/react-query';
import { buildAccessTokenQueryKey } from '../../../lib/access-token-query-key.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The auth endpoints (and the zod schemas they are built from) load with the first call. Sign-in
 * itself is in login-api.ts, which the login page uses without TanStack Query.
 */
const loadAuthEndpoints = async () => (await import('@manabiya/domain/endpoints/auth')).authEndpoints;

interface MessageResponse {
  message: string;
}

export const authQueryKeys = {
  accessToken: buildAccessTokenQueryKey,
  resetToken: (area: Area, token: string) => ['auth', area, 'reset-token', token] as const,
};

export async function checkAccessToken(area: Area): Promise<CheckAccessTokenResponse> {
  return callApi((await loadAuthEndpoints())[area].checkAccessToken);
}

export async function logout(area: Area): Promise<void> {
  return callApi((await loadAuthEndpoints())[area].logout);
}

export async function sendResetEmail(area: Area, email: string): Promise<MessageResponse> {
  return callApi((await loadAuthEndpoints())[area].sendResetEmail, { body: { email } });
}

export async function checkResetToken(area: Area, token: string): Promise<{ email: string }> {
  return callApi((await loadAuthEndpoints())[area].checkResetToken, { body: { token } });
}

export async function resetPassword(area: Area, body: ResetPasswordBody): Promise<MessageResponse> {
  return callApi((await loadAuthEndpoints())[area].resetPassword, { body });
}

/**
 * Runs `beforeLogout` (what must be undone while the session still exists), then logs out on the
 * server, which clears both cookies. Forgetting the user here is the caller's, in the same step as
 * leaving the portal: once the user is gone the route guard unmounts the portal that asked.
 */
export const useLogoutMutation = (area: Area, beforeLogout?: () => Promise<void>) =>
  useMutation({
    mutationFn: async () => {
      await beforeLogout?.();
      await logout(area);
    },
  });

export const useSendResetEmail = (area: Area) => useMutation({ mutationFn: (email: string) => sendResetEmail(area, email) });

export const useResetPassword = (area: Area) => useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(area, body) });
