import { readToken, sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { ACCESS_TOKEN_COOKIE, ACCOUNT_TYPE_COOKIE } from '@manabiya/domain/contracts/auth';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { accountTypeOfArea, type Area, AREAS } from '@manabiya/domain/enums/account-type';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface AuthRoutesOptions {
  authService: AuthService;
  secureCookies: boolean;
  loginLimitPerIp: number;
}

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
/** Kept when the embedded database's disk is nearly full, so people can still get in and see why (platform/disk-guard.ts). */
const signIn = { public: true, signIn: true } as const;
const moreErrors = [429] as const;

/** Sign-in, session check, sign-out and password reset of every portal. */
export function registerAuthRoutes(app: FastifyInstance, { authService, secureCookies, loginLimitPerIp }: AuthRoutesOptions): void {
  function setSessionCookies(reply: FastifyReply, area: Area, token: string): void {
    const accountType = accountTypeOfArea(area);
    const options = { path: '/', sameSite: 'strict', secure: secureCookies, maxAge: authService.sessionTtlMs(accountType) / 1000 } as const;
    reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...options, httpOnly: true });
    reply.setCookie(ACCOUNT_TYPE_COOKIE, String(accountType), { ...options, httpOnly: false });
  }

  for (const area of AREAS) {
    const tags = [`${area}: auth`];
    const endpoints = authEndpoints[area];

    addEndpointRoute(app, endpoints.login, {
      tags,
      config: { ...signIn, ...perMinute(loginLimitPerIp) },
      moreErrors,
      handler: async (request, reply) => {
        const { email, password } = request.body;
        const { token, user } = await authService.login(area, email, password, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
        setSessionCookies(reply, area, token);
        return { access_token: token, user };
      },
    });

    addEndpointRoute(app, endpoints.checkAccessToken, {
      tags,
      config: { permission: 'any-staff', otherPortalIsSignedOut: true },
      moreErrors,
      handler: (request) => ({ user: sessionOf(request).user }),
    });

    addEndpointRoute(app, endpoints.saveLanguage, {
      tags,
      config: { permission: 'any-staff' },
      handler: (request) => authService.saveLanguage(sessionOf(request), request.body.language),
    });

    addEndpointRoute(app, endpoints.logout, {
      tags,
      config: signIn,
      handler: async (request, reply) => {
        await authService.logout(readToken(request)?.token);
        reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
        reply.clearCookie(ACCOUNT_TYPE_COOKIE, { path: '/' });
      },
    });

    addEndpointRoute(app, endpoints.sendResetEmail, {
      tags,
      config: { ...signIn, ...perMinute(Math.max(5, Math.ceil(loginLimitPerIp / 3))) },
      moreErrors,
      handler: async (request) => {
        await authService.sendResetEmail(area, request.body.email, request.ip);
        return { message: 'ご登録のメールアドレスであれば、パスワード再設定のご案内を送信しました。' };
      },
    });

    addEndpointRoute(app, endpoints.checkResetToken, {
      tags,
      config: { ...signIn, ...perMinute(loginLimitPerIp) },
      moreErrors,
      handler: (request) => authService.checkResetToken(area, request.body.token),
    });

    addEndpointRoute(app, endpoints.resetPassword, {
      tags,
      config: { ...signIn, ...perMinute(loginLimitPerIp) },
      moreErrors,
      handler: async (request) => {
        await authService.resetPassword(area, request.body.token, request.body.password);
        return { message: 'パスワードを変更しました。新しいパスワードでログインしてください。' };
      },
    });
  }
}

/** The job that removes ended sessions (expired or revoked), once an hour on one instance. */
export const SESSION_PRUNING_JOB = 'auth.prune-sessions';
const SESSION_PRUNING_EVERY_MS = 60 * 60_000;

/**
 * Sessions, sign-in and password (re)setting of every portal; other features invite, end sessions and
 * change passwords through its service. Ended sessions are pruned by a job.
 */
export function createAuthModule(platform: Platform): FeatureModule<AuthService> {
  const { db, config, mailer } = platform;
  const service = createAuthService({
    db,
    config,
    mailer,
    failedLogins: platform.attemptCounter('failed-logins'),
    resetMails: platform.attemptCounter('reset-mails'),
    writeClock: platform.writeClock,
    realtime: platform.realtime,
  });
  const secureCookies = config.PUBLIC_URL?.startsWith('https://') ?? false;
  platform.jobs.register({ name: SESSION_PRUNING_JOB, everyMs: SESSION_PRUNING_EVERY_MS, run: () => service.pruneEndedSessions() });
  return {
    name: 'auth',
    service,
    registerRoutes: (app) => registerAuthRoutes(app, { authService: service, secureCookies, loginLimitPerIp: config.LOGIN_LIMIT_PER_IP }),
  };
}
