import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';

/** Sessions, sign-in and password (re)setting of every portal; other features invite, end sessions and change passwords through its service. */
export function createAuthModule(platform: Platform): FeatureModule<AuthService> {
  const { db, config, mailer } = platform;
  const service = createAuthService({
    db,
    config,
    mailer,
    failedLogins: platform.attemptCounter('failed-logins'),
    resetMails: platform.attemptCounter('reset-mails'),
  });
  const secureCookies = config.PUBLIC_URL?.startsWith('https://') ?? false;
  return {
    name: 'auth',
    service,
    registerRoutes: (app) => registerAuthRoutes(app, { authService: service, secureCookies, loginLimitPerIp: config.LOGIN_LIMIT_PER_IP }),
  };
}
