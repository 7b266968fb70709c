import fs from 'node:fs';
import path from 'node:path';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomFiles, roomMessages } from '../../db/schema/rooms.ts';
import { createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { PNG_BYTES } from '../../test/multipart.ts';
import { createRoomTestApp, createRoomWorld, EMPTY_ZIP, openRoom, withFiles, type RoomWorld } from '../../test/room-world.ts';
import type { TestApp } from '../../test/test-app.ts';

/* Issue 13: a message's attachments — zips and images checked by their bytes, limits by kind, served only to those who may read the room. */

let t: TestApp;
let roomFileDir: string;
let w: RoomWorld;
let roomId: number;
beforeAll(async () => {
  t = await createRoomTestApp();
  roomFileDir = path.join(t.config.dataDir, 'files', 'room');
  w = await createRoomWorld(t);
  roomId = (await openRoom(t, w.student.token, w.assignmentStepId)).id;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
/** A zip whose bytes are a real local file header, padded to the size wanted. */
const zipOf = (size: number) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(size - 4, 1)]);

function sendStudentMessage(data: object, files: Array<{ filename: string; contentType?: string; bytes: Buffer }>, token = w.student.token, id = roomId) {
  const { payload, headers } = withFiles(data, files);
  return t.call('POST', pathOf(endpoints.studentMessage, { id }), token, payload, headers);
}

/** The stored files on disk and in the table: every refused upload must leave both as they were. */
const storedNames = () => (fs.existsSync(roomFileDir) ? fs.readdirSync(roomFileDir).sort() : []);
const rowNames = async () => (await t.db.select({ name: roomFiles.stored_name }).from(roomFiles)).map((row) => row.name).sort();

describe('room attachments', () => {
  it('stores a zip and images with a question, each known by its bytes, and serves them to those who may read the room', async () => {
    const sent = await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: 'エラーの画面とソースです。' }, [
      { filename: 'project.zip', contentType: 'application/zip', bytes: EMPTY_ZIP },
      { filename: 'スクリーンショット.png', contentType: 'image/png', bytes: PNG_BYTES },
      // The browser's word and the name do not decide: these bytes are a JPEG.
      { filename: 'photo.png', contentType: 'image/png', bytes: JPEG_BYTES },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<RoomDetail>().messages.at(-1)!;
    expect(message.attachments.map(({ kind, name, size }) => ({ kind, name, size }))).toEqual([
      { kind: 0, name: 'project.zip', size: EMPTY_ZIP.length },
      { kind: 1, name: 'スクリーンショット.png', size: PNG_BYTES.length },
      { kind: 1, name: 'photo.png', size: JPEG_BYTES.length },
    ]);
    const [zip, png, jpeg] = message.attachments;
    expect(zip!.url).toBe(pathOf(endpoints.studentFile, { id: zip!.id }));
    expect(storedNames()).toEqual(await rowNames());
    expect(storedNames().every((name) => /^[a-f0-9]{32}\.(zip|png|jpg)$/.test(name))).toBe(true);

    const download = await t.call('GET', zip!.url, w.student.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(EMPTY_ZIP)).toBe(true);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="project.zip"/);
    const image = await t.call('GET', png!.url, w.student.token);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; .*filename\*=UTF-8''%E3%82%B9/);
    expect((await t.call('GET', jpeg!.url, w.student.token)).headers['content-type']).toBe('image/jpeg');

    // The company of the student and staff who read rooms, each through their own route.
    const companyFile = await t.call('GET', pathOf(endpoints.companyFile, { id: zip!.id }), w.companyUser.token);
    expect(companyFile.rawPayload.equals(EMPTY_ZIP)).toBe(true);
    const reader = await staffWith(t, { room: ACCESS_LEVEL.read });
    const thread = (await t.call('GET', pathOf(endpoints.adminGet, { id: roomId }), reader.token)).json<RoomDetail>();
    const staffUrl = thread.messages.at(-1)!.attachments[0]!.url;
    expect(staffUrl).toBe(pathOf(endpoints.adminFile, { id: zip!.id }));
    expect((await t.call('GET', staffUrl, reader.token)).rawPayload.equals(EMPTY_ZIP)).toBe(true);

    // Nobody else: another student, another company, staff without rooms, and no public route by the stored name.
    const classmate = await createStudent(t, w.companyId);
    expect((await t.call('GET', zip!.url, classmate.token)).statusCode).toBe(404);
    const outsider = await createCompanyUser(t, (await createCompany(t)).id);
    expect((await t.call('GET', pathOf(endpoints.companyFile, { id: zip!.id }), outsider.token)).statusCode).toBe(404);
    expect((await t.call('GET', staffUrl, (await staffWith(t, { student: ACCESS_LEVEL.all })).token)).statusCode).toBe(403);
    for (const name of storedNames()) expect((await t.call('GET', `/api/files/room/${name}`)).statusCode).toBe(404);
  });

  it('refuses files that are neither zips nor images, by their bytes, storing nothing', async () => {
    const before = storedNames();
    const messages = (await t.db.select().from(roomMessages).where(eq(roomMessages.room_id, roomId))).length;
    const refused = await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: 'スクリプトです' }, [
      { filename: 'ok.zip', contentType: 'application/zip', bytes: EMPTY_ZIP },
      { filename: 'evil.zip', contentType: 'application/zip', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ message: string }>().message).toBe('ZIP ファイルか、PNG・JPEG・WebP の画像を選んでください。');
    const empty = await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: '空' }, [{ filename: 'empty.png', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(415);
    expect(storedNames()).toEqual(before);
    expect(await t.db.select().from(roomMessages).where(eq(roomMessages.room_id, roomId))).toHaveLength(messages);
  });

  it('limits sizes by kind (images 5 MB, zips 20 MB) and files per message (5)', async () => {
    const before = storedNames();
    const bigImage = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB)]);
    const tooLarge = await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: '大きな画像' }, [{ filename: 'big.png', bytes: bigImage }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe('ファイルが大きすぎます（5MBまで）。');
    expect((await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: '大きな zip' }, [{ filename: 'big.zip', bytes: zipOf(20 * MB + 1) }])).statusCode).toBe(413);
    expect(storedNames()).toEqual(before);

    // The same size as a zip is within its kind's limit.
    const sixMegabyteZip = await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: '6MB の zip' }, [{ filename: 'six.zip', bytes: zipOf(6 * MB) }]);
    expect(sixMegabyteZip.statusCode, sixMegabyteZip.body).toBe(201);

    const afterZip = storedNames();
    const six = Array.from({ length: 6 }, (_, i) => ({ filename: `shot-${i}.png`, bytes: PNG_BYTES }));
    const tooMany = await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: '画像6枚' }, six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe('添付できるファイルは1つのメッセージに5件までです。');
    expect(storedNames()).toEqual(afterZip);
    expect((await sendStudentMessage({ message_type: MESSAGE_TYPE.question, body: '画像5枚' }, six.slice(0, 5))).statusCode).toBe(201);
  });

  it('refuses a broken multipart body with a message, and removes files stored before the refusal', async () => {
    const before = storedNames();
    const noData = await sendStudentMessage({}, [{ filename: 'a.png', bytes: PNG_BYTES }]);
    expect(noData.statusCode).toBe(400);
    const { payload, headers } = withFiles({ message_type: 0, body: 'x' }, [{ filename: 'a.png', bytes: PNG_BYTES }]);
    const wrongField = await t.call('POST', pathOf(endpoints.studentMessage, { id: roomId }), w.student.token, Buffer.from(payload.toString('latin1').replace('name="files"', 'name="file"'), 'latin1'), headers);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<{ message: string }>().message).toContain('files で送って');
    const badJson = await t.call('POST', pathOf(endpoints.studentMessage, { id: roomId }), w.student.token, Buffer.from(payload.toString('latin1').replace('"message_type"', 'message_type'), 'latin1'), headers);
    expect(badJson.statusCode).toBe(400);
    // A submission refused by the machine (one is waiting) keeps none of its files either.
    const room = await openRoom(t, w.student.token, w.secondAssignmentStepId);
    expect((await sendStudentMessage({ message_type: MESSAGE_TYPE.assignment, body: '提出' }, [{ filename: 'a.zip', bytes: EMPTY_ZIP }], w.student.token, room.id)).statusCode).toBe(201);
    const middle = storedNames();
    const twice = await sendStudentMessage({ message_type: MESSAGE_TYPE.assignment, body: '二重提出' }, [{ filename: 'b.zip', bytes: EMPTY_ZIP }], w.student.token, room.id);
    expect(twice.statusCode).toBe(409);
    expect(storedNames()).toEqual(middle);
    expect(middle.length).toBe(before.length + 1);
  });

  it("takes files with a teacher's reply too", async () => {
    const { payload, headers } = withFiles({ room_id: roomId, message_type: MESSAGE_TYPE.question_response, body: '修正例です。' }, [{ filename: 'fix.png', bytes: PNG_BYTES }]);
    const reply = await t.call('POST', pathOf(endpoints.adminReply), w.teacher.token, payload, headers);
    expect(reply.statusCode, reply.body).toBe(201);
    const attachment = reply.json<RoomDetail>().messages.at(-1)!.attachments[0]!;
    expect(attachment).toMatchObject({ kind: 1, name: 'fix.png', url: pathOf(endpoints.adminFile, { id: attachment.id }) });
    const studentView = (await t.call('GET', pathOf(endpoints.studentGet, { id: roomId }), w.student.token)).json<RoomDetail>();
    expect((await t.call('GET', studentView.messages.at(-1)!.attachments[0]!.url, w.student.token)).rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});
