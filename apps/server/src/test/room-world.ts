import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { createCompany, createCompanyUser, createStudent, nextSerial, staffWith } from './factories.ts';
import { createCourseWorld, type CourseWorld } from './learning-world.ts';
import { multipartPayload, type MultipartPart } from './multipart.ts';
import { connectRealtime, type RealtimeClient } from './realtime-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A test app whose data directory (room attachments) is its own, removed when the app closes. */
export async function createRoomTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-rooms-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...env });
  return {
    ...t,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Rooms for the room tests: a company with a student on a course whose first curriculum holds an
 * assignment step, a self-study step and a second assignment step, a company user, and two
 * teachers who may answer rooms (section room "all"), all signed in.
 */
export interface RoomWorld {
  companyId: number;
  course: CourseWorld;
  /** The assignment steps and the self-study step of the course. */
  assignmentStepId: number;
  secondAssignmentStepId: number;
  selfStudyStepId: number;
  student: { id: number; name: string; email: string; token: string };
  companyUser: { id: number; token: string };
  teacher: { id: number; name: string; token: string };
  teacher2: { id: number; name: string; token: string };
}

export async function createRoomWorld(t: TestApp, options: { sequential?: boolean } = {}): Promise<RoomWorld> {
  const companyId = (await createCompany(t)).id;
  const course = await createCourseWorld(t, {
    sequential: options.sequential ?? false,
    curricula: [
      {
        steps: [
          { title: 'HTML で自己紹介ページを作る', type: STEP_TYPE.assignment, body: '# 課題\n\n自己紹介ページを作って zip で提出してください。' },
          { title: 'CSS の基本を読む', type: STEP_TYPE.self_study },
          { title: 'レイアウトの課題', type: STEP_TYPE.assignment },
        ],
      },
    ],
  });
  const [assignmentStepId, selfStudyStepId, secondAssignmentStepId] = course.stepIds as [number, number, number];
  const student = await createStudent(t, companyId, { course_id: course.courseId, start_date: '2026-04-01' });
  const companyUser = await createCompanyUser(t, companyId);
  const teacher = await staffWith(t, { room: ACCESS_LEVEL.all }, { name: `講師 一郎${nextSerial()}` });
  const teacher2 = await staffWith(t, { room: ACCESS_LEVEL.all }, { name: `講師 二郎${nextSerial()}` });
  return {
    companyId,
    course,
    assignmentStepId,
    secondAssignmentStepId,
    selfStudyStepId,
    student: { id: student.id, name: student.name, email: student.email, token: student.token },
    companyUser: { id: companyUser.id, token: companyUser.token },
    teacher: { id: teacher.id, name: teacher.name, token: teacher.token },
    teacher2: { id: teacher2.id, name: teacher2.name, token: teacher2.token },
  };
}

/** The student's room of a step (opened on first use), failing loudly on anything but 200. */
export async function openRoom(t: TestApp, studentToken: string, stepId: number): Promise<RoomDetail> {
  const response = await t.call('POST', pathOf(roomEndpoints.studentOpen), studentToken, { step_id: stepId });
  if (response.statusCode !== 200) throw new Error(`opening the room of step ${stepId} failed: ${response.statusCode} ${response.body}`);
  return response.json<RoomDetail>();
}

/** A student's message as JSON (no files). */
export const postStudentMessage = (t: TestApp, token: string, roomId: number, messageType: number, body: string) =>
  t.call('POST', pathOf(roomEndpoints.studentMessage, { id: roomId }), token, { message_type: messageType, body });

export const judgeRoom = (t: TestApp, token: string, roomId: number, status: number, body = 'フィードバックです。') =>
  t.call('POST', pathOf(roomEndpoints.adminJudge), token, { room_id: roomId, status, body });

export const replyInRoom = (t: TestApp, token: string, roomId: number, messageType: number = MESSAGE_TYPE.question_response, body = '回答です。') =>
  t.call('POST', pathOf(roomEndpoints.adminReply), token, { room_id: roomId, message_type: messageType, body });

/** A message with files, as the web sends it: the JSON in `data`, then the `files` parts. */
export function withFiles(data: object, files: Array<{ filename: string; contentType?: string; bytes: Buffer }>) {
  const parts: MultipartPart[] = [
    { name: 'data', value: JSON.stringify(data) },
    ...files.map((file) => ({ name: 'files', filename: file.filename, contentType: file.contentType ?? 'application/octet-stream', bytes: file.bytes })),
  ];
  return multipartPayload(parts);
}

/** The smallest zip there is (an empty archive: only its end record), which passes the zip signature check. */
export const EMPTY_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

/**
 * A room of the student with a thread: a submission carrying a zip, then a teacher's NG judgement.
 * Its ids are what the tenant and permission tests need of a room that is not the caller's.
 */
export async function createRoomWithThread(t: TestApp, studentToken: string, stepId: number, teacherToken: string) {
  const room = await openRoom(t, studentToken, stepId);
  const { payload, headers } = withFiles({ message_type: MESSAGE_TYPE.assignment, body: '提出します。' }, [{ filename: 'site.zip', contentType: 'application/zip', bytes: EMPTY_ZIP }]);
  const submitted = await t.call('POST', pathOf(roomEndpoints.studentMessage, { id: room.id }), studentToken, payload, headers);
  if (submitted.statusCode !== 201) throw new Error(`submitting failed: ${submitted.statusCode} ${submitted.body}`);
  const judged = await judgeRoom(t, teacherToken, room.id, ROOM_STATUS.ng, '見出しの構造を直してください。');
  if (judged.statusCode !== 200) throw new Error(`judging failed: ${judged.statusCode} ${judged.body}`);
  const thread = judged.json<RoomDetail>();
  const [studentMessage, teacherMessage] = thread.messages as [RoomDetail['messages'][number], RoomDetail['messages'][number]];
  return { roomId: room.id, studentMessageId: studentMessage.id, teacherMessageId: teacherMessage.id, fileId: studentMessage.attachments[0]!.id };
}

/** The staff's live events, as a signed-in staff page receives them (/api/admin/ws). */
export function connectStaffRealtime(baseUrl: string, token: string): Promise<RealtimeClient> {
  return connectRealtime(baseUrl, 'admin', token);
}
