import { onboardingEndpoints as endpoints } from '@manabiya/domain/endpoints/onboarding';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { OnboardingService } from './onboarding.service.ts';

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
