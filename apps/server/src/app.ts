import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { setDisplayTimeZone } from '@manabiya/domain/zoned-time';
import { z } from 'zod';
import type { Config } from './config.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { canonicalUrl } from './platform/canonical-url.ts';
import type { Database } from './platform/db.ts';
import { createDiskMonitor, registerDiskGuard } from './platform/disk-guard.ts';
import { registerErrorHandling, tooManyRequests } from './platform/errors.ts';
import { contractValidatorCompiler } from './platform/hostile-input.ts';
import { createJobRunner, type JobRunner } from './platform/jobs.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createWriteClock, registerReadCache, type WriteClock } from './platform/read-cache.ts';
import { createInProcessRealtime, createRedisRealtime } from './platform/realtime.ts';
import { createMemoryAttemptCounter, createRateLimitStore, createRedisAttemptCounter, createWindowCounter } from './platform/rate-limit.ts';
import { createRedisLink } from './platform/redis.ts';
import type { Platform } from './platform/feature-module.ts';
import { createFeatures } from './features/feature-list.ts';
import type { AuthService } from './features/auth/auth.service.ts';
import { createResponseSerializerCompiler } from './platform/response-serializer.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createFileStorage } from './platform/storage.ts';
import { registerIdempotency } from './platform/idempotency.ts';
import { registerApiDocs } from './platform/swagger.ts';
import { registerWriteLimit } from './platform/write-limit.ts';
import { registerWebApp } from './platform/web-static.ts';

const FIFTEEN_MINUTES_MS = 15 * 60_000;

// Validation messages reach Japanese-speaking users (the web shows `details` on the fields); zod's
// defaults, for rules the contracts give no message of their own, speak Japanese too.
z.config(z.locales.ja());

/** One log line per request, when it completes (with status and time), not Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Platform plugins first, then feature routes. The caller owns the database and closes it after the app. */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  // "Today" of the shared field rules (a birthday not in the future) is the display time zone's day.
  setDisplayTimeZone(config.DISPLAY_TIME_ZONE);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    logController: new OneLinePerRequest(),
    // One spelling per path before routing (decision 014); the router then ignores a trailing slash.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  // Too deep or too many values: refused before the parse, so no later walk of the body meets it (decision 037).
  registerJsonBodyParser(app);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.NODE_ENV !== 'production' }));

  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  // Redis is an accelerator, not a dependency: while it does not answer, counters and live events stay in this process (decision 028).
  const redis = config.REDIS_URL ? createRedisLink(config.REDIS_URL, app.log, config.REDIS_KEY_PREFIX) : undefined;
  await redis?.whenStarted();
  const disk = database.dataDir
    ? createDiskMonitor(database.dataDir, { softFloorMb: config.MIN_FREE_DISK_MB, hardFloorMb: config.MIN_FREE_DISK_HARD_MB })
    : undefined;
  const jobs = createJobRunner({ db: database.db, logger: app.log });
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log, jobs });
  const attemptCounter = (prefix: string) =>
    redis ? createRedisAttemptCounter(redis, FIFTEEN_MINUTES_MS, prefix) : createMemoryAttemptCounter(FIFTEEN_MINUTES_MS);
  const storage = createFileStorage(path.join(config.dataDir, 'files'));
  const writeClock = createWriteClock();
  const realtime = redis ? await createRedisRealtime(redis, app.log, writeClock) : createInProcessRealtime(writeClock);
  const healthProbes = {
    ...(redis ? { redis: () => redis.check() } : {}),
    ...(disk ? { disk: () => disk.status() } : {}),
    failingJobs: () => jobs.failingJobs(),
  };
  const platform: Platform = { db: database.db, config, logger: app.log, mailer, storage, realtime, writeClock, attemptCounter, jobs, healthProbes };
  const { authService, modules } = await createFeatures(platform);
  app.decorate('mailer', mailer);
  app.decorate('authService', authService);
  app.decorate('writeClock', writeClock);
  app.decorate('jobs', jobs);
  // Before every onClose hook (onClose hooks run last-registered first, and main.ts closes the database in
  // one): the job runs under way finish, their signal asking them to end early, while what they use is open.
  app.addHook('preClose', () => jobs.stop());
  app.addHook('onClose', async () => {
    await mailer.close();
    await realtime.close();
    await redis?.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, { https });
  if (disk) registerDiskGuard(app, disk);
  await app.register(cookie);
  // Per-kind limits are checked by the storage; this is the ceiling for any one request.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(rateLimit, {
    global: false,
    store: createRateLimitStore(redis),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`リクエストが多すぎます。${Math.ceil(context.ttl / 1000)}秒ほどおいてからもう一度お試しください。`),
  });
  await registerApiDocs(app, config.PRODUCT_NAME);
  registerAuthentication(app, authService, config.PUBLIC_URL);
  // After the session check (it needs the account), before the body is read.
  registerWriteLimit(app, { perMinute: config.WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE, count: createWindowCounter(redis, 'write-limit:') });
  registerReadCache(app, { clock: writeClock, lifetimeMs: config.READ_CACHE_MS, signalWrite: () => realtime.signalWrite() });
  registerIdempotency(app, database.db);

  for (const feature of modules) feature.registerRoutes(app);
  app.addHook('onReady', (done) => {
    jobs.start();
    done();
  });

  await registerWebApp(app, { distDir: config.webDistDir, productName: config.PRODUCT_NAME, displayTimeZone: config.DISPLAY_TIME_ZONE });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    authService: AuthService;
    /** Tests that write to the database directly advance it, as a request's write does (platform/read-cache.ts). */
    writeClock: WriteClock;
    /** The job runner: a test runs a job on demand (`app.jobs.runNow(name)`). */
    jobs: JobRunner;
  }
}
