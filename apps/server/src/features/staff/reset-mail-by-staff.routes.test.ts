import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStaffMember, staffWith } from '../../test/factories.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 10 item 5: staff recover their own password from /admin/reset-password-form, and those who
 * manage staff or company users can mail one of them a reset link from the row menu.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const STAFF = '/api/admin/administrator';
const COMPANY_USER = '/api/admin/company_user';

/** The newest mail to `to` after `since` mails: its reset link to `area`'s page, as a token. */
async function resetTokenMailed(to: string, area: string, since: number): Promise<string> {
  // The invitation of a member made just before may still arrive: look for the reset mail itself.
  const resetMailOf = () => smtp.received.slice(since).find((mail) => mail.to.includes(to) && mailText(mail.raw).includes('パスワード再設定'));
  await expect.poll(() => resetMailOf() !== undefined).toBe(true);
  const text = mailText(resetMailOf()!.raw);
  const link = new RegExp(`https://manabiya\\.example/${area}/reset-password\\?token=[A-Za-z0-9_%-]+`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('staff password recovery', () => {
  it('mails a staff member who asks a link to the admin reset page, which sets a password they sign in with', async () => {
    const member = await createStaffMember(t);
    const since = smtp.received.length;
    const ask = await t.app.inject({ method: 'POST', url: '/api/admin/password_reset/send_email', payload: { email: member.email } });
    expect(ask.statusCode).toBe(200);
    const token = await resetTokenMailed(member.email, 'admin', since);
    const reset = await t.app.inject({ method: 'POST', url: '/api/admin/password_reset/reset', payload: { token, password: 'recovered-long-password' } });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(loginAs(t.app, 'admin', member.email, 'recovered-long-password')).resolves.toEqual(expect.any(String));
  });

  it('lets staff with admins write mail a member a reset link, records it in the history, and refuses where the row says no', async () => {
    const member = await createStaffMember(t);
    const row = (await t.call('GET', `${STAFF}/${member.id}`, admin.token)).json<{ abilities: Record<string, boolean> }>();
    expect(row.abilities).toMatchObject({ send_reset_mail: true, reinvite: false });

    const since = smtp.received.length;
    const sent = await t.call('POST', `${STAFF}/${member.id}/send_reset_mail`, admin.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'パスワード再設定メールを送信しました。' });
    const token = await resetTokenMailed(member.email, 'admin', since);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/password_reset/check_user', payload: { token } })).statusCode).toBe(200);

    const history = (await t.call('GET', `${STAFF}/${member.id}/history`, admin.token)).json<Array<{ action: string; staff_name: string; changes: Record<string, unknown> }>>();
    expect(history[0]).toMatchObject({ action: 'update', staff_name: admin.name, changes: { password_reset_mail_sent_at: [null, expect.any(String)] } });

    // A reader may not; a pending invitation is re-sent instead, and the 409 says which action exists.
    const reader = await staffWith(t, { admins: ACCESS_LEVEL.read });
    expect((await t.call('GET', `${STAFF}/${member.id}`, reader.token)).json<{ abilities: Record<string, boolean> }>().abilities.send_reset_mail).toBe(false);
    expect((await t.call('POST', `${STAFF}/${member.id}/send_reset_mail`, reader.token)).statusCode).toBe(403);
    const pending = await t.call('POST', STAFF, admin.token, { name: '招待 中', email: `pending-reset-${Date.now()}@example.com`, main_role: 1, permission_role_id: null });
    const refused = await t.call('POST', `${STAFF}/${pending.json<{ id: number }>().id}/send_reset_mail`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('「招待メールを再送」');

    const reinvite = await t.call('POST', `${STAFF}/${member.id}/invite`, admin.token);
    expect(reinvite.statusCode).toBe(409);
    expect(reinvite.json<{ message: string }>().message).toContain('「パスワード再設定メールを送る」');
    const english = await t.call('POST', `${STAFF}/${member.id}/invite`, admin.token, undefined, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toContain('Send password reset email');
  });

  it('lets staff with company_detail write mail a company user a reset link to the company portal', async () => {
    const company = await createCompany(t);
    const user = await createCompanyUser(t, company.id);
    const writer = await staffWith(t, { company_detail: ACCESS_LEVEL.write });
    const row = (await t.call('GET', `${COMPANY_USER}/${user.id}`, writer.token)).json<{ abilities: Record<string, boolean> }>();
    expect(row.abilities).toMatchObject({ send_reset_mail: true, reinvite: false });

    const since = smtp.received.length;
    const sent = await t.call('POST', `${COMPANY_USER}/${user.id}/send_reset_mail`, writer.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await resetTokenMailed(user.email, 'company', since);
    expect((await t.app.inject({ method: 'POST', url: '/api/company/password_reset/reset', payload: { token, password: 'company-new-password' } })).statusCode).toBe(200);
    await expect(loginAs(t.app, 'company', user.email, 'company-new-password')).resolves.toEqual(expect.any(String));
    const history = (await t.call('GET', `${COMPANY_USER}/${user.id}/history`, writer.token)).json<Array<{ changes: Record<string, unknown> }>>();
    expect(history[0]!.changes).toHaveProperty('password_reset_mail_sent_at');

    const reader = await staffWith(t, { company_detail: ACCESS_LEVEL.read });
    expect((await t.call('GET', `${COMPANY_USER}/${user.id}`, reader.token)).json<{ abilities: Record<string, boolean> }>().abilities.send_reset_mail).toBe(false);
    expect((await t.call('POST', `${COMPANY_USER}/${user.id}/send_reset_mail`, reader.token)).statusCode).toBe(403);
    expect((await t.call('POST', `${COMPANY_USER}/999999/send_reset_mail`, writer.token)).statusCode).toBe(404);
  });
});
