import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pingDatabase, type Db } from '../../platform/db.ts';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['operations'], summary: 'Liveness and database reachability', response: { 200: Health, 503: Health } },
    },
    async (request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );

  // A route that touches nothing: the ceiling the benchmark compares others against.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ping',
    { config: { public: true }, schema: { tags: ['operations'], summary: 'Answers without touching the database', response: { 200: z.object({ pong: z.literal(true) }) } } },
    () => ({ pong: true as const }),
  );
}
