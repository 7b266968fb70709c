import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { PermissionRoleBody, PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi } from '../../../lib/api-client.ts';

const BASE = '/admin/role';

export const roleKeys = {
  all: ['permission-roles'] as const,
  list: (apiQuery: string) => ['permission-roles', 'list', apiQuery] as const,
  history: (id: number) => ['permission-roles', 'history', id] as const,
};

export const roleListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: roleKeys.list(apiQuery),
    queryFn: () => getApi<ListResponse<PermissionRoleItem>>(`${BASE}?${apiQuery}`),
    placeholderData: keepPreviousData,
  });

export const roleHistoryQuery = (id: number) =>
  queryOptions({ queryKey: roleKeys.history(id), queryFn: () => getApi<AuditEntry[]>(`${BASE}/${id}/history`) });

export const createRole = (body: PermissionRoleBody) => postApi<PermissionRoleItem>(BASE, body);
export const updateRole = (id: number, body: PermissionRoleBody) => requestApi<PermissionRoleItem>('PUT', `${BASE}/${id}`, body);
export const deleteRole = (id: number) => requestApi<void>('DELETE', `${BASE}/${id}`);
