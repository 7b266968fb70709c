import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { CheckAccessTokenResponse } from '@manabiya/domain/contracts/auth';
import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import type { CompanyAdministratorItem, CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let adminName: string;
/** Two companies, each with one user who has signed up. */
let alpha: { id: number; userEmail: string };
let beta: { id: number; userEmail: string };
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  ({ token: admin, name: adminName } = await createAdmin(t));
  for (const name of ['アルファ株式会社', 'ベータ商事']) {
    const { id } = await createCompany(t, { name });
    const company = { id, userEmail: (await createCompanyUser(t, id)).email };
    if (name === 'アルファ株式会社') alpha = company;
    else beta = company;
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

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
  const created = await t.call('POST', '/api/admin/company_user', admin, body);
  expect(created.statusCode).toBe(201);
  return created.json<CompanyUserItem>();
}

async function setPasswordAndLogin(email: string, password: string): Promise<string> {
  const token = await invitationToken(email);
  expect((await t.call('POST', '/api/company/password_reset/reset', undefined, { token, password })).statusCode).toBe(200);
  const login = await t.call('POST', '/api/company/login', undefined, { email, password });
  expect(login.statusCode).toBe(200);
  return login.json<{ access_token: string }>().access_token;
}

describe('company user onboarding', () => {
  it('a company created by admin gets a user who is invited by mail, sets a password and signs in to that company', async () => {
    const company = await t.call('POST', '/api/admin/company', admin, { name: '招待テスト株式会社', name_kana: 'ショウタイテスト' });
    expect(company.statusCode).toBe(201);

    const user = await createUser({ company_id: company.json<CompanyItem>().id, name: '窓口 花子', name_kana: 'マドグチ ハナコ', email: 'Invitee@example.com' });
    expect(user).toMatchObject({ company_id: company.json<CompanyItem>().id, company_name: '招待テスト株式会社', active: true, password_set: false });

    const mail = await smtp.waitForMail('Invitee@example.com');
    expect(mailText(mail.raw)).toContain('窓口 花子 様');
    // No password yet: nothing to sign in with.
    expect((await t.call('POST', '/api/company/login', undefined, { email: 'invitee@example.com', password: TEST_PASSWORD })).statusCode).toBe(401);

    const session = await setPasswordAndLogin('Invitee@example.com', 'invited-user-password');
    const me = await t.call('GET', '/api/company/check_access_token', session);
    expect(me.json<CheckAccessTokenResponse>().user).toMatchObject({ email: 'Invitee@example.com', company_id: company.json<CompanyItem>().id, company_name: '招待テスト株式会社' });

    const detail = await t.call('GET', `/api/admin/company_user/${user.id}`, admin);
    expect(detail.json<CompanyUserItem>().password_set).toBe(true);
    const colleagues = await t.call('GET', '/api/company/administrator', session);
    expect(colleagues.json<CompanyAdministratorItem[]>()).toEqual([{ id: user.id, name: '窓口 花子', name_kana: 'マドグチ ハナコ', email: 'Invitee@example.com', active: true }]);

    const history = await t.call('GET', `/api/admin/company_user/${user.id}/history`, admin);
    expect(history.json<AuditEntry[]>()).toHaveLength(1);
    expect(history.json<AuditEntry[]>()[0]).toMatchObject({ action: 'create', staff_name: adminName, changes: { email: [null, 'Invitee@example.com'] } });
    expect(JSON.stringify(history.json<AuditEntry[]>())).not.toContain('password');
  });

  it('re-sends the invitation, and the new link replaces the old one', async () => {
    const user = await createUser({ company_id: alpha.id, name: '再送 太郎', email: 'resend@example.com' });
    const first = await invitationToken('resend@example.com');
    smtp.received.length = 0;
    const resent = await t.call('POST', `/api/admin/company_user/${user.id}/invite`, admin);
    expect(resent.statusCode).toBe(200);
    const second = await invitationToken('resend@example.com');
    expect(second).not.toBe(first);
    expect((await t.call('POST', '/api/company/password_reset/check_user', undefined, { token: first })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/company/password_reset/check_user', undefined, { token: second })).statusCode).toBe(200);
  });
});

describe('company user validation', () => {
  it('answers 409 with details for an email already used by a company user, whatever its case', async () => {
    const duplicate = await t.call('POST', '/api/admin/company_user', admin, {
      company_id: beta.id,
      name: '重複 一郎',
      email: alpha.userEmail.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ details: Record<string, string> }>().details.email).toBeDefined();

    const other = await createUser({ company_id: beta.id, name: '変更 次郎', email: 'change@example.com' });
    const renamed = await t.call('PUT', `/api/admin/company_user/${other.id}`, admin, {
      name: '変更 次郎',
      email: beta.userEmail.replace('example.com', 'EXAMPLE.com'),
      active: true,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json<{ details: Record<string, string> }>().details.email).toBeDefined();
    // Keeping one's own address is no conflict.
    expect((await t.call('PUT', `/api/admin/company_user/${other.id}`, admin, { name: '変更 次郎', email: 'CHANGE@example.com', active: true })).statusCode).toBe(200);
  });

  it('answers 400 with details for a bad email, a missing name and an unknown company', async () => {
    const bad = await t.call('POST', '/api/admin/company_user', admin, { company_id: alpha.id, name: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: Record<string, string> }>().details).toHaveProperty('email');
    expect(bad.json<{ details: Record<string, string> }>().details).toHaveProperty('name');
    const noCompany = await t.call('POST', '/api/admin/company_user', admin, { company_id: 99999, name: '迷子', email: 'lost@example.com' });
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json<{ details: Record<string, string> }>().details.company_id).toBeDefined();
  });

  it('answers 404 for an absent company user on every route that takes an id', async () => {
    expect((await t.call('GET', '/api/admin/company_user/99999', admin)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/admin/company_user/99999', admin, { name: 'x', email: 'x@example.com', active: true })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/company_user/99999', admin)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/company_user/99999/invite', admin)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/company_user/99999/end_sessions', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/company_user/99999/history', admin)).statusCode).toBe(404);
  });
});

describe('deactivation, sessions and deletion', () => {
  it('deactivating a user makes their existing token answer 401 and refuses their sign-in', async () => {
    const user = await createUser({ company_id: alpha.id, name: '退職 予定', email: 'leaving@example.com' });
    const session = await setPasswordAndLogin('leaving@example.com', 'leaving-user-password');
    expect((await t.call('GET', '/api/company/check_access_token', session)).statusCode).toBe(200);

    const deactivated = await t.call('PUT', `/api/admin/company_user/${user.id}`, admin, { name: '退職 予定', email: 'leaving@example.com', active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json<CompanyUserItem>().active).toBe(false);
    expect((await t.call('GET', '/api/company/administrator', session)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/company/login', undefined, { email: 'leaving@example.com', password: 'leaving-user-password' })).statusCode).toBe(401);
    expect((await t.call('POST', `/api/admin/company_user/${user.id}/invite`, admin)).statusCode).toBe(409);

    const history = await t.call('GET', `/api/admin/company_user/${user.id}/history`, admin);
    expect(history.json<AuditEntry[]>()[0]).toMatchObject({ action: 'update', changes: { active: [true, false] } });
  });

  it('ends every session of a user on request, leaving the account usable', async () => {
    const session = await loginAs(t.app, 'company', beta.userEmail);
    const [user] = (await t.call('GET', `/api/admin/company/${beta.id}/users`, admin)).json<CompanyUserItem[]>().filter((u) => u.email === beta.userEmail);
    expect((await t.call('POST', `/api/admin/company_user/${user!.id}/end_sessions`, admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/company/check_access_token', session)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/company/login', undefined, { email: beta.userEmail, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('deletes only a user not in use: refuses an active signed-up user, deletes a deactivated or still-invited one', async () => {
    const [inUse] = (await t.call('GET', `/api/admin/company/${alpha.id}/users`, admin)).json<CompanyUserItem[]>().filter((u) => u.email === alpha.userEmail);
    const refused = await t.call('DELETE', `/api/admin/company_user/${inUse!.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('無効');

    const invited = await createUser({ company_id: alpha.id, name: '誤登録 三郎', email: 'mistake@example.com' });
    expect((await t.call('DELETE', `/api/admin/company_user/${invited.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/company_user/${invited.id}`, admin)).statusCode).toBe(404);

    const signedUp = await createUser({ company_id: alpha.id, name: '異動 四郎', email: 'moved@example.com' });
    await setPasswordAndLogin('moved@example.com', 'moved-user-password');
    expect((await t.call('DELETE', `/api/admin/company_user/${signedUp.id}`, admin)).statusCode).toBe(409);
    await t.call('PUT', `/api/admin/company_user/${signedUp.id}`, admin, { name: '異動 四郎', email: 'moved@example.com', active: false });
    expect((await t.call('DELETE', `/api/admin/company_user/${signedUp.id}`, admin)).statusCode).toBe(204);
  });
});

describe('company portal: /api/company/administrator', () => {
  it("lists only the caller's own company's users", async () => {
    const own = await loginAs(t.app, 'company', alpha.userEmail);
    const alphaUsers = (await t.call('GET', '/api/company/administrator', own)).json<CompanyAdministratorItem[]>();
    const expected = (await t.call('GET', `/api/admin/company/${alpha.id}/users`, admin)).json<CompanyUserItem[]>();
    expect(alphaUsers.map((u) => u.email)).toEqual(expected.map((u) => u.email));
    expect(alphaUsers.map((u) => u.email)).toContain(alpha.userEmail);
    expect(alphaUsers.map((u) => u.email)).not.toContain(beta.userEmail);
    expect(Object.keys(alphaUsers[0]!).sort()).toEqual(['active', 'email', 'id', 'name', 'name_kana']);

    const other = await loginAs(t.app, 'company', beta.userEmail);
    const betaEmails = (await t.call('GET', '/api/company/administrator', other)).json<CompanyAdministratorItem[]>().map((u) => u.email);
    expect(betaEmails).toContain(beta.userEmail);
    expect(betaEmails).not.toContain(alpha.userEmail);
  });

  it('refuses student and staff sessions with 403 and no session with 401', async () => {
    expect((await t.call('GET', '/api/company/administrator', (await createStudent(t, alpha.id)).token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/company/administrator', admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/company/administrator')).statusCode).toBe(401);
  });
});
