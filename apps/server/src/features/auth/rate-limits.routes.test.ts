import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { loginSlowdownMs, RESET_MAILS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from './auth.service.ts';

const SLOWDOWN_CEILING_MS = 300;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '40', LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_SLOWDOWN_MAX_MS: String(SLOWDOWN_CEILING_MS) });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password }, remoteAddress: ip });

describe('login throttling', () => {
  it('refuses the address that keeps failing, and only that address: the owner elsewhere signs in', async () => {
    for (let i = 0; i < 3; i++) expect((await login('student@example.com', 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const attacker = await login('student@example.com', 'wrong-password', '10.0.1.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json<{ message: string }>().message).toContain('この接続元からのログインを一時的に制限');
    expect((await login('student@example.com', DEMO_PASSWORD, '10.0.1.50')).statusCode).toBe(200);
    // The attacker's other accounts are not blocked by it either.
    expect((await login('student2@example.com', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('slows every attempt on an account guessed from many addresses, yet lets the right password in', async () => {
    for (let i = 0; i < 12; i++) expect((await login('student03@example.com', 'wrong-password', `10.0.2.${i}`)).statusCode).toBe(401);
    const started = Date.now();
    const owner = await login('student03@example.com', DEMO_PASSWORD, '10.0.2.200');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_CEILING_MS - 20);
  });

  it('grows the delay with the failures, from none to the ceiling', () => {
    expect([0, 9, 10, 11, 12, 20].map((failures) => loginSlowdownMs(failures, 5000))).toEqual([0, 0, 250, 500, 1000, 5000]);
  });

  it('limits attempts per client address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await login(`someone${i}@example.com`, 'x', '10.0.3.1')).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
    const body = (await login('student2@example.com', DEMO_PASSWORD, '10.0.3.1')).json<{ message: string; code: string }>();
    expect(body).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('リクエストが多すぎます') });
  });
});

describe('reset mail throttling', () => {
  const sendReset = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/student/password_reset/send_email', payload: { email }, remoteAddress: ip });
  const mailsTo = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email))).length;

  it('refuses a client that keeps asking for one address, known or not, with a message', async () => {
    for (const email of ['newstudent@example.com', 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < RESET_REQUESTS_PER_CLIENT + 1; i++) statuses.push((await sendReset(email, '10.0.4.1')).statusCode);
      expect(statuses).toEqual([...Array<number>(RESET_REQUESTS_PER_CLIENT).fill(200), 429]);
      const limited = await sendReset(email.toUpperCase(), '10.0.4.1');
      expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('15分') });
    }
  });

  it('never refuses the owner while others flood the address, and caps the mails the owner receives', async () => {
    const victim = 'student04@example.com';
    for (let i = 0; i < 20; i++) expect((await sendReset(victim, `10.0.5.${i}`)).statusCode).toBe(200);
    const owner = await sendReset(victim, '10.0.5.200');
    expect(owner.statusCode).toBe(200);
    expect(await mailsTo(victim)).toBe(RESET_MAILS_PER_ADDRESS);
  });
});
