import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import type { DiskReport } from '@manabiya/domain/contracts/health';
import type { Jobs } from './jobs.ts';
import type { RedisHealth } from './redis.ts';
import type { Mailer } from './mail.ts';
import type { AttemptCounter } from './rate-limit.ts';
import type { WriteClock } from './read-cache.ts';
import type { Realtime } from './realtime.ts';
import type { FileStorage } from './storage.ts';

/** What the platform gives every feature: infrastructure only. Another feature's service is a declared dependency instead. */
export interface Platform {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  storage: FileStorage;
  realtime: Realtime;
  /** Moves on at every write this instance makes or hears of: what a cache keeps from before is stale (platform/read-cache.ts). */
  writeClock: WriteClock;
  /** A counter of attempts in a sliding window (in Redis when configured), named by its purpose. */
  attemptCounter: (purpose: string) => AttemptCounter;
  /** The one job runner (platform/jobs.ts, decision 041): a feature registers its background work here, in its module. */
  jobs: Jobs;
  healthProbes: HealthProbes;
}

/** What /api/health reports beyond the database: Redis when configured, the embedded database's disk (decision 028), failing jobs. */
export interface HealthProbes {
  redis?: () => Promise<RedisHealth>;
  disk?: () => DiskReport;
  failingJobs: () => Promise<string[]>;
}

/**
 * One feature as app.ts sees it: its service (what other features may call) and its routes; its
 * background work is registered as jobs of `platform.jobs` when the module is built. Built by the
 * feature's `create…Module(platform, dependencies)`, listed once in `features/feature-list.ts`.
 */
export interface FeatureModule<Service = unknown> {
  name: string;
  service: Service;
  registerRoutes(app: FastifyInstance): void;
}
