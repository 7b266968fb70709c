import { sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { createOnboardingService, type OnboardingService, type OnboardingServiceDeps } from './onboarding.service.ts';
import { onboardingEndpoints as endpoints } from '@manabiya/domain/endpoints/onboarding';
import type { FastifyInstance } from 'fastify';

const tags = ['student: onboarding'];

/** Routes of the student start flow, and the orientation text staff edit (section student). */
export function registerOnboardingRoutes(app: FastifyInstance, onboarding: OnboardingService): void {
  addEndpointRoute(app, endpoints.state, { tags, handler: (request) => onboarding.getState(sessionOf(request).user.id) });
  addEndpointRoute(app, endpoints.saveProfile, { tags, handler: (request) => onboarding.saveProfile(sessionOf(request).user.id, request.body) });
  addEndpointRoute(app, endpoints.orientation, { tags, handler: async () => ({ body_markdown: (await onboarding.getOrientation()).body_markdown }) });
  addEndpointRoute(app, endpoints.complete, { tags, handler: (request) => onboarding.complete(sessionOf(request).user.id) });

  const route = sectionRoutes(app, { tags: ['admin: site contents'], section: 'student' });
  route(endpoints.siteOrientation, 'read', () => onboarding.getOrientation());
  route(endpoints.updateSiteOrientation, 'write', (request) => onboarding.updateOrientation(sessionOf(request).user.id, request.body.body_markdown));
  route(endpoints.siteOrientationHistory, 'read', () => onboarding.listOrientationHistory());
}

/** The student start flow and the orientation text: needs the audit trail and the students feature's profiles. */
export function createOnboardingModule(platform: Platform, deps: Omit<OnboardingServiceDeps, 'db'>): FeatureModule<OnboardingService> {
  const service = createOnboardingService({ db: platform.db, ...deps });
  return { name: 'onboarding', service, registerRoutes: (app) => registerOnboardingRoutes(app, service) };
}
