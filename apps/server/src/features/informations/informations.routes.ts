import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

export function registerInformationRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
