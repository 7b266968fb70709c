import { sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { createWebPushService, type WebPushService } from './webpush.service.ts';
import { webPushEndpoints as endpoints } from '@manabiya/domain/endpoints/webpush';
import type { FastifyInstance } from 'fastify';

const tags = ['student: web push'];

/** A student's browsers subscribe to web push with the server's VAPID public key (spec §7 webpush subscription). */
export function registerWebPushRoutes(app: FastifyInstance, webPush: WebPushService): void {
  addEndpointRoute(app, endpoints.publicKey, { tags, handler: () => ({ public_key: webPush.publicKey() }) });
  addEndpointRoute(app, endpoints.subscribe, { tags, handler: (request) => webPush.subscribe(sessionOf(request).user.id, request.body) });
  addEndpointRoute(app, endpoints.unsubscribe, { tags, handler: (request) => webPush.unsubscribe(sessionOf(request).user.id, request.body.endpoint) });
}

/** Web push to students' browsers; the informations feature sends through its service. Async: the VAPID keys are loaded (or made) first. */
export async function createWebPushModule(platform: Platform): Promise<FeatureModule<WebPushService>> {
  const { db, config, logger } = platform;
  const service = await createWebPushService({ db, config, logger });
  return { name: 'webpush', service, registerRoutes: (app) => registerWebPushRoutes(app, service) };
}
