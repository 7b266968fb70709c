import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { registerPermissionRoleRoutes } from './permission-roles.routes.ts';
import { createPermissionRoleService, type PermissionRoleService } from './permission-roles.service.ts';

/** Permission roles: needs the audit trail; the staff feature asks it whether a role may be given. */
export function createPermissionRoleModule(platform: Platform, deps: { audit: AuditService }): FeatureModule<PermissionRoleService> {
  const service = createPermissionRoleService({ db: platform.db, ...deps });
  return { name: 'permission-roles', service, registerRoutes: (app) => registerPermissionRoleRoutes(app, service) };
}
