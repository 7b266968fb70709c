import { ACCESS_LEVEL, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { STUDENT_DETAIL_FIELDS, type StudentItem } from '@manabiya/domain/contracts/students';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.ts';
import { createCompany, createStudent, staffWith as makeStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t)).id;
});
afterAll(() => t.close());

/** A staff member whose role holds exactly these student levels. */
const staffWith = async (levels: { student: AccessLevel; student_detail: AccessLevel }) => (await makeStaff(t, levels)).token;


describe('detail-only student fields (issue 8)', () => {
  it('leaves birthday, gender and prefecture out of the list, the CSV and write answers without student_detail read', async () => {
    const listOnly = await staffWith({ student: ACCESS_LEVEL.all, student_detail: ACCESS_LEVEL.none });
    const withDetail = await staffWith({ student: ACCESS_LEVEL.read, student_detail: ACCESS_LEVEL.read });
    const { email } = await createStudent(t, companyId, { birthday: '1995-05-10', gender: 1, prefecture_id: 13 });
    const [row] = await t.db.select().from(students).where(eq(students.email, email));

    const hidden = (await t.call('GET', `/api/admin/student?q=${email}`, listOnly)).json<{ items: StudentItem[] }>().items[0]!;
    for (const field of STUDENT_DETAIL_FIELDS) expect(hidden, field).not.toHaveProperty(field);
    expect(hidden).toMatchObject({ email, status: row!.status });
    expect((await t.call('GET', `/api/admin/student/${row!.id}`, listOnly)).statusCode).toBe(403);

    const shown = (await t.call('GET', `/api/admin/student?q=${email}`, withDetail)).json<{ items: StudentItem[] }>().items[0]!;
    for (const field of STUDENT_DETAIL_FIELDS) expect(shown, field).toHaveProperty(field);

    const csv = (await t.call('GET', '/api/admin/student/csv', listOnly)).body;
    expect(csv.split('\n')[0]).not.toMatch(/生年月日|性別|都道府県/);
    expect(csv.split('\n')[0]).toContain('メールアドレス');
  });

  it('keeps the fields the editor cannot see when they save the student', async () => {
    const listOnly = await staffWith({ student: ACCESS_LEVEL.write, student_detail: ACCESS_LEVEL.none });
    const { email: student2Email } = await createStudent(t, companyId, { name: '受講 健太' });
    const [before] = await t.db.select().from(students).where(eq(students.email, student2Email));
    await t.db.update(students).set({ birthday: '1990-05-06', gender: 2, prefecture_id: 13 }).where(eq(students.id, before!.id));
    const item = (await t.call('GET', `/api/admin/student?q=${student2Email}`, listOnly)).json<{ items: StudentItem[] }>().items[0]!;
    const { name_kana, email, company_id, course_id, status, retire_reason, retire_date, grade, course_mode, start_date, end_date, init_input_flg } = item;
    const saved = await t.call('PUT', `/api/admin/student/${before!.id}`, listOnly, {
      name: '受講 健二', name_kana, email, company_id, course_id, status, retire_reason, retire_date, grade, course_mode, start_date, end_date, init_input_flg,
      birthday: null, gender: null, prefecture_id: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('birthday');
    const [after] = await t.db.select().from(students).where(eq(students.id, before!.id));
    expect(after).toMatchObject({ name: '受講 健二', birthday: '1990-05-06', gender: 2, prefecture_id: 13 });
  });
});
