import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** Routes of staff (admins section). */
export function registerStaffRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
