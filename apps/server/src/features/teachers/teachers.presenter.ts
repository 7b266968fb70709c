import { type CsvColumn, csvOf } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { TeacherRow } from './teachers.repository.ts';
import { teacherAbilities, type TeacherItem } from '@manabiya/domain/contracts/teachers';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';

export const TEACHER_CSV_FILENAME = '講師一覧.csv';

const COLUMNS: ReadonlyArray<CsvColumn<TeacherItem>> = [
  { header: 'ID', value: (item) => item.id },
  { header: '氏名', value: (item) => item.name },
  { header: 'フリガナ', value: (item) => item.name_kana },
  { header: '専門分野', value: (item) => item.specialities },
  { header: '自己紹介', value: (item) => item.introduction },
  { header: 'スタッフアカウント', value: (item) => item.staff_name },
  { header: '登録日時', value: (item) => item.created_at },
];

export const buildTeacherCsv = (items: TeacherItem[]): string => csvOf(COLUMNS, items);

/** A teacher row as the admin API shows it to a caller holding `permissions`. */
export function presentTeacher(row: TeacherRow, permissions: SectionPermissions | null | undefined): TeacherItem {
  return { ...withIsoDates(row), abilities: teacherAbilities(permissions) };
}
