import type { TeacherItem } from '@manabiya/domain/contracts/teachers';
import { toCsv } from '../../platform/csv.ts';

export const TEACHER_CSV_FILENAME = '講師一覧.csv';

const HEADER = ['ID', '氏名', 'フリガナ', '専門分野', '自己紹介', 'スタッフアカウント', '登録日時'];

export function buildTeacherCsv(items: TeacherItem[]): string {
  return toCsv(
    HEADER,
    items.map((item) => [item.id, item.name, item.name_kana, item.specialities, item.introduction, item.staff_name, item.created_at]),
  );
}
