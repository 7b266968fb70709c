import type { TeacherItem } from '@manabiya/domain/contracts/teachers';
import { csvOf, type CsvColumn } from '../../platform/csv.ts';

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
