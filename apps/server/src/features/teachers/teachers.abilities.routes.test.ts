import type { TeacherItem } from '@manabiya/domain/contracts/teachers';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeacher, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const abilitiesSeenBy = async (token: string, teacher: TeacherItem) => {
  const listed = (await t.call('GET', `/api/admin/teacher?q=${encodeURIComponent(teacher.name)}`, token)).json<{ items: TeacherItem[] }>().items;
  const detail = (await t.call('GET', `/api/admin/teacher/${teacher.id}`, token)).json<TeacherItem>();
  expect(listed.map((item) => item.abilities)).toEqual([detail.abilities]);
  return detail.abilities;
};

describe('teacher row abilities', () => {
  it('follow the caller’s teacher level, and the server allows exactly what they offer', async () => {
    const reader = (await staffWith(t, { teacher: ACCESS_LEVEL.read })).token;
    const writer = (await staffWith(t, { teacher: ACCESS_LEVEL.write })).token;
    const full = (await staffWith(t, { teacher: ACCESS_LEVEL.all })).token;
    const teacher = await createTeacher(t);
    const body = { name: teacher.name, name_kana: teacher.name_kana, introduction: teacher.introduction, specialities: teacher.specialities, staff_id: null };

    expect(await abilitiesSeenBy(reader, teacher)).toEqual({ edit: false, delete: false });
    expect((await t.call('PUT', `/api/admin/teacher/${teacher.id}`, reader, body)).statusCode).toBe(403);

    expect(await abilitiesSeenBy(writer, teacher)).toEqual({ edit: true, delete: false });
    expect((await t.call('PUT', `/api/admin/teacher/${teacher.id}`, writer, body)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/teacher/${teacher.id}`, writer)).statusCode).toBe(403);

    expect(await abilitiesSeenBy(full, teacher)).toEqual({ edit: true, delete: true });
    expect((await t.call('DELETE', `/api/admin/teacher/${teacher.id}`, full)).statusCode).toBe(204);
  });
});
