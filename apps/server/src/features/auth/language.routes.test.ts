import { SignedInUser } from '@manabiya/domain/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/students.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let accounts: Record<'admin' | 'company' | 'student', { id: number; email: string }>;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t, { name: '言語設定株式会社' });
  accounts = { admin: await createAdmin(t), company: await createCompanyUser(t, company.id), student: await createStudent(t, company.id) };
});
afterAll(() => t.close());

const userOf = (response: { json: <T>() => T }) => SignedInUser.parse(response.json<{ user: unknown }>().user);

describe('the display language kept with the account', () => {
  it.each(['admin', 'company', 'student'] as const)('%s: null until chosen, then given back by the session check and at sign-in on another device', async (area) => {
    const { email } = accounts[area];
    const firstDevice = await loginAs(t.app, area, email);
    expect(userOf(await t.call('GET', `/api/${area}/check_access_token`, firstDevice)).language).toBeNull();

    const saved = await t.call('PUT', `/api/${area}/language`, firstDevice, { language: 'en' });
    expect(saved.statusCode).toBe(204);
    expect(userOf(await t.call('GET', `/api/${area}/check_access_token`, firstDevice)).language).toBe('en');

    // Another device signs in: the answer carries the choice, which the web applies.
    const otherDevice = await t.call('POST', `/api/${area}/login`, undefined, { email, password: 'factory-made-passphrase' });
    expect(userOf(otherDevice).language).toBe('en');

    expect((await t.call('PUT', `/api/${area}/language`, firstDevice, { language: 'ja' })).statusCode).toBe(204);
    expect(userOf(await t.call('POST', `/api/${area}/login`, undefined, { email, password: 'factory-made-passphrase' })).language).toBe('ja');
  });

  it('refuses a language the web does not speak with a 400 naming the field, in the caller’s language', async () => {
    const token = await loginAs(t.app, 'student', accounts.student.email);
    for (const language of ['fr', '', 'JA', 1, null]) {
      const response = await t.call('PUT', '/api/student/language', token, { language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('表示言語は ja または en で指定してください。');
    }
    const missing = await t.call('PUT', '/api/student/language', token, {});
    expect(missing.statusCode).toBe(400);
    const english = await t.call('PUT', '/api/student/language', token, { language: 'fr' }, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toContain('Give the display language as ja or en.');
  });

  it('needs a session of the portal it is called in', async () => {
    expect((await t.call('PUT', '/api/company/language', undefined, { language: 'en' })).statusCode).toBe(401);
    const studentToken = await loginAs(t.app, 'student', accounts.student.email);
    expect((await t.call('PUT', '/api/company/language', studentToken, { language: 'en' })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/admin/language', studentToken, { language: 'en' })).statusCode).toBe(403);
  });

  it('is a preference, not an edit of the record: updated_at stays', async () => {
    const token = await loginAs(t.app, 'student', accounts.student.email);
    const before = await t.db.select({ updated_at: students.updated_at }).from(students).where(eq(students.id, accounts.student.id));
    expect((await t.call('PUT', '/api/student/language', token, { language: 'en' })).statusCode).toBe(204);
    const after = await t.db.select({ language: students.language, updated_at: students.updated_at }).from(students).where(eq(students.id, accounts.student.id));
    expect(after[0]).toEqual({ language: 'en', updated_at: before[0]!.updated_at });
  });
});
