import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** Routes of the student start flow. */
export function registerOnboardingRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
