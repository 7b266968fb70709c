import { ACCESS_TOKEN_COOKIE } from '@manabiya/domain/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { oddSpellings, rawRequest } from '../../test/path-spellings.ts';
import { createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
let student: string;
let company: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { id } = await createCompany(t);
  student = (await createStudent(t, id)).token;
  company = (await createCompanyUser(t, id)).token;
});
afterAll(() => t.close());

const UPGRADE = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' };

/** Opens a socket on a path spelled as given; resolves with 'open' or the status that refused the upgrade. */
function upgrade(path: string, headers: Record<string, string>): Promise<'open' | number> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

describe('portal WebSockets', () => {
  it('refuses an upgrade without a session on every odd spelling of the path', async () => {
    for (const area of ['student', 'company'] as const) {
      for (const spelling of oddSpellings(`/api/${area}/ws`)) {
        // A refused upgrade closes its connection: each attempt gets its own.
        const response = await rawRequest(baseUrl, { method: 'GET', path: spelling.url, headers: { ...UPGRADE, origin: baseUrl }, newConnection: true });
        expect(`${spelling.url}: ${response.status}`).toBe(`${spelling.url}: ${spelling.expect === 'same' ? 401 : 404}`);
      }
    }
  });

  it('opens an encoded spelling of the path only for a session of that portal', async () => {
    const cookie = (token: string) => ({ cookie: `${ACCESS_TOKEN_COOKIE}=${token}`, origin: baseUrl });
    expect(await upgrade('/api/%73tudent/ws', cookie(student))).toBe('open');
    expect(await upgrade('/api/%73tudent/ws', cookie(company))).toBe(403);
    expect(await upgrade('/api/%73tudent/ws', { origin: baseUrl })).toBe(401);
  });

  it('refuses an Origin whose scheme or port differs from the server', async () => {
    const { host } = new URL(baseUrl);
    const cookie = { cookie: `${ACCESS_TOKEN_COOKIE}=${student}` };
    expect(await upgrade('/api/student/ws', { ...cookie, origin: `https://${host}` })).toBe(403);
    expect(await upgrade('/api/student/ws', { ...cookie, origin: `http://${host.replace(/:\d+$/, ':1')}` })).toBe(403);
    expect(await upgrade('/api/student/ws', { ...cookie, origin: baseUrl })).toBe('open');
  });
});
