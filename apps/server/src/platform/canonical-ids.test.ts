import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/factories.ts';
import { createRoomTestApp, createRoomWorld, openRoom, type RoomWorld } from '../test/room-world.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let w: RoomWorld;
beforeAll(async () => {
  t = await createRoomTestApp();
  w = await createRoomWorld(t);
});
afterAll(() => t.close());

/**
 * `/api/admin/room/0x10` answered as room 16 and `/1.0` as room 1: Number() read the text. An id in a
 * path or a query is taken only in its canonical decimal spelling; any other is a 400 naming the
 * field, as any text that is no id already was (never 404: the path is malformed, no row is missing).
 */
describe('ids in paths and queries', () => {
  it('are taken only as canonical decimal text', async () => {
    const room = await openRoom(t, w.student.token, w.assignmentStepId);
    const url = (id: string) => pathOf(roomEndpoints.adminGet, { id }).replace(encodeURIComponent(id), id);
    expect((await t.call('GET', url(String(room.id)), w.teacher.token)).statusCode).toBe(200);
    for (const spelling of [`0x${room.id.toString(16)}`, `${room.id}.0`, `0${room.id}`, `+${room.id}`, `%20${room.id}`, `${room.id}e0`, `0b${room.id.toString(2)}`]) {
      const response = await t.call('GET', url(spelling), w.teacher.token);
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json<{ details: Record<string, string> }>().details, spelling).toHaveProperty('id');
    }
    const admin = (await createAdmin(t)).token;
    expect((await t.call('GET', `/api/admin/student?company_id=${w.companyId}`, admin)).statusCode).toBe(200);
    const query = await t.call('GET', `/api/admin/student?company_id=0x${w.companyId.toString(16)}`, admin);
    expect(query.statusCode).toBe(400);
    expect(query.json<{ details: Record<string, string> }>().details).toHaveProperty('company_id');
  });
});
