import { ACCESS_LEVEL, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleWith as makeRole, staffWith as makeStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});


let serial = 0;
const roleWith = (levels: Partial<Record<Section, AccessLevel>>) => makeRole(t, levels);
const staffWith = (levels: Partial<Record<Section, AccessLevel>>) => makeStaff(t, levels);

async function staffBody(id: number, token: string, changes: object) {
  const item = (await t.call('GET', `/api/admin/administrator/${id}`, token)).json<Record<string, unknown>>();
  const { name, name_kana, email, main_role, role_type, employment_type, permission_role_id, active } = item;
  return { name, name_kana, email, main_role, role_type, employment_type, permission_role_id, active, ...changes };
}

const ADMINS_WRITE_ROLE_READ = { admins: ACCESS_LEVEL.write, role_management: ACCESS_LEVEL.read };
const everything = () => Object.fromEntries(SECTIONS.map((s) => [s, ACCESS_LEVEL.all])) as Record<Section, AccessLevel>;

describe('nobody grants more than they hold', () => {
  it('refuses a staff member raising their own role or main role (the reported escalation)', async () => {
    const attacker = await staffWith(ADMINS_WRITE_ROLE_READ);
    const administratorRole = await roleWith(everything());
    const response = await t.call('PUT', `/api/admin/administrator/${attacker.id}`, attacker.token, await staffBody(attacker.id, attacker.token, { permission_role_id: administratorRole, main_role: MAIN_ROLE.admin }));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('ご自身の権限ロール');
    const check = (await t.call('GET', '/api/admin/check_access_token', attacker.token)).json<{ user: { section_permissions: Record<string, number> } }>();
    expect(check.user.section_permissions.role_management_permission).toBe(ACCESS_LEVEL.read);
    expect(check.user.section_permissions.company_permission ?? ACCESS_LEVEL.none).toBe(ACCESS_LEVEL.none);
  });

  it('refuses a role manager changing their own role, even to a weaker one', async () => {
    const manager = await staffWith({ admins: ACCESS_LEVEL.all, role_management: ACCESS_LEVEL.all, student: ACCESS_LEVEL.all });
    const weaker = await roleWith({ student: ACCESS_LEVEL.read });
    const response = await t.call('PUT', `/api/admin/administrator/${manager.id}`, manager.token, await staffBody(manager.id, manager.token, { permission_role_id: weaker }));
    expect(response.statusCode).toBe(403);
  });

  it('needs role_management at all to give another staff member a role or a main role', async () => {
    const editor = await staffWith(ADMINS_WRITE_ROLE_READ);
    const target = await staffWith({});
    const role = await roleWith({});
    const roleChange = await t.call('PUT', `/api/admin/administrator/${target.id}`, editor.token, await staffBody(target.id, editor.token, { permission_role_id: role }));
    expect(roleChange.statusCode).toBe(403);
    expect(roleChange.json<{ message: string }>().message).toContain('role_management');
    const mainRoleChange = await t.call('PUT', `/api/admin/administrator/${target.id}`, editor.token, await staffBody(target.id, editor.token, { main_role: MAIN_ROLE.teacher }));
    expect(mainRoleChange.statusCode).toBe(403);
    const created = await t.call('POST', '/api/admin/administrator', editor.token, { name: '新規', email: `new-${++serial}@example.com`, main_role: MAIN_ROLE.general, permission_role_id: role });
    expect(created.statusCode).toBe(403);
    const createdAdmin = await t.call('POST', '/api/admin/administrator', editor.token, { name: '新規', email: `new-${++serial}@example.com`, main_role: MAIN_ROLE.admin, permission_role_id: null });
    expect(createdAdmin.statusCode).toBe(403);
    // Ordinary edits that leave role and main role alone stay open to admins at write.
    const renamed = await t.call('PUT', `/api/admin/administrator/${target.id}`, editor.token, await staffBody(target.id, editor.token, { name: '改名 済み' }));
    expect(renamed.statusCode).toBe(200);
    const plainCreate = await t.call('POST', '/api/admin/administrator', editor.token, { name: '一般', email: `new-${++serial}@example.com`, main_role: MAIN_ROLE.general, permission_role_id: null });
    expect(plainCreate.statusCode).toBe(201);
  });

  it('refuses a role stronger than the granter in any section, naming the sections, and allows one no stronger', async () => {
    const manager = await staffWith({ admins: ACCESS_LEVEL.all, role_management: ACCESS_LEVEL.all, student: ACCESS_LEVEL.write });
    const target = await staffWith({});
    const stronger = await roleWith({ student: ACCESS_LEVEL.all, company: ACCESS_LEVEL.read });
    const refused = await t.call('PUT', `/api/admin/administrator/${target.id}`, manager.token, await staffBody(target.id, manager.token, { permission_role_id: stronger }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/company、student|student、company/);
    const equal = await roleWith({ student: ACCESS_LEVEL.write, admins: ACCESS_LEVEL.read });
    const allowed = await t.call('PUT', `/api/admin/administrator/${target.id}`, manager.token, await staffBody(target.id, manager.token, { permission_role_id: equal, main_role: MAIN_ROLE.teacher }));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses creating or editing a permission role stronger than the editor, and editing the editor’s own role', async () => {
    const manager = await staffWith({ role_management: ACCESS_LEVEL.all, student: ACCESS_LEVEL.write });
    const levels = (overrides: Partial<Record<Section, AccessLevel>>) => ({ ...Object.fromEntries(SECTIONS.map((s) => [s, ACCESS_LEVEL.none])), ...overrides });
    const tooStrong = await t.call('POST', '/api/admin/role', manager.token, { name: `強すぎる ${++serial}`, levels: levels({ student: ACCESS_LEVEL.all }) });
    expect(tooStrong.statusCode).toBe(403);
    expect(tooStrong.json<{ message: string }>().message).toContain('student');
    const fine = await t.call('POST', '/api/admin/role', manager.token, { name: `同等 ${++serial}`, levels: levels({ student: ACCESS_LEVEL.write }) });
    expect(fine.statusCode, fine.body).toBe(201);
    const raised = await t.call('PUT', `/api/admin/role/${fine.json<{ id: number }>().id}`, manager.token, { name: 'x', levels: levels({ admins: ACCESS_LEVEL.all }) });
    expect(raised.statusCode).toBe(403);
    const own = await t.call('PUT', `/api/admin/role/${manager.roleId}`, manager.token, { name: 'mine', levels: levels({ role_management: ACCESS_LEVEL.all, student: ACCESS_LEVEL.read }) });
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toContain('ご自身に割り当てられているロール');
  });
});

describe('changing another staff member’s e-mail', () => {
  it('needs admins at all', async () => {
    const editor = await staffWith(ADMINS_WRITE_ROLE_READ);
    const target = await staffWith({});
    const response = await t.call('PUT', `/api/admin/administrator/${target.id}`, editor.token, await staffBody(target.id, editor.token, { email: `attacker-${++serial}@evil.example` }));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('admins');
    const invite = await t.call('POST', `/api/admin/administrator/${target.id}/invite`, editor.token);
    expect(invite.statusCode).toBe(409);
  });

  it('ends their sessions, voids earlier links and tells the old address', async () => {
    const editor = await staffWith({ admins: ACCESS_LEVEL.all });
    const target = await staffWith({});
    const pending = await t.call('POST', '/api/admin/password_reset/send_email', '', { email: target.email });
    expect(pending.statusCode).toBe(200);
    const resetMail = mailText((await smtp.waitForMail(target.email)).raw);
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(resetMail)![1]!);
    const newEmail = `moved-${++serial}@example.com`;
    const response = await t.call('PUT', `/api/admin/administrator/${target.id}`, editor.token, await staffBody(target.id, editor.token, { email: newEmail }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.call('GET', '/api/admin/check_access_token', target.token)).statusCode).toBe(401);
    const check = await t.call('POST', '/api/admin/password_reset/check_user', '', { token: resetToken });
    expect(check.statusCode).toBe(400);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(target.email)).map((mail) => mailText(mail.raw)).join('\n')).toContain(`${newEmail} に変更されました`);
  });
});
