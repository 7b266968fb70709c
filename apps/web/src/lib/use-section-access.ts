import { can } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import { useSignedInUser } from './auth-store.ts';

/** What the signed-in staff member may do in a section, for showing or hiding controls (the server checks again). */
export function useSectionAccess(section: Section): { canWrite: boolean; canAll: boolean } {
  const permissions = useSignedInUser()?.section_permissions;
  return { canWrite: can(permissions, section, 'write'), canAll: can(permissions, section, 'all') };
}
