import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createRole, createStaffMember } from '../../test/factories.ts';
import { createTestApp, loginAs, TEST_PASSWORD, type Method, type TestApp } from '../../test/test-app.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let adminName: string;
/** A teacher and a sales member, each holding a role of their own; e-mails chosen so the teacher sorts first, then sales. */
const TEACHER_EMAIL = 'teacher-one@example.com';
const SALES_EMAIL = 'sales-one@example.com';
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  ({ token: admin, name: adminName } = await createAdmin(t));
  const teacherRole = await createRole(t, { room: ACCESS_LEVEL.all, teacher: ACCESS_LEVEL.read }, '指導');
  const salesRole = await createRole(t, { company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read }, '販売');
  await createStaffMember(t, { name: '指導 花子', email: TEACHER_EMAIL, main_role: 1, permission_role_id: teacherRole.id });
  await createStaffMember(t, { name: '販売 一郎', name_kana: 'ハンバイ イチロウ', email: SALES_EMAIL, main_role: 0, permission_role_id: salesRole.id });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});


interface Item {
  id: number;
  name: string;
  email: string;
  active: boolean;
  password_set: boolean;
  permission_role_id: number | null;
  permission_role_name: string | null;
}

async function roleIdNamed(name: string): Promise<number> {
  const roles = (await t.call('GET', `/api/admin/role?q=${encodeURIComponent(name)}`, admin)).json<{ items: Array<{ id: number; name: string }> }>();
  return roles.items.find((role) => role.name === name)!.id;
}

const body = (overrides: object = {}) => ({
  name: '新任 講師',
  name_kana: 'シンニン コウシ',
  email: 'new-staff@example.com',
  main_role: 1,
  role_type: 0,
  employment_type: 1,
  permission_role_id: null,
  active: true,
  ...overrides,
});

