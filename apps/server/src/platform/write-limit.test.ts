import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createNotice, createStudent } from '../test/factories.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

const LIMIT = 5;
const redisUrl = process.env.REDIS_URL;
const TOO_MANY = /^リクエストが多すぎます。\d+秒ほどおいてからもう一度お試しください。$/;

/** A write a student may repeat (marking a notice read is idempotent), and a read. */
const markRead = (t: TestApp, token: string, id: number, headers: Record<string, string> = {}) => t.call('POST', '/api/student/informations/read', token, { id }, headers);
const readList = (t: TestApp, token: string) => t.call('GET', '/api/student/informations', token);

describe('the per-account limit of signed-in writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('answers 429 past WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE writes a minute, on any route, and leaves reads, other accounts and sign-in alone', async () => {
    const company = await createCompany(t);
    const student = await createStudent(t, company.id);
    const other = await createStudent(t, company.id);
    const notice = await createNotice(t);

    for (let i = 0; i < LIMIT; i++) expect((await markRead(t, student.token, notice.id)).statusCode).toBe(204);
    const refused = await markRead(t, student.token, notice.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(TOO_MANY) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await markRead(t, student.token, notice.id, { 'accept-language': 'en' })).json<{ message: string }>().message).toMatch(/^Too many requests\. Please wait about \d+ seconds and try again\.$/);
    // Another route counts against the same limit; it is refused before its body is read (a body too deep would be a 400).
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect((await t.call('PUT', '/api/student/selfcheck', student.token, deep, { 'content-type': 'application/json' })).statusCode).toBe(429);

    expect((await readList(t, student.token)).statusCode).toBe(200);
    expect((await markRead(t, other.token, notice.id)).statusCode).toBe(204);
    // Signing in has no session yet: the per-address limits apply to it, not this one.
    expect((await t.call('POST', '/api/student/login', undefined, { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

/** Several instances count one account's writes together through Redis (each its own memory while Redis does not answer). */
describe.skipIf(!redisUrl)('the write limit across instances (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: String(LIMIT) };
    first = await createTestApp(env);
    second = await createTestApp(env, { sharing: first });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    redis?.disconnect();
    await second?.close();
    await first?.close();
  });

  it('refuses the write past the limit on whichever instance it reaches', async () => {
    await createAdmin(first);
    const student = await createStudent(first, (await createCompany(first)).id);
    const notice = await createNotice(first);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await markRead(i % 2 === 0 ? first : second, student.token, notice.id)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 204), 429]);
    // Counted under this deployment's prefix, so another deployment (or test database) on the same Redis starts from zero.
    expect(Number(await redis.get(`${first.config.REDIS_KEY_PREFIX}:write-limit:3:${student.id}`))).toBe(LIMIT + 1);
    const other = await createTestApp({ REDIS_URL: redisUrl!, WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: String(LIMIT) });
    try {
      const stranger = await createStudent(other, (await createCompany(other)).id);
      expect(stranger.id).toBe(student.id);
      expect((await markRead(other, stranger.token, (await createNotice(other)).id)).statusCode).toBe(204);
    } finally {
      await other.close();
    }
  });
});
