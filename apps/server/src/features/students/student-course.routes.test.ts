import type { StudentItem } from '@manabiya/domain/contracts/students';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentProgress } from '../../db/schema/learning.ts';
import { createAdmin, createCompany, createStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildCourse, type BuiltCourse } from '../../test/staff-progress-world.ts';

let t: TestApp;
let admin: string;
let companyId: number;
let course: BuiltCourse;
let other: BuiltCourse;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t)).id;
  course = await buildCourse(t, [{ normalDays: 10, intensiveDays: 4, steps: 2 }, { normalDays: 20, intensiveDays: 6, steps: 3 }], 'Web エンジニア養成コース');
  other = await buildCourse(t, [{ normalDays: 5, steps: 1 }]);
});
afterAll(() => t.close());

const progressOf = async (studentId: number) => (await t.db.select().from(studentProgress).where(eq(studentProgress.student_id, studentId)))[0];

/** The student's fields as the form sends them back (PUT replaces every field). */
async function bodyOf(id: number): Promise<Record<string, unknown>> {
  const item = (await t.call('GET', `/api/admin/student/${id}`, admin)).json<StudentItem>();
  return {
    name: item.name,
    name_kana: item.name_kana,
    email: item.email,
    company_id: item.company_id,
    course_id: item.course_id,
    status: item.status,
    grade: item.grade,
    course_mode: item.course_mode,
    start_date: item.start_date,
    end_date: item.end_date,
    init_input_flg: item.init_input_flg,
  };
}

describe("a student's course", () => {
  it('refuses a course that does not exist, naming the field', async () => {
    const response = await t.call('POST', '/api/admin/student', admin, { name: '受講 太郎', email: 'no-course@example.com', company_id: companyId, course_id: 999_999, send_invitation: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: '選んだコースは存在しません。コースを選び直してください。', details: { course_id: 'コースが存在しません。' } });
  });

  it('shows the course by name and writes the progress row with the student', async () => {
    const student = await createStudent(t, companyId, { course_id: course.id, start_date: '2026-01-05' });
    expect(student).toMatchObject({ course_id: course.id, course_name: 'Web エンジニア養成コース' });
    expect(await progressOf(student.id)).toMatchObject({ course_id: course.id, steps_total: 5, plan_days: 30 });
  });

  it('rewrites the progress row when the course, the mode or the start date changes, and drops it without a course', async () => {
    const student = await createStudent(t, companyId, { course_id: course.id });
    const body = await bodyOf(student.id);
    const intensive = await t.call('PUT', `/api/admin/student/${student.id}`, admin, { ...body, course_mode: 1 });
    expect(intensive.statusCode, intensive.body).toBe(200);
    expect(await progressOf(student.id)).toMatchObject({ course_id: course.id, plan_days: 10 });
    await t.call('PUT', `/api/admin/student/${student.id}`, admin, { ...body, course_id: other.id });
    expect(await progressOf(student.id)).toMatchObject({ course_id: other.id, steps_total: 1, plan_days: 5 });
    const missing = await t.call('PUT', `/api/admin/student/${student.id}`, admin, { ...body, course_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    await t.call('PUT', `/api/admin/student/${student.id}`, admin, { ...body, course_id: null });
    expect(await progressOf(student.id)).toBeUndefined();
    expect((await t.call('GET', `/api/admin/student/${student.id}`, admin)).json<StudentItem>()).toMatchObject({ course_id: null, course_name: null });
  });
});
