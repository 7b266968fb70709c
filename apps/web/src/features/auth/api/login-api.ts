import type { LoginBody, LoginResponse } from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import { useCallback, useState } from 'react';
import { buildAccessTokenQueryKey } from '../../../lib/access-token-query-key.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setSignedInUser } from '../../../lib/auth-store.ts';

/**
 * Sign-in, kept apart from auth-api.ts and without TanStack Query: the login page's JavaScript then
 * holds neither the query cache nor zod (the endpoint definitions load with the first call).
 */
const loadAuthEndpoints = async () => (await import('@manabiya/domain/endpoints/auth')).authEndpoints;

export async function login(area: Area, body: LoginBody): Promise<LoginResponse> {
  return callApi((await loadAuthEndpoints())[area].login, { body });
}

interface LoginState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

const IDLE: LoginState = { isPending: false, isError: false, error: null };

/**
 * Signs in and makes the answer the session of this tab. Where to go next is the caller's (the
 * route guard also leaves a login page once someone is signed in, for the same start page). The
 * state has the shape of a mutation's, for the sign-in form frame.
 */
export function useLogin(area: Area) {
  const [state, setState] = useState<LoginState>(IDLE);
  const mutateAsync = useCallback(
    async (body: LoginBody): Promise<LoginResponse> => {
      setState({ isPending: true, isError: false, error: null });
      // The query cache the portal will use loads while the server checks the password.
      const queryClientLoaded = import('../../../lib/query-client.ts');
      try {
        const [response, { appQueryClient }] = await Promise.all([login(area, body), queryClientLoaded]);
        // Nothing cached for a previous user may leak into this session.
        appQueryClient.clear();
        // The login itself proves the session: the portal need not check it again under an overlay.
        appQueryClient.setQueryData(buildAccessTokenQueryKey(area), { user: response.user });
        setSignedInUser(response.user);
        // Still pending: the form (and its overlay) stays until the portal is ready to replace the page.
        return response;
      } catch (error) {
        setState({ isPending: false, isError: true, error });
        throw error;
      }
    },
    [area],
  );
  return { ...state, mutateAsync };
}
