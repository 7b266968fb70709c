import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { registerStaffRoutes } from './staff.routes.ts';
import { createStaffService, type StaffService, type StaffServiceDeps } from './staff.service.ts';

/** Staff: needs the audit trail, auth (invitations, sessions) and permission roles (what may be given). */
export function createStaffModule(
  platform: Platform,
  deps: { audit: AuditService; auth: StaffServiceDeps['auth']; roles: StaffServiceDeps['roles'] },
): FeatureModule<StaffService> {
  const service = createStaffService({ db: platform.db, ...deps });
  return { name: 'staff', service, registerRoutes: (app) => registerStaffRoutes(app, service) };
}
