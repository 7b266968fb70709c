import { describe, expect, it } from 'vitest';
import { oddSpellings, rawRequest } from '../../apps/server/src/test/path-spellings.ts';
import { baseURL } from '../fixtures.ts';

// The production server (built web app, real HTTP parsing, no inject): the request an attacker sends.
const server = baseURL.replace('localhost', '127.0.0.1');

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

async function documentedRoutes(): Promise<Array<{ method: string; url: string }>> {
  const response = await fetch(`${server}/api/docs/json`);
  const document = (await response.json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{\w+\}/g, '987654') })),
  );
}

describe('odd spellings of API paths against the production build', () => {
  it('answers every odd spelling of every documented route as its plain path, and never 2xx without a token', async () => {
    const routes = (await documentedRoutes()).filter((route) => /^\/api\/(admin|company|student)\//.test(route.url));
    expect(routes.length).toBeGreaterThan(50);
    const outcomes: string[] = [];
    const expected: string[] = [];
    let protectedRoutes = 0;
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      const plain = await rawRequest(server, { method: route.method, path: route.url, body });
      if (plain.status === 401) protectedRoutes += 1;
      for (const spelling of oddSpellings(route.url)) {
        const response = await rawRequest(server, { method: route.method, path: spelling.url, body });
        outcomes.push(`${route.method} ${spelling.url} (${spelling.name}): ${response.status}`);
        expected.push(`${route.method} ${spelling.url} (${spelling.name}): ${spelling.expect === 'same' ? plain.status : 404}`);
      }
    }
    expect(outcomes).toEqual(expected);
    expect(protectedRoutes).toBeGreaterThan(50);
  });

  it('gives a double-encoded API path the JSON 404, not the web app page', async () => {
    for (const path of ['/%2561pi/admin/student/csv', '/api/%2561dmin/student/csv', '/%252561pi/admin/student']) {
      const response = await rawRequest(server, { method: 'GET', path });
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuses a WebSocket upgrade on an encoded portal path without a session', async () => {
    const upgrade = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', origin: server };
    for (const path of ['/api/%73tudent/ws', '/%61pi/company/ws', '/api/admin/../student/ws']) {
      const response = await rawRequest(server, { method: 'GET', path, headers: upgrade, newConnection: true });
      expect(response.status, path).toBe(401);
    }
  });
});
