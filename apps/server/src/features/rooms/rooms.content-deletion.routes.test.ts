import fs from 'node:fs';
import path from 'node:path';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { courseEndpoints, curriculumEndpoints, stepEndpoints } from '@manabiya/domain/endpoints/courses';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, curricula, steps } from '../../db/schema/courses.ts';
import { roomFiles, roomMessages, rooms } from '../../db/schema/rooms.ts';
import { students } from '../../db/schema/students.ts';
import { createAdmin, createStudent } from '../../test/factories.ts';
import { createRoomTestApp, createRoomWithThread, createRoomWorld, openRoom, type RoomWorld } from '../../test/room-world.ts';
import { usesPostgres, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 13: tidying the content never takes a room's history with it. Rooms hang on their step by a
 * cascading key, so deleting a step, or a curriculum (its steps go with it), whose steps hold rooms
 * is refused with 409, the count and what to do instead; the rooms, their messages and their files
 * stay. A course only lists curricula: deleting one leaves its curricula, steps and rooms as they are.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createRoomTestApp();
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const stepRefusal = (count: number) =>
  `このステップには課題ルームが${count}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。`;
const curriculumRefusal = (count: number) =>
  `このカリキュラムのステップには課題ルームが${count}件あります。提出と判定の履歴を残すため削除できません。受講生に見せないようにするには、公開状態を「非公開」にしてください。`;

const deleteStep = (id: number, language = 'ja') => t.call('DELETE', pathOf(stepEndpoints.remove, { id }), admin, undefined, { 'accept-language': language });
const deleteCurriculum = (id: number, language = 'ja') =>
  t.call('DELETE', pathOf(curriculumEndpoints.remove, { id }), admin, undefined, { 'accept-language': language });
const deleteCourse = (id: number) => t.call('DELETE', pathOf(courseEndpoints.remove, { id }), admin);

const stepExists = async (id: number) => (await t.db.select({ id: steps.id }).from(steps).where(eq(steps.id, id))).length === 1;
const roomFileDir = () => path.join(t.config.dataDir, 'files', 'room');

/** The room's message count and stored file names, from the tables, and whether each file is on disk. */
async function roomState(roomId: number) {
  const messages = await t.db.select({ id: roomMessages.id }).from(roomMessages).where(eq(roomMessages.room_id, roomId));
  const files = await t.db
    .select({ name: roomFiles.stored_name })
    .from(roomFiles)
    .innerJoin(roomMessages, eq(roomMessages.id, roomFiles.message_id))
    .where(eq(roomMessages.room_id, roomId));
  return { messages: messages.length, files: files.length, onDisk: files.every((file) => fs.existsSync(path.join(roomFileDir(), file.name))) };
}

/** The world with two students' rooms on the first assignment step (threads with a zip and a judgement). */
async function worldWithRooms(): Promise<{ w: RoomWorld; roomIds: number[] }> {
  const w = await createRoomWorld(t);
  const other = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
  const first = await createRoomWithThread(t, w.student.token, w.assignmentStepId, w.teacher.token);
  const second = await createRoomWithThread(t, other.token, w.assignmentStepId, w.teacher.token);
  return { w, roomIds: [first.roomId, second.roomId] };
}

describe('deleting a step', () => {
  it('refuses a step with rooms: 409 with the count and what to do; the rooms, messages and files stay', async () => {
    const { w, roomIds } = await worldWithRooms();
    const before = await Promise.all(roomIds.map(roomState));
    expect(before).toEqual([
      { messages: 2, files: 1, onDisk: true },
      { messages: 2, files: 1, onDisk: true },
    ]);

    const refused = await deleteStep(w.assignmentStepId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string; code: string }>()).toMatchObject({ message: stepRefusal(2), code: 'conflict' });

    expect(await stepExists(w.assignmentStepId)).toBe(true);
    expect(await Promise.all(roomIds.map(roomState))).toEqual(before);
    const thread = await t.call('GET', pathOf(roomEndpoints.adminGet, { id: roomIds[0]! }), w.teacher.token);
    expect(thread.statusCode).toBe(200);
    expect(thread.json<RoomDetail>().messages).toHaveLength(2);
  });

  it('says it in English to an English page', async () => {
    const { w } = await worldWithRooms();
    const refused = await deleteStep(w.assignmentStepId, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'This step cannot be deleted: it has 2 assignment room(s), whose submissions and judgements keep their history. To hide it from students, set its publish status to "Private".',
    );
  });

  it('refuses a step whose only room has no message yet (opened, nothing sent)', async () => {
    const w = await createRoomWorld(t);
    await openRoom(t, w.student.token, w.secondAssignmentStepId);
    const refused = await deleteStep(w.secondAssignmentStepId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(stepRefusal(1));
    expect(await stepExists(w.secondAssignmentStepId)).toBe(true);
  });

  it('still deletes a step without rooms, while another step of the curriculum has some', async () => {
    const { w, roomIds } = await worldWithRooms();
    const deleted = await deleteStep(w.secondAssignmentStepId);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await stepExists(w.secondAssignmentStepId)).toBe(false);
    const selfStudy = await deleteStep(w.selfStudyStepId);
    expect(selfStudy.statusCode, selfStudy.body).toBe(204);
    // The step with rooms and its rooms are untouched.
    expect(await stepExists(w.assignmentStepId)).toBe(true);
    expect(await t.db.select({ id: rooms.id }).from(rooms).where(inArray(rooms.id, roomIds))).toHaveLength(2);
  });
});

