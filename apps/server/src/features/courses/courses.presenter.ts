import {
  courseAbilities,
  curriculumAbilities,
  stepAbilities,
  type CourseDetail,
  type CourseItem,
  type CurriculumDetail,
  type CurriculumItem,
  type StepAttachment,
  type StepItem,
  type StepListItem,
  type StepMovie,
  type StepSummary,
} from '@manabiya/domain/contracts/courses';
import type { IdName } from '@manabiya/domain/contracts/common';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import type { CourseRow } from './courses.repository.ts';
import type { CurriculumRow } from './curricula.repository.ts';
import type { StepListRow, StepRow } from './steps.repository.ts';

type Permissions = SectionPermissions | null | undefined;

/** Rows keyed by the step (or course) they belong to, each group in the order the query gave. */
export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

export function presentCourse(row: CourseRow, permissions: Permissions): CourseItem {
  return { ...withIsoDates(row), abilities: courseAbilities(permissions, row) };
}

export interface CourseCurriculumRow {
  curriculum_id: number;
  name: string;
  publish_status: 0 | 1;
  position: number;
  normal_days: number;
  intensive_days: number;
  step_count: number;
  published_step_count: number;
  standard_hours: number;
}

export function presentCourseDetail(row: CourseRow, curriculaRows: readonly CourseCurriculumRow[], permissions: Permissions): CourseDetail {
  return {
    ...presentCourse(row, permissions),
    curricula: curriculaRows.map((entry) => ({
      curriculum_id: entry.curriculum_id,
      name: entry.name,
      publish_status: entry.publish_status,
      position: entry.position,
      normal_days: entry.normal_days,
      intensive_days: entry.intensive_days,
      step_count: entry.step_count,
      published_step_count: entry.published_step_count,
      standard_hours: entry.standard_hours,
    })),
  };
}

export function presentCurriculum(row: CurriculumRow, permissions: Permissions): CurriculumItem {
  return { ...withIsoDates(row), abilities: curriculumAbilities(permissions, row) };
}

type StepSummaryRow = Omit<StepSummary, 'updated_at'> & { updated_at: Date };

export const presentStepSummary = (row: StepSummaryRow): StepSummary => withIsoDates(row);

export function presentCurriculumDetail(row: CurriculumRow, stepRows: readonly StepSummaryRow[], usedBy: IdName[], permissions: Permissions): CurriculumDetail {
  return { ...presentCurriculum(row, permissions), steps: stepRows.map(presentStepSummary), courses: usedBy };
}

export function presentStepListItem(row: StepListRow, permissions: Permissions): StepListItem {
  return { ...withIsoDates(row), abilities: stepAbilities(permissions) };
}

export const presentMovie = (row: { id: number; title: string; duration_seconds: number }): StepMovie => ({
  id: row.id,
  title: row.title,
  duration_seconds: row.duration_seconds,
});

export const presentAttachment = (row: { id: number; file_name: string; path: string; content_type: string; size_bytes: number }): StepAttachment => ({
  id: row.id,
  file_name: row.file_name,
  path: row.path,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
});

export function presentStep(
  row: StepRow,
  movieRows: ReadonlyArray<Parameters<typeof presentMovie>[0]>,
  attachmentRows: ReadonlyArray<Parameters<typeof presentAttachment>[0]>,
  permissions: Permissions,
): StepItem {
  return {
    ...withIsoDates(row),
    movies: movieRows.map(presentMovie),
    attachments: attachmentRows.map(presentAttachment),
    abilities: stepAbilities(permissions),
  };
}
