import fs from 'node:fs';
import path from 'node:path';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import type { StaffItem } from '@manabiya/domain/contracts/staff';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { roomFiles, roomMessages, rooms, roomSnippets } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { createAdmin, createStudent } from '../../test/factories.ts';
import { PNG_BYTES } from '../../test/multipart.ts';
import { createRoomTestApp, createRoomWithThread, createRoomWorld, openRoom, postStudentMessage, replyInRoom, withFiles, type RoomWorld } from '../../test/room-world.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * Issue 13: what deleting a person does to rooms. A deleted student's rooms go with them by
 * cascade, and so do their attachments on disk (after the commit). A staff member who wrote in
 * rooms is refused (409 with the count): the threads keep every message and its author's name.
 */

let t: TestApp;
let admin: string;
let roomFileDir: string;
beforeAll(async () => {
  t = await createRoomTestApp();
  admin = (await createAdmin(t)).token;
  roomFileDir = path.join(t.config.dataDir, 'files', 'room');
});
afterAll(() => t.close());

/** A room of the student with the student's zip, the teacher's NG and a teacher's reply carrying an image: files by both sides. */
async function roomWithFilesOfBothSides(w: RoomWorld, student: { token: string } = w.student) {
  const thread = await createRoomWithThread(t, student.token, w.assignmentStepId, w.teacher.token);
  const { payload, headers } = withFiles({ room_id: thread.roomId, message_type: MESSAGE_TYPE.assignment_response, body: '直した例の画面です。' }, [
    { filename: 'example.png', contentType: 'image/png', bytes: PNG_BYTES },
  ]);
  const replied = await t.call('POST', pathOf(roomEndpoints.adminReply), w.teacher.token, payload, headers);
  expect(replied.statusCode, replied.body).toBe(201);
  return thread;
}

/** The stored names of the room's files, from the table. */
async function storedNamesOfRoom(roomId: number): Promise<string[]> {
  const rows = await t.db
    .select({ name: roomFiles.stored_name })
    .from(roomFiles)
    .innerJoin(roomMessages, eq(roomMessages.id, roomFiles.message_id))
    .where(eq(roomMessages.room_id, roomId));
  return rows.map((row) => row.name).sort();
}

const onDisk = (name: string) => fs.existsSync(path.join(roomFileDir, name));

/**
 * Only a student who never set a password may be deleted (decision 011), and such a student cannot
 * have written in a room: no API call leads to a deletable student with rooms today. The rows are
 * set up directly so that the cascade is known to take the files with it, whatever that rule becomes.
 */
const forgetPassword = (studentId: number) => t.db.update(students).set({ password_hash: null }).where(eq(students.id, studentId));

const deleteStudent = (id: number) => t.call('DELETE', pathOf(studentEndpoints.remove, { id }), admin);

describe('deleting a student', () => {
  it('refuses a student who has signed in, and their room files stay', async () => {
    const w = await createRoomWorld(t);
    const { roomId } = await roomWithFilesOfBothSides(w);
    const names = await storedNamesOfRoom(roomId);
    const refused = await deleteStudent(w.student.id);
    expect(refused.statusCode).toBe(409);
    expect(names.every(onDisk)).toBe(true);
  });

  it('removes the files of every room of the student, the student’s and the teachers’, after the rows go; other students’ files stay', async () => {
    const w = await createRoomWorld(t);
    const { roomId } = await roomWithFilesOfBothSides(w);
    const other = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
    const otherRoom = await roomWithFilesOfBothSides(w, other);
    const names = await storedNamesOfRoom(roomId);
    const otherNames = await storedNamesOfRoom(otherRoom.roomId);
    expect(names).toHaveLength(2);
    expect(names.every(onDisk)).toBe(true);

    await forgetPassword(w.student.id);
    const deleted = await deleteStudent(w.student.id);
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(names.filter(onDisk)).toEqual([]);
    expect(await t.db.select().from(rooms).where(eq(rooms.student_id, w.student.id))).toEqual([]);
    expect(await t.db.select().from(roomMessages).where(eq(roomMessages.room_id, roomId))).toEqual([]);
    expect(await t.db.select().from(roomFiles).where(inArray(roomFiles.stored_name, names))).toEqual([]);
    // The other student's room, its rows and its files are untouched.
    expect(await storedNamesOfRoom(otherRoom.roomId)).toEqual(otherNames);
    expect(otherNames.every(onDisk)).toBe(true);
    const thread = await t.call('GET', pathOf(roomEndpoints.adminGet, { id: otherRoom.roomId }), w.teacher.token);
    expect(thread.json<RoomDetail>().messages.flatMap((message) => message.attachments)).toHaveLength(2);
  });

  it('answers 204 when a file cannot be removed, and logs it', async () => {
    const w = await createRoomWorld(t);
    const { roomId } = await roomWithFilesOfBothSides(w);
    const [stuck, removable] = (await storedNamesOfRoom(roomId)) as [string, string];
    // A directory in the file's place: removing it as a file fails, whoever runs the test.
    fs.rmSync(path.join(roomFileDir, stuck));
    fs.mkdirSync(path.join(roomFileDir, stuck, 'inside'), { recursive: true });
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      await forgetPassword(w.student.id);
      const deleted = await deleteStudent(w.student.id);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await t.db.select().from(rooms).where(eq(rooms.id, roomId))).toEqual([]);
      expect(onDisk(removable)).toBe(false);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ file: stuck }), 'a stored file could not be removed');
    } finally {
      logged.mockRestore();
      fs.rmSync(path.join(roomFileDir, stuck), { recursive: true, force: true });
    }
  });
});

