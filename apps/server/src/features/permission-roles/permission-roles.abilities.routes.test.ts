import type { PermissionRoleItem } from '@manabiya/domain/contracts/permission-roles';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, roleWith, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Each role's abilities are what the server then allows: every `false` here is refused, every `true` succeeds. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/admin/role';

async function roleOf(token: string, id: number): Promise<PermissionRoleItem> {
  const response = await t.call('GET', `${URL}/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PermissionRoleItem>();
}

describe('permission role abilities', () => {
  it('never offers changing the levels of one’s own role, nor deleting a role in use', async () => {
    const admin = await createAdmin(t);
    const holder = await staffWith(t, { company: ACCESS_LEVEL.read });
    const own = (await t.call('GET', `${URL}?page_size=200`, admin.token)).json<{ items: PermissionRoleItem[] }>().items.find((role) => role.name === '管理者')!;
    expect(own.abilities).toEqual({ edit: true, edit_levels: false, delete: false });
    const weaker = { ...own.levels, company: ACCESS_LEVEL.read };
    expect((await t.call('PUT', `${URL}/${own.id}`, admin.token, { name: own.name, levels: weaker })).statusCode).toBe(403);
    expect((await t.call('PUT', `${URL}/${own.id}`, admin.token, { name: own.name, levels: own.levels })).statusCode).toBe(200);
    expect((await t.call('DELETE', `${URL}/${own.id}`, admin.token)).statusCode).toBe(409);

    const held = await roleOf(admin.token, holder.roleId);
    expect(held.abilities).toEqual({ edit: true, edit_levels: true, delete: false });
    expect((await t.call('DELETE', `${URL}/${held.id}`, admin.token)).statusCode).toBe(409);

    const unused = await roleOf(admin.token, await roleWith(t, { company: ACCESS_LEVEL.read }));
    expect(unused.abilities).toEqual({ edit: true, edit_levels: true, delete: true });
    expect((await t.call('DELETE', `${URL}/${unused.id}`, admin.token)).statusCode).toBe(204);
  });

  it('gives a read-only role manager no action, and the server refuses them', async () => {
    await createAdmin(t);
    const reader = await staffWith(t, { role_management: ACCESS_LEVEL.read });
    const role = await roleOf(reader.token, await roleWith(t, { company: ACCESS_LEVEL.read }));
    expect(role.abilities).toEqual({ edit: false, edit_levels: false, delete: false });
    expect((await t.call('PUT', `${URL}/${role.id}`, reader.token, { name: role.name, levels: role.levels })).statusCode).toBe(403);
    expect((await t.call('DELETE', `${URL}/${role.id}`, reader.token)).statusCode).toBe(403);
  });
});
