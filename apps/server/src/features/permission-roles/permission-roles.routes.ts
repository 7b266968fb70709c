import { permissionRoleEndpoints as endpoints } from '@manabiya/domain/endpoints/permission-roles';
import type { FastifyInstance } from 'fastify';
import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import type { PermissionRoleService } from './permission-roles.service.ts';

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