const deleteStaff = (id: number) => t.call('DELETE', pathOf(staffEndpoints.remove, { id }), admin);

describe('deleting a staff member', () => {
  it('refuses one who wrote in rooms with the count and what to do; the thread keeps their messages and name', async () => {
    const w = await createRoomWorld(t);
    const { roomId } = await createRoomWithThread(t, w.student.token, w.assignmentStepId, w.teacher.token);
    expect((await replyInRoom(t, w.teacher.token, roomId, MESSAGE_TYPE.assignment_response, '補足です。')).statusCode).toBe(201);

    const refused = await deleteStaff(w.teacher.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'このスタッフは課題ルームで2件のメッセージを書いています。やり取りの履歴を残すため削除できません。代わりに操作メニューの「無効にする」を使ってください。',
    );

    // Still there, and still named in the thread.
    expect(await t.db.select({ id: staff.id }).from(staff).where(eq(staff.id, w.teacher.id))).toHaveLength(1);
    const thread = (await t.call('GET', pathOf(roomEndpoints.adminGet, { id: roomId }), admin)).json<RoomDetail>();
    const teacherMessages = thread.messages.filter((message) => message.message_type === MESSAGE_TYPE.assignment_response);
    expect(teacherMessages).toHaveLength(2);
    expect(JSON.stringify(teacherMessages)).toContain(w.teacher.name);

    // Deactivated instead, the answer says it is already done.
    const item = (await t.call('GET', pathOf(staffEndpoints.get, { id: w.teacher.id }), admin)).json<StaffItem>();
    const { name, name_kana, email, main_role, role_type, employment_type, permission_role_id } = item;
    const deactivated = await t.call('PUT', pathOf(staffEndpoints.update, { id: w.teacher.id }), admin, {
      name,
      name_kana,
      email,
      main_role,
      role_type,
      employment_type,
      permission_role_id,
      active: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const stillRefused = await deleteStaff(w.teacher.id);
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json<{ message: string }>().message).toContain('アカウントはすでに無効');
  });

  it('deletes one who only claimed a room and saved a snippet: the claim is let go, the snippet goes', async () => {
    const w = await createRoomWorld(t);
    const roomId = (await openRoom(t, w.student.token, w.assignmentStepId)).id;
    expect((await postStudentMessage(t, w.student.token, roomId, MESSAGE_TYPE.assignment, '提出します。')).statusCode).toBe(201);
    expect((await t.call('POST', pathOf(roomEndpoints.adminClaim, { id: roomId }), w.teacher2.token)).statusCode).toBe(200);
    expect((await t.call('POST', pathOf(roomEndpoints.snippetCreate), w.teacher2.token, { title: '見出し', body: '見出しの順を見直しましょう。' })).statusCode).toBe(201);

    const deleted = await deleteStaff(w.teacher2.id);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select({ id: staff.id }).from(staff).where(eq(staff.id, w.teacher2.id))).toEqual([]);
    const [room] = await t.db.select({ claimedBy: rooms.claimed_by_staff_id }).from(rooms).where(eq(rooms.id, roomId));
    expect(room!.claimedBy).toBeNull();
    expect(await t.db.select().from(roomSnippets).where(eq(roomSnippets.staff_id, w.teacher2.id))).toEqual([]);
  });
});
