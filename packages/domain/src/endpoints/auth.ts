import { z } from 'zod';
import {
  CheckAccessTokenResponse,
  CheckResetTokenBody,
  CheckResetTokenResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetPasswordBody,
  SaveLanguageBody,
  SendResetEmailBody,
} from '../contracts/auth.ts';
import { AREAS, type Area } from '../enums/account-type.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Sign-in, session check, sign-out and password reset of one portal: every portal has the same calls under its own path. */
export function authEndpointsOf<A extends Area>(area: A) {
  return {
    login: defineEndpoint({ method: 'POST', path: `/api/${area}/login`, summary: `Sign in to the ${area} portal`, body: LoginBody, response: LoginResponse }),
    checkAccessToken: defineEndpoint({
      method: 'GET',
      path: `/api/${area}/check_access_token`,
      summary: 'The signed-in user of the current session',
      response: CheckAccessTokenResponse,
    }),
    saveLanguage: defineEndpoint({
      method: 'PUT',
      path: `/api/${area}/language`,
      summary: 'Keep the display language with the signed-in account (applied when it signs in on another device)',
      body: SaveLanguageBody,
      response: z.null(),
      status: 204,
    }),
    logout: defineEndpoint({ method: 'POST', path: `/api/${area}/logout`, summary: 'End the current session', response: z.null(), status: 204 }),
    sendResetEmail: defineEndpoint({
      method: 'POST',
      path: `/api/${area}/password_reset/send_email`,
      summary: 'Mail a password-reset link (answers the same whether or not the address is known)',
      body: SendResetEmailBody,
      response: MessageResponse,
    }),
    checkResetToken: defineEndpoint({
      method: 'POST',
      path: `/api/${area}/password_reset/check_user`,
      summary: 'Check a reset link',
      body: CheckResetTokenBody,
      response: CheckResetTokenResponse,
    }),
    resetPassword: defineEndpoint({
      method: 'POST',
      path: `/api/${area}/password_reset/reset`,
      summary: 'Set a new password from a reset link',
      body: ResetPasswordBody,
      response: MessageResponse,
    }),
  };
}

export type AuthEndpoints<A extends Area = Area> = ReturnType<typeof authEndpointsOf<A>>;

/** The auth calls of every portal, by area. */
export const authEndpoints = Object.fromEntries(AREAS.map((area) => [area, authEndpointsOf(area)])) as { [A in Area]: AuthEndpoints<A> };
