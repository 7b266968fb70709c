import type { EnrolmentState } from '@manabiya/domain/contracts/learning';
import type { Readable } from 'node:stream';
import { csvStream } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { StudentItemRow } from './students.repository.ts';
import { isDetailColumn, STUDENT_CSV_COLUMNS, type StudentCsvRow } from '@manabiya/domain/contracts/student-csv';
import { STUDENT_DETAIL_FIELDS, studentAbilities, type StudentItem } from '@manabiya/domain/contracts/students';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';

export const STUDENT_CSV_FILENAME = '受講生一覧.csv';

/** The export, from the same columns the import reads; the detail-only columns only for a caller with student_detail read. */
export function streamStudentCsv(batches: AsyncIterable<readonly StudentCsvRow[]>, viewer: Viewer): Readable {
  const columns = STUDENT_CSV_COLUMNS.filter((column) => seesDetail(viewer) || !isDetailColumn(column));
  return csvStream(columns, batches);
}

/** The caller's section levels: they decide the row's abilities and whether the detail-only fields are shown. */
export type Viewer = SectionPermissions | null;

/** Whether the caller may see the detail-only fields (decision 017). */
export const seesDetail = (viewer: Viewer): boolean => can(viewer, 'student_detail', 'read');

/** A student row as the admin API shows it: without student_detail read, the detail-only fields are left out. */
export function presentStudent(row: StudentItemRow & { enrolment_state: EnrolmentState }, viewer: Viewer): StudentItem {
  const item: StudentItem = { ...withIsoDates(row), abilities: studentAbilities(viewer, row) };
  if (seesDetail(viewer)) return item;
  // The detail-only keys are optional in the contract, so the item stays a StudentItem without them.
  const shown: StudentItem = { ...item };
  for (const field of STUDENT_DETAIL_FIELDS) delete shown[field];
  return shown;
}
