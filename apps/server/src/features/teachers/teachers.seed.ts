import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema/staff.ts';
import { teachers } from '../../db/schema/teachers.ts';
import type { DemoContext, SeedContext } from '../../platform/sample-data.ts';

const SPECIALITIES = ['TypeScript, React', 'Java, Spring', 'Python, データ分析', 'SQL, データベース設計', 'インフラ, AWS', 'Go, クラウド', 'UI デザイン, Figma', 'PHP, Laravel'];

/** A public profile for every seeded staff member whose main role is teacher. */
export async function seedTeachers(context: SeedContext): Promise<void> {
  const { db, random, made } = context;
  const teacherStaff = (await db.select({ id: staff.id, name: staff.name, name_kana: staff.name_kana }).from(staff).where(eq(staff.main_role, MAIN_ROLE.teacher))).filter(
    (row) => made.staffIds.includes(row.id),
  );
  if (teacherStaff.length === 0) return;
  await db.insert(teachers).values(
    teacherStaff.map((row) => ({
      staff_id: row.id,
      name: row.name,
      name_kana: row.name_kana,
      introduction: '現場での開発経験をもとに、つまずきやすいところを一緒に解決します。',
      specialities: random.pick(SPECIALITIES),
    })),
  );
}

/** The demo teacher's public profile. */
export async function demoTeachers({ db }: DemoContext): Promise<void> {
  const [teacher] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@example.com'));
  await db.insert(teachers).values({
    staff_id: teacher!.id,
    name: '講師 花子',
    name_kana: 'コウシ ハナコ',
    introduction: 'Web 開発とデータ分析を担当しています。質問はいつでもどうぞ。',
    specialities: 'TypeScript, React, SQL',
  });
}
