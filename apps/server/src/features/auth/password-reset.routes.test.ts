import { gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { MAIL_DELIVERY_JOB } from '../../platform/mail.ts';
import { createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let companyUser: { email: string };
let student: { email: string };
let staffMember: { email: string };
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
  const { id } = await createCompany(t);
  companyUser = await createCompanyUser(t, id);
  student = await createStudent(t, id);
  staffMember = await staffWith(t, {});
  // Their invitations are out of the way before a test waits for a reset mail to the same address.
  for (const { email } of [companyUser, student]) await smtp.waitForMail(email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function requestResetLink(area: string, email: string): Promise<string> {
  smtp.received.length = 0;
  const response = await t.call('POST', `/api/${area}/password_reset/send_email`, undefined, { email });
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitForMail(email);
  const link = /https:\/\/manabiya\.example\/[a-z]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mailText(mail.raw))?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${mail.raw}`);
  expect(link).toContain(`/${area}/reset-password?token=`);
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link through SMTP, checks it, sets the password once and ends every session', async () => {
    const { email } = companyUser;
    const oldSession = await loginAs(t.app, 'company', email);
    const token = await requestResetLink('company', email);

    const check = await t.call('POST', '/api/company/password_reset/check_user', undefined, { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email });

    const reset = await t.call('POST', '/api/company/password_reset/reset', undefined, { token, password: 'a-new-long-password' });
    expect(reset.statusCode).toBe(200);

    const afterReset = await t.call('GET', '/api/company/check_access_token', oldSession);
    expect(afterReset.statusCode).toBe(401);
    expect((await t.call('POST', '/api/company/login', undefined, { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/company/login', undefined, { email, password: 'a-new-long-password' })).statusCode).toBe(200);

    // Single use.
    expect((await t.call('POST', '/api/company/password_reset/check_user', undefined, { token })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/company/password_reset/reset', undefined, { token, password: 'another-password-1' })).statusCode).toBe(400);
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const response = await t.call('POST', '/api/student/password_reset/send_email', undefined, { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('refuses an expired link, a link of another portal and a short or common password', async () => {
    const token = await requestResetLink('student', student.email);
    expect((await t.call('POST', '/api/admin/password_reset/check_user', undefined, { token })).statusCode).toBe(400);
    const short = await t.call('POST', '/api/student/password_reset/reset', undefined, { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ details: { password: expect.stringContaining('8文字以上') } });
    expect((await t.call('POST', '/api/student/password_reset/reset', undefined, { token, password: 'password123' })).statusCode).toBe(400);

    await t.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const expired = await t.call('POST', '/api/student/password_reset/check_user', undefined, { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toContain('有効期限');
  });

  it('makes an earlier link useless once a newer one is sent', async () => {
    const first = await requestResetLink('admin', staffMember.email);
    const second = await requestResetLink('admin', staffMember.email);
    expect((await t.call('POST', '/api/admin/password_reset/check_user', undefined, { token: first })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/password_reset/check_user', undefined, { token: second })).statusCode).toBe(200);
  });
});

describe('mail kept in the outbox', () => {
  it('keeps the mail in the outbox', async () => {
    const local = await createTestApp();
    try {
      const { email } = await createStudent(local, (await createCompany(local)).id);
      const last = (await local.db.select({ id: max(mailOutbox.id) }).from(mailOutbox))[0]?.id ?? 0;
      await local.app.inject({ method: 'POST', url: '/api/student/password_reset/send_email', payload: { email } });
      const rows = await local.db.select().from(mailOutbox).where(gt(mailOutbox.id, last));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to_address: email, sent_at: null });
      expect(rows[0]!.body_text).toContain('http://localhost:3000/student/reset-password?token=');
    } finally {
      await local.close();
    }
  });

  it('keeps the mail when the SMTP peer does not answer, and the mail job records the failed run', async () => {
    // Nothing listens on the discard port: the connection is refused.
    const local = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await local.app.mailer.enqueue({ to: 'nobody@example.com', subject: '件名', text: '本文' });
      const mailJob = async () => (await local.app.jobs.statuses()).find((status) => status.name === MAIL_DELIVERY_JOB);
      await expect.poll(async () => (await mailJob())?.consecutive_failures, { timeout: 5000, interval: 50 }).toBe(1);
      expect((await mailJob())?.last_error).toMatch(/^none of 1 mails could be sent: .*ECONNREFUSED/);
      const [row] = await local.db.select().from(mailOutbox).where(sql`${mailOutbox.to_address} = 'nobody@example.com'`);
      expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
    } finally {
      await local.close();
    }
  });
});
