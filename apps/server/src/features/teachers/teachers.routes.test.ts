import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, PNG_BYTES as PNG } from '../../test/multipart.ts';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { createAdmin, createCompany, createCompanyUser, createStaffMember, createStudent, createTeacher, staffWith } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
/** A teacher's staff account with its profile, and a sales member without one. */
let teacherStaffId: number;
let sales: { id: number; name: string; token: string };
const PROFILE = { name: '指導 花子', name_kana: 'シドウ ハナコ', introduction: 'Web 開発を担当しています。', specialities: 'TypeScript, React, SQL' };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  teacherStaffId = (await createStaffMember(t, { name: PROFILE.name, main_role: 1 })).id;
  await createTeacher(t, { ...PROFILE, staff_id: teacherStaffId });
  sales = await staffWith(t, { company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read }, { name: '販売 一郎' });
});
afterAll(() => t.close());


interface Teacher {
  id: number;
  name: string;
  staff_id: number | null;
  staff_name: string | null;
  icon_path: string | null;
}

const upload = (id: number, token: string, filename: string, contentType: string, bytes: Buffer) => {
  const { payload, headers } = multipartPayload([{ name: 'file', filename, contentType, bytes }]);
  return t.app.inject({ method: 'POST', url: `/api/admin/teacher/${id}/icon`, headers: { ...bearer(token), ...headers }, payload });
};

describe('teacher profiles (admin)', () => {
  it('lists and searches profiles with the linked staff name', async () => {
    const list = (await t.call('GET', '/api/admin/teacher?q=React', admin)).json<{ items: Teacher[]; total: number }>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ name: PROFILE.name, staff_name: PROFILE.name });
    expect((await t.call('GET', '/api/admin/teacher?q=%25', admin)).json<{ total: number }>().total).toBe(0);
    expect((await t.call('GET', '/api/admin/teacher/999999', admin)).statusCode).toBe(404);
  });

  it('creates, updates, records history and deletes; one profile per staff account', async () => {
    const invalid = await t.call('POST', '/api/admin/teacher', admin, { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ details: { name: expect.any(String) } });

    const taken = await t.call('POST', '/api/admin/teacher', admin, { name: '二重', staff_id: teacherStaffId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ details: { staff_id: expect.any(String) } });
    const absent = await t.call('POST', '/api/admin/teacher', admin, { name: '不在', staff_id: 999999 });
    expect(absent.statusCode).toBe(400);

    const salesStaff = sales.id;
    const created = await t.call('POST', '/api/admin/teacher', admin, { name: '@SUM(1)', name_kana: '', specialities: 'Python', staff_id: salesStaff });
    expect(created.statusCode).toBe(201);
    const teacher = created.json<Teacher & { name_kana: string | null }>();
    expect(teacher).toMatchObject({ name_kana: null, staff_id: salesStaff, staff_name: sales.name, icon_path: null });

    const updated = await t.call('PUT', `/api/admin/teacher/${teacher.id}`, admin, { name: '新任 講師', specialities: 'Python, 統計', staff_id: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '新任 講師', staff_id: null });

    const history = (await t.call('GET', `/api/admin/teacher/${teacher.id}/history`, admin)).json<Array<{ action: string; changes: Record<string, unknown> }>>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]!.changes).toEqual({ name: ['@SUM(1)', '新任 講師'], specialities: ['Python', 'Python, 統計'], staff_id: [salesStaff, null] });

    await t.call('PUT', `/api/admin/teacher/${teacher.id}`, admin, { name: '@SUM(1)' });
    const csv = await t.call('GET', '/api/admin/teacher/csv?sort=id&order=desc', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,氏名,フリガナ,専門分野,自己紹介,スタッフアカウント,登録日時');
    expect(lines[1]).toMatch(new RegExp(`^${teacher.id},'@SUM\\(1\\),`));

    expect((await t.call('DELETE', `/api/admin/teacher/${teacher.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/teacher/${teacher.id}`, admin)).statusCode).toBe(404);
  });

  it('accepts a PNG icon, refuses a non-image with 415, replaces and removes the icon', async () => {
    const teacher = (await t.call('POST', '/api/admin/teacher', admin, { name: 'アイコン 先生' })).json<Teacher>();

    const text = await upload(teacher.id, admin, 'fake.png', 'image/png', Buffer.from('plain text pretending to be a PNG'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_file_type' });
    const notMultipart = await t.call('POST', `/api/admin/teacher/${teacher.id}/icon`, admin, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);

    const first = await upload(teacher.id, admin, 'me.png', 'image/png', PNG);
    expect(first.statusCode, first.body).toBe(200);
    const firstPath = first.json<Teacher>().icon_path!;
    expect(firstPath).toMatch(/^\/api\/files\/icon\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: firstPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = (await upload(teacher.id, admin, 'me2.png', 'image/png', PNG)).json<Teacher>();
    expect(second.icon_path).not.toBe(firstPath);
    expect((await t.app.inject({ method: 'GET', url: firstPath })).statusCode).toBe(404);

    const removed = await t.call('DELETE', `/api/admin/teacher/${teacher.id}/icon`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Teacher>().icon_path).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.icon_path! })).statusCode).toBe(404);
    expect((await upload(999999, admin, 'me.png', 'image/png', PNG)).statusCode).toBe(404);
  });

  it('lets a read-only user (teacher role) read but not write, and refuses sales', async () => {
    const { token: teacher } = await staffWith(t, { teacher: ACCESS_LEVEL.read });
    expect((await t.call('GET', '/api/admin/teacher', teacher)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/teacher', teacher, { name: 'x' })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/admin/teacher/1', teacher, { name: 'x' })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/admin/teacher/1', teacher)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/teacher/csv', teacher)).statusCode).toBe(403);
    expect((await upload(1, teacher, 'me.png', 'image/png', PNG)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/teacher', sales.token)).statusCode).toBe(403);
  });
});

describe('teacher profiles (portals)', () => {
  it('shows the public fields to company users and students', async () => {
    const { id: companyId } = await createCompany(t);
    const company = (await createCompanyUser(t, companyId)).token;
    for (const [area, token] of [
      ['company', company],
      ['student', (await createStudent(t, companyId)).token],
    ] as const) {
      const response = await t.call('GET', `/api/${area}/teacher`, token);
      expect(response.statusCode).toBe(200);
      const { items } = response.json<{ items: Array<Record<string, unknown>> }>();
      expect(items.find((item) => item.name === PROFILE.name)).toEqual({
        id: expect.any(Number),
        name: PROFILE.name,
        name_kana: PROFILE.name_kana,
        icon_path: null,
        introduction: expect.any(String),
        specialities: PROFILE.specialities,
      });
    }
    expect((await t.call('GET', '/api/student/teacher', company)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/teacher' })).statusCode).toBe(401);
  });
});
