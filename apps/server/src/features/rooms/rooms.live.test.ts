import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import { webPushEndpoints } from '@manabiya/domain/endpoints/webpush';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { rooms } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import { createMailer } from '../../platform/mail.ts';
import { createInProcessRealtime } from '../../platform/realtime.ts';
import { createProgressService } from '../learning/progress.service.ts';
import { zonedDate } from '@manabiya/domain/zoned-time';
import { createStudent, staffWith } from '../../test/factories.ts';
import { connectRealtime, type RealtimeClient } from '../../test/realtime-client.ts';
import { connectStaffRealtime, createRoomTestApp, createRoomWorld, judgeRoom, openRoom, postStudentMessage, replyInRoom, type RoomWorld } from '../../test/room-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createRoomFiles } from './room-files.ts';
import { createRoomService } from './rooms.service.ts';

/* Issue 13: every change reaches the open pages that may show the room; the student hears of replies and judgements by mail (outbox) and push; the daily mail of overdue rooms. */

let t: TestApp;
let baseUrl: string;
let w: RoomWorld;
let other: RoomWorld;

/** A local push service: resolves the waiters of each Topic header (room-<id>) it receives. */
const pushedTopics: string[] = [];
const pushWaiters = new Map<string, () => void>();
let pushServer: http.Server;

