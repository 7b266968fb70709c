import { isDetailColumn, STUDENT_CSV_COLUMNS, type StudentCsvRow } from '@manabiya/domain/contracts/student-csv';
import { csvOf } from '../../platform/csv.ts';
import { seesDetail, type Viewer } from './students.presenter.ts';

export const STUDENT_CSV_FILENAME = '受講生一覧.csv';

/** The export, from the same columns the import reads; the detail-only columns only for a caller with student_detail read. */
export function buildStudentCsv(rows: StudentCsvRow[], viewer: Viewer): string {
  const columns = STUDENT_CSV_COLUMNS.filter((column) => seesDetail(viewer) || !isDetailColumn(column));
  return csvOf(columns, rows);
}
