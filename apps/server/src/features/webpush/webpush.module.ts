import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerWebPushRoutes } from './webpush.routes.ts';
import { createWebPushService, type WebPushService } from './webpush.service.ts';

/** Web push to students' browsers; the informations feature sends through its service. Async: the VAPID keys are loaded (or made) first. */
export async function createWebPushModule(platform: Platform): Promise<FeatureModule<WebPushService>> {
  const { db, config, logger } = platform;
  const service = await createWebPushService({ db, config, logger });
  return { name: 'webpush', service, registerRoutes: (app) => registerWebPushRoutes(app, service) };
}
