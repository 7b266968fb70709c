import type {
  CheckAccessTokenResponse,
  LoginBody,
  LoginResponse,
  ResetPasswordBody,
} from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import { buildAccessTokenQueryKey } from '../../../lib/access-token-query-key.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The auth endpoints (and the zod schemas they are built from) load with the first call, so the
 * login page renders from its initial JavaScript alone.
 */
const loadAuthEndpoints = async () => (await import('@manabiya/domain/endpoints/auth')).authEndpoints;

interface MessageResponse {
  message: string;
}

export const authQueryKeys = {
  accessToken: buildAccessTokenQueryKey,
  resetToken: (area: Area, token: string) => ['auth', area, 'reset-token', token] as const,
};

export async function login(area: Area, body: LoginBody): Promise<LoginResponse> {
  return callApi((await loadAuthEndpoints())[area].login, { body });
}

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
