import net from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InformationPushPayload } from '@manabiya/domain/contracts/informations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { webPushSubscriptions } from '../../db/schema/informations.ts';
import { createCompany, createStudent, createStudents } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadVapidKeys, vapidSubject } from './vapid-keys.ts';
import { createWebPushService, fitPayload, type WebPushService } from './webpush.service.ts';

/** What the local push service received. */
interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A local HTTP server in the role of the push service: answers each path with the status the test chose. */
async function startPushService(statusOf: (path: string, attempt: number) => number) {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      const attempt = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, attempt);
      received.push({ method: request.method ?? '', path: url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf(url, attempt)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The browser's side of a subscription: an ECDH P-256 key pair and the auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/**
 * What the browser does with a push message (RFC 8291 with RFC 8188 aes128gcm, one record):
 * salt(16) rs(4) idlen(1) keyid=server's ephemeral public key, then the ciphertext with its 16-byte tag.
 */
function decryptPush(body: Buffer, { ecdh, auth }: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID JWT (ES256) against the public key it comes with. */
function verifyVapid(authorization: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, token, key] = match!;
  expect(key).toBe(publicKey);
  const [header, claims, signature] = token!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-webpush-'));
let t: TestApp;
let service: WebPushService;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let companyId: number;
let studentId: number;
let student2Id: number;
let token: string;
let token2: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, MAIL_FROM: 'Manabiya <notices@school.example>', PUSH_ALLOW_LOCAL_TEST_PEER: 'true' });
  // The app's own service and this one read the same key file, so subscriptions made through the routes are ours too.
  service = await createWebPushService({ db: t.db, config: t.config, logger: t.app.log, retryDelaysMs: [10, 20] });
  pushService = await startPushService((url, attempt) => {
    if (url.startsWith('/gone')) return 410;
    if (url.startsWith('/missing')) return 404;
    if (url.startsWith('/flaky')) return attempt === 1 ? 503 : 201;
    if (url.startsWith('/broken')) return 500;
    if (url.startsWith('/refused')) return 400;
    return 201;
  });
  companyId = (await createCompany(t)).id;
  ({ id: studentId, token } = await createStudent(t, companyId));
  ({ id: student2Id, token: token2 } = await createStudent(t, companyId));
});
afterAll(async () => {
  await pushService.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PAYLOAD: InformationPushPayload = { type: 'information', id: 42, title: '【重要】休講のお知らせ', body: '明日の講義は休講です。', url: '/student/information?id=42' };

async function subscribe(endpoint: string, keys = browserKeys(), as = token) {
  const body = { endpoint, keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') } };
  const response = await t.app.inject({ method: 'POST', url: '/api/student/webpush/subscription', headers: bearer(as), payload: body });
  expect(response.statusCode).toBe(204);
  return keys;
}

const rowsFor = (endpoint: string) => t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));

describe('web push delivery', () => {
  it('sends an encrypted, VAPID-signed request the browser can decrypt', async () => {
    const endpoint = `${pushService.url}/ok/browser-a`;
    const keys = await subscribe(endpoint);
    const before = pushService.received.length;

    expect(await service.sendToStudents([studentId], PAYLOAD)).toEqual({ sent: 1, removed: 0, failed: 0 });

    const requests = pushService.received.slice(before);
    expect(requests).toHaveLength(1);
    const [request] = requests as [Received];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/ok/browser-a');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers.ttl).toBe(String(24 * 60 * 60));
    expect(request.headers.urgency).toBe('high');
    expect(request.headers.topic).toBe('information-42');
    expect(request.headers.authorization).toMatch(/^vapid t=/);
    expect(request.body.length).toBeGreaterThan(0);

    const claims = verifyVapid(request.headers.authorization!, service.publicKey());
    expect(claims).toMatchObject({ aud: pushService.url, sub: 'mailto:notices@school.example' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    expect(JSON.parse(decryptPush(request.body, keys))).toEqual(PAYLOAD);
  });

  it('reaches every browser of the chosen students and no one else', async () => {
    const mine = await subscribe(`${pushService.url}/ok/browser-b`);
    await subscribe(`${pushService.url}/ok/other-student`, browserKeys(), token2);
    const before = pushService.received.length;

    const counts = await service.sendToStudents([studentId, studentId], PAYLOAD);
    expect(counts).toEqual({ sent: 2, removed: 0, failed: 0 });
    const paths = pushService.received.slice(before).map((request) => request.path);
    expect(paths.sort()).toEqual(['/ok/browser-a', '/ok/browser-b']);
    const forB = pushService.received.slice(before).find((request) => request.path === '/ok/browser-b')!;
    expect(JSON.parse(decryptPush(forB.body, mine))).toMatchObject({ id: 42 });

    expect(await service.sendToStudents([student2Id], PAYLOAD)).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(await service.sendToStudents([], PAYLOAD)).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it('removes subscriptions the push service calls gone (410, 404)', async () => {
    const { id: studentId3, token: token3 } = await createStudent(t, companyId);
    await subscribe(`${pushService.url}/gone/expired`, browserKeys(), token3);
    await subscribe(`${pushService.url}/missing/unknown`, browserKeys(), token3);
    await subscribe(`${pushService.url}/ok/still-here`, browserKeys(), token3);

    expect(await service.sendToStudents([studentId3], PAYLOAD)).toEqual({ sent: 1, removed: 2, failed: 0 });
    expect(await rowsFor(`${pushService.url}/gone/expired`)).toEqual([]);
    expect(await rowsFor(`${pushService.url}/missing/unknown`)).toEqual([]);
    expect(await rowsFor(`${pushService.url}/ok/still-here`)).toHaveLength(1);
  });

  it('retries the push service’s own trouble, gives up quietly, and keeps the subscription', async () => {
    const { id: studentId4, token: token4 } = await createStudent(t, companyId);
    await subscribe(`${pushService.url}/flaky/once`, browserKeys(), token4);
    await subscribe(`${pushService.url}/broken/always`, browserKeys(), token4);
    await subscribe(`${pushService.url}/refused/bad-request`, browserKeys(), token4);
    const before = pushService.received.length;

    expect(await service.sendToStudents([studentId4], PAYLOAD)).toEqual({ sent: 1, removed: 0, failed: 2 });
    const count = (prefix: string) => pushService.received.slice(before).filter((request) => request.path.startsWith(prefix)).length;
    expect(count('/flaky')).toBe(2);
    expect(count('/broken')).toBe(3);
    expect(count('/refused')).toBe(1);
    expect(await rowsFor(`${pushService.url}/broken/always`)).toHaveLength(1);
  });

  it('does not throw when the push service cannot be reached', async () => {
    const { id: studentId5, token: token5 } = await createStudent(t, companyId);
    const closed = await startPushService(() => 201);
    await closed.close();
    await subscribe(`${closed.url}/nobody-listens`, browserKeys(), token5);
    expect(await service.sendToStudents([studentId5], PAYLOAD)).toEqual({ sent: 0, removed: 0, failed: 1 });
  });
});

describe('web push at send time (issue 8)', () => {
  it('refuses an allowed name that resolves to an internal address, connects nowhere and drops the subscription', async () => {
    let connections = 0;
    const listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as net.AddressInfo;
    // `localhost` is on this app's allow-list and is https, so the subscription is taken; DNS then says 127.0.0.1.
    const strict = await createTestApp({ DATA_DIR: dataDir, PUSH_ALLOWED_HOSTS: 'localhost' }, { sharing: t });
    try {
      const strictService = await createWebPushService({ db: strict.db, config: strict.config, logger: strict.app.log, retryDelaysMs: [10] });
      const endpoint = `https://localhost:${port}/send/rebound`;
      const [row] = await createStudents(t, companyId, 1);
      const keys = browserKeys();
      // Stored directly: the API refuses this endpoint now, as a subscription kept from before a stricter allow-list would be.
      await t.db.insert(webPushSubscriptions).values({ student_id: row!.id, endpoint, p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') });
      expect(await strictService.sendToStudents([row!.id], PAYLOAD)).toEqual({ sent: 0, removed: 1, failed: 0 });
      expect(connections).toBe(0);
      expect(await rowsFor(endpoint)).toEqual([]);
    } finally {
      await strict.close();
      listener.close();
    }
  });

  it('refuses to start with the local test peer allowed outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_LOCAL_TEST_PEER: 'true' })).toThrow('PUSH_ALLOW_LOCAL_TEST_PEER');
  });
});

describe('VAPID keys', () => {
  it('are generated once and reused by the next start on the same data dir', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-vapid-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
      const first = await createWebPushService({ db: t.db, config, logger: t.app.log });
      const second = await createWebPushService({ db: t.db, config, logger: t.app.log });
      expect(second.publicKey()).toBe(first.publicKey());
      expect(fs.statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(dir)).toEqual(['vapid.json']);

      // Instances starting together agree on one pair.
      const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-vapid-race-'));
      const racing = await Promise.all(Array.from({ length: 5 }, () => loadVapidKeys({ ...config, dataDir: fresh })));
      expect(new Set(racing.map((keys) => keys.publicKey)).size).toBe(1);
      fs.rmSync(fresh, { recursive: true, force: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('come from the environment when both are set, and a broken key file stops the start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-vapid-env-'));
    try {
      const keys = await loadVapidKeys({ dataDir: path.join(dir, 'generated'), VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
      expect((await createWebPushService({ db: t.db, config, logger: t.app.log })).publicKey()).toBe(keys.publicKey);
      expect(fs.existsSync(path.join(dir, 'vapid.json'))).toBe(false);
      await expect(loadVapidKeys({ ...config, VAPID_PRIVATE_KEY: undefined })).rejects.toThrow(/both/);
      await expect(loadVapidKeys({ ...config, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' })).rejects.toThrow(/P-256/);

      fs.writeFileSync(path.join(dir, 'vapid.json'), '{ half', { mode: 0o600 });
      await expect(loadVapidKeys({ dataDir: dir, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined })).rejects.toThrow(/not valid JSON/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('name a contact: VAPID_SUBJECT, else the address of MAIL_FROM, else an https PUBLIC_URL', () => {
    expect(vapidSubject({ VAPID_SUBJECT: 'https://school.example/contact', MAIL_FROM: 'a@b.example', PUBLIC_URL: undefined })).toBe('https://school.example/contact');
    expect(vapidSubject({ VAPID_SUBJECT: undefined, MAIL_FROM: 'Manabiya <no-reply@school.example>', PUBLIC_URL: undefined })).toBe('mailto:no-reply@school.example');
    expect(vapidSubject({ VAPID_SUBJECT: undefined, MAIL_FROM: 'plain@school.example', PUBLIC_URL: undefined })).toBe('mailto:plain@school.example');
    expect(vapidSubject({ VAPID_SUBJECT: undefined, MAIL_FROM: 'Manabiya', PUBLIC_URL: 'https://school.example/app' })).toBe('https://school.example');
  });
});

describe('push payload', () => {
  it('shortens a long body to fit a push message, keeping title, id and url', () => {
    const long = { ...PAYLOAD, body: 'お知らせ本文。'.repeat(2_000) };
    const fitted = JSON.parse(fitPayload(long)) as InformationPushPayload;
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(3_000);
    expect(fitted).toMatchObject({ id: 42, title: PAYLOAD.title, url: PAYLOAD.url });
    expect(fitted.body.endsWith('…')).toBe(true);
    expect(fitPayload(PAYLOAD)).toBe(JSON.stringify(PAYLOAD));
  });
});
