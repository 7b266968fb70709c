import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { RoomDetail, RoomListItem } from '@manabiya/domain/contracts/rooms';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS } from '@manabiya/domain/enums/rooms';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { loadDemoData } from '../demo/demo-data.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * Issue 21: a GET never changes state. A Markdown image in a student's message made the staff's
 * browser GET another room, and that GET marked the room read. This walks every registered GET
 * route over the demo world, with a session of its portal (the demo administrator holds every
 * section), and checks after each route that no table changed: its row count and a checksum of
 * every row.
 */

/**
 * What a read may write, by table, and why; nothing else is left out of the checksum.
 * - sessions.last_seen_at: the session check counts a request as activity for the idle timeout,
 *   written at most once a minute per session (features/auth/auth.service.ts, TOUCH_INTERVAL_MS).
 */
const WRITTEN_BY_READS: Record<string, readonly string[]> = { sessions: ['last_seen_at'] };

let t: TestApp;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reads-change-nothing-'));
const tokens: Record<'admin' | 'company' | 'student', string> = { admin: '', company: '', student: '' };
/** Ids the walk fills into every `:id`-like parameter: the first rows of each table, and the rooms made unread below. */
const ids = new Set<number>(Array.from({ length: 12 }, (_, i) => i + 1));
let unreadRoomId = 0;

async function signIn(area: keyof typeof tokens, email: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: pathOf(authEndpoints[area].login), payload: { email, password: DEMO_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: filesDir });
  await loadDemoData(t.db, { filesDir, timeZone: t.config.DISPLAY_TIME_ZONE });
  t.app.writeClock.advance();
  tokens.admin = await signIn('admin', 'admin@example.com');
  tokens.company = await signIn('company', 'company@example.com');
  tokens.student = await signIn('student', 'student@example.com');
  // A room unread on both sides: a teacher's answer the student has not read, then a question no teacher has seen.
  const own = await t.app.inject({ method: 'GET', url: pathOf(roomEndpoints.studentList), headers: bearer(tokens.student) });
  const rooms = own.json<ListResponse<RoomListItem>>().items;
  expect(rooms.length).toBeGreaterThan(0);
  for (const room of rooms) ids.add(room.id);
  unreadRoomId = rooms[0]!.id;
  const reply = await t.app.inject({
    method: 'POST',
    url: pathOf(roomEndpoints.adminReply),
    headers: bearer(tokens.admin),
    payload: { room_id: unreadRoomId, message_type: MESSAGE_TYPE.question_response, body: '補足です。' },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const question = await t.app.inject({
    method: 'POST',
    url: pathOf(roomEndpoints.studentMessage, { id: unreadRoomId }),
    headers: bearer(tokens.student),
    payload: { message_type: MESSAGE_TYPE.question, body: '![x](/api/admin/room/1) 質問です。' },
  });
  expect(question.statusCode, question.body).toBe(201);
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Written by the job runner's periodic claims and records whatever the requests do (platform/jobs.ts): not walked. */
const WRITTEN_IN_THE_BACKGROUND = new Set(['platform_jobs']);

/** Every table of the application's schema. */
async function tableNames(): Promise<string[]> {
  const result: unknown = await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rowsOf<{ tablename: string }>(result)
    .map((row) => row.tablename)
    .filter((table) => !WRITTEN_IN_THE_BACKGROUND.has(table));
}

/** Per table: its row count and the md5 of all its rows as JSON (less the columns a read may write), in one query. */
async function snapshot(tables: readonly string[]): Promise<Map<string, string>> {
  const parts = tables.map((table) => {
    const dropped = (WRITTEN_BY_READS[table] ?? []).map((column) => ` - '${column}'`).join('');
    const row = `(to_jsonb(t)${dropped})::text`;
    return `select '${table}' as name, count(*)::text || ':' || md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as sum from "${table}" t`;
  });
  const result: unknown = await t.db.execute(sql.raw(parts.join(' union all ')));
  return new Map(rowsOf<{ name: string; sum: string }>(result).map((row) => [row.name, row.sum]));
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...before.keys()].filter((table) => before.get(table) !== after.get(table));

type Caller = keyof typeof tokens | 'public';

/** Every registered GET route under /api/ with whose session it is called: its portal's, or none for the public ones. */
function getRoutes(): Array<{ url: string; caller: Caller }> {
  const routes = new Map<string, Caller>();
  for (const route of t.app.adminRoutes) if (route.method === 'GET') routes.set(route.url, 'admin');
  for (const route of t.app.portalRoutes) if (route.method === 'GET') routes.set(route.url, route.area);
  // The public ones (health, uploads by name) are in the OpenAPI document with the others.
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [openApiPath, methods] of Object.entries(document.paths)) {
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    if ('get' in methods && url.startsWith('/api/') && !routes.has(url)) routes.set(url, 'public');
  }
  return [...routes].map(([url, caller]) => ({ url, caller }));
}

/** The URLs a route is walked with: each id of the world in each `:…id` parameter; the other parameters a plausible value. */
function urlsOf(url: string): string[] {
  let urls = [url];
  for (const [, name] of url.matchAll(/:(\w+)/g)) {
    const values = /(^|_)id$/.test(name!) ? [...ids].map(String) : name === 'kind' ? ['step', 'icon'] : ['missing.png'];
    urls = urls.flatMap((partial) => values.map((value) => partial.replace(`:${name}`, value)));
  }
  return urls;
}

describe('reads (issue 21)', () => {
  it('change no table on any GET route, over the demo world, with a session of its portal', { timeout: 300_000 }, async () => {
    const tables = await tableNames();
    expect(tables).toEqual(expect.arrayContaining(['rooms', 'room_messages', 'sessions', 'information_reads', 'audit_logs']));
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const changes: string[] = [];
    const answered = new Map<string, number>();
    for (const { url, caller } of routes) {
      const before = await snapshot(tables);
      for (const concrete of urlsOf(url)) {
        const response = await t.app.inject({ method: 'GET', url: concrete, headers: caller === 'public' ? {} : bearer(tokens[caller]) });
        answered.set(concrete, response.statusCode);
      }
      const changed = changedTables(before, await snapshot(tables));
      if (changed.length > 0) changes.push(`GET ${url} changed ${changed.join(', ')}`);
    }
    expect(changes).toEqual([]);
    // The walk reached the room the image pointed at, on each side, while it was unread.
    expect(answered.get(pathOf(roomEndpoints.adminGet, { id: unreadRoomId }))).toBe(200);
    expect(answered.get(pathOf(roomEndpoints.studentGet, { id: unreadRoomId }))).toBe(200);
    const staffView = await t.app.inject({ method: 'GET', url: pathOf(roomEndpoints.adminGet, { id: unreadRoomId }), headers: bearer(tokens.admin) });
    expect(staffView.json<RoomDetail>().check_status).toBe(ROOM_CHECK_STATUS.unchecked);
    const studentView = await t.app.inject({ method: 'GET', url: pathOf(roomEndpoints.studentGet, { id: unreadRoomId }), headers: bearer(tokens.student) });
    expect(studentView.json<RoomDetail>().unread_count).toBeGreaterThan(0);

    // The checksum sees a write: the explicit read marks change the rooms table.
    const before = await snapshot(tables);
    expect((await t.app.inject({ method: 'POST', url: pathOf(roomEndpoints.adminRead, { id: unreadRoomId }), headers: bearer(tokens.admin) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: pathOf(roomEndpoints.studentRead, { id: unreadRoomId }), headers: bearer(tokens.student) })).statusCode).toBe(204);
    expect(changedTables(before, await snapshot(tables))).toEqual(['rooms']);
  });
});
