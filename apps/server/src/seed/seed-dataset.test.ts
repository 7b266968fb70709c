import { INITIAL_ROOM_STATE, nextRoomState, type RoomAction, type RoomState } from '@manabiya/domain/contracts/room-machine';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomMessages, rooms } from '../db/schema/rooms.ts';
import { students } from '../db/schema/students.ts';
import { LONG_THREAD_MESSAGES } from '../features/rooms/rooms.seed.ts';
import { SEED_EMAIL_DOMAIN } from '../platform/sample-data.ts';
import { roomViolations, standingViolations, statusViolations, studyViolations } from '../test/sample-data-rules.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadDemoData } from '../demo/demo-data.ts';
import { seedDataset } from './seed-dataset.ts';

/*
 * The generated dataset (size s) obeys the app's rules: every room is a sequence the room machine
 * allows, and the learning follows the rules the demo follows (decision 043).
 */

let t: TestApp;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-dataset-'));
/** The demo's rooms before the dataset was seeded over them. */
let demoRoomsBefore: unknown[];
const demoRooms = async (): Promise<unknown[]> =>
  (
    (await t.db.execute(sql`
      select r.id, r.status, r.message_count, r.last_message_id, r.updated_at, (select count(*)::int from room_messages m where m.room_id = r.id) as messages,
        (select count(*)::int from room_message_marks k join room_messages m on m.id = k.message_id where m.room_id = r.id) as marks
      from rooms r join students st on st.id = r.student_id and st.email not like ${`%@${SEED_EMAIL_DOMAIN}`} order by r.id`)) as { rows: unknown[] }
  ).rows;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: filesDir });
  // As the seed command does it: the demo first, the generated dataset over it.
  await loadDemoData(t.db, { filesDir, timeZone: t.config.DISPLAY_TIME_ZONE });
  demoRoomsBefore = await demoRooms();
  await seedDataset(t.db, 's', () => {});
}, 300_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

it("leaves the demo's rooms as they were: their messages, counters and marks (the XXL bench seeds over the demo)", async () => {
  expect(demoRoomsBefore.length).toBeGreaterThan(0);
  expect(await demoRooms()).toEqual(demoRoomsBefore);
});

/** The machine's action for a stored message. */
function actionOf(message: { message_type: number; verdict: number | null }): RoomAction {
  if (message.message_type === MESSAGE_TYPE.question || message.message_type === MESSAGE_TYPE.assignment) {
    return { kind: 'student_message', messageType: message.message_type };
  }
  if (message.verdict === ROOM_STATUS.ok || message.verdict === ROOM_STATUS.ng) return { kind: 'judge', verdict: message.verdict };
  if (message.verdict === 0) return { kind: 'redo' };
  return { kind: 'teacher_reply', messageType: message.message_type as typeof MESSAGE_TYPE.question_response };
}

describe('seeded rooms', () => {
  it('are each a sequence the room machine allows, ending in the status and counters stored on the room', async () => {
    const all = (
      await t.db
        .select({ room: rooms })
        .from(rooms)
        .innerJoin(students, and(eq(students.id, rooms.student_id), like(students.email, `%@${SEED_EMAIL_DOMAIN}`)))
        .orderBy(asc(rooms.id))
    ).map(({ room }) => room);
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all.map((room) => room.status))).toEqual(new Set([ROOM_STATUS.submitted, ROOM_STATUS.ng, ROOM_STATUS.ok]));
    // Every 25th room, and the long thread, replayed message by message.
    const sample = all.filter((room, index) => index % 25 === 0 || room.message_count === LONG_THREAD_MESSAGES);
    for (const room of sample) {
      const messages = await t.db.select().from(roomMessages).where(eq(roomMessages.room_id, room.id)).orderBy(asc(roomMessages.id));
      let state: RoomState = INITIAL_ROOM_STATE;
      for (const message of messages) {
        const move = nextRoomState(state, actionOf(message));
        if (!move.ok) throw new Error(`room ${room.id}, message ${message.id}: ${move.message}`);
        state = move.state;
        expect(message.student_id === null, `room ${room.id}`).toBe(message.message_type >= MESSAGE_TYPE.question_response);
      }
      expect({ room: room.id, status: state.status, questionOpen: state.questionOpen, count: messages.length, last: messages.at(-1)?.id }).toEqual({
        room: room.id,
        status: room.status,
        questionOpen: room.question_open,
        count: room.message_count,
        last: room.last_message_id,
      });
      expect(room.waiting_since.getTime()).toBe(messages.at(-1)!.created_at.getTime());
    }
    expect(sample.some((room) => room.message_count === LONG_THREAD_MESSAGES)).toBe(true);
  });

  it('complete the step of every OK room and of no waiting one', async () => {
    const result = await t.db.execute(sql`
      select r.status, count(*) filter (where sc.step_id is not null) as completed, count(*) as total
      from rooms r left join step_completions sc on sc.student_id = r.student_id and sc.step_id = r.step_id
      group by r.status order by r.status`);
    const rows = (result as { rows: Array<{ status: number; completed: string | number; total: string | number }> }).rows;
    for (const row of rows) expect(`${row.status}: ${Number(row.completed)}`).toBe(`${row.status}: ${row.status === ROOM_STATUS.ok ? Number(row.total) : 0}`);
  });
});

describe('seeded learning (decision 043)', () => {
  const SEEDED = sql`s.email like ${`%@${SEED_EMAIL_DOMAIN}`}`;

  it('gives every student a status that follows their dates', async () => {
    expect(await statusViolations(t.db, SEEDED, t.config.DISPLAY_TIME_ZONE)).toEqual([]);
  });

  it('backs every completed assignment with an OK room', async () => {
    expect(await roomViolations(t.db, SEEDED)).toEqual([]);
  });

  it('has study time that follows the steps: no step not done holds more than 1.5 times its standard hours', async () => {
    expect(await studyViolations(t.db, SEEDED, { doneStepsStudied: false })).toEqual([]);
    // The dataset still has study time to measure (the bench reads it).
    const sessions = (await t.db.execute(sql`select count(*)::int as n from study_sessions`)) as { rows: Array<{ n: number }> };
    expect(sessions.rows[0]!.n).toBeGreaterThan(10_000);
  });

  it('derives every standing from the plan', async () => {
    expect(await standingViolations(t.db, SEEDED)).toEqual([]);
  });
});
