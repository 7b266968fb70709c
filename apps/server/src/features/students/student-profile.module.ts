import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { registerMypageRoutes } from './mypage.routes.ts';
import { createStudentProfileService, type StudentProfileService } from './student-profile.service.ts';

/**
 * The signed-in student's own page: profile and icon (its service is what onboarding needs too), and
 * the password, which auth changes as for every account.
 */
export function createStudentProfileModule(platform: Platform, deps: { auth: AuthService }): FeatureModule<StudentProfileService> {
  const service = createStudentProfileService({ db: platform.db, storage: platform.storage });
  return { name: 'student-profile', service, registerRoutes: (app) => registerMypageRoutes(app, service, deps.auth) };
}
