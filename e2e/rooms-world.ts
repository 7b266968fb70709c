import fs from 'node:fs';
import path from 'node:path';
import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { realtimeSockets } from '@manabiya/domain/endpoints/realtime';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import type { EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, type ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { callApi, makePng } from './information-admin-api.ts';
import { createCourse, createCurriculum } from './learning-world.ts';
import { accountToken, createCompany, createCompanyUser, createRole, createStaff, createStudent, uniqueMark, type Account } from './world.ts';

/**
 * What a rooms spec builds for itself through the API: a course whose curriculum has two assignment
 * steps (with a Markdown assignment text), a company with a student following it and a company user,
 * and two teachers who may answer rooms (section room, level all). Rooms and their messages are then
 * made as the student and the teachers would make them.
 */

export const ASSIGNMENT_BODY = [
  '## 課題：自己紹介ページ',
  '',
  'HTML と CSS で自己紹介ページを作り、ZIP で提出してください。',
  '',
  '- 見出し、段落、画像を1つずつ使う',
  '- スマートフォンでも読めるようにする',
  '',
  '```html',
  '<!doctype html>',
  '<html lang="ja">',
  '  <head><meta charset="utf-8"><title>自己紹介</title></head>',
  '</html>',
  '```',
].join('\n');

export interface RoomWorld {
  mark: string;
  companyId: number;
  companyName: string;
  student: Account;
  companyUser: Account;
  teacher: Account;
  otherTeacher: Account;
  curriculumName: string;
  /** The course the student follows (more students of the company may join it). */
  courseId: number;
  /** Two assignment steps: the first a spec submits and judges, the second stays for questions. */
  steps: Array<{ id: number; title: string }>;
}

/** A world of its own for one spec: `label` names its records (「E2E ルーム 管理」). */
export async function createRoomWorld(label: string): Promise<RoomWorld> {
  const mark = uniqueMark();
  const curriculumName = `${label} カリキュラム ${mark}`;
  const { curriculum, steps } = await createCurriculum(curriculumName, [
    { title: `自己紹介ページを作る ${mark}`, body: ASSIGNMENT_BODY, step_type: STEP_TYPE.assignment, standard_hours: 3 },
    { title: `フォームを作る ${mark}`, body: '## 課題：お問い合わせフォーム\n\n`<form>` で送信できるフォームを作りましょう。', step_type: STEP_TYPE.assignment, standard_hours: 2 },
  ]);
  const course = await createCourse({ name: `${label} コース ${mark}`, curricula: [{ curriculum_id: curriculum.id, normal_days: 10, intensive_days: 5 }] });
  const company = await createCompany({ name: `${label} 会社 ${mark}` });
  const student = await createStudent(company.id, { name: `${label} 受講生${mark}`, course_id: course.id });
  const companyUser = await createCompanyUser(company.id, { name: `${label} 担当${mark}` });
  const role = await createRole({ dashboard: ACCESS_LEVEL.read, room: ACCESS_LEVEL.all, student: ACCESS_LEVEL.read }, `${label} 講師ロール ${mark}`);
  const teacher = await createStaff({ name: `${label} 講師${mark}`, main_role: MAIN_ROLE.teacher, permission_role_id: role.id });
  const otherTeacher = await createStaff({ name: `${label} 副講師${mark}`, main_role: MAIN_ROLE.teacher, permission_role_id: role.id });
  return {
    mark,
    companyId: company.id,
    companyName: company.name,
    student,
    companyUser,
    teacher,
    otherTeacher,
    curriculumName,
    courseId: course.id,
    steps: steps.map((step) => ({ id: step.id, title: step.title })),
  };
}

async function expectStatus<T>(response: Response, endpoint: EndpointDefinition): Promise<T> {
  const expected = endpoint.status ?? 200;
  if (response.status !== expected) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A zip of the work: a real local file header, as the server checks by the bytes. */
export function makeZip(size = 2048): Buffer {
  return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(size - 4, 1)]);
}

interface Attachment {
  name: string;
  bytes: Buffer;
  type: string;
}

function formOf(data: object, files: readonly Attachment[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export const zipFile = (name = 'jikoshokai.zip'): Attachment => ({ name, bytes: makeZip(), type: 'application/zip' });
export const pngFile = (name = 'screenshot.png'): Attachment => ({ name, bytes: makePng(), type: 'image/png' });

/** The step's room as the student opens it from the step page. */
export async function openRoom(student: Account, stepId: number): Promise<RoomDetail> {
  const token = await accountToken('student', student.email);
  return expectStatus(await callApi(token, roomEndpoints.studentOpen, { body: { step_id: stepId } }), roomEndpoints.studentOpen);
}

/** A question (0) or a submission (1) as the student sends it. */
export async function studentSays(student: Account, roomId: number, messageType: 0 | 1, body: string, files: readonly Attachment[] = []): Promise<RoomDetail> {
  const token = await accountToken('student', student.email);
  const form = formOf({ message_type: messageType, body }, files);
  return expectStatus(await callApi(token, roomEndpoints.studentMessage, { params: { id: roomId }, form }), roomEndpoints.studentMessage);
}

/** A teacher's answer to a question (2) or comment on the assignment (3). */
export async function teacherReplies(teacher: Account, roomId: number, body: string, messageType: 2 | 3 = MESSAGE_TYPE.question_response): Promise<RoomDetail> {
  const token = await accountToken('admin', teacher.email);
  const form = formOf({ room_id: roomId, message_type: messageType, body }, []);
  return expectStatus(await callApi(token, roomEndpoints.adminReply, { form }), roomEndpoints.adminReply);
}

/** A teacher's judgement of the waiting submission. */
export async function teacherJudges(teacher: Account, roomId: number, verdict: typeof ROOM_STATUS.ok | typeof ROOM_STATUS.ng, body: string): Promise<RoomDetail> {
  const token = await accountToken('admin', teacher.email);
  return expectStatus(await callApi(token, roomEndpoints.adminJudge, { body: { room_id: roomId, status: verdict, body } }), roomEndpoints.adminJudge);
}

/** "レビュー中にする" as a teacher does it. */
export async function teacherClaims(teacher: Account, roomId: number): Promise<void> {
  const token = await accountToken('admin', teacher.email);
  await expectStatus(await callApi(token, roomEndpoints.adminClaim, { params: { id: roomId } }), roomEndpoints.adminClaim);
}

/** 「引き継ぐ」 as a teacher does it, naming the holder the confirmation showed. */
export async function teacherTakesOver(teacher: Account, roomId: number, holder: Account): Promise<void> {
  const token = await accountToken('admin', teacher.email);
  await expectStatus(await callApi(token, roomEndpoints.adminTakeOver, { params: { id: roomId }, body: { holder_id: holder.id } }), roomEndpoints.adminTakeOver);
}

/**
 * Starts watching the page for its staff, company or student live socket: `accepted` settles once
 * the server has accepted the upgrade (101), from when events reach the page. Call it before the
 * navigation that opens the socket.
 */
export async function watchRoomSocket(page: Page, area: keyof typeof realtimeSockets): Promise<{ accepted: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sockets = new Set<string>();
  const path = realtimeSockets[area].path;
  const accepted = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
      if (new URL(url).pathname === path) sockets.add(requestId);
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      if (sockets.has(requestId) && response.status === 101) resolve();
    });
  });
  return { accepted };
}

/** A screenshot of the screen as it shows (a dialog over the page), beside the full-page ones of fixtures.ts. */
export async function dialogShot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '.artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
