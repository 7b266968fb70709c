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
 * (Redis unreachable, the disk low) or a background job keeps failing; 503 with `unavailable` when
 * the database does not answer. `redis` appears when REDIS_URL is configured, `disk` when the
 * embedded database is on disk, `failing_jobs` while some job has failed its last runs.
 */
export const Health = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  redis: z.enum(['ok', 'unreachable']).optional(),
  disk: DiskReport.optional(),
  failing_jobs: z.array(z.string()).optional(),
});
export type Health = z.infer<typeof Health>;

export const Pong = z.object({ pong: z.literal(true) });

/** Failed runs in a row after which a background job is `failing` and /api/health says `degraded`. */
export const JOB_FAILURES_BEFORE_DEGRADED = 3;

/**
 * A background job of the job runner (decision 041) as staff see it: its period (null for a job
 * that runs only when asked), whether some instance runs it now, and its last run and last failure.
 * `failing` after JOB_FAILURES_BEFORE_DEGRADED failed runs in a row, until one succeeds.
 */
export const JobStatus = z.object({
  name: z.string(),
  every_seconds: z.number().nullable(),
  running: z.boolean(),
  last_started_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_failed_at: z.string().nullable(),
  consecutive_failures: z.number().int().min(0),
  failing: z.boolean(),
});
export type JobStatus = z.infer<typeof JobStatus>;
