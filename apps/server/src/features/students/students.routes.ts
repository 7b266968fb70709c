import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** Routes of students. */
export function registerStudentRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
