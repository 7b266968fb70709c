import { studentAbilities } from '@manabiya/domain/abilities/students';
import { STUDENT_DETAIL_FIELDS, type StudentItem } from '@manabiya/domain/contracts/students';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import type { StudentItemRow } from './students.repository.ts';

/** The caller's section levels: they decide the row's abilities and whether the detail-only fields are shown. */
export type Viewer = SectionPermissions | null;

/** Whether the caller may see the detail-only fields (decision 017). */
export const seesDetail = (viewer: Viewer): boolean => can(viewer, 'student_detail', 'read');

/** A student row as the admin API shows it: without student_detail read, the detail-only fields are left out. */
export function presentStudent(row: StudentItemRow, viewer: Viewer): StudentItem {
  const item: StudentItem = { ...withIsoDates(row), abilities: studentAbilities(viewer, row) };
  if (seesDetail(viewer)) return item;
  // The detail-only keys are optional in the contract, so the item stays a StudentItem without them.
  const shown: StudentItem = { ...item };
  for (const field of STUDENT_DETAIL_FIELDS) delete shown[field];
  return shown;
}
