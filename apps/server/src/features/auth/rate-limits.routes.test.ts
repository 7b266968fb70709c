import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { RESET_MAILS_PER_ADDRESS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_IP: '8', LOGIN_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email, password }, remoteAddress: ip });

describe('login throttling', () => {
  it('locks an account after repeated failures, even from other addresses, with a message', async () => {
    for (let i = 0; i < 3; i++) expect((await login('student@example.com', 'wrong-password', `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await login('student@example.com', DEMO_PASSWORD, '10.0.1.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toContain('一時的に制限');
    // Another account is unaffected.
    expect((await login('student2@example.com', DEMO_PASSWORD, '10.0.1.9')).statusCode).toBe(200);
  });

  it('limits attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login(`someone${i}@example.com`, 'x', '10.0.2.1')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    const body = (await login('student2@example.com', DEMO_PASSWORD, '10.0.2.1')).json<{ message: string; code: string }>();
    expect(body).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('リクエストが多すぎます') });
  });
});

describe('reset mail throttling', () => {
  const sendReset = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/student/password_reset/send_email', payload: { email }, remoteAddress: ip });

  it('answers 429 with a message after a few requests for one address, known or not, from any IP', async () => {
    for (const email of ['newstudent@example.com', 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < RESET_MAILS_PER_ADDRESS + 1; i++) statuses.push((await sendReset(email, `10.0.3.${i}`)).statusCode);
      expect(statuses).toEqual([...Array<number>(RESET_MAILS_PER_ADDRESS).fill(200), 429]);
      const limited = await sendReset(email.toUpperCase(), '10.0.4.1');
      expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('15分') });
    }
    expect(await t.db.select().from(mailOutbox)).toHaveLength(RESET_MAILS_PER_ADDRESS);
  });
});
