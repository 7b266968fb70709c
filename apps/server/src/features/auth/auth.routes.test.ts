import { SignedInUser } from '@manabiya/domain/contracts/auth';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { bearer, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { SESSION_PRUNING_JOB } from './auth.module.ts';

let t: TestApp;
/** One account per portal: a consulting, invoicing company's user and student, a plain company's student, one not onboarded. */
let accounts: { admin: { email: string }; company: { email: string }; student: { email: string }; plainStudent: { email: string }; newcomer: { email: string } };
let sales: Awaited<ReturnType<typeof staffWith>>;
beforeAll(async () => {
  t = await createTestApp();
  const consulting = await createCompany(t, { name: '認証コンサル株式会社', has_consulting_flg: true, student_invoice_enabled: true });
  const plain = await createCompany(t, { name: '認証一般株式会社', has_consulting_flg: false, student_invoice_enabled: false });
  accounts = {
    admin: await createAdmin(t),
    company: await createCompanyUser(t, consulting.id),
    student: await createStudent(t, consulting.id),
    plainStudent: await createStudent(t, plain.id),
    newcomer: await createStudent(t, consulting.id, { init_input_flg: 0 }),
  };
  sales = await staffWith(
    t,
    { dashboard: ACCESS_LEVEL.read, company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read, room: ACCESS_LEVEL.none },
    { mainRole: MAIN_ROLE.sales },
  );
});
afterAll(() => t.close());

const login = (area: string, email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: `/api/${area}/login`, payload: { email, password } });

describe('login', () => {
  it.each([
    ['admin', 1],
    ['company', 2],
    ['student', 3],
  ] as const)('signs %s in with the token, the user and both cookies', async (area, accountType) => {
    const { email } = accounts[area];
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
    const user = (await login('admin', sales.email)).json<{ user: SignedInUser }>().user;
    expect(user.main_role).toBe(0);
    expect(Object.keys(user.section_permissions ?? {})).toHaveLength(SECTIONS.length);
    expect(user.section_permissions).toMatchObject({ dashboard_permission: 2, company_permission: 1, student_permission: 2, room_permission: 3 });
    expect(user.company_id).toBeNull();
  });

  it('gives the admin the strongest level each section offers', async () => {
    const user = (await login('admin', accounts.admin.email)).json<{ user: SignedInUser }>().user;
    expect(user.section_permissions).toMatchObject({ student_permission: 0, dashboard_permission: ACCESS_LEVEL.read, room_permission: 0 });
  });

  it('returns company fields for company users and students', async () => {
    const company = (await login('company', accounts.company.email)).json<{ user: SignedInUser }>().user;
    expect(company).toMatchObject({ company_name: '認証コンサル株式会社', company_user_id: company.id, has_consulting_flg: true, student_invoice_enabled: true });
    const student = (await login('student', accounts.plainStudent.email)).json<{ user: SignedInUser }>().user;
    expect(student).toMatchObject({ company_name: '認証一般株式会社', has_consulting_flg: false, student_invoice_enabled: false, init_input_flg: 1 });
    const newcomer = (await login('student', accounts.newcomer.email)).json<{ user: SignedInUser }>().user;
    expect(newcomer.init_input_flg).toBe(0);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const wrong = await login('student', accounts.student.email, 'not-the-password');
    const unknown = await login('student', 'nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<{ message: string }>().message).toContain('メールアドレスまたはパスワード');
  });

  it('does not let an account sign in to another portal', async () => {
    expect((await login('admin', accounts.student.email)).statusCode).toBe(401);
    expect((await login('student', accounts.admin.email)).statusCode).toBe(401);
  });

  it('matches the email without regard to case', async () => {
    expect((await login('company', accounts.company.email.toUpperCase())).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const { email } = await createCompanyUser(t, (await createCompany(t)).id);
    await t.db.execute(sql`update company_users set active = false where email = ${email}`);
    expect((await login('company', email)).statusCode).toBe(401);
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
    const token = await loginAs(t.app, 'student', accounts.student.email);
    const viaBearer = await check('student', bearer(token));
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json<{ user: SignedInUser }>().user.email).toBe(accounts.student.email);
    const viaCookie = await check('student', { cookie: `access_token=${token}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('answers 401 without a token, with an unknown one, and with one of another area', async () => {
    expect((await check('company')).statusCode).toBe(401);
    expect((await check('company', bearer('not-a-token'))).statusCode).toBe(401);
    const studentToken = await loginAs(t.app, 'student', accounts.student.email);
    expect((await check('company', bearer(studentToken))).statusCode).toBe(401);
    expect((await check('admin', bearer(studentToken))).statusCode).toBe(401);
  });

  it('answers 401 for an expired session and for one idle too long', async () => {
    const expired = await loginAs(t.app, 'company', accounts.company.email);
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = (select max(id) from sessions)`);
    expect((await check('company', bearer(expired))).statusCode).toBe(401);
    const idle = await loginAs(t.app, 'admin', accounts.admin.email);
    await t.db.execute(sql`update sessions set last_seen_at = now() - interval '3 hours' where id = (select max(id) from sessions)`);
    expect((await check('admin', bearer(idle))).statusCode).toBe(401);
  });

  it('sees a changed permission role on the next request', async () => {
    const { token, roleId } = await staffWith(t, { room: ACCESS_LEVEL.none });
    await t.db.execute(sql`update permission_role_levels set level = 0 where section = 'room' and role_id = ${roleId}`);
    const user = (await check('admin', bearer(token))).json<{ user: SignedInUser }>().user;
    expect(user.section_permissions?.room_permission).toBe(0);
  });
});

describe('logout', () => {
  it('revokes the token and clears both cookies', async () => {
    const token = await loginAs(t.app, 'student', accounts.student.email);
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

// Issue 22: ended sessions were never removed (nothing called the pruning query).
describe('the session pruning job', () => {
  it('removes expired and revoked sessions and keeps the live one, which still signs in', async () => {
    const [live, expired, revoked] = [
      await loginAs(t.app, 'student', accounts.plainStudent.email),
      await loginAs(t.app, 'student', accounts.plainStudent.email),
      await loginAs(t.app, 'student', accounts.plainStudent.email),
    ];
    const hashes = [live, expired, revoked].map(hashToken);
    await t.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` }).where(inArray(sessions.token_hash, [hashToken(expired)]));
    expect((await t.app.inject({ method: 'POST', url: '/api/student/logout', headers: bearer(revoked) })).statusCode).toBe(204);
    expect(await t.db.$count(sessions, inArray(sessions.token_hash, hashes))).toBe(3);

    expect(await t.app.jobs.runNow(SESSION_PRUNING_JOB)).toEqual({ ran: true, durationMs: expect.any(Number) });

    expect(await t.db.select({ token_hash: sessions.token_hash }).from(sessions).where(inArray(sessions.token_hash, hashes))).toEqual([
      { token_hash: hashToken(live) },
    ]);
    const check = await t.app.inject({ method: 'GET', url: '/api/student/check_access_token', headers: bearer(live) });
    expect(check.statusCode).toBe(200);
  });
});
