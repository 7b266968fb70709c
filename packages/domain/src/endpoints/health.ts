import { z } from 'zod';
import { Health, JOB_FAILURES_BEFORE_DEGRADED, JobStatus, Pong } from '../contracts/health.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Operations: liveness for load balancers, a route that touches nothing (the benchmark's ceiling), and the background jobs for staff. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the database, and Redis and the disk when they apply',
    description:
      '200 with `status: ok`, or `degraded` while the server works without part of what it was given: `redis: unreachable` ' +
      '(rate limits count per instance, live events stay on their instance) or `disk.state` low (uploads and bulk writes refused) ' +
      'or critical (every write but signing in and out refused). 503 with `status: unavailable` and the same body when the database is unreachable. ' +
      '`redis` appears only when REDIS_URL is configured, `disk` only for the embedded database kept on disk. ' +
      '`failing_jobs` names the background jobs whose last runs all failed (`degraded`; details at /api/admin/jobs).',
    response: Health,
  }),
  ping: defineEndpoint({ method: 'GET', path: '/api/ping', summary: 'Answers without touching the database', response: Pong }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    summary: "The background jobs: each one's period, last run, duration and last error",
    description:
      `Needs the admins section (read). A job is \`failing\` after ${JOB_FAILURES_BEFORE_DEGRADED} failed runs in a row, until one succeeds; ` +
      '`/api/health` is then `degraded`.',
    response: z.array(JobStatus),
  }),
};
