import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { eq } from 'drizzle-orm';
import { staff } from '../db/schema/staff.ts';
import { createAdmin, createRole, staffWith } from '../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { MAX_KEPT_ANSWER_BYTES, ShortLivedCache, acceptsGzip, createWriteClock, registerReadCache } from './read-cache.ts';

describe('ShortLivedCache', () => {
  it('keeps a value for its lifetime, and not a moment longer', () => {
    const clock = createWriteClock();
    const cache = new ShortLivedCache<string>(clock, 1000);
    const start = Date.now();
    cache.set('a', 'first', clock.tick);
    expect(cache.get('a')).toBe('first');
    expect(cache.get('a', start + 900)).toBe('first');
    expect(cache.get('a', start + 1100)).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops everything at a write, and refuses a value read before that write', () => {
    const clock = createWriteClock();
    const cache = new ShortLivedCache<string>(clock, 60_000);
    const readSince = clock.tick;
    cache.set('a', 'before', readSince);
    clock.advance();
    expect(cache.get('a')).toBeUndefined();
    // A read that began before the write and ends after it may have seen the old rows.
    cache.set('b', 'read across a write', readSince);
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 'read after', clock.tick);
    expect(cache.get('b')).toBe('read after');
  });

  it('never keeps past the given end (a session ending sooner than the lifetime) and keeps nothing with a lifetime of 0', () => {
    const clock = createWriteClock();
    const cache = new ShortLivedCache<string>(clock, 60_000);
    cache.set('a', 'ends soon', clock.tick, Date.now() + 10);
    expect(cache.get('a', Date.now() + 20)).toBeUndefined();
    const off = new ShortLivedCache<string>(clock, 0);
    off.set('a', 'x', clock.tick);
    expect(off.get('a')).toBeUndefined();
  });

  it('holds at most its weight in all, dropping the oldest, and never a value heavier than the whole budget', () => {
    const clock = createWriteClock();
    const cache = new ShortLivedCache<string>(clock, 60_000, 100, { weigh: (value) => value.length, maxWeight: 10 });
    expect(cache.set('a', 'xxxx', clock.tick)).toBe(true);
    expect(cache.set('b', 'xxxx', clock.tick)).toBe(true);
    expect(cache.set('c', 'xxxx', clock.tick)).toBe(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalWeight).toBe(8);
    expect(cache.set('huge', 'x'.repeat(11), clock.tick)).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    clock.advance();
    expect(cache.totalWeight).toBe(0);
  });

  it('holds at most its number of entries, dropping the oldest', () => {
    const clock = createWriteClock();
    const cache = new ShortLivedCache<number>(clock, 60_000, 3);
    for (const n of [1, 2, 3, 4]) cache.set(`k${n}`, n, clock.tick);
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k4')).toBe(4);
  });
});

