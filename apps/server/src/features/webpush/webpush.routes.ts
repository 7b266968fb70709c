import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** TODO(helper): GET /api/student/webpush/public_key, POST and DELETE /api/student/webpush/subscription. */
export function registerWebPushRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
