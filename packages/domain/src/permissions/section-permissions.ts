import { grants, type Access, type AccessLevel } from './access-levels.ts';
import { permissionName, type PermissionName, type Section } from './sections.ts';

/** The signed-in staff member's levels, keyed by permission name as the spec's user object has them. */
export type SectionPermissions = Partial<Record<PermissionName, AccessLevel>>;

export function levelFor(permissions: SectionPermissions | null | undefined, section: Section): AccessLevel | undefined {
  return permissions?.[permissionName(section)];
}

/** One question asked by routes, menus and buttons alike. */
export function can(permissions: SectionPermissions | null | undefined, section: Section, access: Access): boolean {
  return grants(levelFor(permissions, section), access);
}
