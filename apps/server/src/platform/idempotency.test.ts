import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { takesIdempotencyKey } from '@manabiya/domain/endpoints/define-endpoint';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { teachers } from '../db/schema/teachers.ts';
import { loadEndpointDefinitions } from '../test/endpoint-definitions.ts';
import { createAdmin } from '../test/factories.ts';
import { multipartPayload, PNG_BYTES } from '../test/multipart.ts';
import { bearer, createTestApp, usesPostgres, type TestApp } from '../test/test-app.ts';

/** Idempotency-Key on creates (decision 029), through the teacher create (JSON) and the notice create (multipart). */
let t: TestApp;
let admin: string;
let adminId: number;
let otherAdmin: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-idempotency-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ token: admin, id: adminId } = await createAdmin(t));
  otherAdmin = (await createAdmin(t)).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let serial = 0;
const freshKey = () => `key-${process.pid}-${++serial}-${Date.now()}`;
const createTeacher = (token: string, body: object, key?: string) =>
  t.call('POST', '/api/admin/teacher', token, body, key === undefined ? {} : { 'idempotency-key': key });
const teachersNamed = async (name: string) => (await t.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.name, name))).length;

describe('Idempotency-Key on creates', () => {
  it('answers a repeat with the first result, marked as replayed, without creating again', async () => {
    const key = freshKey();
    const body = { name: '冪等 一郎', specialities: 'SQL' };
    const first = await createTeacher(admin, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // Keys in another order are the same body.
    const again = await createTeacher(admin, { specialities: 'SQL', name: '冪等 一郎' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await teachersNamed('冪等 一郎')).toBe(1);

    // Without a key every call creates.
    expect((await createTeacher(admin, { name: '冪等 二郎' })).statusCode).toBe(201);
    expect((await createTeacher(admin, { name: '冪等 二郎' })).statusCode).toBe(201);
    expect(await teachersNamed('冪等 二郎')).toBe(2);
  });

  it('answers 422 when the key comes again with another body or for another route, and 400 for a malformed key', async () => {
    const key = freshKey();
    expect((await createTeacher(admin, { name: '冪等 三郎' }, key)).statusCode).toBe(201);
    const changed = await createTeacher(admin, { name: '冪等 三郎（別人）' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'idempotency_key_reused', message: expect.stringContaining('別の内容') });
    const inEnglish = await t.call('POST', '/api/admin/teacher', admin, { name: '冪等 三郎（別人）' }, { 'idempotency-key': key, 'accept-language': 'en' });
    expect(inEnglish.json<{ message: string }>().message).toMatch(/different content/);
    const otherRoute = await t.call('POST', '/api/admin/company', admin, { name: `冪等商事 ${serial}` }, { 'idempotency-key': key });
    expect(otherRoute.statusCode).toBe(422);
    expect(await teachersNamed('冪等 三郎（別人）')).toBe(0);

    for (const bad of ['', 'a'.repeat(256), 'スペース 入り', 'tab\tkey']) {
      const refused = await createTeacher(admin, { name: '冪等 四郎' }, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain('Idempotency-Key');
    }
    expect(await teachersNamed('冪等 四郎')).toBe(0);
  });

  it('keeps each account’s keys apart', async () => {
    const key = freshKey();
    const mine = await createTeacher(admin, { name: '冪等 五郎' }, key);
    const theirs = await createTeacher(otherAdmin, { name: '冪等 五郎' }, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ id: number }>().id).not.toBe(mine.json<{ id: number }>().id);
    // Nor does another account's key with another body answer 422.
    expect((await createTeacher(otherAdmin, { name: '冪等 五郎' }, freshKey())).statusCode).toBe(201);
    expect(await teachersNamed('冪等 五郎')).toBe(3);
  });

  it('lets go of the key when the create fails, so the corrected retry runs', async () => {
    const key = freshKey();
    expect((await createTeacher(admin, { name: '冪等 六郎' })).statusCode).toBe(201);
    const staffless = await t.call('POST', '/api/admin/teacher', admin, { name: '冪等 六郎', staff_id: 999_999 }, { 'idempotency-key': key });
    expect(staffless.statusCode).toBe(400);
    const corrected = await createTeacher(admin, { name: '冪等 六郎' }, key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await teachersNamed('冪等 六郎')).toBe(2);
  });

  it('keeps the answer of a create whose client gave up, and gives it to the retry', async () => {
    const key = freshKey();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const body = JSON.stringify({ name: '冪等 九郎' });
    // The client writes the request and hangs up as soon as the server has taken it (the key is
    // claimed), without reading any answer. (Half-closing right after writing raced the server's
    // own reading of the request on PostgreSQL, so the request was sometimes never handled.)
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/admin/teacher HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin}\r\nIdempotency-Key: ${key}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const stored = async () => (await t.db.select({ status: idempotencyKeys.response_status }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
    await vi.waitFor(async () => expect(await stored()).toBeDefined(), { timeout: 15_000, interval: 5 });
    socket.destroy();
    await vi.waitFor(async () => expect((await stored())?.status).toBe(201), { timeout: 15_000, interval: 50 });
    const retry = await createTeacher(admin, { name: '冪等 九郎' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await teachersNamed('冪等 九郎')).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const key = freshKey();
    const first = await createTeacher(admin, { name: '冪等 七郎' }, key);
    const [row] = await t.db
      .select({ lifetime: sql<number>`extract(epoch from ${idempotencyKeys.expires_at} - ${idempotencyKeys.created_at})::int` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row?.lifetime).toBe(24 * 3600);
    expect((await createTeacher(admin, { name: '冪等 七郎' }, key)).headers['idempotent-replayed']).toBe('true');

    // A day later (moved back rather than waited for), the key starts over.
    await t.db.update(idempotencyKeys).set({ expires_at: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.key, key));
    const later = await createTeacher(admin, { name: '冪等 七郎' }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    expect(await teachersNamed('冪等 七郎')).toBe(2);
  });

  it('takes over a claim left unfinished (its process died) once it is stale', async () => {
    const key = freshKey();
    await t.db.insert(idempotencyKeys).values({
      account_type: ACCOUNT_TYPE.admin,
      account_id: adminId,
      key,
      claim: 'a process that died',
      claimed_until: sql`now() - interval '1 second'`,
      expires_at: sql`now() + interval '1 day'`,
    });
    const taken = await createTeacher(admin, { name: '冪等 八郎' }, key);
    expect(taken.statusCode).toBe(201);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    expect(await teachersNamed('冪等 八郎')).toBe(1);
  });

  it('replays a multipart create (another boundary, same parts) and refuses other image bytes with 422', async () => {
    const key = freshKey();
    const form = (boundary: string, bytes: Buffer) => {
      const { payload, headers } = multipartPayload([
        { name: 'data', value: JSON.stringify({ name: '冪等のお知らせ', content: '本文', priority: 0, notice_target: 2, information_files: [{ changed: 0, name: 'a.png' }] }) },
        { name: 'images', filename: 'a.png', contentType: 'image/png', bytes },
      ]);
      const original = headers['content-type']!.split('boundary=')[1]!;
      return {
        payload: Buffer.from(payload.toString('latin1').replaceAll(original, boundary), 'latin1'),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const send = (boundary: string, bytes: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/admin/information', headers: { ...bearer(admin), ...form(boundary, bytes).headers, 'idempotency-key': key }, payload: form(boundary, bytes).payload });

    const first = await send('----first-boundary-0001', PNG_BYTES);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('----second-boundary-002', PNG_BYTES);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const otherImage = await send('----third-boundary-0003', Buffer.concat([PNG_BYTES, Buffer.from('more')]));
    expect(otherImage.statusCode).toBe(422);
    const notices = await t.call('GET', '/api/admin/information?q=%E5%86%AA%E7%AD%89', admin);
    expect(notices.json<{ total: number }>().total).toBe(1);
  });

  it(`answers 100 simultaneous identical creates with one key with one row and 100 identical answers (${usesPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const key = freshKey();
    const responses = await Promise.all(Array.from({ length: 100 }, () => createTeacher(admin, { name: '冪等 同時' }, key)));
    expect(await teachersNamed('冪等 同時')).toBe(1);
    expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
    expect(responses[0]!.statusCode).toBe(201);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(99);
    const rows = await t.db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
  });

  it('documents the header on every create in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; responses: Record<string, unknown> }>>;
    }>();
    const operation = document.paths[teacherEndpoints.create.path]!.post!;
    expect(operation.parameters?.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name)).toContain('Idempotency-Key');
    expect(operation.responses['422']).toBeDefined();
    expect(takesIdempotencyKey(teacherEndpoints.create)).toBe(true);
    expect(takesIdempotencyKey(teacherEndpoints.update)).toBe(false);
    const withHeader = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => (op.parameters?.some((parameter) => parameter.name === 'Idempotency-Key') ? [`${method.toUpperCase()} ${url}`] : [])),
    );
    // Exactly the endpoints whose definition takes a key (every create unless it says otherwise), registered as defined.
    const creates = (await loadEndpointDefinitions())
      .filter((endpoint) => takesIdempotencyKey(endpoint))
      .map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(creates).toEqual(expect.arrayContaining(['POST /api/admin/teacher', 'POST /api/admin/information', 'POST /api/student/room/{id}/message']));
    expect(withHeader.sort()).toEqual(creates.sort());
  });
});
