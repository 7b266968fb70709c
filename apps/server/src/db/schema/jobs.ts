/** @owner platform — platform_jobs: platform/jobs.ts, features register their jobs (decision 041) */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * One row per background job of the job runner (platform/jobs.ts, decision 041): the claim that lets
 * one instance run it per period, and its last run as staff see it. Written only by the runner.
 */
export const platformJobs = pgTable('platform_jobs', {
  name: text('name').primaryKey(),
  /** The start of the last period a run was claimed for (periods are counted on the database clock). */
  period_start: timestampTz('period_start'),
  /** A run was asked for (a one-off job, or a periodic one ahead of its period); cleared by the run that claims it. */
  requested_at: timestampTz('requested_at'),
  /** Held by the instance running it until then; a run whose process died is claimable again after it. */
  lease_until: timestampTz('lease_until'),
  last_started_at: timestampTz('last_started_at'),
  last_finished_at: timestampTz('last_finished_at'),
  last_duration_ms: integer('last_duration_ms'),
  /** The last failure, kept after later successes, with its time. */
  last_error: text('last_error'),
  last_failed_at: timestampTz('last_failed_at'),
  /** Failed runs since the last success: from FAILURES_BEFORE_DEGRADED on, /api/health says `degraded`. */
  consecutive_failures: integer('consecutive_failures').notNull().default(0),
});
