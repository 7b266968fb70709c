import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** Routes of teacher profiles. */
export function registerTeacherRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
