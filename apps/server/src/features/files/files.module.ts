import { readToken } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { createFileService, type FileCaching, type FileService, type FileServiceDeps } from './files.service.ts';
import { fileEndpoints as endpoints } from '@manabiya/domain/endpoints/files';
import type { FastifyInstance } from 'fastify';

/**
 * How long a file may be kept (decision 039). A public icon: any cache, a day (a removed icon leaves
 * shared caches by then). A file behind a session: the signed-in browser only, asking again at each
 * use — the access is checked again and an unchanged file costs a 304 — so a removed or unpublished
 * one is gone at once. Never `immutable`: the same name may stop being served.
 */
const CACHE_CONTROL: Record<FileCaching, string> = {
  public: 'public, max-age=86400',
  private: 'private, no-cache',
};

/**
 * Serves stored uploads. The route is public: a profile icon needs no session (decision 007); a
 * step's attachment or a notice's image is checked against the session here, whichever portal it
 * belongs to, since the same path appears in every portal (a step's Markdown, a notice).
 */
export function registerFileRoutes(app: FastifyInstance, service: FileService): void {
  addEndpointRoute(app, endpoints.read, {
    tags: ['files'],
    config: { public: true },
    handler: async (request, reply) => {
      const { kind, name } = request.params;
      const file = await service.read(kind, name, readToken(request)?.token);
      // A stored name never changes its bytes, so the name is the validator.
      const etag = `"${name}"`;
      reply.header('Cache-Control', CACHE_CONTROL[file.caching]).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(file.contentType).header('Content-Disposition', 'inline').send(file.bytes);
    },
  });
}

/** Stored uploads (icons, step attachments, notice images, question images) served by their random names, each kind to whom may read it. */
export function createFileModule(platform: Platform, deps: Omit<FileServiceDeps, 'storage'>): FeatureModule<FileService> {
  const service = createFileService({ storage: platform.storage, ...deps });
  return { name: 'files', service, registerRoutes: (app) => registerFileRoutes(app, service) };
}
