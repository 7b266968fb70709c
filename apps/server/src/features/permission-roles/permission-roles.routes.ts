import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';

/** Routes of permission roles (role_management). */
export function registerPermissionRoleRoutes(_app: FastifyInstance, _deps: FeatureDeps): void {}
