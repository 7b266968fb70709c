import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createStudent } from '../../test/factories.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { loginSlowdownMs } from './auth.service.ts';
import { RESET_MAILS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT } from './passwords.service.ts';

const SLOWDOWN_CEILING_MS = 300;
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '40', LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_SLOWDOWN_MAX_MS: String(SLOWDOWN_CEILING_MS) });
  companyId = (await createCompany(t)).id;
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password }, remoteAddress: ip });

describe('login throttling', () => {
  it('refuses the address that keeps failing, and only that address: the owner elsewhere signs in', async () => {
    const { email } = await createStudent(t, companyId);
    const { email: otherEmail } = await createStudent(t, companyId);
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const attacker = await login(email, 'wrong-password', '10.0.1.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json<{ message: string }>().message).toContain('この接続元からのログインを一時的に制限');
    expect((await login(email, TEST_PASSWORD, '10.0.1.50')).statusCode).toBe(200);
    // The attacker's other accounts are not blocked by it either.
    expect((await login(otherEmail, TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('slows every attempt on an account guessed from many addresses, yet lets the right password in', async () => {
    const { email } = await createStudent(t, companyId);
    for (let i = 0; i < 12; i++) expect((await login(email, 'wrong-password', `10.0.2.${i}`)).statusCode).toBe(401);
    const started = Date.now();
    const owner = await login(email, TEST_PASSWORD, '10.0.2.200');
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
    const { email } = await createStudent(t, companyId);
    const body = (await login(email, TEST_PASSWORD, '10.0.3.1')).json<{ message: string; code: string }>();
    expect(body).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('リクエストが多すぎます') });
  });
});

describe('reset mail throttling', () => {
  const sendReset = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/student/password_reset/send_email', payload: { email }, remoteAddress: ip });
  /** Mails to the address written after the outbox row `after` (the invitation the factory sent comes before). */
  const mailsTo = async (email: string, after: number) =>
    (await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), gt(mailOutbox.id, after)))).length;
  const lastMailId = async () => (await t.db.select({ id: max(mailOutbox.id) }).from(mailOutbox))[0]?.id ?? 0;

  it('refuses a client that keeps asking for one address, known or not, with a message', async () => {
    const { email: known } = await createStudent(t, companyId, { init_input_flg: 0 });
    for (const email of [known, 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < RESET_REQUESTS_PER_CLIENT + 1; i++) statuses.push((await sendReset(email, '10.0.4.1')).statusCode);
      expect(statuses).toEqual([...Array<number>(RESET_REQUESTS_PER_CLIENT).fill(200), 429]);
      const limited = await sendReset(email.toUpperCase(), '10.0.4.1');
      expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('15分') });
    }
  });

  it('never refuses the owner while others flood the address, and caps the mails the owner receives', async () => {
    const { email: victim } = await createStudent(t, companyId);
    const before = await lastMailId();
    for (let i = 0; i < 20; i++) expect((await sendReset(victim, `10.0.5.${i}`)).statusCode).toBe(200);
    const owner = await sendReset(victim, '10.0.5.200');
    expect(owner.statusCode).toBe(200);
    expect(await mailsTo(victim, before)).toBe(RESET_MAILS_PER_ADDRESS);
  });
});
