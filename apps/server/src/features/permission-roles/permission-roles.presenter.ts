import { permissionRoleAbilities, type PermissionRoleActor } from '@manabiya/domain/contracts/permission-roles';
import type { PermissionRoleItem, RoleLevels } from '@manabiya/domain/contracts/permission-roles';
import { withIsoDates } from '../../platform/presenters.ts';

export interface RoleRow {
  id: number;
  name: string;
  staff_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A role with its levels as the admin API shows it to `actor`. */
export function presentRole(row: RoleRow, levels: RoleLevels, actor: PermissionRoleActor): PermissionRoleItem {
  return { ...withIsoDates(row), levels, abilities: permissionRoleAbilities(actor, row) };
}
