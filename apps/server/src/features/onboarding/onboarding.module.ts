import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerOnboardingRoutes } from './onboarding.routes.ts';
import { createOnboardingService, type OnboardingService, type OnboardingServiceDeps } from './onboarding.service.ts';

/** The student start flow and the orientation text: needs the audit trail and the students feature's profiles. */
export function createOnboardingModule(platform: Platform, deps: Omit<OnboardingServiceDeps, 'db'>): FeatureModule<OnboardingService> {
  const service = createOnboardingService({ db: platform.db, ...deps });
  return { name: 'onboarding', service, registerRoutes: (app) => registerOnboardingRoutes(app, service) };
}
