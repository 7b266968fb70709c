import type { PermissionRoleBody } from '@manabiya/domain/contracts/permission-roles';
import { permissionRoleEndpoints } from '@manabiya/domain/endpoints/permission-roles';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

export const roleKeys = {
  all: ['permission-roles'] as const,
  list: (apiQuery: string) => ['permission-roles', 'list', apiQuery] as const,
  history: (id: number) => ['permission-roles', 'history', id] as const,
};

export const roleListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: roleKeys.list(apiQuery),
    queryFn: () => callApi(permissionRoleEndpoints.list, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });

export const roleHistoryQuery = (id: number) =>
  queryOptions({ queryKey: roleKeys.history(id), queryFn: () => callApi(permissionRoleEndpoints.history, { params: { id } }) });

export const createRole = (body: PermissionRoleBody) => callApi(permissionRoleEndpoints.create, { body });
export const updateRole = (id: number, body: PermissionRoleBody) => callApi(permissionRoleEndpoints.update, { params: { id }, body });
export const deleteRole = (id: number) => callApi(permissionRoleEndpoints.remove, { params: { id } });

export const useSaveRole = () =>
  useInvalidatingMutation(({ id, body }: SaveVariables<PermissionRoleBody>) => (id === null ? createRole(body) : updateRole(id, body)), roleKeys.all);

export const useDeleteRole = () => useInvalidatingMutation(deleteRole, roleKeys.all);
