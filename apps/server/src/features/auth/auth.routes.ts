import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  ACCESS_TOKEN_COOKIE,
  ACCOUNT_TYPE_COOKIE,
  CheckAccessTokenResponse,
  CheckResetTokenBody,
  CheckResetTokenResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetPasswordBody,
  SendResetEmailBody,
} from '@manabiya/domain/contracts/auth';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { AREAS, accountTypeOfArea, type Area } from '@manabiya/domain/enums/account-type';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { readToken, sessionOf } from '../../platform/auth/authenticate.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  authService: AuthService;
  secureCookies: boolean;
  loginLimitPerIp: number;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function registerAuthRoutes(app: FastifyInstance, { authService, secureCookies, loginLimitPerIp }: AuthRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  function setSessionCookies(reply: FastifyReply, area: Area, token: string): void {
    const accountType = accountTypeOfArea(area);
    const options = { path: '/', sameSite: 'strict', secure: secureCookies, maxAge: authService.sessionTtlMs(accountType) / 1000 } as const;
    reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...options, httpOnly: true });
    reply.setCookie(ACCOUNT_TYPE_COOKIE, String(accountType), { ...options, httpOnly: false });
  }

  for (const area of AREAS) {
    const tags = [`${area}: auth`];

    api.post(
      `/api/${area}/login`,
      {
        config: { public: true, ...perMinute(loginLimitPerIp) },
        schema: { tags, summary: `Sign in to the ${area} portal`, body: LoginBody, response: { 200: LoginResponse, ...errors } },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const { token, user } = await authService.login(area, email, password, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        setSessionCookies(reply, area, token);
        return { access_token: token, user };
      },
    );

    api.get(
      `/api/${area}/check_access_token`,
      {
        config: { permission: 'any-staff', otherPortalIsSignedOut: true },
        schema: { tags, summary: 'The signed-in user of the current session', response: { 200: CheckAccessTokenResponse, ...errors } },
      },
      (request) => ({ user: sessionOf(request).user }),
    );

    api.post(
      `/api/${area}/logout`,
      { config: { public: true }, schema: { tags, summary: 'End the current session', response: { 204: z.null() } } },
      async (request, reply) => {
        await authService.logout(readToken(request)?.token);
        reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
        reply.clearCookie(ACCOUNT_TYPE_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );

    api.post(
      `/api/${area}/password_reset/send_email`,
      {
        config: { public: true, ...perMinute(Math.max(5, Math.ceil(loginLimitPerIp / 3))) },
        schema: {
          tags,
          summary: 'Mail a password-reset link (answers the same whether or not the address is known)',
          body: SendResetEmailBody,
          response: { 200: MessageResponse, ...errors },
        },
      },
      async (request) => {
        await authService.sendResetEmail(area, request.body.email, request.ip);
        return { message: 'ご登録のメールアドレスであれば、パスワード再設定のご案内を送信しました。' };
      },
    );

    api.post(
      `/api/${area}/password_reset/check_user`,
      {
        config: { public: true, ...perMinute(loginLimitPerIp) },
        schema: { tags, summary: 'Check a reset link', body: CheckResetTokenBody, response: { 200: CheckResetTokenResponse, ...errors } },
      },
      (request) => authService.checkResetToken(area, request.body.token),
    );

    api.post(
      `/api/${area}/password_reset/reset`,
      {
        config: { public: true, ...perMinute(loginLimitPerIp) },
        schema: { tags, summary: 'Set a new password from a reset link', body: ResetPasswordBody, response: { 200: MessageResponse, ...errors } },
      },
      async (request) => {
        await authService.resetPassword(area, request.body.token, request.body.password);
        return { message: 'パスワードを変更しました。新しいパスワードでログインしてください。' };
      },
    );
  }
}
