import type { LoginBody, ResetPasswordBody } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { authQueryKeys, login, logout, resetPassword, sendResetEmail } from './auth-api.ts';

/**
 * Signs in and makes the answer the session of this tab. Where to go next is the caller's (the
 * route guard also leaves a login page once someone is signed in, for the same start page).
 */
export function useLogin(area: Area) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(area, body),
    onSuccess: ({ user }) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      setSignedInUser(user);
      // The login itself proves the session: the portal need not check it again under an overlay.
      queryClient.setQueryData(authQueryKeys.accessToken(area), { user });
    },
  });
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
