import { ACCESS_LEVEL, fullAccessLevels } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createRole, createStaffMember } from '../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
/** Besides the administrators' role: a teaching role and a sales role, each held by one staff member. */
let teacherEmail: string;
let salesEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  const { all, read, write } = ACCESS_LEVEL;
  const teaching = await createRole(t, { dashboard: read, teacher: read, student: read, room: all }, '指導');
  const selling = await createRole(t, { dashboard: read, company: write, student: read }, '販売');
  teacherEmail = (await createStaffMember(t, { main_role: 1, permission_role_id: teaching.id })).email;
  salesEmail = (await createStaffMember(t, { main_role: 0, permission_role_id: selling.id })).email;
});
afterAll(() => t.close());


interface Role {
  id: number;
  name: string;
  levels: Record<Section, number>;
  staff_count: number;
}

const noneEverywhere = () => Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none])) as Record<Section, number>;

async function roleNamed(name: string): Promise<Role> {
  const roles = (await t.call('GET', `/api/admin/role?q=${encodeURIComponent(name)}`, admin)).json<{ items: Role[] }>();
  return roles.items.find((role) => role.name === name)!;
}

describe('permission roles', () => {
  it('lists roles with every section level and the number of holders', async () => {
    const list = await t.call('GET', '/api/admin/role?sort=name', admin);
    expect(list.statusCode).toBe(200);
    const { items, total } = list.json<{ items: Role[]; total: number }>();
    expect(total).toBe(3);
    const administrator = items.find((role) => role.name === '管理者')!;
    expect(administrator.levels).toEqual(fullAccessLevels(SECTIONS));
    expect(administrator.staff_count).toBe(1);
    expect(Object.keys(administrator.levels)).toHaveLength(28);
    const sales = items.find((role) => role.name === '販売')!;
    expect(sales.levels).toMatchObject({ company: 1, student: 2, admins: 3 });
    expect((await t.call('GET', '/api/admin/role/999999', admin)).statusCode).toBe(404);
  });

  it('creates a role, requiring every section and levels within each choice set', async () => {
    const missing = await t.call('POST', '/api/admin/role', admin, { name: '欠け', levels: { dashboard: 2 } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ details: Record<string, string> }>().details)).toContain('levels.admins');

    const outside = await t.call('POST', '/api/admin/role', admin, { name: '範囲外', levels: { ...noneEverywhere(), room: 1, dashboard: 0, student: 1 } });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json<{ details: Record<string, string> }>().details).sort()).toEqual(['levels.dashboard', 'levels.room']);

    const created = await t.call('POST', '/api/admin/role', admin, { name: '閲覧者', levels: { ...noneEverywhere(), dashboard: 2, room: 0, student: 1 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: '閲覧者', staff_count: 0, levels: { dashboard: 2, room: 0, student: 1, admins: 3 } });

    const duplicate = await t.call('POST', '/api/admin/role', admin, { name: '閲覧者', levels: noneEverywhere() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ details: { name: expect.any(String) } });
  });

  it('records level changes in the history', async () => {
    const role = await roleNamed('閲覧者');
    const updated = await t.call('PUT', `/api/admin/role/${role.id}`, admin, { name: '閲覧者', levels: { ...role.levels, student: 2, company: 0 } });
    expect(updated.statusCode).toBe(200);
    const history = (await t.call('GET', `/api/admin/role/${role.id}/history`, admin)).json<Array<{ action: string; changes: Record<string, unknown> }>>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]!.changes).toEqual({ student_permission: [1, 2], company_permission: [3, 0] });
  });

  it('gives a changed role to its holders on their next request, without signing in again', async () => {
    const sales = await loginAs(t.app, 'admin', salesEmail);
    expect((await t.call('GET', '/api/admin/administrator', sales)).statusCode).toBe(403);
    const role = await roleNamed('販売');
    expect((await t.call('PUT', `/api/admin/role/${role.id}`, admin, { name: '販売', levels: { ...role.levels, admins: 2 } })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/administrator', sales)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/administrator', sales, { name: 'x', email: 'x@example.com', main_role: 0, permission_role_id: null })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/admin/role/${role.id}`, admin, { name: '販売', levels: role.levels })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/administrator', sales)).statusCode).toBe(403);
  });

  it('refuses any change to the levels of the caller’s own role, role_management included', async () => {
    const role = await roleNamed('管理者');
    const response = await t.call('PUT', `/api/admin/role/${role.id}`, admin, { name: '管理者', levels: { ...role.levels, role_management: 3 } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('ご自身に割り当てられているロール') });
    const readOnly = await t.call('PUT', `/api/admin/role/${role.id}`, admin, { name: '管理者', levels: { ...role.levels, role_management: 2 } });
    expect(readOnly.statusCode).toBe(403);
    expect((await roleNamed('管理者')).levels.role_management).toBe(0);
    // Renaming it changes no one's access.
    const renamed = await t.call('PUT', `/api/admin/role/${role.id}`, admin, { name: '管理者', levels: role.levels });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses to delete a role still held, and deletes an unused one', async () => {
    const held = await roleNamed('指導');
    const refused = await t.call('DELETE', `/api/admin/role/${held.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('1人');

    const unused = await roleNamed('閲覧者');
    expect((await t.call('DELETE', `/api/admin/role/${unused.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/role/${unused.id}`, admin)).statusCode).toBe(404);
    const history = (await t.call('GET', `/api/admin/role/${unused.id}/history`, admin)).statusCode;
    expect(history).toBe(404);
  });

  it('lets read-only role managers read but not change roles, and refuses others', async () => {
    const teacher = await loginAs(t.app, 'admin', teacherEmail);
    expect((await t.call('GET', '/api/admin/role', teacher)).statusCode).toBe(403);
    const sales = await roleNamed('販売');
    await t.call('PUT', `/api/admin/role/${sales.id}`, admin, { name: '販売', levels: { ...sales.levels, role_management: 2 } });
    const salesToken = await loginAs(t.app, 'admin', salesEmail);
    expect((await t.call('GET', '/api/admin/role', salesToken)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/role/${sales.id}`, salesToken)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/role', salesToken, { name: 'x', levels: noneEverywhere() })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/admin/role/${sales.id}`, salesToken, { name: 'x', levels: noneEverywhere() })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/admin/role/${sales.id}`, salesToken)).statusCode).toBe(403);
  });
});
