import { Health, Pong } from '../contracts/health.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Operations: liveness for load balancers, and a route that touches nothing (the benchmark's ceiling). */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    description: '503 with the same body when the database is unreachable.',
    response: Health,
  }),
  ping: defineEndpoint({ method: 'GET', path: '/api/ping', summary: 'Answers without touching the database', response: Pong }),
};
