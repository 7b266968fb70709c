import { z } from 'zod';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/** What the caller may do with one teacher profile; the UI offers exactly these actions. */
export const TeacherAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TeacherAbilities = z.infer<typeof TeacherAbilities>;

/**
 * A teacher profile has no state that forbids an action (its staff link is cleared on delete), so
 * only the section decides: the same `can()` the routes check before their handlers run.
 */
export function teacherAbilities(permissions: SectionPermissions | null | undefined): TeacherAbilities {
  return { edit: can(permissions, 'teacher', 'write'), delete: can(permissions, 'teacher', 'all') };
}
