import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '@manabiya/domain/contracts/realtime';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { companyUserEndpoints } from '@manabiya/domain/endpoints/companies';
import { permissionRoleEndpoints } from '@manabiya/domain/endpoints/permission-roles';
import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { connectRealtime, type RealtimeClient } from '../test/realtime-client.ts';
import { createRoomTestApp, createRoomWorld, openRoom, postStudentMessage } from '../test/room-world.ts';
import { createAdmin, createCompany, createCompanyUser, createRole, createStaffMember, createStudent } from '../test/factories.ts';
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
      expect(list.json<Array<{ id: number }>>().map((item) => item.id)).toEqual(expect.arrayContaining([now.id, later.id]));
    } finally {
      client.close();
    }
  });

  it('drops what the other instance keeps at a write: a sign-out applies there at once, a new submission shows in its queue', async () => {
    const kept = { SESSION_CACHE_MS: '60000', READ_CACHE_MS: '60000' };
    const a = await createRoomTestApp({ REDIS_URL: redisUrl!, ...kept });
    const b = await createTestApp({ REDIS_URL: redisUrl!, ...kept }, { sharing: a });
    try {
      const w = await createRoomWorld(a);
      const { token } = await createAdmin(a);
      const onB = (url: string, who = token) => b.app.inject({ method: 'GET', url, headers: bearer(who) });
      const queueTotal = async () => (await onB(pathOf(roomEndpoints.adminList), w.teacher.token)).json<{ total: number }>().total;
      expect((await onB('/api/admin/check_access_token')).statusCode).toBe(200);
      const before = await queueTotal();
      expect(await queueTotal()).toBe(before);
      // Writes on the first instance; the second hears of them through Redis within moments.
      const room = await openRoom(a, w.student.token, w.assignmentStepId);
      expect((await postStudentMessage(a, w.student.token, room.id, MESSAGE_TYPE.assignment, '提出します。')).statusCode).toBe(201);
      await expect.poll(queueTotal, { timeout: 2000, interval: 20 }).toBe(before + 1);
      expect((await a.call('POST', '/api/admin/logout', token)).statusCode).toBe(204);
      await expect.poll(async () => (await onB('/api/admin/check_access_token')).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('closes a socket held by the other instance within a second of its sign-out, its account’s deactivation, or losing the rooms section', async () => {
    // The ping that re-checks sessions waits ten minutes: only the announcement through Redis can close these sockets.
    const env = { REDIS_URL: redisUrl!, REALTIME_PING_MS: '600000' };
    const a = await createTestApp(env);
    const b = await createTestApp(env, { sharing: a });
    const closeWithin = (client: RealtimeClient, ms = 1000) => {
      let timer: NodeJS.Timeout | undefined;
      const open = new Promise<'still open'>((resolve) => {
        timer = setTimeout(() => resolve('still open'), ms);
      });
      return Promise.race([client.closed, open]).finally(() => clearTimeout(timer));
    };
    try {
      const bUrl = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const { token: admin } = await createAdmin(a);
      const company = await createCompany(a);
      const student = await createStudent(a, company.id);
      const onB = await connectRealtime(bUrl, 'student', student.token);
      expect((await a.call('POST', pathOf(authEndpoints.student.logout), student.token)).statusCode).toBe(204);
      expect(await closeWithin(onB)).toBe(SESSION_ENDED_CLOSE_CODE);

      const user = await createCompanyUser(a, company.id);
      const userOnB = await connectRealtime(bUrl, 'company', user.token);
      const deactivated = await a.call('PUT', pathOf(companyUserEndpoints.update, { id: user.id }), admin, { name: user.name, email: user.email, active: false });
      expect(deactivated.statusCode).toBe(200);
      expect(await closeWithin(userOnB)).toBe(SESSION_ENDED_CLOSE_CODE);

      const role = await createRole(a, { room: ACCESS_LEVEL.read });
      const member = await createStaffMember(a, { permission_role_id: role.id });
      const memberOnB = await connectRealtime(bUrl, 'admin', member.token);
      const none = Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none]));
      expect((await a.call('PUT', pathOf(permissionRoleEndpoints.update, { id: role.id }), admin, { name: role.name, levels: none })).statusCode).toBe(200);
      expect(await closeWithin(memberOnB)).toBe(SESSION_ENDED_CLOSE_CODE);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
