import { ACCESS_TOKEN_COOKIE } from '@manabiya/domain/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import WebSocket from 'ws';
import { createInProcessRealtime } from '../../platform/realtime.ts';
import { oddSpellings, rawRequest } from '../../test/path-spellings.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
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

  it('opens the staff socket only to staff who can read rooms, from our own Origin', async () => {
    const admin = (await createAdmin(t)).token;
    const reader = (await staffWith(t, { room: ACCESS_LEVEL.read })).token;
    const noRooms = (await staffWith(t, { student: ACCESS_LEVEL.all })).token;
    const cookie = (token: string) => ({ cookie: `${ACCESS_TOKEN_COOKIE}=${token}`, origin: baseUrl });
    expect(await upgrade('/api/admin/ws', cookie(admin))).toBe('open');
    expect(await upgrade('/api/admin/ws', cookie(reader))).toBe('open');
    expect(await upgrade('/api/admin/ws', cookie(noRooms))).toBe(403);
    expect(await upgrade('/api/admin/ws', cookie(student))).toBe(403);
    expect(await upgrade('/api/admin/ws', { origin: baseUrl })).toBe(401);
    expect(await upgrade('/api/admin/ws', { cookie: `${ACCESS_TOKEN_COOKIE}=${admin}`, origin: 'http://evil.example' })).toBe(403);
  });
});

describe('staff delivery by section', () => {
  it('reaches the staff sockets allowed to read the section and no one else', () => {
    const realtime = createInProcessRealtime();
    const received: string[] = [];
    const stops = [
      realtime.listen({ accountType: ACCOUNT_TYPE.admin, accountId: 1, permissions: null }, () => received.push('no permissions')),
      realtime.listen({ accountType: ACCOUNT_TYPE.admin, accountId: 2, permissions: { room_permission: ACCESS_LEVEL.read } }, () => received.push('room reader')),
      realtime.listen({ accountType: ACCOUNT_TYPE.admin, accountId: 3, permissions: { student_permission: ACCESS_LEVEL.all, room_permission: ACCESS_LEVEL.none } }, () =>
        received.push('students only'),
      ),
      realtime.listen({ accountType: ACCOUNT_TYPE.student, accountId: 2 }, () => received.push('student 2')),
    ];
    void realtime.publish({ staffSection: 'room' }, { type: 'room.changed', id: 7 });
    void realtime.publish({ studentIds: [2] }, { type: 'room.changed', id: 7 });
    for (const stop of stops) stop();
    void realtime.publish({ staffSection: 'room' }, { type: 'room.changed', id: 8 });
    expect(received.sort()).toEqual(['room reader', 'student 2']);
  });
});

describe('sessions ended, in process', () => {
  it('ends a watched session once whether named by id or by account, and only the sessions named', async () => {
    const realtime = createInProcessRealtime();
    const ended: string[] = [];
    const watch = (name: string, sessionId: number, accountId: number) =>
      realtime.watchSession({ sessionId, accountType: ACCOUNT_TYPE.student, accountId }, { ended: () => ended.push(name) });
    const stops = [watch('a1', 1, 10), watch('a2', 2, 10), watch('b', 3, 11), watch('a3', 4, 10)];
    await realtime.endSessions({ sessionIds: [1] });
    expect(ended).toEqual(['a1']);
    await realtime.endSessions({ sessionIds: [1, 2], accounts: [{ accountType: ACCOUNT_TYPE.student, accountId: 10 }] });
    expect(ended.sort()).toEqual(['a1', 'a2', 'a3']);
    // The same id in another portal is another account.
    await realtime.endSessions({ accounts: [{ accountType: ACCOUNT_TYPE.admin, accountId: 11 }] });
    expect(ended).toHaveLength(3);
    for (const stop of stops) stop();
    await realtime.endSessions({ sessionIds: [3] });
    expect(ended).toHaveLength(3);
  });

  it('asks every watching staff socket to read its permissions again when a role changes', async () => {
    const realtime = createInProcessRealtime();
    let asked = 0;
    const stop = realtime.watchSession({ sessionId: 1, accountType: ACCOUNT_TYPE.admin, accountId: 1 }, { ended: () => undefined, permissionsChanged: () => (asked += 1) });
    await realtime.staffPermissionsChanged();
    stop();
    await realtime.staffPermissionsChanged();
    expect(asked).toBe(1);
  });
});
