import { z } from 'zod';

/**
 * Free space of the embedded database's disk (only when PGlite keeps its files on disk): `low` below
 * MIN_FREE_DISK_MB (uploads and bulk writes refused), `critical` below MIN_FREE_DISK_HARD_MB (every
 * write but signing in and out refused).
 */
export const DiskReport = z.object({ state: z.enum(['ok', 'low', 'critical']), free_mb: z.number().int().min(0) });
export type DiskReport = z.infer<typeof DiskReport>;

/**
 * Liveness: 200 with `ok`, or `degraded` while the server works without part of what it was given
 * (Redis unreachable, the disk low); 503 with `unavailable` when the database does not answer.
 * `redis` appears when REDIS_URL is configured, `disk` when the embedded database is on disk.
 */
export const Health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable']).optional(),
  disk: DiskReport.optional(),
});
export type Health = z.infer<typeof Health>;

export const Pong = z.object({ pong: z.literal(true) });