describe('acceptsGzip', () => {
  it('takes gzip named or by *, with a quality above 0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, identity')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('registerReadCache', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWithKeptRoute(signalWrite = vi.fn(() => Promise.resolve())) {
    const clock = createWriteClock();
    let reads = 0;
    let status = 200;
    app = Fastify();
    app.decorateRequest('auth', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const accountId = Number(request.headers['x-account'] ?? 1);
      request.auth = { sessionId: 1, tokenHash: 'h', accountType: ACCOUNT_TYPE.admin, user: { id: accountId } } as NonNullable<typeof request.auth>;
      done();
    });
    registerReadCache(app, { clock, lifetimeMs: 60_000, signalWrite });
    app.get('/kept', { config: { keptRead: true } }, (_request, reply) => {
      reads += 1;
      return reply.status(status).send({ reads });
    });
    app.get('/plain', () => ({ reads: ++reads }));
    app.get('/big', { config: { keptRead: true } }, () => ({ reads: ++reads, text: 'レビュー待ち'.repeat(200) }));
    app.post('/write', () => ({ ok: true }));
    app.post('/checked', { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } } }, () => ({ ok: true }));
    app.get('/huge', { config: { keptRead: true } }, () => ({ reads: ++reads, text: 'あ'.repeat(MAX_KEPT_ANSWER_BYTES) }));
    app.get('/query', { config: { keptRead: true }, schema: { querystring: { type: 'object', properties: { page: { type: 'number' } }, additionalProperties: false } } }, () => ({
      reads: ++reads,
    }));
    await app.ready();
    const get = async (url: string, account = 1) => {
      const response = await app!.inject({ method: 'GET', url, headers: { 'x-account': String(account) } });
      return { status: response.statusCode, body: response.json<{ reads: number }>(), type: response.headers['content-type'] };
    };
    return { get, clock, signalWrite, reads: () => reads, failNext: (code: number) => (status = code) };
  }

  it('answers a repeated GET of a kept route from memory, with the same body and type, per account', async () => {
    const { get, reads } = await appWithKeptRoute();
    const first = await get('/kept');
    const second = await get('/kept');
    expect(second).toEqual(first);
    expect(first.type).toMatch(/application\/json/);
    expect(reads()).toBe(1);
    await get('/kept', 2);
    expect(reads()).toBe(2);
    await get('/kept?page=2');
    expect(reads()).toBe(3);
  });

  it('sends a kept answer gzipped to a client that accepts it, the same bytes once unzipped, read once', async () => {
    const { reads, clock } = await appWithKeptRoute();
    const plain = await app!.inject({ method: 'GET', url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const zipped = await app!.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    expect(reads()).toBe(1);
    // Read again after a write: the answer that is kept is also the one sent gzipped.
    clock.advance();
    const fresh = await app!.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(fresh.rawPayload).toString())).toMatchObject({ reads: 2 });
    // gzip refused by its quality: sent as it is.
    expect((await app!.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip;q=0, identity' } })).headers['content-encoding']).toBeUndefined();
    // A small answer is not worth compressing.
    expect((await app!.inject({ method: 'GET', url: '/kept', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
  });

  it('reads again after any write, and tells the other instances of the write', async () => {
    const { get, reads, signalWrite } = await appWithKeptRoute();
    await get('/kept');
    await app!.inject({ method: 'POST', url: '/write' });
    expect(signalWrite).toHaveBeenCalledTimes(1);
    await get('/kept');
    expect(reads()).toBe(2);
  });

  it('moves nothing for a write that never reached its handler: unknown route, invalid body', async () => {
    const { get, reads, clock, signalWrite } = await appWithKeptRoute();
    await get('/kept');
    const tick = clock.tick;
    expect((await app!.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(404);
    expect((await app!.inject({ method: 'POST', url: '/checked', payload: { n: 'not a number' } })).statusCode).toBe(400);
    expect(clock.tick).toBe(tick);
    expect(signalWrite).not.toHaveBeenCalled();
    await get('/kept');
    expect(reads()).toBe(1);
    expect((await app!.inject({ method: 'POST', url: '/checked', payload: { n: 1 } })).statusCode).toBe(200);
    expect(clock.tick).toBe(tick + 1);
  });

  it('keys on the validated query, so unknown query keys do not multiply what is kept', async () => {
    const { reads } = await appWithKeptRoute();
    for (const url of ['/query?page=2', '/query?page=2&x=1', '/query?x=2&page=2']) await app!.inject({ method: 'GET', url });
    expect(reads()).toBe(1);
  });

  it('neither keeps nor compresses an answer above the size a kept answer may have', async () => {
    const { reads } = await appWithKeptRoute();
    for (let i = 0; i < 2; i++) {
      const answer = await app!.inject({ method: 'GET', url: '/huge', headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
    expect(reads()).toBe(2);
  });

  it('reads again after a write heard from another instance (the clock moved on)', async () => {
    const { get, reads, clock } = await appWithKeptRoute();
    await get('/kept');
    clock.advance();
    await get('/kept');
    expect(reads()).toBe(2);
  });

  it('keeps no refusal and nothing of a route that does not ask for it', async () => {
    const { get, reads, failNext } = await appWithKeptRoute();
    failNext(409);
    await get('/kept');
    failNext(200);
    await get('/kept');
    expect(reads()).toBe(2);
    await get('/plain');
    await get('/plain');
    expect(reads()).toBe(4);
  });
});

describe('kept sessions', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const check = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/admin/check_access_token', headers: bearer(token) })).statusCode;

  it('a sign-out ends a session kept a moment ago at once', async () => {
    t = await createTestApp({ SESSION_CACHE_MS: '60000' });
    const { token } = await createAdmin(t);
    expect(await check(token)).toBe(200);
    expect((await t.call('POST', '/api/admin/logout', token)).statusCode).toBe(204);
    expect(await check(token)).toBe(401);
  });

  it('signing a staff member out everywhere, or a role losing a section, applies to their very next call', async () => {
    t = await createTestApp({ SESSION_CACHE_MS: '60000' });
    const { token: boss } = await createAdmin(t);
    const member = await staffWith(t, { room: ACCESS_LEVEL.read });
    const role = await createRole(t, { room: ACCESS_LEVEL.read });
    await t.db.update(staff).set({ permission_role_id: role.id }).where(eq(staff.id, member.id));
    t.app.writeClock.advance();
    expect((await t.call('GET', '/api/admin/room', member.token)).statusCode).toBe(200);
    const none = Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none]));
    expect((await t.call('PUT', `/api/admin/role/${role.id}`, boss, { name: role.name, levels: none })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/admin/room', member.token)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/admin/administrator/${member.id}/end_sessions`, boss)).statusCode).toBe(200);
    expect(await check(member.token)).toBe(401);
  });
});
