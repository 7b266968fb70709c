import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';

/**
 * Serves stored uploads. Profile icons are shown to everyone who sees the person, so they are
 * reachable by their unguessable random name without a session (see docs/decisions/007).
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/:kind/:name',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'A stored upload by its random name',
        params: z.object({ kind: z.string(), name: z.string() }),
        response: { 200: z.any(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await storage.read(request.params.kind, request.params.name);
      if (!file) throw notFound('ファイルが見つかりません。');
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(file.bytes);
    },
  );
}