describe('deleting a curriculum', () => {
  it('refuses one whose steps hold rooms, with how many (before the courses that list it are mentioned); all stays', async () => {
    const { w, roomIds } = await worldWithRooms();
    // A room on another step of the same curriculum counts too.
    await openRoom(t, w.student.token, w.secondAssignmentStepId);
    const curriculumId = w.course.curricula[0]!.id;
    const before = await Promise.all(roomIds.map(roomState));

    const refused = await deleteCurriculum(curriculumId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(curriculumRefusal(3));

    expect(await t.db.select({ id: curricula.id }).from(curricula).where(eq(curricula.id, curriculumId))).toHaveLength(1);
    expect(await t.db.select({ id: steps.id }).from(steps).where(eq(steps.curriculum_id, curriculumId))).toHaveLength(3);
    expect(await Promise.all(roomIds.map(roomState))).toEqual(before);

    const english = await deleteCurriculum(curriculumId, 'en');
    expect(english.json<{ message: string }>().message).toBe(
      'This curriculum cannot be deleted: its steps have 3 assignment room(s), whose submissions and judgements keep their history. To hide it from students, set its publish status to "Private".',
    );
  });

  it('refuses one no course lists any more, as long as its steps hold rooms', async () => {
    const { w } = await worldWithRooms();
    const curriculumId = w.course.curricula[0]!.id;
    const course = (await t.call('GET', pathOf(courseEndpoints.get, { id: w.course.courseId }), admin)).json<{
      name: string;
      description: string | null;
      mode: 0 | 1;
      publish_status: 0 | 1;
      sequential: boolean;
    }>();
    const emptied = await t.call('PUT', pathOf(courseEndpoints.update, { id: w.course.courseId }), admin, {
      name: course.name,
      description: course.description,
      mode: course.mode,
      publish_status: course.publish_status,
      sequential: course.sequential,
      curricula: [],
    });
    expect(emptied.statusCode, emptied.body).toBe(200);

    const refused = await deleteCurriculum(curriculumId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(curriculumRefusal(2));
  });

  it('still refuses one used by a course for that reason when its steps hold no rooms', async () => {
    const w = await createRoomWorld(t);
    const refused = await deleteCurriculum(w.course.curricula[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('次のコースで使われているため削除できません');
  });
});

describe('deleting a course', () => {
  it('does not reach rooms: a course whose curricula hold rooms is deleted once no student follows it, and its curricula, steps and rooms stay', async () => {
    const { w, roomIds } = await worldWithRooms();
    const before = await Promise.all(roomIds.map(roomState));
    // Students on the course refuse its deletion (their course is changed first).
    expect((await deleteCourse(w.course.courseId)).statusCode).toBe(409);
    await t.db.update(students).set({ course_id: null }).where(eq(students.course_id, w.course.courseId));

    const deleted = await deleteCourse(w.course.courseId);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select({ id: courses.id }).from(courses).where(eq(courses.id, w.course.courseId))).toEqual([]);
    expect(await stepExists(w.assignmentStepId)).toBe(true);
    expect(await Promise.all(roomIds.map(roomState))).toEqual(before);
  });
});

describe(`a room opened while its step is being deleted (${usesPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('is either refused with the step gone, or counted and the step kept: never lost', async () => {
    const w = await createRoomWorld(t);
    const [opened, deleted] = await Promise.all([
      t.call('POST', pathOf(roomEndpoints.studentOpen), w.student.token, { step_id: w.secondAssignmentStepId }),
      deleteStep(w.secondAssignmentStepId),
    ]);
    const roomRows = await t.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.step_id, w.secondAssignmentStepId));
    if (deleted.statusCode === 204) {
      expect(opened.statusCode).not.toBe(200);
      expect(roomRows).toEqual([]);
    } else {
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json<{ message: string }>().message).toBe(stepRefusal(1));
      expect(opened.statusCode).toBe(200);
      expect(roomRows).toHaveLength(1);
    }
  });

  /**
   * A room inserted and not yet committed holds a share lock on its step (the foreign key): the
   * delete waits for it on the step's row lock, then counts the committed room. Only PostgreSQL runs
   * two transactions at once.
   */
  it.skipIf(!usesPostgres)('counts a room committed while the delete waited for the step’s lock (step and curriculum)', async () => {
    for (const target of ['step', 'curriculum'] as const) {
      const w = await createRoomWorld(t);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedRoom = new Promise<void>((resolve) => (inserted = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.insert(rooms).values({ student_id: w.student.id, step_id: w.secondAssignmentStepId });
        inserted();
        await released;
      });
      await insertedRoom;
      const deleting = target === 'step' ? deleteStep(w.secondAssignmentStepId) : deleteCurriculum(w.course.curricula[0]!.id);
      let answered = false;
      void deleting.finally(() => (answered = true));
      // Waits for the delete to be blocked on a lock (a state, not a time); one answered without waiting fails below.
      while (!answered) {
        const result = (await t.db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as { rows: Array<{ waiting: number }> };
        const [row] = result.rows;
        if ((row?.waiting ?? 0) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      release();
      await holder;
      const refused = await deleting;
      expect(refused.statusCode, `${target}: ${refused.body}`).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(target === 'step' ? stepRefusal(1) : curriculumRefusal(1));
      expect(await t.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.step_id, w.secondAssignmentStepId))).toHaveLength(1);
    }
  });
});
