import type { Access } from '@manabiya/domain/permissions/access-levels';
import { can } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import { useSignedInUser } from '../../lib/auth-store.ts';

/** May the signed-in user do `ability` (edit, delete, reinvite …) with this row? */
export type RowAbilityCheck<R> = (row: R, ability: string) => boolean;

/** The row's own answer where its item carries `abilities` (issue 9 item 5); undefined where the contract has none yet. */
export function readAbility(row: object, ability: string): boolean | undefined {
  if (!('abilities' in row) || typeof row.abilities !== 'object' || row.abilities === null) return undefined;
  const value: unknown = (row.abilities as Record<string, unknown>)[ability];
  return typeof value === 'boolean' ? value : undefined;
}

/** What an account's state allows, as the server rules it: invite again only the active who never set a password. */
export function accountStateAllows(row: { active: boolean; password_set: boolean }, ability: string): boolean {
  if (ability === 'reinvite') return row.active && !row.password_set;
  if (ability === 'activate') return !row.active;
  if (ability === 'deactivate') return row.active;
  return true;
}

interface FallbackRules<R> {
  /** The section level an ability needs: "all" to delete, "write" for the rest unless said. */
  access?: (ability: string) => Access;
  /** What the row's state allows besides the level (an inactive account cannot be deactivated). */
  rowAllows?: (row: R, ability: string) => boolean;
}

/**
 * The row's `abilities` where it has them; otherwise today's guess from the section's level (and
 * the row's state), so the list offers only what the server will accept.
 */
export function useRowAbilities<R extends object>(section: Section, { access, rowAllows }: FallbackRules<R> = {}): RowAbilityCheck<R> {
  const permissions = useSignedInUser()?.section_permissions;
  return (row, ability) => {
    const own = readAbility(row, ability);
    if (own !== undefined) return own;
    const needed = access ? access(ability) : ability === 'delete' ? 'all' : 'write';
    return can(permissions, section, needed) && (rowAllows ? rowAllows(row, ability) : true);
  };
}
