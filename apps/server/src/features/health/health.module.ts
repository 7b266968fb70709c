import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { createHealthService, type HealthService } from './health.service.ts';

/** Liveness for load balancers and the benchmark's ceiling route. */
export function createHealthModule(platform: Platform): FeatureModule<HealthService> {
  const service = createHealthService({ db: platform.db });
  return { name: 'health', service, registerRoutes: (app) => registerHealthRoutes(app, service) };
}
