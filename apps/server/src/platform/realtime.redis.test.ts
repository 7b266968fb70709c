import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime } from '../test/realtime-client.ts';
import { createAdmin, createCompany, createStudent } from '../test/factories.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/test-app.ts';

const redisUrl = process.env.REDIS_URL;

/**
 * Two server instances over one database and one Redis (DESIGN §8): an event published on one
 * reaches a socket held by the other. Runs when REDIS_URL is set (.ci/run sets it, with
 * TEST_DATABASE_URL, when Redis and PostgreSQL answer).
 */
describe.skipIf(!redisUrl)('realtime across instances (Redis pub/sub)', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, PUBLISH_POLL_MS: '200' };
    first = await createTestApp(env);
    second = await createTestApp(env, { sharing: first });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a notice published through one instance to a student connected to the other, once', async () => {
    const { token: admin } = await createAdmin(first);
    const student = await loginAs(second.app, 'student', (await createStudent(first, (await createCompany(first)).id)).email);
    const client = await connectRealtime(secondUrl, 'student', student);
    try {
      const publish = (publishDate?: string) =>
        first.app.inject({
          method: 'POST',
          url: '/api/admin/information',
          headers: bearer(admin),
          payload: { name: '全インスタンスへ', content: '本文', priority: 2, notice_target: 2, publish_status: 1, publish_date: publishDate },
        });
      const now = (await publish()).json<{ id: number }>();
      await client.waitFor((event) => event.type === 'information.created' && event.id === now.id, 1000);

      // A publish date that comes later is announced by whichever instance's poll claims it first — once.
      const later = (await publish(new Date(Date.now() + 800).toISOString())).json<{ id: number }>();
      await client.waitFor((event) => event.type === 'information.created' && event.id === later.id, 4000);
      // Both instances poll every 200 ms: by the time a notice dated 600 ms from now is announced, each has
      // polled past the earlier date more than once, and Redis delivers in publish order, so a second
      // announcement of the earlier notice would have arrived first.
      const marker = (await publish(new Date(Date.now() + 600).toISOString())).json<{ id: number }>();
      await client.waitFor((event) => event.type === 'information.created' && event.id === marker.id, 4000);
      expect(client.events.filter((event) => event.id === later.id)).toHaveLength(1);

      const list = await second.app.inject({ method: 'GET', url: '/api/student/informations', headers: bearer(student) });
      expect(list.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id)).toEqual(expect.arrayContaining([now.id, later.id]));
    } finally {
      client.close();
    }
  });
});
