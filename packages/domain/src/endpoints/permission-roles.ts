import { z } from 'zod';
import { AuditEntry } from '../contracts/audit.ts';
import { listResponseOf } from '../contracts/lists.ts';
import { PermissionRoleBody, PermissionRoleItem, PermissionRoleListQuery } from '../contracts/permission-roles.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ADMIN = '/api/admin/role';

/** Permission roles (role_management): a level for every section, and who holds them. */
export const permissionRoleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Permission roles with their levels and holder counts',
    query: PermissionRoleListQuery,
    response: listResponseOf(PermissionRoleItem),
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'One permission role', params: IdParams, response: PermissionRoleItem }),
  history: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id/history`, summary: 'Audit history of a role', params: IdParams, response: z.array(AuditEntry) }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    summary: 'Create a role (a level for every section, within its choice set)',
    body: PermissionRoleBody,
    response: PermissionRoleItem,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    summary: 'Replace a role’s name and levels; holders get them on their next request',
    params: IdParams,
    body: PermissionRoleBody,
    response: PermissionRoleItem,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: `${ADMIN}/:id`, summary: 'Delete a role no staff member holds', params: IdParams, response: z.null(), status: 204 }),
};
