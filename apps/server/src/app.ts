import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from '@fastify/type-provider-zod';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { canonicalUrl } from './platform/canonical-url.ts';
import type { Database } from './platform/db.ts';
import { registerDiskGuard } from './platform/disk-guard.ts';
import { registerErrorHandling, tooManyRequests } from './platform/errors.ts';
import { contractValidatorCompiler } from './platform/hostile-input.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createInProcessRealtime, createRedisRealtime } from './platform/realtime.ts';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from './platform/rate-limit.ts';
import type { Platform } from './platform/feature-module.ts';
import { createFeatures } from './features/feature-list.ts';
import type { AuthService } from './features/auth/auth.service.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createFileStorage } from './platform/storage.ts';
import { registerApiDocs } from './platform/swagger.ts';
import { registerWebApp } from './platform/web-static.ts';

const FIFTEEN_MINUTES_MS = 15 * 60_000;

// Validation messages reach Japanese-speaking users (the web shows `details` on the fields); zod's
// defaults, for rules the contracts give no message of their own, speak Japanese too.
z.config(z.locales.ja());

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Platform plugins first, then feature routes. The caller owns the database and closes it after the app. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    // One spelling per path before routing (decision 014); the router then ignores a trailing slash.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error) => app.log.error({ err: error }, 'redis error'));
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log });
  const attemptCounter = (prefix: string) =>
    redis ? createRedisAttemptCounter(redis, FIFTEEN_MINUTES_MS, prefix) : createMemoryAttemptCounter(FIFTEEN_MINUTES_MS);
  const storage = createFileStorage(path.join(config.dataDir, 'files'));
  const realtime = redis ? await createRedisRealtime(redis, app.log) : createInProcessRealtime();
  const platform: Platform = { db: database.db, config, logger: app.log, mailer, storage, realtime, attemptCounter };
  const { authService, modules } = await createFeatures(platform);
  app.decorate('mailer', mailer);
  app.decorate('authService', authService);
  app.addHook('onClose', async () => {
    await mailer.close();
    await realtime.close();
    await redis?.quit();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, { https });
  if (database.dataDir) registerDiskGuard(app, { dir: database.dataDir, minFreeMb: config.MIN_FREE_DISK_MB });
  await app.register(cookie);
  // Per-kind limits are checked by the storage; this is the ceiling for any one request.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`リクエストが多すぎます。${Math.ceil(context.ttl / 1000)}秒ほどおいてからもう一度お試しください。`),
  });
  await registerApiDocs(app, config.PRODUCT_NAME);
  registerAuthentication(app, authService, config.PUBLIC_URL);

  for (const feature of modules) feature.registerRoutes(app);
  app.addHook('onReady', async () => {
    for (const feature of modules) await feature.start?.();
  });
  app.addHook('onClose', async () => {
    for (const feature of [...modules].reverse()) await feature.stop?.();
  });

  await registerWebApp(app, { distDir: config.webDistDir, productName: config.PRODUCT_NAME });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    authService: AuthService;
  }
}
