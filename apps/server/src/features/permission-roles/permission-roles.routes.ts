import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { listResponseOf } from '@manabiya/domain/contracts/lists';
import { PermissionRoleBody, PermissionRoleItem, PermissionRoleListQuery } from '@manabiya/domain/contracts/permission-roles';
import { IdParams } from '@manabiya/domain/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { createPermissionRoleService } from './permission-roles.service.ts';

const tags = ['admin: permission roles'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
// role_management offers all/read/none only, so every change needs "all".
const read = { permission: { section: 'role_management', access: 'read' } } as const;
const change = { permission: { section: 'role_management', access: 'all' } } as const;

/** Routes of permission roles (role_management). */
export function registerPermissionRoleRoutes(app: FastifyInstance, { db }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPermissionRoleService(db);

  api.get(
    '/api/admin/role',
    {
      config: read,
      schema: { tags, summary: 'Permission roles with their levels and holder counts', querystring: PermissionRoleListQuery, response: { 200: listResponseOf(PermissionRoleItem), ...errors } },
    },
    (request) => service.listRoles(request.query),
  );

  api.get(
    '/api/admin/role/:id',
    { config: read, schema: { tags, summary: 'One permission role', params: IdParams, response: { 200: PermissionRoleItem, ...errors } } },
    (request) => service.getRole(request.params.id),
  );

  api.get(
    '/api/admin/role/:id/history',
    { config: read, schema: { tags, summary: 'Audit history of a role', params: IdParams, response: { 200: z.array(AuditEntry), ...errors } } },
    (request) => service.historyOf(request.params.id),
  );

  api.post(
    '/api/admin/role',
    {
      config: change,
      schema: { tags, summary: 'Create a role (a level for every section, within its choice set)', body: PermissionRoleBody, response: { 201: PermissionRoleItem, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await service.createRole(sessionOf(request).user, request.body)),
  );

  api.put(
    '/api/admin/role/:id',
    {
      config: change,
      schema: { tags, summary: 'Replace a role’s name and levels; holders get them on their next request', params: IdParams, body: PermissionRoleBody, response: { 200: PermissionRoleItem, ...errors } },
    },
    (request) => service.updateRole(sessionOf(request).user, request.params.id, request.body),
  );

  api.delete(
    '/api/admin/role/:id',
    { config: change, schema: { tags, summary: 'Delete a role no staff member holds', params: IdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteRole(sessionOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
