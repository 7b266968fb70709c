import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createPermissionRoleService, type PermissionRoleService } from './permission-roles.service.ts';
import { permissionRoleEndpoints as endpoints } from '@manabiya/domain/endpoints/permission-roles';
import type { FastifyInstance } from 'fastify';

/** Routes of permission roles (role_management). */
export function registerPermissionRoleRoutes(app: FastifyInstance, service: PermissionRoleService): void {
  const route = sectionRoutes(app, { tags: ['admin: permission roles'], section: 'role_management' });
  route(endpoints.list, 'read', (request) => service.listRoles(staffCallerOf(request), request.query));
  route(endpoints.get, 'read', (request) => service.getRole(staffCallerOf(request), request.params.id));
  route(endpoints.history, 'read', (request) => service.historyOf(request.params.id));
  // role_management offers all/read/none only, so every change needs "all".
  route(endpoints.create, 'all', (request) => service.createRole(staffCallerOf(request), request.body));
  route(endpoints.update, 'all', (request) => service.updateRole(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.remove, 'all', (request) => service.deleteRole(staffCallerOf(request), request.params.id));
}

/** Permission roles: needs the audit trail; the staff feature asks it whether a role may be given. */
export function createPermissionRoleModule(platform: Platform, deps: { audit: AuditService }): FeatureModule<PermissionRoleService> {
  const service = createPermissionRoleService({ db: platform.db, realtime: platform.realtime, ...deps });
  return { name: 'permission-roles', service, registerRoutes: (app) => registerPermissionRoleRoutes(app, service) };
}
