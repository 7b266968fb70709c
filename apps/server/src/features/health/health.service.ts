import type { Health } from '@manabiya/domain/contracts/health';
import { pingDatabase, type Db } from '../../platform/db.ts';
import type { HealthProbes } from '../../platform/feature-module.ts';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({ db, probes }: { db: Db; probes: HealthProbes }) {
  return {
    /**
     * `ok`; `degraded` when Redis is configured but does not answer, the embedded database's disk is
     * low, or a background job keeps failing; `unavailable` when the database does not answer (the
     * error is the caller's to log).
     */
    async check(): Promise<{ health: Health; error?: unknown }> {
      const [database, redis, failingJobs] = await Promise.all([
        pingDatabase(db).then(
          () => ({ state: 'ok' as const }),
          (error: unknown) => ({ state: 'unreachable' as const, error }),
        ),
        probes.redis?.(),
        // Unknown while the database does not answer: that is reported as such.
        probes.failingJobs().catch((): string[] => []),
      ]);
      const disk = probes.disk?.();
      const degraded = redis === 'unreachable' || (disk !== undefined && disk.state !== 'ok') || failingJobs.length > 0;
      const status = database.state === 'unreachable' ? 'unavailable' : degraded ? 'degraded' : 'ok';
      const health: Health = {
        status,
        database: database.state,
        ...(redis ? { redis } : {}),
        ...(disk ? { disk } : {}),
        ...(failingJobs.length > 0 ? { failing_jobs: failingJobs } : {}),
      };
      return 'error' in database ? { health, error: database.error } : { health };
    },
  };
}
