import { z } from 'zod';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/** What the caller may do with one permission role; the UI offers exactly these actions. */
export const PermissionRoleAbilities = z.object({
  /** Rename it (and change its levels when `edit_levels`). */
  edit: z.boolean(),
  /** Change its levels: never of the caller's own role (decision 015). */
  edit_levels: z.boolean(),
  /** Only a role nobody holds. */
  delete: z.boolean(),
});
export type PermissionRoleAbilities = z.infer<typeof PermissionRoleAbilities>;
export type PermissionRoleAction = keyof PermissionRoleAbilities;

/** The staff member acting: their levels and the role they hold. */
export interface PermissionRoleActor {
  permissions: SectionPermissions | null | undefined;
  roleId: number | null;
}

export interface PermissionRoleState {
  id: number;
  /** How many staff members hold it. */
  staff_count: number;
}

export type PermissionRoleRefusal = 'forbidden' | 'own_role' | 'in_use';

/** The one rule of what may be done to a role: the list's abilities come from it and the service refuses with it. */
export function permissionRoleRefusal(action: PermissionRoleAction, actor: PermissionRoleActor, role: PermissionRoleState): PermissionRoleRefusal | undefined {
  // role_management offers all/read/none only, so every change needs "all".
  if (!can(actor.permissions, 'role_management', 'all')) return 'forbidden';
  if (action === 'edit_levels' && actor.roleId === role.id) return 'own_role';
  if (action === 'delete' && role.staff_count > 0) return 'in_use';
  return undefined;
}

export function permissionRoleAbilities(actor: PermissionRoleActor, role: PermissionRoleState): PermissionRoleAbilities {
  return {
    edit: permissionRoleRefusal('edit', actor, role) === undefined,
    edit_levels: permissionRoleRefusal('edit_levels', actor, role) === undefined,
    delete: permissionRoleRefusal('delete', actor, role) === undefined,
  };
}