async function createStaff(overrides: object = {}): Promise<Item> {
  const response = await t.call('POST', '/api/admin/administrator', admin, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Item>();
}

describe('staff list', () => {
  it('searches name, kana and email, filters and sorts, with the role name and password state', async () => {
    const byKana = (await t.call('GET', `/api/admin/administrator?q=${encodeURIComponent('ハンバイ')}`, admin)).json<{ items: Item[]; total: number }>();
    expect(byKana.total).toBe(1);
    expect(byKana.items[0]).toMatchObject({ email: SALES_EMAIL, permission_role_name: '販売', password_set: true, active: true });

    const teachers = (await t.call('GET', '/api/admin/administrator?main_role=1', admin)).json<{ items: Item[] }>();
    expect(teachers.items.map((item) => item.email)).toEqual([TEACHER_EMAIL]);

    const salesRole = await roleIdNamed('販売');
    const holders = (await t.call('GET', `/api/admin/administrator?permission_role_id=${salesRole}&active=true`, admin)).json<{ items: Item[] }>();
    expect(holders.items.map((item) => item.email)).toEqual([SALES_EMAIL]);

    const sorted = (await t.call('GET', '/api/admin/administrator?sort=email&order=desc&page_size=2', admin)).json<{ items: Item[]; total: number; page_size: number }>();
    expect(sorted.items.map((item) => item.email)).toEqual([TEACHER_EMAIL, SALES_EMAIL]);
    expect(sorted.page_size).toBe(2);
    expect(sorted.total).toBeGreaterThanOrEqual(3);

    const wildcard = (await t.call('GET', '/api/admin/administrator?q=%25', admin)).json<{ total: number }>();
    expect(wildcard.total).toBe(0);
    expect((await t.call('GET', '/api/admin/administrator?sort=password_hash', admin)).statusCode).toBe(400);
  });

  it('answers 404 for an absent id', async () => {
    expect((await t.call('GET', '/api/admin/administrator/999999', admin)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/admin/administrator/999999', admin, body({ email: 'x404@example.com' }))).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/administrator/999999', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/administrator/999999/history', admin)).statusCode).toBe(404);
  });
});

describe('staff writes', () => {
  it('validates the body with details per field and refuses a duplicate email case-insensitively', async () => {
    const invalid = await t.call('POST', '/api/admin/administrator', admin, { name: ' ', email: 'not-an-email', main_role: 9, permission_role_id: null });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<{ details: Record<string, string> }>().details).sort()).toEqual(['email', 'main_role', 'name']);

    const duplicate = await t.call('POST', '/api/admin/administrator', admin, body({ email: 'Sales-One@Example.com' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ details: { email: expect.any(String) } });

    const unknownRole = await t.call('POST', '/api/admin/administrator', admin, body({ email: 'role-less@example.com', permission_role_id: 999999 }));
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ details: { permission_role_id: expect.any(String) } });
  });

  it('invites new staff by mail; the invitee sets a password from the link and signs in', async () => {
    const teacherRole = await roleIdNamed('指導');
    const created = await createStaff({ email: 'invitee@example.com', permission_role_id: teacherRole });
    expect(created).toMatchObject({ password_set: false, permission_role_name: '指導', active: true });

    const mail = await smtp.waitForMail('invitee@example.com');
    const link = /https:\/\/manabiya\.example\/admin\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mailText(mail.raw))?.[0];
    expect(link, mail.raw).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/admin/password_reset/reset', payload: { token, password: 'invitee-long-password' } });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'invitee@example.com', password: 'invitee-long-password' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { email: 'invitee@example.com', main_role: 1, section_permissions: { room_permission: 0 } } });

    const after = (await t.call('GET', `/api/admin/administrator/${created.id}`, admin)).json<Item>();
    expect(after.password_set).toBe(true);
    // Once a password is set, a re-invitation would be a reset link in disguise.
    expect((await t.call('POST', `/api/admin/administrator/${created.id}/invite`, admin)).statusCode).toBe(409);
  });

  it('re-sends a pending invitation, and only the newest link works', async () => {
    const created = await createStaff({ email: 'pending@example.com' });
    const first = await smtp.waitForMail('pending@example.com');
    const firstToken = new URL(/https:\/\/\S+reset-password\?token=[A-Za-z0-9_%-]+/.exec(mailText(first.raw))![0]).searchParams.get('token')!;
    smtp.received.length = 0;
    const resend = await t.call('POST', `/api/admin/administrator/${created.id}/invite`, admin);
    expect(resend.statusCode).toBe(200);
    const mail = await smtp.waitForMail('pending@example.com');
    expect(mailText(mail.raw)).toContain('/admin/reset-password?token=');
    const check = await t.app.inject({ method: 'POST', url: '/api/admin/password_reset/check_user', payload: { token: firstToken } });
    expect(check.statusCode).toBe(400);
  });

  it('updates, records the audit history without secrets, exports CSV and deletes', async () => {
    const created = await createStaff({ email: 'audited@example.com', name: '=HYPERLINK("x")' });
    const updated = await t.call('PUT', `/api/admin/administrator/${created.id}`, admin, body({ email: 'audited@example.com', name: '監査 次郎', main_role: 3 }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: '監査 次郎', main_role: 3 });

    const history = (await t.call('GET', `/api/admin/administrator/${created.id}/history`, admin)).json<Array<{ action: string; staff_name: string; changes: Record<string, unknown> }>>();
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ staff_name: adminName, changes: { name: ['=HYPERLINK("x")', '監査 次郎'], main_role: [1, 3] } });
    expect(JSON.stringify(history)).not.toContain('password');

    await t.call('PUT', `/api/admin/administrator/${created.id}`, admin, body({ email: 'audited@example.com', name: '=HYPERLINK("x")' }));
    const csv = await t.call('GET', `/api/admin/administrator/csv?q=audited`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,氏名,フリガナ,メールアドレス,役割,ロール種別,雇用形態,権限ロール,状態,パスワード,登録日時');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('講師,営業・一般,業務委託,,有効,招待中');

    expect((await t.call('DELETE', `/api/admin/administrator/${created.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/administrator/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses to let staff deactivate or delete themselves', async () => {
    const me = (await t.call('GET', '/api/admin/check_access_token', admin)).json<{ user: { id: number; email: string } }>().user;
    const item = (await t.call('GET', `/api/admin/administrator/${me.id}`, admin)).json<Item>();
    const deactivate = await t.call('PUT', `/api/admin/administrator/${me.id}`, admin, body({ ...item, name_kana: null, main_role: 2, role_type: 2, active: false }));
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json()).toMatchObject({ details: { active: expect.any(String) } });
    const remove = await t.call('DELETE', `/api/admin/administrator/${me.id}`, admin);
    expect(remove.statusCode).toBe(400);
    expect(remove.json<{ message: string }>().message).toContain('ご自身');
  });
});

describe('sessions', () => {
  it('ends the sessions of a deactivated account at once', async () => {
    const teacher = await loginAs(t.app, 'admin', TEACHER_EMAIL);
    expect((await t.call('GET', '/api/admin/check_access_token', teacher)).statusCode).toBe(200);
    const list = (await t.call('GET', `/api/admin/administrator?q=${encodeURIComponent(TEACHER_EMAIL)}`, admin)).json<{ items: Array<Item & Record<string, unknown>> }>();
    const item = list.items[0]!;
    const deactivated = await t.call('PUT', `/api/admin/administrator/${item.id}`, admin, {
      ...body(),
      name: item.name,
      email: item.email,
      permission_role_id: item.permission_role_id,
      active: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/check_access_token', teacher)).statusCode).toBe(401);
    const relogin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: TEACHER_EMAIL, password: TEST_PASSWORD } });
    expect(relogin.statusCode).toBe(401);
    await t.call('PUT', `/api/admin/administrator/${item.id}`, admin, { ...body(), name: item.name, email: item.email, permission_role_id: item.permission_role_id });
  });

  it('ends a user’s sessions on request', async () => {
    const sales = await loginAs(t.app, 'admin', SALES_EMAIL);
    const id = (await t.call('GET', '/api/admin/check_access_token', sales)).json<{ user: { id: number } }>().user.id;
    const ended = await t.call('POST', `/api/admin/administrator/${id}/end_sessions`, admin);
    expect(ended.statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/check_access_token', sales)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/administrator/999999/end_sessions', admin)).statusCode).toBe(404);
  });

  it('refuses anyone, the last role manager included, moving themselves to another role', async () => {
    const me = (await t.call('GET', '/api/admin/check_access_token', admin)).json<{ user: { id: number } }>().user;
    const item = (await t.call('GET', `/api/admin/administrator/${me.id}`, admin)).json<Item & { main_role: number; role_type: number }>();
    const demoted = await t.call('PUT', `/api/admin/administrator/${me.id}`, admin, {
      ...body(),
      name: item.name,
      email: item.email,
      main_role: item.main_role,
      role_type: item.role_type,
      permission_role_id: await roleIdNamed('指導'),
    });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json<{ message: string }>().message).toContain('ご自身の権限ロール');
    expect((await t.call('GET', `/api/admin/administrator/${me.id}`, admin)).json<Item>().permission_role_name).toBe('管理者');
  });
});

describe('permissions', () => {
  it('refuses every staff route to a user without admins access (sales) with 403', async () => {
    const sales = await loginAs(t.app, 'admin', SALES_EMAIL);
    const routes: Array<[Method, string]> = [
      ['GET', '/api/admin/administrator'],
      ['GET', '/api/admin/administrator/csv'],
      ['GET', '/api/admin/administrator/1'],
      ['GET', '/api/admin/administrator/1/history'],
      ['POST', '/api/admin/administrator'],
      ['PUT', '/api/admin/administrator/1'],
      ['DELETE', '/api/admin/administrator/1'],
      ['POST', '/api/admin/administrator/1/invite'],
      ['POST', '/api/admin/administrator/1/end_sessions'],
    ];
    for (const [method, url] of routes) {
      const response = await t.call(method, url, sales, method === 'POST' || method === 'PUT' ? body({ email: 'nope@example.com' }) : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
