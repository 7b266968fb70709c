import { ACCESS_LEVEL, grants, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import type { Section } from '@manabiya/domain/permissions/sections';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthentication, requirementsOf, sectionsOf } from './authenticate.ts';
import { oddSpellings, rawRequest } from '../../test/path-spellings.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
let company: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { id } = await createCompany(t);
  company = (await createCompanyUser(t, id)).token;
  student = (await createStudent(t, id)).token;
});
afterAll(() => t.close());

const LEVELS: Array<AccessLevel | 'missing'> = [ACCESS_LEVEL.all, ACCESS_LEVEL.write, ACCESS_LEVEL.read, ACCESS_LEVEL.none, 'missing'];

const tokens = new Map<string, string>();

/** The Origin of a request injected without a host: the app's own. */
const SAME_ORIGIN = 'http://localhost';

/** Ids nothing has, so walking DELETE routes changes no data the other checks rely on. */
const urlWithAbsentIds = (url: string) => url.replace(/:(\w+)/g, '987654');

/** A staff member whose role holds `level` for `section` and nothing else. */
async function tokenForLevel(section: Section, level: AccessLevel | 'missing'): Promise<string> {
  const key = `${section} ${level}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const { token } = await staffWith(t, level === 'missing' ? {} : { [section]: level });
  tokens.set(key, token);
  return token;
}

describe('admin route permissions', () => {
  it('knows the admin routes, each with a declared permission', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThan(0);
    expect(t.app.adminRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/autocomplete/prefecture', 'GET /api/admin/autocomplete/company', 'GET /api/admin/check_access_token']),
    );
  });

  it('allows or refuses every admin route at every level exactly as the permission says', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of t.app.adminRoutes) {
      // A route open to any of several sections is walked once per section, each held alone, at the access that section needs.
      const needs = route.permission === 'any-staff' ? [{ section: 'dashboard' as const, access: undefined }] : requirementsOf(route.permission);
      for (const { section, access } of needs) {
        for (const level of LEVELS) {
          const token = await tokenForLevel(section, level);
          // From this site, as a browser sends it: the staff socket also refuses another Origin (with 403) before anything else.
          const response = await t.app.inject({ method: route.method as 'GET', url: urlWithAbsentIds(route.url), headers: { ...bearer(token), origin: SAME_ORIGIN } });
          const allowed = access === undefined || grants(level === 'missing' ? undefined : level, access);
          outcomes.push(`${route.method} ${route.url} [${section}] @${level}: ${response.statusCode === 403 ? 'refused' : 'allowed'}`);
          expected.push(`${route.method} ${route.url} [${section}] @${level}: ${allowed ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('refuses admin routes to company and student sessions with 403 and to no session with 401', async () => {
    for (const route of t.app.adminRoutes.filter((r) => !r.url.endsWith('check_access_token'))) {
      const url = urlWithAbsentIds(route.url);
      expect((await t.app.inject({ method: route.method as 'GET', url, headers: bearer(company) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: route.method as 'GET', url, headers: bearer(student) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: route.method as 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers every odd spelling of every admin route exactly as the plain path, with no token, a refused level and an allowed level', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of t.app.adminRoutes) {
      const section = route.permission === 'any-staff' ? 'dashboard' : sectionsOf(route.permission)[0]!;
      const callers: Record<string, Record<string, string>> = {
        'no token': {},
        refused: bearer(route.permission === 'any-staff' ? student : await tokenForLevel(section, 'missing')),
        allowed: bearer(await tokenForLevel(section, ACCESS_LEVEL.all)),
      };
      const url = urlWithAbsentIds(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      for (const [caller, headers] of Object.entries(callers)) {
        const plain = await rawRequest(baseUrl, { method: route.method, path: url, headers, body });
        for (const spelling of oddSpellings(url)) {
          const response = await rawRequest(baseUrl, { method: route.method, path: spelling.url, headers, body });
          const want = spelling.expect === 'same' ? plain.status : 404;
          outcomes.push(`${route.method} ${spelling.url} (${spelling.name}, ${caller}): ${response.status}`);
          expected.push(`${route.method} ${spelling.url} (${spelling.name}, ${caller}): ${want}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  }, 120_000); // several thousand real HTTP requests: every admin route × spellings × callers

  it('fails at start-up when an /api/ route is in no portal and not declared public', async () => {
    const bare = Fastify({ logger: false });
    registerAuthentication(bare, t.app.authService, undefined);
    bare.get('/api/ping-like', { config: { public: true } }, () => 'ok');
    expect(() => bare.get('/api/forgotten', () => 'x')).toThrow('GET /api/forgotten is under /api/ but in no portal and not declared public');
    await bare.close();
  });

  it('fails at start-up when an admin route declares no permission', async () => {
    const bare = Fastify({ logger: false });
    registerAuthentication(bare, t.app.authService, undefined);
    bare.get('/api/admin/declared', { config: { permission: 'any-staff' } }, () => 'ok');
    expect(() => bare.get('/api/admin/forgotten', () => 'x')).toThrow('GET /api/admin/forgotten declares no permission');
    await bare.close();
  });
});

describe('every autocomplete against every section it serves (issue 21)', () => {
  // Derived from the registered routes: a lookup added later is walked without editing this test.
  const lookups = () => t.app.adminRoutes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/admin/autocomplete/'));
  /** The level just below an access: what a role holding the section but too weakly has. */
  const justBelow = { read: ACCESS_LEVEL.none, write: ACCESS_LEVEL.read, all: ACCESS_LEVEL.write } as const;

  it('answers 200 with a list to the section held at the access it needs, and 403 to it held one level lower or not at all', async () => {
    expect(lookups().map((route) => route.url)).toEqual(expect.arrayContaining(['/api/admin/autocomplete/course', '/api/admin/autocomplete/movie']));
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of lookups()) {
      if (route.permission === 'any-staff') {
        const response = await t.app.inject({ method: 'GET', url: route.url, headers: bearer(await tokenForLevel('dashboard', ACCESS_LEVEL.read)) });
        outcomes.push(`${route.url} [any staff]: ${response.statusCode} ${Array.isArray(response.json())}`);
        expected.push(`${route.url} [any staff]: 200 true`);
        continue;
      }
      for (const { section, access } of requirementsOf(route.permission)) {
        for (const level of [ACCESS_LEVEL[access], justBelow[access], ACCESS_LEVEL.none]) {
          const response = await t.app.inject({ method: 'GET', url: `${route.url}?q=a`, headers: bearer(await tokenForLevel(section, level)) });
          const allowed = grants(level, access);
          outcomes.push(`${route.url} [${section} @${level}]: ${response.statusCode}${allowed ? ` ${Array.isArray(response.json())}` : ''}`);
          expected.push(`${route.url} [${section} @${level}]: ${allowed ? '200 true' : '403'}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('keeps course names from sales, who read students but neither courses nor rooms, and names what would let them in', async () => {
    const { token } = await staffWith(t, { dashboard: ACCESS_LEVEL.read, company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read }, { mainRole: MAIN_ROLE.sales });
    for (const name of ['course', 'curriculum', 'step', 'movie']) {
      expect(`${name}: ${(await t.app.inject({ method: 'GET', url: `/api/admin/autocomplete/${name}`, headers: bearer(token) })).statusCode}`).toBe(`${name}: 403`);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/course', headers: { ...bearer(token), 'accept-language': 'en' } });
    expect(refused.json<{ message: string }>().message).toBe('This action needs read permission for "course" or "room", or write permission for "student" or "information" or "test" or "survey".');
    const japanese = await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/course', headers: bearer(token) });
    expect(japanese.json<{ message: string }>().message).toBe('この操作には「course」または「room」の閲覧権限、または「student」または「information」または「test」または「survey」の編集権限が必要です。');
  });
});

describe('autocomplete', () => {
  it('finds prefectures for any staff member and companies for those who may read companies', async () => {
    const { token: sales } = await staffWith(t, { dashboard: ACCESS_LEVEL.read, company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read }, { mainRole: MAIN_ROLE.sales });
    const { token: teacher } = await staffWith(t, { dashboard: ACCESS_LEVEL.read, teacher: ACCESS_LEVEL.read, student: ACCESS_LEVEL.read }, { mainRole: MAIN_ROLE.teacher });
    await createCompany(t, { name: '補完テスト株式会社' });
    const prefectures = await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/prefecture?q=東京', headers: bearer(teacher) });
    expect(prefectures.json()).toEqual([{ id: 13, name: '東京都' }]);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/prefecture', headers: bearer(teacher) });
    expect(all.json()).toHaveLength(20);
    const companies = await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/company?q=補完テスト', headers: bearer(sales) });
    expect(companies.json()).toEqual([{ id: expect.any(Number), name: '補完テスト株式会社' }]);
    const dashboardOnly = await tokenForLevel('dashboard', ACCESS_LEVEL.read);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/company', headers: bearer(dashboardOnly) })).statusCode).toBe(403);
  });

  it('keeps company users and staff from someone who may read neither companies nor staff (issue 8)', async () => {
    const { token } = await staffWith(
      t,
      { student: ACCESS_LEVEL.read, room: ACCESS_LEVEL.all, company: ACCESS_LEVEL.none, company_detail: ACCESS_LEVEL.none, admins: ACCESS_LEVEL.none },
      { mainRole: MAIN_ROLE.teacher },
    );
    const lookup = (name: string) => t.app.inject({ method: 'GET', url: `/api/admin/autocomplete/${name}?q=example`, headers: bearer(token) });
    for (const name of ['company_user', 'admin', 'sales', 'role']) {
      const response = await lookup(name);
      expect(`${name}: ${response.statusCode}`).toBe(`${name}: 403`);
      expect(response.json<{ message: string }>().message).toContain('閲覧権限が必要です');
    }
    for (const name of ['student', 'teacher', 'prefecture']) expect(`${name}: ${(await lookup(name)).statusCode}`).toBe(`${name}: 200`);
  });

  it('matches LIKE wildcards literally', async () => {
    const { token: admin } = await createAdmin(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/prefecture?q=%25', headers: bearer(admin) })).json()).toEqual([]);
  });
});

describe('every autocomplete of issue 3', () => {
  it('answers at most 20 {id, name} for each lookup', async () => {
    // This file makes many general staff (sales-like too), so the sales lookup is narrowed to these three.
    const { token: admin } = await createAdmin(t, { name: '補完 管理' });
    await staffWith(t, {}, { mainRole: MAIN_ROLE.sales, name: '補完 営業' });
    await staffWith(t, {}, { mainRole: MAIN_ROLE.teacher, name: '補完 講師' });
    const { id: companyId } = await createCompany(t);
    await createStudent(t, companyId, { name: '補完 さくら', name_kana: 'ホカン サクラ' });
    for (const name of ['admin', 'company_user', 'teacher', 'company', 'sales', 'cs', 'student', 'prefecture', 'role']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/autocomplete/${name}`, headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      const rows = response.json<Array<{ id: number; name: string }>>();
      expect(rows.length).toBeLessThanOrEqual(20);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    }
    const sales = await t.app.inject({ method: 'GET', url: `/api/admin/autocomplete/sales?q=${encodeURIComponent('補完')}`, headers: bearer(admin) });
    const salesNames = sales.json<Array<{ name: string }>>().map((row) => row.name);
    expect(salesNames).toContain('補完 営業');
    expect(salesNames).not.toContain('補完 管理');
    expect(salesNames).not.toContain('補完 講師');
    const students = await t.app.inject({ method: 'GET', url: '/api/admin/autocomplete/student?q=' + encodeURIComponent('ホカン'), headers: bearer(admin) });
    expect(students.json()).toEqual([{ id: expect.any(Number), name: '補完 さくら' }]);
  });
});
