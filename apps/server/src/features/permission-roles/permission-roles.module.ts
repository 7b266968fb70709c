import { recordRoutes, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createPermissionRoleService, type PermissionRoleService } from './permission-roles.service.ts';
import { permissionRoleEndpoints as endpoints } from '@manabiya/domain/endpoints/permission-roles';
import type { FastifyInstance } from 'fastify';

/** Routes of permission roles (role_management). */
export function registerPermissionRoleRoutes(app: FastifyInstance, service: PermissionRoleService): void {
  recordRoutes(
    sectionRoutes(app, { tags: ['admin: permission roles'], section: 'role_management' }),
    endpoints,
    service,
    { list: 'listRoles', get: 'getRole', history: 'historyOf', create: 'createRole', update: 'updateRole', remove: 'deleteRole' },
    // role_management offers all/read/none only, so every change needs "all".
    { create: 'all', update: 'all' },
  );
}

/** Permission roles: needs the audit trail; the staff feature asks it whether a role may be given. */
export function createPermissionRoleModule(platform: Platform, deps: { audit: AuditService }): FeatureModule<PermissionRoleService> {
  const service = createPermissionRoleService({ db: platform.db, realtime: platform.realtime, ...deps });
  return { name: 'permission-roles', service, registerRoutes: (app) => registerPermissionRoleRoutes(app, service) };
}
