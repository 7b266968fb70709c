import { Health, Pong } from '../contracts/health.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Operations: liveness for load balancers, and a route that touches nothing (the benchmark's ceiling). */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the database, and Redis and the disk when they apply',
    description:
      '200 with `status: ok`, or `degraded` while the server works without part of what it was given: `redis: unreachable` ' +
      '(rate limits count per instance, live events stay on their instance) or `disk.state` low (uploads and bulk writes refused) ' +
      'or critical (every write but signing in and out refused). 503 with `status: unavailable` and the same body when the database is unreachable. ' +
      '`redis` appears only when REDIS_URL is configured, `disk` only for the embedded database kept on disk.',
    response: Health,
  }),
  ping: defineEndpoint({ method: 'GET', path: '/api/ping', summary: 'Answers without touching the database', response: Pong }),
};
