import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerRealtimeRoutes, type RealtimeRouteDeps } from './realtime.routes.ts';

/** The portals' live-event sockets; events are published by other features through the platform's realtime. */
export function createRealtimeModule(platform: Platform, deps: { auth: RealtimeRouteDeps['auth'] }): FeatureModule<undefined> {
  const { config, realtime } = platform;
  return { name: 'realtime', service: undefined, registerRoutes: (app) => registerRealtimeRoutes(app, { config, realtime, auth: deps.auth }) };
}
