import { z } from 'zod';
import { ACCESS_LEVEL_VALUES, isChoiceFor, type AccessLevel } from '../permissions/access-levels.ts';
import { SECTIONS, type Section } from '../permissions/sections.ts';
import { ListQuery } from './lists.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

// What the caller may do with one row: the service refuses with the same rules, the UI offers only what is allowed (docs/decisions/022).
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

export const AccessLevelSchema = z.union(
  ACCESS_LEVEL_VALUES.map((level) => z.literal(level)) as [z.ZodLiteral<AccessLevel>, ...Array<z.ZodLiteral<AccessLevel>>],
  { message: '権限レベルを選んでください。' },
);

/** Every one of the 28 sections must be given a level (a record keyed by an enum is exhaustive). */
export const RoleLevels = z.record(z.enum(SECTIONS), AccessLevelSchema);
export type RoleLevels = Record<Section, AccessLevel>;

/** A role: a name and one level per section, each within the section's choice set (spec §6). */
export const PermissionRoleBody = z
  .object({
    name: z
      .string({ message: 'ロール名を入力してください。' })
      .trim()
      .min(1, { message: 'ロール名を入力してください。' })
      .max(100, { message: 'ロール名は100文字以内で入力してください。' }),
    levels: RoleLevels,
  })
  .superRefine((body, context) => {
    for (const section of SECTIONS) {
      const level = body.levels[section];
      if (level !== undefined && !isChoiceFor(section, level)) {
        context.addIssue({ code: 'custom', path: ['levels', section], message: 'このセクションでは選べない権限レベルです。' });
      }
    }
  });
export type PermissionRoleBody = z.infer<typeof PermissionRoleBody>;

export const PERMISSION_ROLE_SORT_KEYS = ['id', 'name', 'staff_count', 'created_at'] as const;

export const PermissionRoleListQuery = ListQuery.extend({
  sort: z.enum(PERMISSION_ROLE_SORT_KEYS).optional(),
  q: z.string().trim().max(100).optional(),
});
export type PermissionRoleListQuery = z.infer<typeof PermissionRoleListQuery>;

export const PermissionRoleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  levels: RoleLevels,
  /** How many staff members hold the role (a held role cannot be deleted). */
  staff_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with this role (edit, change levels, delete). */
  abilities: PermissionRoleAbilities,
});
export type PermissionRoleItem = z.infer<typeof PermissionRoleItem>;

/** Why a change is refused that would leave no active staff member able to manage roles (409): to a role's levels, or to a member's role, activity or existence. */
export const NO_ROLE_MANAGER_LEFT_MESSAGE = 'ロール管理の「全体」権限を持つ有効なスタッフがいなくなるため、この変更はできません。先に別のスタッフへその権限を付与してください。';
