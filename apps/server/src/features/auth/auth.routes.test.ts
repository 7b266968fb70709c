import { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (area: string, email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `/api/${area}/login`, payload: { email, password } });

describe('login', () => {
  it.each([
    ['admin', 'admin@example.com', 1],
    ['company', 'company@example.com', 2],
    ['student', 'student@example.com', 3],
  ] as const)('signs %s in with the token, the user and both cookies', async (area, email, accountType) => {
    const response = await login(area, email);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; user: SignedInUser }>();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(SignedInUser.parse(body.user)).toMatchObject({ email, account_type: accountType, isLogin: true });
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies.access_token).toMatchObject({ value: body.access_token, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookies.account_type).toMatchObject({ value: String(accountType), sameSite: 'Strict' });
    expect(cookies.account_type?.httpOnly).toBeFalsy();
  });

  it('returns every field of the spec for staff, with section_permissions and main_role', async () => {
    const user = (await login('admin', 'sales@example.com')).json<{ user: SignedInUser }>().user;
    expect(user.main_role).toBe(0);
    expect(Object.keys(user.section_permissions ?? {})).toHaveLength(SECTIONS.length);
    expect(user.section_permissions).toMatchObject({ dashboard_permission: 2, company_permission: 1, student_permission: 2, room_permission: 3 });
    expect(user.company_id).toBeNull();
  });

  it('gives the admin the strongest level each section offers', async () => {
    const user = (await login('admin', 'admin@example.com')).json<{ user: SignedInUser }>().user;
    expect(user.section_permissions).toMatchObject({ student_permission: 0, dashboard_permission: ACCESS_LEVEL.read, room_permission: 0 });
  });

  it('returns company fields for company users and students', async () => {
    const company = (await login('company', 'company@example.com')).json<{ user: SignedInUser }>().user;
    expect(company).toMatchObject({ company_name: 'デモ株式会社', company_user_id: company.id, has_consulting_flg: true, student_invoice_enabled: true });
    const student = (await login('student', 'student2@example.com')).json<{ user: SignedInUser }>().user;
    expect(student).toMatchObject({ company_name: 'サンプル商事', has_consulting_flg: false, student_invoice_enabled: false, init_input_flg: 1 });
    const newcomer = (await login('student', 'newstudent@example.com')).json<{ user: SignedInUser }>().user;
    expect(newcomer.init_input_flg).toBe(0);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const wrong = await login('student', 'student@example.com', 'not-the-password');
    const unknown = await login('student', 'nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<{ message: string }>().message).toContain('メールアドレスまたはパスワード');
  });

  it('does not let an account sign in to another portal', async () => {
    expect((await login('admin', 'student@example.com')).statusCode).toBe(401);
    expect((await login('student', 'admin@example.com')).statusCode).toBe(401);
  });

  it('matches the email without regard to case', async () => {
    expect((await login('company', 'Company@Example.com')).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    await t.db.execute(sql`update company_users set active = false where email = 'company2@example.com'`);
    expect((await login('company', 'company2@example.com')).statusCode).toBe(401);
    await t.db.execute(sql`update company_users set active = true where email = 'company2@example.com'`);
  });

  it('rejects a malformed body with 400 and field details', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/student/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', details: { password: expect.any(String) } });
  });
});

describe('check_access_token', () => {
  const check = (area: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${area}/check_access_token`, headers });

  it('returns the user for a bearer token and for the cookie', async () => {
    const token = await loginAs(t.app, 'student', 'student@example.com');
    const viaBearer = await check('student', bearer(token));
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json<{ user: SignedInUser }>().user.email).toBe('student@example.com');
    const viaCookie = await check('student', { cookie: `access_token=${token}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown one, and with one of another area', async () => {
    expect((await check('company')).statusCode).toBe(401);
    expect((await check('company', bearer('not-a-token'))).statusCode).toBe(401);
    const studentToken = await loginAs(t.app, 'student', 'student@example.com');
    expect((await check('company', bearer(studentToken))).statusCode).toBe(401);
    expect((await check('admin', bearer(studentToken))).statusCode).toBe(401);
  });

  it('answers 401 for an expired session and for one idle too long', async () => {
    const expired = await loginAs(t.app, 'company', 'company@example.com');
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = (select max(id) from sessions)`);
    expect((await check('company', bearer(expired))).statusCode).toBe(401);
    const idle = await loginAs(t.app, 'admin', 'admin@example.com');
    await t.db.execute(sql`update sessions set last_seen_at = now() - interval '3 hours' where id = (select max(id) from sessions)`);
    expect((await check('admin', bearer(idle))).statusCode).toBe(401);
  });

  it('sees a changed permission role on the next request', async () => {
    const token = await loginAs(t.app, 'admin', 'sales@example.com');
    await t.db.execute(sql`update permission_role_levels set level = 0 where section = 'room' and role_id = (select permission_role_id from staff where email = 'sales@example.com')`);
    const user = (await check('admin', bearer(token))).json<{ user: SignedInUser }>().user;
    expect(user.section_permissions?.room_permission).toBe(0);
    await t.db.execute(sql`update permission_role_levels set level = 3 where section = 'room' and role_id = (select permission_role_id from staff where email = 'sales@example.com')`);
  });
});

describe('logout', () => {
  it('revokes the token and clears both cookies', async () => {
    const token = await loginAs(t.app, 'student', 'student@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/student/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared.access_token?.value).toBe('');
    expect(cleared.account_type?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/student/check_access_token', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('answers 204 without a session too, so a stale browser can always sign out', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/company/logout' })).statusCode).toBe(204);
  });
});
