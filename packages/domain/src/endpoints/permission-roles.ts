import { PermissionRoleBody, PermissionRoleItem, PermissionRoleListQuery } from '../contracts/permission-roles.ts';
import { recordEndpoints } from './record-endpoints.ts';

/** Permission roles (role_management): a level for every section, and who holds them. */
export const permissionRoleEndpoints = recordEndpoints(
  '/api/admin/role',
  { listQuery: PermissionRoleListQuery, listItem: PermissionRoleItem, item: PermissionRoleItem, body: PermissionRoleBody },
  {
    list: 'Permission roles with their levels and holder counts',
    noun: 'a role',
    get: 'One permission role',
    create: 'Create a role (a level for every section, within its choice set)',
    update: 'Replace a role’s name and levels; holders get them on their next request',
    remove: 'Delete a role no staff member holds',
  },
);
