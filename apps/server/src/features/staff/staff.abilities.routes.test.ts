import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Each row's abilities are what the server then allows: every `false` here is refused, every `true` succeeds. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/admin/administrator';

async function rowOf(token: string, id: number): Promise<StaffItem> {
  const response = await t.call('GET', `${URL}/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StaffItem>();
}

const bodyOf = (item: StaffItem, changes: object = {}) => ({
  name: item.name,
  name_kana: item.name_kana,
  email: item.email,
  main_role: item.main_role,
  role_type: item.role_type,
  employment_type: item.employment_type,
  permission_role_id: item.permission_role_id,
  active: item.active,
  ...changes,
});

describe('staff abilities', () => {
  it('offers nothing that ends in a refusal on one’s own row, and the server refuses the same', async () => {
    const admin = await createAdmin(t);
    const other = await createAdmin(t);
    const own = await rowOf(admin.token, admin.id);
    expect(own.abilities).toMatchObject({ edit: true, delete: false, deactivate: false, activate: false, change_role: false, change_email: true, end_sessions: true });
    expect((await t.call('DELETE', `${URL}/${admin.id}`, admin.token)).statusCode).toBe(400);
    expect((await t.call('PUT', `${URL}/${admin.id}`, admin.token, bodyOf(own, { active: false }))).statusCode).toBe(400);
    expect((await t.call('PUT', `${URL}/${admin.id}`, admin.token, bodyOf(own, { permission_role_id: null }))).statusCode).toBe(403);

    const theirs = await rowOf(admin.token, other.id);
    expect(theirs.abilities).toMatchObject({ edit: true, delete: true, deactivate: true, change_role: true, reinvite: false });
    expect((await t.call('POST', `${URL}/${other.id}/invite`, admin.token)).statusCode).toBe(409);
  });

  it('offers reinvite only while the invitation is pending on an active account', async () => {
    const admin = await createAdmin(t);
    const created = await t.call('POST', URL, admin.token, { name: '招待 待ち', email: `pending-${Date.now()}@example.com`, main_role: 1, permission_role_id: null });
    expect(created.statusCode, created.body).toBe(201);
    const pending = created.json<StaffItem>();
    expect(pending.abilities).toMatchObject({ reinvite: true, deactivate: true, activate: false });
    expect((await t.call('POST', `${URL}/${pending.id}/invite`, admin.token)).statusCode).toBe(200);

    const deactivated = await t.call('PUT', `${URL}/${pending.id}`, admin.token, bodyOf(pending, { active: false }));
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json<StaffItem>().abilities).toMatchObject({ reinvite: false, deactivate: false, activate: true });
    expect((await t.call('POST', `${URL}/${pending.id}/invite`, admin.token)).statusCode).toBe(409);
  });

  it('keeps the last role manager: no delete or deactivate until another can manage roles', async () => {
    const manager = await createAdmin(t);
    // Earlier tests' administrators are role managers too; only this one stays active.
    const list = (await t.call('GET', `${URL}?page_size=200`, manager.token)).json<{ items: StaffItem[] }>();
    for (const item of list.items.filter((row) => row.id !== manager.id && row.active)) {
      expect((await t.call('PUT', `${URL}/${item.id}`, manager.token, bodyOf(item, { active: false }))).statusCode).toBe(200);
    }
    const staffAdmin = await staffWith(t, { admins: 0 });
    const last = await rowOf(staffAdmin.token, manager.id);
    expect(last.abilities).toMatchObject({ delete: false, deactivate: false, edit: true });
    expect((await t.call('DELETE', `${URL}/${manager.id}`, staffAdmin.token)).statusCode).toBe(409);
    expect((await t.call('PUT', `${URL}/${manager.id}`, staffAdmin.token, bodyOf(last, { active: false }))).statusCode).toBe(409);

    await createAdmin(t);
    expect((await rowOf(staffAdmin.token, manager.id)).abilities).toMatchObject({ delete: true, deactivate: true });
    expect((await t.call('DELETE', `${URL}/${manager.id}`, staffAdmin.token)).statusCode).toBe(204);
  });

  it('gives a reader no action, and a writer no delete, role or other’s e-mail change', async () => {
    const admin = await createAdmin(t);
    const reader = await staffWith(t, { admins: 2 });
    const readerView = await rowOf(reader.token, admin.id);
    expect(Object.values(readerView.abilities).every((allowed) => !allowed)).toBe(true);
    expect((await t.call('PUT', `${URL}/${admin.id}`, reader.token, bodyOf(readerView))).statusCode).toBe(403);

    const writer = await staffWith(t, { admins: 1 });
    const writerView = await rowOf(writer.token, admin.id);
    expect(writerView.abilities).toMatchObject({ edit: true, deactivate: true, delete: false, end_sessions: false, change_role: false, change_email: false });
    expect((await t.call('DELETE', `${URL}/${admin.id}`, writer.token)).statusCode).toBe(403);
    expect((await t.call('POST', `${URL}/${admin.id}/end_sessions`, writer.token)).statusCode).toBe(403);
    expect((await t.call('PUT', `${URL}/${admin.id}`, writer.token, bodyOf(writerView, { email: `moved-${Date.now()}@example.com` }))).statusCode).toBe(403);
    expect((await t.call('PUT', `${URL}/${admin.id}`, writer.token, bodyOf(writerView, { permission_role_id: null }))).statusCode).toBe(403);
  });
});
