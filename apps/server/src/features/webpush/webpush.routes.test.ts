import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSubscriptions } from '../../db/schema/informations.ts';
import { students } from '../../db/schema/students.ts';
import { createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-webpush-routes-'));
let t: TestApp;
let companyId: number;
let student: string;
let studentEmail: string;
let student2: string;
let student2Email: string;
let company: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUSH_ALLOWED_HOSTS: 'push.example.test,*.push.services.mozilla.com' });
  companyId = (await createCompany(t)).id;
  ({ token: student, email: studentEmail } = await createStudent(t, companyId));
  ({ token: student2, email: student2Email } = await createStudent(t, companyId));
  company = (await createCompanyUser(t, companyId)).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});


/** What a browser's PushSubscription.toJSON() gives: a P-256 public key and a 16-byte auth secret. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

async function studentIdOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: students.id }).from(students).where(eq(students.email, email));
  return row!.id;
}

const rowsFor = (endpoint: string) => t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));

describe('web push subscription (student)', () => {
  it('gives the VAPID public key, kept in the data dir', async () => {
    const response = await t.call('GET', '/api/student/webpush/public_key', student);
    expect(response.statusCode).toBe(200);
    const { public_key } = response.json<{ public_key: string }>();
    expect(Buffer.from(public_key, 'base64url')).toHaveLength(65);
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'vapid.json'), 'utf8')) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(public_key);
    expect(fs.statSync(path.join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect((await t.app.inject({ method: 'GET', url: '/api/student/webpush/public_key' })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/student/webpush/public_key', company)).statusCode).toBe(403);
  });

  it('subscribes, replaces the row when the browser subscribes again, and unsubscribes', async () => {
    const endpoint = 'https://push.example.test/send/one';
    const first = browserSubscription(endpoint);
    expect((await t.call('POST', '/api/student/webpush/subscription', student, first)).statusCode).toBe(204);
    const studentId = await studentIdOf(studentEmail);
    expect(await rowsFor(endpoint)).toMatchObject([{ student_id: studentId, p256dh: first.keys.p256dh, auth: first.keys.auth }]);

    const again = browserSubscription(endpoint);
    expect((await t.call('POST', '/api/student/webpush/subscription', student, again)).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toMatchObject([{ student_id: studentId, p256dh: again.keys.p256dh }]);

    expect((await t.call('DELETE', '/api/student/webpush/subscription', student, { endpoint })).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toEqual([]);
    // Already gone: still 204, so a browser can always clean up.
    expect((await t.call('DELETE', '/api/student/webpush/subscription', student, { endpoint })).statusCode).toBe(204);
  });

  it('moves an endpoint to the student who subscribed with it last', async () => {
    const endpoint = 'https://push.example.test/send/shared-browser';
    await t.call('POST', '/api/student/webpush/subscription', student, browserSubscription(endpoint));
    await t.call('POST', '/api/student/webpush/subscription', student2, browserSubscription(endpoint));
    expect(await rowsFor(endpoint)).toMatchObject([{ student_id: await studentIdOf(student2Email) }]);
  });

  it('never deletes another student’s subscription', async () => {
    const endpoint = 'https://push.example.test/send/mine';
    await t.call('POST', '/api/student/webpush/subscription', student, browserSubscription(endpoint));
    expect((await t.call('DELETE', '/api/student/webpush/subscription', student2, { endpoint })).statusCode).toBe(204);
    expect(await rowsFor(endpoint)).toHaveLength(1);
    expect((await t.call('DELETE', '/api/student/webpush/subscription', company, { endpoint })).statusCode).toBe(403);
    expect(await rowsFor(endpoint)).toHaveLength(1);
  });

  it('refuses malformed subscriptions with a message', async () => {
    const valid = browserSubscription('https://push.example.test/send/valid');
    const cases: Array<[object, string]> = [
      [{ ...valid, endpoint: 'not a url' }, 'endpoint'],
      [{ ...valid, endpoint: 'ftp://push.example.test/x' }, 'endpoint'],
      [{ endpoint: valid.endpoint }, 'keys'],
      [{ ...valid, keys: { ...valid.keys, p256dh: '' } }, 'keys.p256dh'],
      // Well-formed strings that are no P-256 point or no 16-byte secret: every push to them would fail.
      [{ ...valid, keys: { ...valid.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
      [{ ...valid, keys: { ...valid.keys, auth: randomBytes(8).toString('base64url') } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const response = await t.call('POST', '/api/student/webpush/subscription', student, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<{ message: string; details: Record<string, string> }>();
      expect(error.message).toEqual(expect.any(String));
      expect(error.message.length).toBeGreaterThan(0);
      expect(Object.keys(error.details)).toContain(field);
    }
    expect((await t.call('DELETE', '/api/student/webpush/subscription', student, {})).statusCode).toBe(400);
    expect(await rowsFor(valid.endpoint)).toEqual([]);
  });

  it('keeps at most ten browsers per student, dropping the oldest', async () => {
    const { email, token } = await createStudent(t, companyId);
    const studentId = await studentIdOf(email);
    for (let i = 0; i < 12; i++) {
      expect((await t.call('POST', '/api/student/webpush/subscription', token, browserSubscription(`https://push.example.test/send/many-${i}`))).statusCode).toBe(204);
    }
    const rows = await t.db.select({ endpoint: webPushSubscriptions.endpoint }).from(webPushSubscriptions).where(eq(webPushSubscriptions.student_id, studentId));
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.endpoint)).not.toContain('https://push.example.test/send/many-0');
    expect(rows.map((row) => row.endpoint)).toContain('https://push.example.test/send/many-11');
  });
});

describe('web push endpoints reach only push services (issue 8)', () => {
  it.each([
    'http://push.example.test/send/x',
    'https://127.0.0.1:4443/send/x',
    'https://[::1]/send/x',
    'https://[::ffff:127.0.0.1]/send/x',
    'https://2130706433/send/x',
    'https://10.0.0.8/send/x',
    'https://192.168.1.20/send/x',
    'https://169.254.169.254/latest/meta-data',
    'https://internal.example.test/send/x',
  ])('refuses %s with a message', async (endpoint) => {
    const response = await t.call('POST', '/api/student/webpush/subscription', student, browserSubscription(endpoint));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('プッシュ通知の宛先'), details: { endpoint: expect.any(String) } });
    expect(await rowsFor(endpoint)).toEqual([]);
  });

  it('accepts an endpoint of an allowed push service', async () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/abc';
    expect((await t.call('POST', '/api/student/webpush/subscription', student, browserSubscription(endpoint))).statusCode).toBe(204);
  });
});
