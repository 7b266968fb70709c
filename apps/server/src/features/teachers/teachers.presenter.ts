import { teacherAbilities } from '@manabiya/domain/abilities/teachers';
import type { TeacherItem } from '@manabiya/domain/contracts/teachers';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import type { TeacherRow } from './teachers.repository.ts';

/** A teacher row as the admin API shows it to a caller holding `permissions`. */
export function presentTeacher(row: TeacherRow, permissions: SectionPermissions | null | undefined): TeacherItem {
  return { ...withIsoDates(row), abilities: teacherAbilities(permissions) };
}
