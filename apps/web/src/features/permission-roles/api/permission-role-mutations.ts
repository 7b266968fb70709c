import type { PermissionRoleBody } from '@manabiya/domain/contracts/permission-roles';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { createRole, deleteRole, roleKeys, updateRole } from './permission-role-api.ts';

export const useSaveRole = () =>
  useInvalidatingMutation(({ id, body }: SaveVariables<PermissionRoleBody>) => (id === null ? createRole(body) : updateRole(id, body)), roleKeys.all);

export const useDeleteRole = () => useInvalidatingMutation(deleteRole, roleKeys.all);
