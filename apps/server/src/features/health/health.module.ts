import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { createHealthService, type HealthService } from './health.service.ts';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { Health } from '@manabiya/domain/contracts/health';
import { healthEndpoints as endpoints } from '@manabiya/domain/endpoints/health';
import type { FastifyInstance } from 'fastify';

const tags = ['operations'];

export function registerHealthRoutes(app: FastifyInstance, service: HealthService, jobs: Pick<Jobs, 'statuses'>): void {
  // Registered by hand: its 503 answers the Health body, not the error body every endpoint route documents.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoints.health.method,
    url: endpoints.health.path,
    config: { public: true },
    schema: { tags, summary: endpoints.health.summary, description: endpoints.health.description, response: { 200: Health, 503: Health } },
    handler: async (request, reply) => {
      const { health, error } = await service.check();
      if (health.status !== 'unavailable') return health;
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send(health);
    },
  });

  // A route that touches nothing: the ceiling the benchmark compares others against.
  addEndpointRoute(app, endpoints.ping, { tags, config: { public: true }, handler: () => ({ pong: true as const }) });

  // The background jobs' last runs, for the staff who manage the administrators (decision 041).
  sectionRoutes(app, { tags: ['admin: operations'], section: 'admins' })(endpoints.jobs, 'read', () => jobs.statuses());
}

/** Liveness for load balancers and staff (Redis, the disk and failing jobs when they apply), the benchmark's ceiling route, and the jobs' last runs. */
export function createHealthModule(platform: Platform): FeatureModule<HealthService> {
  const service = createHealthService({ db: platform.db, probes: platform.healthProbes });
  return { name: 'health', service, registerRoutes: (app) => registerHealthRoutes(app, service, platform.jobs) };
}
