import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { CheckAccessTokenResponse } from '@manabiya/domain/contracts/auth';
import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import type { CompanyAdministratorItem, CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let demoCompanyId: number;
let sampleCompanyId: number;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  admin = await loginAs(t.app, 'admin', 'admin@example.com');
  const list = await call<{ items: CompanyItem[] }>('GET', '/api/admin/company', admin);
  demoCompanyId = list.json.items.find((c) => c.name === 'デモ株式会社')!.id;
  sampleCompanyId = list.json.items.find((c) => c.name === 'サンプル商事')!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, json: (response.body ? response.json<T>() : undefined) as T };
}

/** The token of the set-password link in the latest mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  // A mail queued while an earlier batch is being sent waits for the outbox's 30-second retry;
  // let the running batch finish, then send what is due now.
  await t.app.mailer.deliverDue();
  await t.app.mailer.deliverDue();
  const mail = await smtp.waitForMail(email);
  const link = /https:\/\/manabiya\.example\/company\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mailText(mail.raw))?.[0];
  if (!link) throw new Error(`no invitation link in mail:\n${mail.raw}`);
  return new URL(link).searchParams.get('token')!;
}

async function createUser(body: { company_id: number; name: string; email: string; name_kana?: string }) {
  const created = await call<CompanyUserItem>('POST', '/api/admin/company_user', admin, body);
  expect(created.status).toBe(201);
  return created.json;
}

async function setPasswordAndLogin(email: string, password: string): Promise<string> {
  const token = await invitationToken(email);
  expect((await call('POST', '/api/company/password_reset/reset', undefined, { token, password })).status).toBe(200);
  const login = await call<{ access_token: string }>('POST', '/api/company/login', undefined, { email, password });
  expect(login.status).toBe(200);
  return login.json.access_token;
}

describe('company user onboarding', () => {
  it('a company created by admin gets a user who is invited by mail, sets a password and signs in to that company', async () => {
    const company = await call<CompanyItem>('POST', '/api/admin/company', admin, { name: '招待テスト株式会社', name_kana: 'ショウタイテスト' });
    expect(company.status).toBe(201);

    const user = await createUser({ company_id: company.json.id, name: '窓口 花子', name_kana: 'マドグチ ハナコ', email: 'Invitee@example.com' });
    expect(user).toMatchObject({ company_id: company.json.id, company_name: '招待テスト株式会社', active: true, password_set: false });

    const mail = await smtp.waitForMail('Invitee@example.com');
    expect(mailText(mail.raw)).toContain('窓口 花子 様');
    // No password yet: nothing to sign in with.
    expect((await call('POST', '/api/company/login', undefined, { email: 'invitee@example.com', password: DEMO_PASSWORD })).status).toBe(401);

    const session = await setPasswordAndLogin('Invitee@example.com', 'invited-user-password');
    const me = await call<CheckAccessTokenResponse>('GET', '/api/company/check_access_token', session);
    expect(me.json.user).toMatchObject({ email: 'Invitee@example.com', company_id: company.json.id, company_name: '招待テスト株式会社' });

    const detail = await call<CompanyUserItem>('GET', `/api/admin/company_user/${user.id}`, admin);
    expect(detail.json.password_set).toBe(true);
    const colleagues = await call<CompanyAdministratorItem[]>('GET', '/api/company/administrator', session);
    expect(colleagues.json).toEqual([{ id: user.id, name: '窓口 花子', name_kana: 'マドグチ ハナコ', email: 'Invitee@example.com', active: true }]);

    const history = await call<AuditEntry[]>('GET', `/api/admin/company_user/${user.id}/history`, admin);
    expect(history.json).toHaveLength(1);
    expect(history.json[0]).toMatchObject({ action: 'create', staff_name: '管理 太郎', changes: { email: [null, 'Invitee@example.com'] } });
    expect(JSON.stringify(history.json)).not.toContain('password');
  });

  it('re-sends the invitation, and the new link replaces the old one', async () => {
    const user = await createUser({ company_id: demoCompanyId, name: '再送 太郎', email: 'resend@example.com' });
    const first = await invitationToken('resend@example.com');
    smtp.received.length = 0;
    const resent = await call<{ message: string }>('POST', `/api/admin/company_user/${user.id}/invite`, admin);
    expect(resent.status).toBe(200);
    const second = await invitationToken('resend@example.com');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/company/password_reset/check_user', undefined, { token: first })).status).toBe(400);
    expect((await call('POST', '/api/company/password_reset/check_user', undefined, { token: second })).status).toBe(200);
  });
});

describe('company user validation', () => {
  it('answers 409 with details for an email already used by a company user, whatever its case', async () => {
    const duplicate = await call<{ details: Record<string, string> }>('POST', '/api/admin/company_user', admin, {
      company_id: sampleCompanyId,
      name: '重複 一郎',
      email: 'COMPANY@example.com',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.details.email).toBeDefined();

    const other = await createUser({ company_id: sampleCompanyId, name: '変更 次郎', email: 'change@example.com' });
    const renamed = await call<{ details: Record<string, string> }>('PUT', `/api/admin/company_user/${other.id}`, admin, {
      name: '変更 次郎',
      email: 'company2@EXAMPLE.com',
      active: true,
    });
    expect(renamed.status).toBe(409);
    expect(renamed.json.details.email).toBeDefined();
    // Keeping one's own address is no conflict.
    expect((await call('PUT', `/api/admin/company_user/${other.id}`, admin, { name: '変更 次郎', email: 'CHANGE@example.com', active: true })).status).toBe(200);
  });

  it('answers 400 with details for a bad email, a missing name and an unknown company', async () => {
    const bad = await call<{ details: Record<string, string> }>('POST', '/api/admin/company_user', admin, { company_id: demoCompanyId, name: '', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json.details).toHaveProperty('email');
    expect(bad.json.details).toHaveProperty('name');
    const noCompany = await call<{ details: Record<string, string> }>('POST', '/api/admin/company_user', admin, { company_id: 99999, name: '迷子', email: 'lost@example.com' });
    expect(noCompany.status).toBe(400);
    expect(noCompany.json.details.company_id).toBeDefined();
  });

  it('answers 404 for an absent company user on every route that takes an id', async () => {
    expect((await call('GET', '/api/admin/company_user/99999', admin)).status).toBe(404);
    expect((await call('PUT', '/api/admin/company_user/99999', admin, { name: 'x', email: 'x@example.com', active: true })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/company_user/99999', admin)).status).toBe(404);
    expect((await call('POST', '/api/admin/company_user/99999/invite', admin)).status).toBe(404);
    expect((await call('POST', '/api/admin/company_user/99999/end_sessions', admin)).status).toBe(404);
    expect((await call('GET', '/api/admin/company_user/99999/history', admin)).status).toBe(404);
  });
});

describe('deactivation, sessions and deletion', () => {
  it('deactivating a user makes their existing token answer 401 and refuses their sign-in', async () => {
    const user = await createUser({ company_id: demoCompanyId, name: '退職 予定', email: 'leaving@example.com' });
    const session = await setPasswordAndLogin('leaving@example.com', 'leaving-user-password');
    expect((await call('GET', '/api/company/check_access_token', session)).status).toBe(200);

    const deactivated = await call<CompanyUserItem>('PUT', `/api/admin/company_user/${user.id}`, admin, { name: '退職 予定', email: 'leaving@example.com', active: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.json.active).toBe(false);
    expect((await call('GET', '/api/company/administrator', session)).status).toBe(401);
    expect((await call('POST', '/api/company/login', undefined, { email: 'leaving@example.com', password: 'leaving-user-password' })).status).toBe(401);
    expect((await call('POST', `/api/admin/company_user/${user.id}/invite`, admin)).status).toBe(409);

    const history = await call<AuditEntry[]>('GET', `/api/admin/company_user/${user.id}/history`, admin);
    expect(history.json[0]).toMatchObject({ action: 'update', changes: { active: [true, false] } });
  });

  it('ends every session of a user on request, leaving the account usable', async () => {
    const session = await loginAs(t.app, 'company', 'company2@example.com');
    const [user] = (await call<CompanyUserItem[]>('GET', `/api/admin/company/${sampleCompanyId}/users`, admin)).json.filter((u) => u.email === 'company2@example.com');
    expect((await call('POST', `/api/admin/company_user/${user!.id}/end_sessions`, admin)).status).toBe(200);
    expect((await call('GET', '/api/company/check_access_token', session)).status).toBe(401);
    expect((await call('POST', '/api/company/login', undefined, { email: 'company2@example.com', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('deletes only a user not in use: refuses an active signed-up user, deletes a deactivated or still-invited one', async () => {
    const [inUse] = (await call<CompanyUserItem[]>('GET', `/api/admin/company/${demoCompanyId}/users`, admin)).json.filter((u) => u.email === 'company@example.com');
    const refused = await call<{ message: string }>('DELETE', `/api/admin/company_user/${inUse!.id}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('無効');

    const invited = await createUser({ company_id: demoCompanyId, name: '誤登録 三郎', email: 'mistake@example.com' });
    expect((await call('DELETE', `/api/admin/company_user/${invited.id}`, admin)).status).toBe(204);
    expect((await call('GET', `/api/admin/company_user/${invited.id}`, admin)).status).toBe(404);

    const signedUp = await createUser({ company_id: demoCompanyId, name: '異動 四郎', email: 'moved@example.com' });
    await setPasswordAndLogin('moved@example.com', 'moved-user-password');
    expect((await call('DELETE', `/api/admin/company_user/${signedUp.id}`, admin)).status).toBe(409);
    await call('PUT', `/api/admin/company_user/${signedUp.id}`, admin, { name: '異動 四郎', email: 'moved@example.com', active: false });
    expect((await call('DELETE', `/api/admin/company_user/${signedUp.id}`, admin)).status).toBe(204);
  });
});

describe('company portal: /api/company/administrator', () => {
  it("lists only the caller's own company's users", async () => {
    const demo = await loginAs(t.app, 'company', 'company@example.com');
    const demoUsers = (await call<CompanyAdministratorItem[]>('GET', '/api/company/administrator', demo)).json;
    const expected = (await call<CompanyUserItem[]>('GET', `/api/admin/company/${demoCompanyId}/users`, admin)).json;
    expect(demoUsers.map((u) => u.email)).toEqual(expected.map((u) => u.email));
    expect(demoUsers.map((u) => u.email)).toContain('company@example.com');
    expect(demoUsers.map((u) => u.email)).not.toContain('company2@example.com');
    expect(Object.keys(demoUsers[0]!).sort()).toEqual(['active', 'email', 'id', 'name', 'name_kana']);

    const sample = await loginAs(t.app, 'company', 'company2@example.com');
    const sampleEmails = (await call<CompanyAdministratorItem[]>('GET', '/api/company/administrator', sample)).json.map((u) => u.email);
    expect(sampleEmails).toContain('company2@example.com');
    expect(sampleEmails).not.toContain('company@example.com');
  });

  it('refuses student and staff sessions with 403 and no session with 401', async () => {
    expect((await call('GET', '/api/company/administrator', await loginAs(t.app, 'student', 'student@example.com'))).status).toBe(403);
    expect((await call('GET', '/api/company/administrator', admin)).status).toBe(403);
    expect((await call('GET', '/api/company/administrator')).status).toBe(401);
  });
});
