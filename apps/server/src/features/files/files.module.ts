import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { createFileService, type FileService } from './files.service.ts';
import { fileEndpoints as endpoints } from '@manabiya/domain/endpoints/files';
import type { FastifyInstance } from 'fastify';

/**
 * Serves stored uploads. Profile icons are shown to everyone who sees the person, so they are
 * reachable by their unguessable random name without a session (see docs/decisions/007).
 */
export function registerFileRoutes(app: FastifyInstance, service: FileService): void {
  addEndpointRoute(app, endpoints.read, {
    tags: ['files'],
    config: { public: true },
    handler: async (request, reply) => {
      const file = await service.read(request.params.kind, request.params.name);
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(file.bytes);
    },
  });
}

/** Stored uploads (icons, notice images) served by their random names. */
export function createFileModule(platform: Platform): FeatureModule<FileService> {
  const service = createFileService({ storage: platform.storage });
  return { name: 'files', service, registerRoutes: (app) => registerFileRoutes(app, service) };
}
