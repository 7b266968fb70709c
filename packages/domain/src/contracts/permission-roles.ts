import { z } from 'zod';
import { PermissionRoleAbilities } from '../abilities/permission-roles.ts';
import { ACCESS_LEVEL_VALUES, isChoiceFor, type AccessLevel } from '../permissions/access-levels.ts';
import { SECTIONS, type Section } from '../permissions/sections.ts';
import { ListQuery } from './lists.ts';

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
