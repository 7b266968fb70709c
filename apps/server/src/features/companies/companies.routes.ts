import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** Routes of companies and company users. */
export function registerCompanyRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
