import { z } from 'zod';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/** What the caller may do with one student row; the UI offers exactly these actions. */
export const StudentAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type StudentAbilities = z.infer<typeof StudentAbilities>;

/** The row state the rules read: whether the student has signed up (set a password) yet. */
export interface StudentAbilityState {
  password_set: boolean;
}

/**
 * Only a student who never signed up (invitation pending) can be deleted: one who has signed in has
 * a learning record and is retired instead (decision 011). The service refuses a delete with 409
 * when this says no. Students have no separate deactivate, re-invite or end-sessions action today:
 * retiring is a status edit.
 */
export function canDeleteStudent(student: StudentAbilityState): boolean {
  return !student.password_set;
}

export function studentAbilities(permissions: SectionPermissions | null | undefined, student: StudentAbilityState): StudentAbilities {
  return {
    edit: can(permissions, 'student', 'write'),
    delete: can(permissions, 'student', 'all') && canDeleteStudent(student),
  };
}
