import path from 'node:path';
import { movieEndpoints as endpoints } from '@manabiya/domain/endpoints/movies';
import type { FastifyInstance } from 'fastify';
import { staffCallerOf, studentIdOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createMovieFiles, type MovieFiles } from './movie-files.ts';
import { sendMovieFile } from './movie-stream.ts';
import { readMovieUpload } from './movie-upload.ts';
import { createMovieService, type MovieService } from './movies.service.ts';

/** The movie library (admin, section `movie`), its streams, and the student's videos with their coverage. */
export function registerMovieRoutes(app: FastifyInstance, service: MovieService, files: MovieFiles, maxBytes: number): void {
  const route = sectionRoutes(app, { tags: ['admin: movies'], section: 'movie' });
  route(endpoints.list, 'read', (request) => service.listMovies(staffCallerOf(request), request.query));
  route(endpoints.uploadRules, 'read', () => service.uploadRules());
  route(endpoints.get, 'read', (request) => service.getMovie(staffCallerOf(request), request.params.id));
  route(endpoints.create, 'write', {
    moreErrors: [413, 415],
    handler: async (request) => {
      const upload = await readMovieUpload(request, files, maxBytes);
      return service.createMovie(staffCallerOf(request), upload.fields, upload.received, upload.originalName);
    },
  });
  route(endpoints.update, 'write', (request) => service.updateMovie(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.remove, 'all', (request) => service.deleteMovie(staffCallerOf(request), request.params.id));
  route(endpoints.adminStream, 'read', async (request, reply) => sendMovieFile(request, reply, await service.adminMovieFile(request.params.id)));

  const tags = ['student: movies'];
  addEndpointRoute(app, endpoints.studentList, { tags, handler: (request) => service.listStudentMovies(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.studentStream, {
    tags,
    handler: async (request, reply) => sendMovieFile(request, reply, await service.studentMovieFile(studentIdOf(request), request.params.id)),
  });
  addEndpointRoute(app, endpoints.position, { tags, handler: (request) => service.savePosition(studentIdOf(request), request.params.id, request.body) });
}

/** The movie library: needs the audit trail; files under DATA_DIR/files/movie/, at most MOVIE_MAX_BYTES each. */
export function createMovieModule(platform: Platform, deps: { audit: AuditService }): FeatureModule<MovieService> {
  const files = createMovieFiles(path.join(platform.config.dataDir, 'files', 'movie'));
  const maxBytes = platform.config.MOVIE_MAX_BYTES;
  const service = createMovieService({ db: platform.db, files, audit: deps.audit, maxBytes });
  return { name: 'movies', service, registerRoutes: (app) => registerMovieRoutes(app, service, files, maxBytes) };
}