beforeAll(async () => {
  t = await createRoomTestApp({ REALTIME_PING_MS: '200', PUSH_ALLOW_LOCAL_TEST_PEER: 'true' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  pushServer = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const topic = String(request.headers.topic);
      pushedTopics.push(topic);
      pushWaiters.get(topic)?.();
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  w = await createRoomWorld(t);
  other = await createRoomWorld(t);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}/push/student`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  expect((await t.call('POST', pathOf(webPushEndpoints.subscribe), w.student.token, subscription)).statusCode).toBe(204);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
});

const pushed = (topic: string) =>
  new Promise<void>((resolve, reject) => {
    if (pushedTopics.includes(topic)) return resolve();
    const timer = setTimeout(() => reject(new Error(`no push with topic ${topic}; got ${pushedTopics.join(', ')}`)), 5000);
    pushWaiters.set(topic, () => {
      clearTimeout(timer);
      resolve();
    });
  });

const mailsTo = (address: string) =>
  t.db.select({ subject: mailOutbox.subject, text: mailOutbox.body_text }).from(mailOutbox).where(eq(sql`lower(${mailOutbox.to_address})`, address.toLowerCase())).orderBy(desc(mailOutbox.id));

const changed = (id: number) => (event: { type: string; id?: number }) => event.type === 'room.changed' && event.id === id;

describe('live events', () => {
  let sockets: RealtimeClient[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('reach the student, their company and staff who read rooms, and no one else', async () => {
    const reader = await staffWith(t, { room: ACCESS_LEVEL.read });
    const [student, company, teacher, staffReader, otherStudent, otherCompany] = await Promise.all([
      connectRealtime(baseUrl, 'student', w.student.token),
      connectRealtime(baseUrl, 'company', w.companyUser.token),
      connectStaffRealtime(baseUrl, w.teacher.token),
      connectStaffRealtime(baseUrl, reader.token),
      connectRealtime(baseUrl, 'student', other.student.token),
      connectRealtime(baseUrl, 'company', other.companyUser.token),
    ]);
    sockets = [student, company, teacher, staffReader, otherStudent, otherCompany];
    const room = await openRoom(t, w.student.token, w.assignmentStepId);

    await postStudentMessage(t, w.student.token, room.id, MESSAGE_TYPE.assignment, '提出します');
    await Promise.all([student, company, teacher, staffReader].map((socket) => socket.waitFor(changed(room.id))));

    // A claim, a judgement: each one is announced again.
    const counts = () => teacher.events.filter(changed(room.id)).length;
    const beforeClaim = counts();
    await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), w.teacher.token);
    await teacher.waitFor(() => counts() > beforeClaim);
    const studentBefore = student.events.filter(changed(room.id)).length;
    await judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ng, '見出しを直しましょう');
    await student.waitFor(() => student.events.filter(changed(room.id)).length > studentBefore);

    // The other company's pages heard nothing of it: an event of their own arrives, and only that one.
    const theirs = await openRoom(t, other.student.token, other.assignmentStepId);
    await postStudentMessage(t, other.student.token, theirs.id, MESSAGE_TYPE.question, '質問です');
    await Promise.all([otherStudent.waitFor(changed(theirs.id)), otherCompany.waitFor(changed(theirs.id)), teacher.waitFor(changed(theirs.id))]);
    expect(otherStudent.events.filter(changed(room.id))).toEqual([]);
    expect(otherCompany.events.filter(changed(room.id))).toEqual([]);
    expect(student.events.filter(changed(theirs.id))).toEqual([]);
    expect(company.events.filter(changed(theirs.id))).toEqual([]);
  });
});

describe('a take-over', () => {
  it("tells the holder's open page live, and their next read of the room names who took it", async () => {
    const room = await openRoom(t, other.student.token, other.secondAssignmentStepId);
    await postStudentMessage(t, other.student.token, room.id, MESSAGE_TYPE.assignment, '提出します');
    expect((await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), other.teacher.token)).statusCode).toBe(200);
    const holder = await connectStaffRealtime(baseUrl, other.teacher.token);
    try {
      const taken = await t.call('POST', pathOf(endpoints.adminTakeOver, { id: room.id }), other.teacher2.token, { holder_id: other.teacher.id });
      expect(taken.statusCode, taken.body).toBe(200);
      await holder.waitFor(changed(room.id));
      const seen = (await t.call('GET', pathOf(endpoints.adminGet, { id: room.id }), other.teacher.token)).json<{ claim: { staff_name: string; mine: boolean } }>();
      expect(seen.claim).toMatchObject({ staff_name: other.teacher2.name, mine: false });
    } finally {
      holder.close();
    }
  });
});

describe("the student's notifications", () => {
  it('writes a mail to the outbox with each judgement and reply, pushes it to the browser, and none for a refused one', async () => {
    const room = await openRoom(t, w.student.token, w.secondAssignmentStepId);
    const before = (await mailsTo(w.student.email)).length;
    await postStudentMessage(t, w.student.token, room.id, MESSAGE_TYPE.assignment, '提出します');
    expect(await mailsTo(w.student.email)).toHaveLength(before);

    expect((await judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ok, '**合格** です。よくできました。')).statusCode).toBe(200);
    const [judged] = await mailsTo(w.student.email);
    expect(judged?.subject).toContain('「レイアウトの課題」の課題が合格（OK）になりました');
    expect(judged?.text).toContain(`${w.teacher2.name} さんが「レイアウトの課題」の課題を合格（OK）と判定しました`);
    expect(judged?.text).toContain('**合格** です。よくできました。');
    expect(judged?.text).toContain(`/student/room/${room.id}`);
    await pushed(`room-${room.id}`);

    // A refused judgement writes no mail.
    expect((await judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ng)).statusCode).toBe(409);
    expect(await mailsTo(w.student.email)).toHaveLength(before + 1);

    await replyInRoom(t, w.teacher.token, room.id, MESSAGE_TYPE.assignment_response, '補足のコメントです');
    const [replied] = await mailsTo(w.student.email);
    expect(replied?.subject).toContain('講師から返信がありました');
    expect(replied?.text).toContain('補足のコメントです');

    await t.call('POST', pathOf(endpoints.adminRedo), w.teacher.token, { room_id: room.id, reason: '仕様変更のためやり直してください' });
    const [redo] = await mailsTo(w.student.email);
    expect(redo?.subject).toContain('やり直しのお願い');
    expect(redo?.text).toContain('仕様変更のためやり直してください');
  });
});

describe('the daily mail of overdue rooms', () => {
  it('goes once a day from 9:00 to the teachers who opted in, while some room waits beyond the target', async () => {
    const service = createRoomService({
      db: t.db,
      config: t.config,
      realtime: createInProcessRealtime(),
      mailer: createMailer({ db: t.db, smtpUrl: undefined, from: t.config.MAIL_FROM, logger: t.app.log }),
      logger: t.app.log,
      files: createRoomFiles(path.join(t.config.dataDir, 'digest-files')),
      progress: createProgressService({ db: t.db, config: t.config }),
      webPush: { sendToStudents: () => Promise.resolve({ sent: 0, removed: 0, failed: 0 }) },
      audit: { record: () => Promise.resolve() },
    });
    const subscriber = await staffWith(t, { room: ACCESS_LEVEL.all });
    const inactive = await staffWith(t, { room: ACCESS_LEVEL.all });
    const notSubscribed = await staffWith(t, { room: ACCESS_LEVEL.all });
    for (const member of [subscriber, inactive]) await t.call('PUT', pathOf(endpoints.digestSet), member.token, { enabled: true });
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, inactive.id));

    const today = zonedDate(new Date(), t.config.DISPLAY_TIME_ZONE);
    const at = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);
    const morning = at(today, '10:00');
    // Nothing overdue yet (rooms of the other tests wait since now at the latest): no mail.
    expect(await service.sendOverdueDigest(morning)).toBe(0);

    const student = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01', name: '待ち 太郎' });
    const room = await openRoom(t, student.token, w.assignmentStepId);
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    await t.db.update(rooms).set({ waiting_since: new Date(morning.getTime() - 30 * 3600_000) }).where(eq(rooms.id, room.id));

    expect(await service.sendOverdueDigest(at(today, '08:59'))).toBe(0);
    expect(await service.sendOverdueDigest(morning)).toBe(1);
    const [mail] = await mailsTo(subscriber.email);
    expect(mail?.subject).toContain('レビューの目安を過ぎたルームが 1 件あります');
    expect(mail?.text).toContain('・待ち 太郎 さん「HTML で自己紹介ページを作る」 1日6時間待ち');
    expect(mail?.text).toContain(`/admin/room/${room.id}`);
    expect(await mailsTo(inactive.email)).toEqual([]);
    expect(await mailsTo(notSubscribed.email)).toEqual([]);

    // Once a day, whichever instance polls: the next poll of the day sends nothing, the next day's does.
    expect(await service.sendOverdueDigest(at(today, '10:15'))).toBe(0);
    const tomorrow = new Date(morning.getTime() + 24 * 3600_000);
    expect(await service.sendOverdueDigest(tomorrow)).toBe(1);
    expect(await mailsTo(subscriber.email)).toHaveLength(2);
  });
});
