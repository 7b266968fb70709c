import fs from 'node:fs';
import path from 'node:path';
import { PREFECTURE_ROWS } from '@manabiya/domain/enums/prefectures';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefectures } from '../db/schema/prefectures.ts';
import { createCompany, createCompanyUser, createStudent } from '../test/factories.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';
import { createDiskMonitor, registerDiskGuard } from './disk-guard.ts';
import { registerErrorHandling } from './errors.ts';

let t: TestApp;
let student: { email: string };
let companyUser: { token: string };
beforeAll(async () => {
  t = await createTestApp({}, {
    beforeReady(app) {
      app.post('/api/student/echo', { schema: { hide: true } }, (request) => ({ account: request.auth?.user.email }));
      app.get('/api/boom', { config: { public: true }, schema: { hide: true } }, () => {
        throw new Error('secret internal detail');
      });
    },
  });
  const company = await createCompany(t);
  student = await createStudent(t, company.id);
  companyUser = await createCompanyUser(t, company.id);
});
afterAll(() => t.close());

describe('operations', () => {
  it('reports health with the database checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('tags every response with a request id and the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-me' } });
    expect(response.headers['x-request-id']).toBe('trace-me');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/student/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: expect.stringContaining('/api/student/nothing-here') });
  });

  it('keeps internal error details out of the response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toMatchObject({ code: 'internal', message: expect.any(String) });
  });

  it('documents every route with its responses in OpenAPI, served at /api/docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    for (const area of ['admin', 'company', 'student']) {
      for (const route of ['POST /login', 'GET /check_access_token', 'POST /logout', 'POST /password_reset/send_email', 'POST /password_reset/check_user', 'POST /password_reset/reset']) {
        const [method, suffix] = route.split(' ');
        expect(documented).toContain(`${method} /api/${area}${suffix}`);
      }
    }
    const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    // This file's hidden test route, and the WebSocket routes (@fastify/websocket hides them: OpenAPI has no upgrade operation).
    const routes = [...t.app.adminRoutes, ...t.app.portalRoutes].filter((route) => route.url !== '/api/student/echo' && !route.url.endsWith('/ws'));
    for (const route of routes) expect(documented).toContain(`${route.method} ${openApiPath(route.url)}`);
    expect(documented).toContain('GET /api/health');
    for (const ops of Object.values(document.paths)) for (const op of Object.values(ops)) expect(Object.keys(op.responses).some((status) => status.startsWith('2'))).toBe(true);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('cookie sessions and cross-site writes', () => {
  it('accepts a cookie-authenticated write only with a same-origin Origin', async () => {
    const token = await loginAs(t.app, 'student', student.email);
    const cookie = `access_token=${token}`;
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/student/echo', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/student/echo', headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' } });
    expect(foreign.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/student/echo', headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' } });
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json()).toEqual({ account: student.email });
    // A bearer token is not sent by browsers on their own, so it needs no Origin.
    expect((await t.app.inject({ method: 'POST', url: '/api/student/echo', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('compares the scheme, host and port of the Origin, not the host alone', async () => {
    const token = await loginAs(t.app, 'student', student.email);
    const write = (origin: string) =>
      t.app.inject({ method: 'POST', url: '/api/student/echo', headers: { cookie: `access_token=${token}`, origin, host: 'localhost:3000' } });
    expect((await write('https://localhost:3000')).statusCode).toBe(403);
    expect((await write('http://localhost:3001')).statusCode).toBe(403);
    expect((await write('http://localhost:3000.evil.example')).statusCode).toBe(403);
    expect((await write('null')).statusCode).toBe(403);
    expect((await write('http://localhost:3000')).statusCode).toBe(200);
  });

  it('takes the origin from PUBLIC_URL when it is configured', async () => {
    const deployed = await createTestApp({ PUBLIC_URL: 'https://learn.example.jp' }, {
      sharing: t,
      beforeReady(app) {
        app.post('/api/student/echo', { schema: { hide: true } }, () => ({ ok: true }));
      },
    });
    try {
      const token = await loginAs(deployed.app, 'student', student.email);
      const write = (origin: string) =>
        deployed.app.inject({ method: 'POST', url: '/api/student/echo', headers: { cookie: `access_token=${token}`, origin, host: 'learn.example.jp' } });
      expect((await write('http://learn.example.jp')).statusCode).toBe(403);
      expect((await write('https://learn.example.jp:8443')).statusCode).toBe(403);
      expect((await write('https://learn.example.jp')).statusCode).toBe(200);
    } finally {
      await deployed.close();
    }
  });

  it('lets pages connect only to their own origin (sockets included)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(response.headers['content-security-policy']).not.toMatch(/connect-src[^;]*(ws:|wss:)/);
  });

  it('refuses a token of another portal on its routes with 403', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/student/echo', headers: bearer(companyUser.token) })).statusCode).toBe(403);
  });
});

describe('reference data', () => {
  it('has the 47 prefectures of the domain package, by migration', async () => {
    const rows = await t.db.select().from(prefectures).orderBy(prefectures.id);
    expect(rows).toEqual(PREFECTURE_ROWS);
  });
});

describe('disk guard', () => {
  it('refuses writes with 507 and a clear message when free space is below the floor', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerDiskGuard(app, createDiskMonitor(fs.realpathSync(path.resolve('.')), { softFloorMb: Number.MAX_SAFE_INTEGER, hardFloorMb: Number.MAX_SAFE_INTEGER - 1 }));
    app.post('/api/student/anything', () => ({ ok: true }));
    app.get('/api/student/anything', () => ({ ok: true }));
    const write = await app.inject({ method: 'POST', url: '/api/student/anything' });
    expect(write.statusCode).toBe(507);
    expect(write.json<{ message: string }>().message).toContain('保存領域が不足');
    expect((await app.inject({ method: 'GET', url: '/api/student/anything' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('database constraints', () => {
  it('answers a unique-key race with 409 instead of a server error', async () => {
    const local = await createTestApp({}, {
      beforeReady(app) {
        app.post('/api/boom-duplicate', { config: { public: true }, schema: { hide: true } }, async () => {
          await local.db.execute(sql`insert into prefectures (id, name) values (1, '北海道')`);
          return {};
        });
      },
    });
    try {
      const response = await local.app.inject({ method: 'POST', url: '/api/boom-duplicate' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'conflict' });
    } finally {
      await local.close();
    }
  });
});
