import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ensureFullAccessRole } from '../permission-roles/permission-roles.service.ts';
import { createAdministrator } from './administrators.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the first administrator of an empty installation', () => {
  it('can sign in with every section the product offers, and is created once', async () => {
    const passwordHash = await hashPassword('first-admin-password');
    await createAdministrator(t.db, { email: 'Owner@School.example', name: '校長', passwordHash }, ensureFullAccessRole);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'owner@school.example', password: 'first-admin-password' } });
    expect(response.statusCode).toBe(200);
    const user = response.json<{ user: { main_role: number; section_permissions: Record<string, number> } }>().user;
    expect(user.main_role).toBe(2);
    expect(user.section_permissions).toMatchObject({ student_permission: 0, role_management_permission: 0, dashboard_permission: 2 });
    await expect(createAdministrator(t.db, { email: 'owner@school.example', name: 'again', passwordHash }, ensureFullAccessRole)).rejects.toThrow('すでに登録');
  });
});
