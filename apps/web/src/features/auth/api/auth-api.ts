import type {
  CheckAccessTokenResponse,
  LoginBody,
  LoginResponse,
  ResetPasswordBody,
} from '@manabiya/domain/contracts/auth';
import type { Area } from '@manabiya/domain/enums/account-type';
import { getApi, postApi } from '../../../lib/api-client.ts';

interface MessageResponse {
  message: string;
}

export const authQueryKeys = {
  accessToken: (area: Area) => ['auth', area, 'access-token'] as const,
  resetToken: (area: Area, token: string) => ['auth', area, 'reset-token', token] as const,
};

export function login(area: Area, body: LoginBody): Promise<LoginResponse> {
  return postApi<LoginResponse>(`/${area}/login`, body);
}

export function checkAccessToken(area: Area): Promise<CheckAccessTokenResponse> {
  return getApi<CheckAccessTokenResponse>(`/${area}/check_access_token`);
}

export function logout(area: Area): Promise<void> {
  return postApi<void>(`/${area}/logout`);
}

export function sendResetEmail(area: Area, email: string): Promise<MessageResponse> {
  return postApi<MessageResponse>(`/${area}/password_reset/send_email`, { email });
}

export function checkResetToken(area: Area, token: string): Promise<{ email: string }> {
  return postApi<{ email: string }>(`/${area}/password_reset/check_user`, { token });
}

export function resetPassword(area: Area, body: ResetPasswordBody): Promise<MessageResponse> {
  return postApi<MessageResponse>(`/${area}/password_reset/reset`, body);
}
