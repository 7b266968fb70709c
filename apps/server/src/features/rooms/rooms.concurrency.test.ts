import { CLAIM_REFUSAL, ROOM_REFUSAL } from '@manabiya/domain/contracts/room-machine';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepCompletions } from '../../db/schema/learning.ts';
import { roomMessages, rooms } from '../../db/schema/rooms.ts';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { createStudent, staffWith } from '../../test/factories.ts';
import { createRoomTestApp, createRoomWorld, judgeRoom, openRoom, postStudentMessage, type RoomWorld } from '../../test/room-world.ts';
import { usesPostgres, type TestApp } from '../../test/test-app.ts';

/*
 * Requests racing for one room (issue 13's "Done when"). Every status change holds the room's row
 * lock, so exactly one of them moves it and the others are refused by the machine. Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where the requests' transactions really run at once on a pool of
 * connections; the embedded database runs them one after another, and the outcome must be the same.
 */

let t: TestApp;
let w: RoomWorld;
beforeAll(async () => {
  t = await createRoomTestApp();
  w = await createRoomWorld(t);
});
afterAll(() => t.close());

async function freshRoom() {
  const student = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
  return { student, room: await openRoom(t, student.token, w.assignmentStepId) };
}

describe(`rooms under concurrent requests (${usesPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('takes exactly one of 50 simultaneous submissions of one room', async () => {
    const { student, room } = await freshRoom();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, `提出 ${i}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json<{ message: string }>().message).toBe(ROOM_REFUSAL.alreadySubmitted);
    const messages = await t.db.select({ type: roomMessages.message_type }).from(roomMessages).where(eq(roomMessages.room_id, room.id));
    expect(messages).toEqual([{ type: MESSAGE_TYPE.assignment }]);
    const [row] = await t.db.select({ status: rooms.status, count: rooms.message_count, unread: rooms.staff_unread_count }).from(rooms).where(eq(rooms.id, room.id));
    expect(row).toEqual({ status: ROOM_STATUS.submitted, count: 1, unread: 1 });
  });

  it('gives two teachers judging at once one judgement and one 409 that says who judged', async () => {
    const { student, room } = await freshRoom();
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出')).statusCode).toBe(201);
    const [first, second] = await Promise.all([
      judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ok, '合格です。'),
      judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ng, '直してください。'),
    ]);
    const outcomes = [first, second].map((response) => response.statusCode).sort();
    expect(outcomes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? { name: w.teacher.name, verdict: 'OK', status: ROOM_STATUS.ok } : { name: w.teacher2.name, verdict: 'NG', status: ROOM_STATUS.ng };
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json<{ message: string }>().message).toBe(`${winner.name} さんがすでに判定しました（${winner.verdict}）。${ROOM_REFUSAL.nothingToJudge}`);

    const judgements = await t.db
      .select({ verdict: roomMessages.verdict })
      .from(roomMessages)
      .where(and(eq(roomMessages.room_id, room.id), isNotNull(roomMessages.verdict)));
    expect(judgements).toEqual([{ verdict: winner.status }]);
    const completions = await t.db.select().from(stepCompletions).where(eq(stepCompletions.student_id, student.id));
    expect(completions).toHaveLength(winner.status === ROOM_STATUS.ok ? 1 : 0);
    expect((await t.call('GET', pathOf(endpoints.adminGet, { id: room.id }), w.teacher.token)).json<RoomDetail>().status).toBe(winner.status);
  });

  it('gives two teachers claiming at once one claim and one 409 that names the holder', async () => {
    const { student, room } = await freshRoom();
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出')).statusCode).toBe(201);
    const claim = (token: string) => t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), token);
    const [first, second] = await Promise.all([claim(w.teacher.token), claim(w.teacher2.token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const holder = first.statusCode === 200 ? w.teacher : w.teacher2;
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json<{ message: string }>().message).toContain(`${holder.name} さんがこのルームをレビュー中です`);
    const [row] = await t.db.select({ by: rooms.claimed_by_staff_id }).from(rooms).where(eq(rooms.id, room.id));
    expect(row?.by).toBe(holder.id);
  });

  it("gives two teachers taking over someone else's claim at once one take-over and one 409 that names the new holder", async () => {
    const { student, room } = await freshRoom();
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出')).statusCode).toBe(201);
    const holder = await staffWith(t, { room: ACCESS_LEVEL.all }, { name: '保持 三郎' });
    expect((await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), holder.token)).statusCode).toBe(200);
    const takeOver = (token: string) => t.call('POST', pathOf(endpoints.adminTakeOver, { id: room.id }), token, { holder_id: holder.id });
    // While the claim holds, two judgements at once are both refused and nothing is judged.
    const judged = await Promise.all([judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ok), judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ng)]);
    expect(judged.map((response) => response.statusCode)).toEqual([409, 409]);

    const [first, second] = await Promise.all([takeOver(w.teacher.token), takeOver(w.teacher2.token)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? w.teacher : w.teacher2;
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json<{ message: string }>().message).toContain(`いまは ${winner.name} さんが対応中です`);
    const [row] = await t.db.select({ by: rooms.claimed_by_staff_id }).from(rooms).where(eq(rooms.id, room.id));
    expect(row?.by).toBe(winner.id);
  });

  it('gives the holder judging while another teacher takes over one winner', async () => {
    const { student, room } = await freshRoom();
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出')).statusCode).toBe(201);
    expect((await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), w.teacher.token)).statusCode).toBe(200);
    const [judged, taken] = await Promise.all([
      judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ok, '合格です。'),
      t.call('POST', pathOf(endpoints.adminTakeOver, { id: room.id }), w.teacher2.token, { holder_id: w.teacher.id }),
    ]);
    expect([judged.statusCode, taken.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.db.select({ by: rooms.claimed_by_staff_id, status: rooms.status }).from(rooms).where(eq(rooms.id, room.id));
    if (judged.statusCode === 200) {
      expect(taken.json<{ message: string }>().message).toBe(CLAIM_REFUSAL.nothingToTakeOver);
      expect(row).toEqual({ by: null, status: ROOM_STATUS.ok });
    } else {
      expect(judged.json<{ message: string }>().message).toContain(`${w.teacher2.name} さんが対応中です`);
      expect(row).toEqual({ by: w.teacher2.id, status: ROOM_STATUS.submitted });
    }
  });
});
