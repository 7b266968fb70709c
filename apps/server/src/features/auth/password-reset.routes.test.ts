import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/test-app.ts';
import { mailText, startSmtpPeer } from '../../test/smtp-peer.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://manabiya.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function requestResetLink(area: string, email: string): Promise<string> {
  smtp.received.length = 0;
  const response = await post(`/api/${area}/password_reset/send_email`, { email });
  expect(response.statusCode).toBe(200);
  const mail = await smtp.waitForMail(email);
  const link = /https:\/\/manabiya\.example\/[a-z]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mailText(mail.raw))?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${mail.raw}`);
  expect(link).toContain(`/${area}/reset-password?token=`);
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link through SMTP, checks it, sets the password once and ends every session', async () => {
    const oldSession = await loginAs(t.app, 'company', 'company@example.com');
    const token = await requestResetLink('company', 'company@example.com');

    const check = await post('/api/company/password_reset/check_user', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: 'company@example.com' });

    const reset = await post('/api/company/password_reset/reset', { token, password: 'a-new-long-password' });
    expect(reset.statusCode).toBe(200);

    const afterReset = await t.app.inject({ method: 'GET', url: '/api/company/check_access_token', headers: bearer(oldSession) });
    expect(afterReset.statusCode).toBe(401);
    expect((await post('/api/company/login', { email: 'company@example.com', password: DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/company/login', { email: 'company@example.com', password: 'a-new-long-password' })).statusCode).toBe(200);

    // Single use.
    expect((await post('/api/company/password_reset/check_user', { token })).statusCode).toBe(400);
    expect((await post('/api/company/password_reset/reset', { token, password: 'another-password-1' })).statusCode).toBe(400);
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const response = await post('/api/student/password_reset/send_email', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('refuses an expired link, a link of another portal and a short or common password', async () => {
    const token = await requestResetLink('student', 'student2@example.com');
    expect((await post('/api/admin/password_reset/check_user', { token })).statusCode).toBe(400);
    const short = await post('/api/student/password_reset/reset', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ details: { password: expect.stringContaining('8文字以上') } });
    expect((await post('/api/student/password_reset/reset', { token, password: 'password123' })).statusCode).toBe(400);

    await t.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const expired = await post('/api/student/password_reset/check_user', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toContain('有効期限');
  });

  it('makes an earlier link useless once a newer one is sent', async () => {
    const first = await requestResetLink('admin', 'teacher@example.com');
    const second = await requestResetLink('admin', 'teacher@example.com');
    expect((await post('/api/admin/password_reset/check_user', { token: first })).statusCode).toBe(400);
    expect((await post('/api/admin/password_reset/check_user', { token: second })).statusCode).toBe(200);
  });
});

describe('mail without SMTP', () => {
  it('keeps the mail in the outbox', async () => {
    const local = await createTestApp();
    try {
      await local.app.inject({ method: 'POST', url: '/api/student/password_reset/send_email', payload: { email: 'student@example.com' } });
      const rows = await local.db.select().from(mailOutbox);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to_address: 'student@example.com', sent_at: null });
      expect(rows[0]!.body_text).toContain('http://localhost:3000/student/reset-password?token=');
    } finally {
      await local.close();
    }
  });
});
