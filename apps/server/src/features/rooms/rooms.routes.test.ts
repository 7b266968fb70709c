import type { StudentProgress } from '@manabiya/domain/contracts/learning';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { CLAIM_REFUSAL, ROOM_REFUSAL, waitingOnOf } from '@manabiya/domain/contracts/room-machine';
import type { RoomClaimResponse, RoomDetail, RoomListItem, RoomMessage, RoomNextResponse, RoomTakeOverResponse } from '@manabiya/domain/contracts/rooms';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { learningEndpoints } from '@manabiya/domain/endpoints/learning';
import { roomEndpoints as endpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_STATUS, ROOM_STATUS_VALUES } from '@manabiya/domain/enums/rooms';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/audit.ts';
import { stepCompletions, studentProgress } from '../../db/schema/learning.ts';
import { roomMessages, rooms, waitingOnTeacher } from '../../db/schema/rooms.ts';
import { createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { createRoomTestApp, createRoomWorld, judgeRoom, openRoom, postStudentMessage, replyInRoom, type RoomWorld } from '../../test/room-world.ts';
import type { TestApp } from '../../test/test-app.ts';

/* Issue 13: rooms through the API — the status machine, the queue, claims, edits, marks, audiences and sections. */

let t: TestApp;
let w: RoomWorld;
beforeAll(async () => {
  t = await createRoomTestApp();
  w = await createRoomWorld(t);
});
afterAll(() => t.close());

const get = async <T>(url: string, token: string): Promise<T> => {
  const response = await t.call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const adminThread = (id: number, token = w.teacher.token) => get<RoomDetail>(pathOf(endpoints.adminGet, { id }), token);
const studentThread = (id: number, token = w.student.token) => get<RoomDetail>(pathOf(endpoints.studentGet, { id }), token);
/** What the thread pages send while they show a room: the student's reading, or a teacher's seeing. */
const markSeen = (id: number, token = w.teacher.token) => t.call('POST', pathOf(endpoints.adminRead, { id }), token);
const markRead = (id: number, token = w.student.token) => t.call('POST', pathOf(endpoints.studentRead, { id }), token);
const takeOver = (id: number, token: string, holderId: number) => t.call('POST', pathOf(endpoints.adminTakeOver, { id }), token, { holder_id: holderId });
const queue = (query = '', token = w.teacher.token) => get<ListResponse<RoomListItem>>(`${pathOf(endpoints.adminList)}${query}`, token);
const expectConflict = (response: { statusCode: number; body: string }, message: string) => {
  expect(response.statusCode, response.body).toBe(409);
  expect((JSON.parse(response.body) as { message: string }).message).toBe(message);
};

/** A fresh student of the world's company and course, signed in, with the room of the first assignment step. */
async function newStudentRoom(world = w) {
  const student = await createStudent(t, world.companyId, { course_id: world.course.courseId, start_date: '2026-04-01' });
  const room = await openRoom(t, student.token, world.assignmentStepId);
  return { student, room };
}

async function stepsDone(token: string): Promise<number> {
  const progress = await get<StudentProgress>(pathOf(learningEndpoints.progress), token);
  return progress.courses[0]!.curricula.reduce((sum, curriculum) => sum + curriculum.steps_done, 0);
}

describe('opening a room', () => {
  it('opens one room per student and assignment step of their own course, and refuses other steps', async () => {
    const { student } = await newStudentRoom();
    const first = await openRoom(t, student.token, w.secondAssignmentStepId);
    const again = await openRoom(t, student.token, w.secondAssignmentStepId);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: ROOM_STATUS.studying, waiting_on: 'student', message_count: 0, messages: [] });
    expect(first.step).toMatchObject({ id: w.secondAssignmentStepId, title: 'レイアウトの課題' });
    expect(first.abilities).toMatchObject({ can_question: true, can_submit: true, can_reply: false, can_judge: false });

    const selfStudy = await t.call('POST', pathOf(endpoints.studentOpen), student.token, { step_id: w.selfStudyStepId });
    expect(selfStudy.statusCode).toBe(409);
    const otherCourse = await createCourseWorld(t, { curricula: [{ steps: [{ type: 0 }] }] });
    expect((await t.call('POST', pathOf(endpoints.studentOpen), student.token, { step_id: otherCourse.stepIds[0]! })).statusCode).toBe(404);
    const rows = await t.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.student_id, student.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses a step still locked in a sequential course, naming the step that opens it', async () => {
    const world = await createRoomWorld(t, { sequential: true });
    const response = await t.call('POST', pathOf(endpoints.studentOpen), world.student.token, { step_id: world.secondAssignmentStepId });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('CSS の基本を読む');
  });
});

describe('the status machine through the API', () => {
  it('goes submit → NG → resubmit → OK (the step completes, progress moves) → redo (the step reopens)', async () => {
    const { student, room } = await newStudentRoom();
    const before = await stepsDone(student.token);

    const submitted = await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出します。\n\n```html\n<h1>自己紹介</h1>\n```');
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json<RoomDetail>()).toMatchObject({
      status: ROOM_STATUS.submitted,
      check_status: ROOM_CHECK_STATUS.unchecked,
      waiting_on: 'teacher',
      abilities: { can_submit: false },
      submit_blocked_reason: ROOM_REFUSAL.alreadySubmitted,
    });
    expectConflict(await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, 'もう一度'), ROOM_REFUSAL.alreadySubmitted);
    // A question while the submission waits changes nothing of the status.
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問です')).json<RoomDetail>().status).toBe(ROOM_STATUS.submitted);

    expect(await adminThread(room.id)).toMatchObject({ check_status: ROOM_CHECK_STATUS.unchecked, abilities: { can_judge: true, can_redo: false, can_mark_read: true } });
    expect((await markSeen(room.id)).statusCode).toBe(204);
    const seen = await adminThread(room.id);
    expect(seen).toMatchObject({ check_status: ROOM_CHECK_STATUS.checked, unread_count: 0, abilities: { can_judge: true, can_redo: false } });
    expect(seen.step.body).toContain('自己紹介ページを作って');

    const ng = await judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ng, '見出しを直してください。');
    expect(ng.statusCode, ng.body).toBe(200);
    expect(ng.json<RoomDetail>()).toMatchObject({ status: ROOM_STATUS.ng, waiting_on: 'student' });
    expect(ng.json<RoomDetail>().messages.at(-1)).toMatchObject({ message_type: MESSAGE_TYPE.assignment_response, verdict: ROOM_STATUS.ng, author: { kind: 'staff', id: w.teacher.id } });
    expect(await stepsDone(student.token)).toBe(before);

    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '直しました。')).json<RoomDetail>().status).toBe(ROOM_STATUS.submitted);
    const ok = await judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ok, '合格です。');
    expect(ok.json<RoomDetail>()).toMatchObject({ status: ROOM_STATUS.ok, waiting_on: 'student', abilities: { can_redo: true, can_judge: false } });
    const [completion] = await t.db
      .select()
      .from(stepCompletions)
      .where(and(eq(stepCompletions.student_id, student.id), eq(stepCompletions.step_id, w.assignmentStepId)));
    expect(completion?.source).toBe(1);
    expect(await stepsDone(student.token)).toBe(before + 1);
    const [progress] = await t.db.select().from(studentProgress).where(eq(studentProgress.student_id, student.id));
    expect(progress?.steps_done).toBe(before + 1);
    expectConflict(await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, 'さらに'), ROOM_REFUSAL.alreadyPassed);

    const redo = await t.call('POST', pathOf(endpoints.adminRedo), w.teacher.token, { room_id: room.id, reason: '要件が変わったため、レスポンシブ対応を加えてください。' });
    expect(redo.statusCode, redo.body).toBe(200);
    expect(redo.json<RoomDetail>()).toMatchObject({ status: ROOM_STATUS.studying, abilities: { can_redo: false } });
    expect(redo.json<RoomDetail>().messages.at(-1)).toMatchObject({ verdict: 0, body: '要件が変わったため、レスポンシブ対応を加えてください。' });
    expect(await stepsDone(student.token)).toBe(before);
    // The second teacher's stale redo is told who asked first; judging a room nothing waits in is refused.
    const again = await t.call('POST', pathOf(endpoints.adminRedo), w.teacher2.token, { room_id: room.id, reason: '念のため' });
    expectConflict(again, `${w.teacher.name} さんがすでにやり直しを依頼しました。${ROOM_REFUSAL.notPassed}`);
    expectConflict(await judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ok), `${w.teacher.name} さんがすでにやり直しを依頼しました。${ROOM_REFUSAL.nothingToJudge}`);
    // Submitting again after the redo is allowed.
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '再提出')).statusCode).toBe(201);
  });

  it('keeps a waiting room waiting on the teacher, since its submission, through questions and their answers', async () => {
    const { student, room } = await newStudentRoom();
    // Opened long ago: the wait on the teacher begins with the submission.
    await t.db.update(rooms).set({ waiting_since: new Date('2000-01-01T00:00:00Z') }).where(eq(rooms.id, room.id));
    const submitted = (await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出')).json<RoomDetail>();
    const since = submitted.waiting_since!;
    expect(since).toBe(submitted.messages[0]!.created_at);
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問');
    const answered = await replyInRoom(t, w.teacher.token, room.id, MESSAGE_TYPE.question_response, '答えです');
    expect(answered.json<RoomDetail>()).toMatchObject({ status: ROOM_STATUS.submitted, waiting_on: 'teacher', waiting_since: since });
    // A comment on the assignment (type 3 without a judgement) judges nothing.
    expect((await replyInRoom(t, w.teacher.token, room.id, MESSAGE_TYPE.assignment_response, 'コメント')).json<RoomDetail>().status).toBe(ROOM_STATUS.submitted);
  });

  it('makes a question wait on a teacher until a teacher answers it', async () => {
    const { student, room } = await newStudentRoom();
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '### 質問のタイトル\n\nエラーが出ます')).json<RoomDetail>().waiting_on).toBe('teacher');
    expect((await queue()).items.map((item) => item.id)).toContain(room.id);
    // The student's own follow-up does not make it look answered.
    expect((await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '補足です')).json<RoomDetail>().waiting_on).toBe('teacher');
    expect((await replyInRoom(t, w.teacher.token, room.id)).json<RoomDetail>().waiting_on).toBe('student');
    expect((await queue()).items.map((item) => item.id)).not.toContain(room.id);
  });
});

describe('the review queue', () => {
  it('lists rooms waiting on a teacher, oldest waiting first, with their age band and filters', async () => {
    const company = await createCompany(t);
    const world = { ...w, companyId: company.id };
    const made = [];
    for (let i = 0; i < 3; i++) {
      const { student, room } = await newStudentRoom(world);
      await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, `提出 ${i}`);
      made.push(room.id);
    }
    // The oldest (overdue) is the last one made; the newest waits within the target.
    const hour = 60 * 60 * 1000;
    await t.db.update(rooms).set({ waiting_since: new Date(Date.now() - 30 * hour) }).where(eq(rooms.id, made[2]!));
    await t.db.update(rooms).set({ waiting_since: new Date(Date.now() - 2 * hour) }).where(eq(rooms.id, made[0]!));
    const page = await queue(`?company_id=${company.id}`);
    expect(page.items.map((item) => item.id)).toEqual([made[2], made[0], made[1]]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({ age_band: 'overdue', waiting_on: 'teacher', student: { company_id: company.id }, last_message: { author_kind: 'student', excerpt: '提出 2' } });
    expect(page.items[2]!.age_band).toBe('within');
    expect(page.items[0]!.unread_count).toBe(1);

    expect((await queue(`?company_id=${company.id}&waiting_on=student`)).items).toEqual([]);
    expect((await queue(`?company_id=${company.id}&page_size=1&page=1`)).items.map((item) => item.id)).toEqual([made[0]]);
    expect((await queue(`?company_id=${company.id}&sort=updated_at&order=desc`)).items).toHaveLength(3);
    await judgeRoom(t, w.teacher.token, made[1]!, ROOM_STATUS.ng);
    expect((await queue(`?company_id=${company.id}&teacher_id=${w.teacher.id}&waiting_on=all`)).items.map((item) => item.id)).toEqual([made[1]]);
    expect((await queue(`?company_id=${company.id}&status=${ROOM_STATUS.ng}&waiting_on=all`)).items.map((item) => item.id)).toEqual([made[1]]);
    expect((await queue(`?company_id=${company.id}&curriculum_id=${w.course.curricula[0]!.id}`)).total).toBe(2);
    expect((await queue(`?company_id=${company.id}&course_id=${w.course.courseId}&check_status=0`)).total).toBe(2);

    await t.call('POST', pathOf(endpoints.adminClaim, { id: made[0]! }), w.teacher2.token);
    expect((await queue(`?company_id=${company.id}&claimed_by=${w.teacher2.id}`)).items.map((item) => item.id)).toEqual([made[0]]);
    expect((await queue(`?company_id=${company.id}&claimed_by=0`)).items.map((item) => item.id)).toEqual([made[2]]);
  });

  it("gives the next room to review in the queue's order and filters, skipping this room and rooms others review (decision 045)", async () => {
    const company = await createCompany(t);
    const otherCompany = await createCompany(t);
    const world = { ...w, companyId: company.id };
    const hour = 60 * 60 * 1000;
    const made: number[] = [];
    // Four rooms of the company waiting on a teacher, the first made the longest waiting, and one of another company older still.
    for (let i = 0; i < 4; i++) {
      const { student, room } = await newStudentRoom(world);
      await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, `提出 ${i}`);
      await t.db.update(rooms).set({ waiting_since: new Date(Date.now() - (10 - i) * hour) }).where(eq(rooms.id, room.id));
      made.push(room.id);
    }
    const other = await newStudentRoom({ ...w, companyId: otherCompany.id });
    await postStudentMessage(t, other.student.token, other.room.id, MESSAGE_TYPE.assignment, '別の会社の提出');
    await t.db.update(rooms).set({ waiting_since: new Date(Date.now() - 50 * hour) }).where(eq(rooms.id, other.room.id));
    const [a, b, c, d] = made as [number, number, number, number];
    const next = (id: number, query = `?company_id=${company.id}`, token = w.teacher.token) => get<RoomNextResponse>(`${pathOf(endpoints.adminNext, { id })}${query}`, token);

    // The queue's own order (oldest waiting first) within the company filter: after the first, the second; after any other, the first.
    expect(await next(a)).toMatchObject({ room: { id: b, waiting_on: 'teacher', student: { company_id: company.id } }, remaining: 3 });
    expect((await next(c)).room?.id).toBe(a);
    // Judged, the room leaves the queue: the next is the top of the queue as it stands.
    await judgeRoom(t, w.teacher.token, a, ROOM_STATUS.ng);
    expect(await next(a)).toMatchObject({ room: { id: b }, remaining: 3 });
    // Another teacher's live claim takes its room out; the caller's own does not; a claim filter is kept as it is.
    await t.call('POST', pathOf(endpoints.adminClaim, { id: b }), w.teacher2.token);
    await t.call('POST', pathOf(endpoints.adminClaim, { id: c }), w.teacher.token);
    expect(await next(a)).toMatchObject({ room: { id: c }, remaining: 2 });
    expect((await next(a, `?company_id=${company.id}&claimed_by=${w.teacher2.id}`)).room?.id).toBe(b);
    expect((await next(a, `?company_id=${company.id}&claimed_by=0`)).room?.id).toBe(d);
    // The queue's other order, and no filter at all (the other company's older room comes first).
    expect((await next(a, `?company_id=${company.id}&sort=waiting_since&order=desc`)).room?.id).toBe(d);
    expect((await next(a, '')).room?.id).not.toBe(b);
    expect((await next(a, `?company_id=${otherCompany.id}`)).room?.id).toBe(other.room.id);
    // Nothing left: null and 0; a room that does not exist is a 404; the queue's checks refuse a bad filter.
    await judgeRoom(t, w.teacher.token, c, ROOM_STATUS.ok);
    await judgeRoom(t, w.teacher.token, d, ROOM_STATUS.ok);
    expect(await next(c, `?company_id=${company.id}&claimed_by=0`)).toEqual({ room: null, remaining: 0 });
    expect((await t.call('GET', pathOf(endpoints.adminNext, { id: 987_654 }), w.teacher.token)).statusCode).toBe(404);
    expect((await t.call('GET', `${pathOf(endpoints.adminNext, { id: a })}?sort=name`, w.teacher.token)).statusCode).toBe(400);
    // The queue's section: a staff member without rooms gets nothing.
    const outsider = await staffWith(t, { dashboard: ACCESS_LEVEL.read });
    expect((await t.call('GET', pathOf(endpoints.adminNext, { id: a }), outsider.token)).statusCode).toBe(403);
  });

  it('finds rooms by the student or the step', async () => {
    const student = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01', name: '検索 花子' });
    const room = await openRoom(t, student.token, w.assignmentStepId);
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    expect((await queue(`?q=${encodeURIComponent('検索 花子')}`)).items.map((item) => item.id)).toEqual([room.id]);
    expect((await queue(`?q=${encodeURIComponent('自己紹介ページ')}&company_id=${w.companyId}`)).items.map((item) => item.id)).toContain(room.id);
  });
});

describe('claims', () => {
  it('lets one teacher hold a room for 30 minutes, names them to others, expires, and ends with the judgement', async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    const claim = (token: string) => t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), token);
    const unclaim = (token: string) => t.call('DELETE', pathOf(endpoints.adminClaim, { id: room.id }), token);

    const taken = await claim(w.teacher.token);
    expect(taken.statusCode, taken.body).toBe(200);
    const held = taken.json<RoomClaimResponse>().claim!;
    expect(held).toMatchObject({ staff_id: w.teacher.id, staff_name: w.teacher.name, mine: true });
    const minutes = (Date.parse(held.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const refused = await claim(w.teacher2.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(`${w.teacher.name} さんがこのルームをレビュー中です`);
    expect((await unclaim(w.teacher2.token)).statusCode).toBe(409);
    expect((await adminThread(room.id, w.teacher2.token)).claim).toMatchObject({ staff_id: w.teacher.id, mine: false });
    expect((await adminThread(room.id, w.teacher2.token)).abilities.can_claim).toBe(false);
    // Renewing one's own claim is allowed.
    expect((await claim(w.teacher.token)).statusCode).toBe(200);

    // An expired claim is free without any sweep.
    await t.db.update(rooms).set({ claim_expires_at: new Date(Date.now() - 1000) }).where(eq(rooms.id, room.id));
    expect((await adminThread(room.id, w.teacher2.token)).claim).toBeNull();
    expect((await claim(w.teacher2.token)).json<RoomClaimResponse>().claim).toMatchObject({ staff_id: w.teacher2.id });
    expect((await unclaim(w.teacher2.token)).json<RoomClaimResponse>()).toEqual({ room_id: room.id, claim: null });
    expect((await unclaim(w.teacher2.token)).statusCode).toBe(200);

    // Judging needs no claim of one's own, and the judgement lets go of the judge's.
    await claim(w.teacher.token);
    expect((await judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ng)).json<RoomDetail>().claim).toBeNull();
    const [row] = await t.db.select({ by: rooms.claimed_by_staff_id }).from(rooms).where(eq(rooms.id, room.id));
    expect(row?.by).toBeNull();
    // Judged NG, the room waits on the student: nobody may take it.
    expectConflict(await claim(w.teacher.token), ROOM_REFUSAL.nothingToReview);
    // Students and companies never see claims.
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問です');
    expect((await claim(w.teacher.token)).statusCode).toBe(200);
    expect((await studentThread(room.id, student.token)).claim).toBeNull();
  });

  it('is taken only while the room waits on a teacher, and an existing claim can always be let go of', async () => {
    const { student, room } = await newStudentRoom();
    const claim = (token = w.teacher.token) => t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), token);
    const unclaim = (token = w.teacher.token) => t.call('DELETE', pathOf(endpoints.adminClaim, { id: room.id }), token);
    const claimedBy = async () => (await t.db.select({ by: rooms.claimed_by_staff_id }).from(rooms).where(eq(rooms.id, room.id)))[0]?.by;

    // Studying with nothing sent: the room waits on the student.
    expectConflict(await claim(), ROOM_REFUSAL.nothingToReview);
    expect(await claimedBy()).toBeNull();

    // A question waits on a teacher: it may be taken; once answered, the claim can be let go of but not renewed.
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問です');
    expect((await claim()).statusCode).toBe(200);
    expect((await replyInRoom(t, w.teacher.token, room.id)).statusCode).toBe(201);
    expect((await adminThread(room.id)).waiting_on).toBe('student');
    expectConflict(await claim(), ROOM_REFUSAL.nothingToReview);
    expectConflict(await claim(w.teacher2.token), ROOM_REFUSAL.nothingToReview);
    expect(await claimedBy()).toBe(w.teacher.id);
    expect((await unclaim()).json<RoomClaimResponse>()).toEqual({ room_id: room.id, claim: null });
    expect(await claimedBy()).toBeNull();

    // Passed (OK), the room waits on no one: nothing to review either.
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    await judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ok);
    expect((await adminThread(room.id)).status).toBe(ROOM_STATUS.ok);
    expect((await adminThread(room.id)).abilities.can_claim).toBe(false);
    expectConflict(await claim(), ROOM_REFUSAL.nothingToReview);
    expect(await claimedBy()).toBeNull();
  });
});

describe('a claim holds (issue 21)', () => {
  it("keeps someone else's room theirs until it is taken over, naming the holder, recorded, and the abilities say so", async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    const claimed = await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), w.teacher.token);
    const until = new Intl.DateTimeFormat('ja-JP', { timeZone: t.config.DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(claimed.json<RoomClaimResponse>().claim!.expires_at),
    );
    const messageCount = async () => (await t.db.select({ count: rooms.message_count }).from(rooms).where(eq(rooms.id, room.id)))[0]?.count;

    // The other teacher is offered the take-over only, and the server says the same.
    expect((await adminThread(room.id, w.teacher2.token)).abilities).toMatchObject({ can_reply: false, can_judge: false, can_redo: false, can_claim: false, can_take_over: true });
    expect((await adminThread(room.id, w.teacher.token)).abilities).toMatchObject({ can_reply: true, can_judge: true, can_claim: true, can_take_over: false });
    const held = CLAIM_REFUSAL.heldByOther(w.teacher.name, until);
    expectConflict(await judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ok), held);
    expectConflict(await replyInRoom(t, w.teacher2.token, room.id), held);
    expect(await messageCount()).toBe(1);
    expect((await adminThread(room.id)).claim).toMatchObject({ staff_id: w.teacher.id });

    // A take-over names the holder the confirmation showed: anyone else, nobody or oneself is a 409.
    const third = await staffWith(t, { room: ACCESS_LEVEL.all });
    expectConflict(await takeOver(room.id, w.teacher2.token, third.id), CLAIM_REFUSAL.holderChanged(w.teacher.name, until));
    expectConflict(await takeOver(room.id, w.teacher.token, w.teacher.id), CLAIM_REFUSAL.alreadyMine);
    expect((await t.call('POST', pathOf(endpoints.adminTakeOver, { id: room.id }), w.teacher2.token, {})).statusCode).toBe(400);
    const reader = await staffWith(t, { room: ACCESS_LEVEL.read });
    expect((await takeOver(room.id, reader.token, w.teacher.id)).statusCode).toBe(403);

    const taken = await takeOver(room.id, w.teacher2.token, w.teacher.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<RoomTakeOverResponse>()).toMatchObject({ room_id: room.id, claim: { staff_id: w.teacher2.id, mine: true }, taken_from: { id: w.teacher.id, name: w.teacher.name } });
    const [entry] = await t.db.select().from(auditLogs).where(and(eq(auditLogs.entity_type, 'room'), eq(auditLogs.entity_id, room.id)));
    expect(entry).toMatchObject({ staff_id: w.teacher2.id, action: 'update', changes: { claimed_by_staff_id: [w.teacher.id, w.teacher2.id] } });

    // Now the first teacher is the one held off, and the second judges.
    expect((await adminThread(room.id, w.teacher.token)).abilities).toMatchObject({ can_judge: false, can_reply: false, can_take_over: true });
    expect((await judgeRoom(t, w.teacher.token, room.id, ROOM_STATUS.ng)).json<{ message: string }>().message).toContain(`${w.teacher2.name} さんが対応中です`);
    const judged = await judgeRoom(t, w.teacher2.token, room.id, ROOM_STATUS.ok, '合格です。');
    expect(judged.statusCode, judged.body).toBe(200);
    expect(judged.json<RoomDetail>().claim).toBeNull();
    expectConflict(await takeOver(room.id, w.teacher.token, w.teacher2.id), CLAIM_REFUSAL.nothingToTakeOver);
  });

  it("lets anyone answer once someone else's claim has expired", async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問です');
    await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), w.teacher.token);
    expect((await replyInRoom(t, w.teacher2.token, room.id)).statusCode).toBe(409);
    await t.db.update(rooms).set({ claim_expires_at: new Date(Date.now() - 1000) }).where(eq(rooms.id, room.id));
    t.app.writeClock.advance();
    expect((await adminThread(room.id, w.teacher2.token)).abilities).toMatchObject({ can_reply: true, can_take_over: false });
    expect((await replyInRoom(t, w.teacher2.token, room.id)).statusCode).toBe(201);
  });
});

describe('editing messages', () => {
  it('lets the author edit for 10 minutes and only while nothing follows; never someone else', async () => {
    const { student, room } = await newStudentRoom();
    const posted = (await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質門です')).json<RoomDetail>();
    const messageId = posted.messages[0]!.id;
    expect(posted.messages[0]!.can_edit).toBe(true);
    const edit = (id: number, token: string, body: string, student = true) =>
      t.call('PUT', pathOf(student ? endpoints.studentEditMessage : endpoints.adminEditMessage, { id }), token, { body });

    const edited = await edit(messageId, student.token, '質問です');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<RoomMessage>()).toMatchObject({ body: '質問です', can_edit: true });
    expect(edited.json<RoomMessage>().edited_at).not.toBeNull();

    // Another student's message is not found; a teacher's message is not the student's to edit.
    const other = await newStudentRoom();
    expect((await edit(messageId, other.student.token, '乗っ取り')).statusCode).toBe(404);
    const reply = (await replyInRoom(t, w.teacher.token, room.id)).json<RoomDetail>().messages.at(-1)!;
    expect((await edit(reply.id, student.token, '改ざん')).statusCode).toBe(403);
    expect((await edit(reply.id, w.teacher2.token, '他人の返信', false)).statusCode).toBe(403);

    // Once a reply follows, the question stays as it is.
    const after = await edit(messageId, student.token, '質問です（追記）');
    expect(after.statusCode).toBe(409);
    expect(after.json<{ message: string }>().message).toContain('後に新しいメッセージがあるため');
    expect((await studentThread(room.id, student.token)).messages[0]!.can_edit).toBe(false);

    // The teacher may edit the last message within the window, and not after it.
    expect((await edit(reply.id, w.teacher.token, '回答です（修正）', false)).json<RoomMessage>().body).toBe('回答です（修正）');
    await t.db.update(roomMessages).set({ created_at: sql`now() - interval '11 minutes'` }).where(eq(roomMessages.id, reply.id));
    const late = await edit(reply.id, w.teacher.token, '遅い修正', false);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('10分以内');
    const [stored] = await t.db.select({ body: roomMessages.body }).from(roomMessages).where(eq(roomMessages.id, reply.id));
    expect(stored?.body).toBe('回答です（修正）');
  });
});

describe("the student's marks and unread counts", () => {
  it('marks a teacher message good or bad, changes or removes the mark, and refuses other messages', async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問');
    const thread = (await replyInRoom(t, w.teacher.token, room.id)).json<RoomDetail>();
    const [own, answer] = thread.messages as [RoomMessage, RoomMessage];
    const mark = (id: number, actionType: number | null, token = student.token) =>
      t.call('PUT', pathOf(endpoints.studentMark, { id }), token, { action_type: actionType });

    expect((await mark(answer.id, 0)).json()).toEqual({ message_id: answer.id, mark: 0 });
    expect((await studentThread(room.id, student.token)).messages[1]!.mark).toBe(0);
    expect((await mark(answer.id, 1)).json()).toEqual({ message_id: answer.id, mark: 1 });
    expect((await adminThread(room.id)).messages[1]!.mark).toBe(1);
    expect((await mark(answer.id, null)).statusCode).toBe(200);
    expect((await studentThread(room.id, student.token)).messages[1]!.mark).toBeNull();
    expect((await mark(own.id, 0)).statusCode).toBe(400);
    expect((await mark(answer.id, 0, (await newStudentRoom()).student.token)).statusCode).toBe(404);
    expect((await mark(answer.id, 2)).statusCode).toBe(400);
  });

  it("counts teachers' messages the student has not read, and clears them when the page marks the thread read, never by reading it", async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, '質問');
    await replyInRoom(t, w.teacher.token, room.id);
    await replyInRoom(t, w.teacher.token, room.id, MESSAGE_TYPE.question_response, '補足');
    const listed = await get<ListResponse<RoomListItem>>(pathOf(endpoints.studentList), student.token);
    expect(listed.items.find((item) => item.id === room.id)).toMatchObject({ unread_count: 2, message_count: 3, last_message: { author_kind: 'staff', excerpt: '補足' } });
    // Reading the thread changes nothing; the page's read mark does, once or twice alike.
    expect((await studentThread(room.id, student.token)).unread_count).toBe(2);
    expect((await studentThread(room.id, student.token)).abilities.can_mark_read).toBe(true);
    for (let i = 0; i < 2; i++) {
      const read = await markRead(room.id, student.token);
      expect(read.statusCode, read.body).toBe(204);
      expect(read.body).toBe('');
    }
    expect((await studentThread(room.id, student.token)).unread_count).toBe(0);
    const again = await get<ListResponse<RoomListItem>>(pathOf(endpoints.studentList), student.token);
    expect(again.items.find((item) => item.id === room.id)!.unread_count).toBe(0);
    // Another student's room, or none: not found, and nothing changes.
    const classmate = await newStudentRoom();
    await replyInRoom(t, w.teacher.token, classmate.room.id, MESSAGE_TYPE.assignment_response, '様子はどうですか');
    expect((await markRead(classmate.room.id, student.token)).statusCode).toBe(404);
    expect((await markRead(987_654, student.token)).statusCode).toBe(404);
    expect((await studentThread(classmate.room.id, classmate.student.token)).unread_count).toBe(1);
  });
});

describe('long threads', () => {
  it('give the latest 50 messages and the earlier ones a page at a time, to each audience that may read the room', async () => {
    const { student, room } = await newStudentRoom();
    // 120 questions written straight to the table (the API would take a while), then the counters.
    await t.db.insert(roomMessages).values(Array.from({ length: 120 }, (_, n) => ({ room_id: room.id, student_id: student.id, message_type: MESSAGE_TYPE.question, body: `質問 ${n + 1}` })));
    const latest = await adminThread(room.id);
    expect(latest.messages.map((message) => message.body)).toEqual(Array.from({ length: 50 }, (_, n) => `質問 ${n + 71}`));
    expect(latest.earlier_count).toBe(70);
    const earlier = (before: number, token: string, endpoint: typeof endpoints.adminMessages | typeof endpoints.studentMessages | typeof endpoints.companyMessages) =>
      get<{ items: RoomMessage[]; earlier_count: number }>(`${pathOf(endpoint, { id: room.id })}?before=${before}`, token);
    const second = await earlier(latest.messages[0]!.id, w.teacher.token, endpoints.adminMessages);
    expect(second.items.map((message) => message.body)).toEqual(Array.from({ length: 50 }, (_, n) => `質問 ${n + 21}`));
    expect(second.earlier_count).toBe(20);
    const first = await earlier(second.items[0]!.id, student.token, endpoints.studentMessages);
    expect(first).toMatchObject({ earlier_count: 0 });
    expect(first.items.map((message) => message.body)).toEqual(Array.from({ length: 20 }, (_, n) => `質問 ${n + 1}`));
    expect((await earlier(latest.messages[0]!.id, w.companyUser.token, endpoints.companyMessages)).items).toHaveLength(50);
    // Nobody else reads them.
    const classmate = await newStudentRoom();
    expect((await t.call('GET', `${pathOf(endpoints.studentMessages, { id: room.id })}?before=${latest.messages[0]!.id}`, classmate.student.token)).statusCode).toBe(404);
    const outsider = await createCompanyUser(t, (await createCompany(t)).id);
    expect((await t.call('GET', `${pathOf(endpoints.companyMessages, { id: room.id })}?before=1`, outsider.token)).statusCode).toBe(404);
    expect((await t.call('GET', `${pathOf(endpoints.adminMessages, { id: room.id })}?before=abc`, w.teacher.token)).statusCode).toBe(400);
  });
});

describe('audiences and sections', () => {
  it("shows a company its own students' rooms read-only, and nothing of another company's or student's", async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    const companyList = await get<ListResponse<RoomListItem>>(pathOf(endpoints.companyList), w.companyUser.token);
    expect(companyList.items.map((item) => item.id)).toContain(room.id);
    expect(companyList.items.every((item) => item.student.company_id === w.companyId)).toBe(true);
    const thread = await get<RoomDetail>(pathOf(endpoints.companyGet, { id: room.id }), w.companyUser.token);
    expect(thread.abilities).toEqual({
      can_question: false,
      can_submit: false,
      can_reply: false,
      can_judge: false,
      can_redo: false,
      can_claim: false,
      can_take_over: false,
      can_mark: false,
      can_mark_read: false,
    });
    expect(thread.check_status).toBe(ROOM_CHECK_STATUS.unchecked);

    const otherCompany = await createCompany(t);
    const outsider = await createCompanyUser(t, otherCompany.id);
    expect((await t.call('GET', pathOf(endpoints.companyGet, { id: room.id }), outsider.token)).statusCode).toBe(404);
    expect((await get<ListResponse<RoomListItem>>(pathOf(endpoints.companyList), outsider.token)).total).toBe(0);
    const classmate = await newStudentRoom();
    expect((await t.call('GET', pathOf(endpoints.studentGet, { id: room.id }), classmate.student.token)).statusCode).toBe(404);
    expect((await postStudentMessage(t, classmate.student.token, room.id, MESSAGE_TYPE.question, '覗き')).statusCode).toBe(404);
    expect((await get<ListResponse<RoomListItem>>(pathOf(endpoints.studentList), classmate.student.token)).items.map((item) => item.id)).toEqual([classmate.room.id]);
  });

  it('lets staff who read rooms see the queue and threads without marking them checked, and only "all" answer', async () => {
    const { student, room } = await newStudentRoom();
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出');
    const reader = await staffWith(t, { room: ACCESS_LEVEL.read });
    const nobody = await staffWith(t, { student: ACCESS_LEVEL.all });
    expect((await queue('', reader.token)).items.map((item) => item.id)).toContain(room.id);
    const read = await adminThread(room.id, reader.token);
    expect(read).toMatchObject({ check_status: ROOM_CHECK_STATUS.unchecked, abilities: { can_reply: false, can_judge: false, can_claim: false, can_take_over: false, can_mark_read: false } });
    for (const response of [
      await markSeen(room.id, reader.token),
      await judgeRoom(t, reader.token, room.id, ROOM_STATUS.ok),
      await replyInRoom(t, reader.token, room.id),
      await t.call('POST', pathOf(endpoints.adminClaim, { id: room.id }), reader.token),
      await t.call('GET', pathOf(endpoints.snippetList), reader.token),
      await t.call('GET', pathOf(endpoints.adminList), nobody.token),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect((await adminThread(room.id)).check_status).toBe(ROOM_CHECK_STATUS.unchecked);
    expect((await markSeen(room.id)).statusCode).toBe(204);
    expect((await adminThread(room.id)).check_status).toBe(ROOM_CHECK_STATUS.checked);
  });

  it('answers 404 for a room that does not exist on every staff route that takes one', async () => {
    const absent = 987_654;
    expect((await t.call('GET', pathOf(endpoints.adminGet, { id: absent }), w.teacher.token)).statusCode).toBe(404);
    expect((await judgeRoom(t, w.teacher.token, absent, ROOM_STATUS.ok)).statusCode).toBe(404);
    expect((await replyInRoom(t, w.teacher.token, absent)).statusCode).toBe(404);
    expect((await t.call('POST', pathOf(endpoints.adminRedo), w.teacher.token, { room_id: absent, reason: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', pathOf(endpoints.adminClaim, { id: absent }), w.teacher.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', pathOf(endpoints.adminClaim, { id: absent }), w.teacher.token)).statusCode).toBe(404);
    expect((await takeOver(absent, w.teacher.token, w.teacher2.id)).statusCode).toBe(404);
    expect((await markSeen(absent)).statusCode).toBe(404);
  });
});

describe('snippets and the digest setting', () => {
  it("keeps each teacher's own snippets, at most 100", async () => {
    const create = (token: string, title: string) => t.call('POST', pathOf(endpoints.snippetCreate), token, { title, body: '## よくできています\n\n次は **テスト** も書いてみましょう。' });
    const made = await create(w.teacher.token, '褒める');
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    expect((await get<Array<{ title: string }>>(pathOf(endpoints.snippetList), w.teacher.token)).map((row) => row.title)).toEqual(['褒める']);
    expect(await get(pathOf(endpoints.snippetList), w.teacher2.token)).toEqual([]);
    expect((await t.call('PUT', pathOf(endpoints.snippetUpdate, { id }), w.teacher2.token, { title: '乗っ取り', body: 'x' })).statusCode).toBe(404);
    expect((await t.call('DELETE', pathOf(endpoints.snippetDelete, { id }), w.teacher2.token)).statusCode).toBe(404);
    const updated = await t.call('PUT', pathOf(endpoints.snippetUpdate, { id }), w.teacher.token, { title: '褒める（短）', body: 'いいですね。' });
    expect(updated.json()).toMatchObject({ id, title: '褒める（短）', body: 'いいですね。' });
    expect((await create(w.teacher.token, '   ')).statusCode).toBe(400);

    const filler = await staffWith(t, { room: ACCESS_LEVEL.all });
    for (let i = 0; i < 100; i++) expect((await create(filler.token, `定型文 ${i}`)).statusCode).toBe(201);
    const refused = await create(filler.token, 'もう一つ');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('100件まで');
    expect((await t.call('DELETE', pathOf(endpoints.snippetDelete, { id }), w.teacher.token)).statusCode).toBe(204);
    expect(await get(pathOf(endpoints.snippetList), w.teacher.token)).toEqual([]);
  });

  it('remembers whether a teacher receives the daily mail of overdue rooms', async () => {
    expect(await get(pathOf(endpoints.digestGet), w.teacher.token)).toEqual({ enabled: false });
    expect((await t.call('PUT', pathOf(endpoints.digestSet), w.teacher.token, { enabled: true })).json()).toEqual({ enabled: true });
    expect(await get(pathOf(endpoints.digestGet), w.teacher.token)).toEqual({ enabled: true });
    expect(await get(pathOf(endpoints.digestGet), w.teacher2.token)).toEqual({ enabled: false });
    await t.call('PUT', pathOf(endpoints.digestSet), w.teacher.token, { enabled: false });
    expect(await get(pathOf(endpoints.digestGet), w.teacher.token)).toEqual({ enabled: false });
  });
});

/*
 * "Waiting on a teacher" is one rule: the room machine's `waitingOnOf`, and in SQL the predicate that
 * the queue's queries and the partial index rooms_waiting_on_teacher_idx share. Both SQL forms (the
 * queries' condition and the index's predicate as the migrated database holds it) are evaluated over
 * every status and open question, and must agree with the machine.
 */
const STATES = ROOM_STATUS_VALUES.flatMap((status) => [false, true].map((questionOpen) => ({ status, questionOpen })));

/** The condition evaluated for each state, over a relation named `rooms` that holds the states. */
async function evaluate(condition: SQL): Promise<boolean[]> {
  const values = sql.join(
    STATES.map((state) => sql`(${sql.raw(String(state.status))}::smallint, ${sql.raw(String(state.questionOpen))})`),
    sql`, `,
  );
  const result: unknown = await t.db.execute(sql`with rooms(status, question_open) as (values ${values}) select (${condition}) as teacher from rooms`);
  return (result as { rows: Array<{ teacher: boolean }> }).rows.map((row) => row.teacher);
}

describe('waiting on a teacher', () => {
  const expected = STATES.map((state) => waitingOnOf(state) === 'teacher');

  it("is the machine's rule in the queue's condition", async () => {
    expect(await evaluate(waitingOnTeacher)).toEqual(expected);
  });

  it("is the machine's rule in the partial index of the queue, as migrated", async () => {
    const result: unknown = await t.db.execute(sql`select pg_get_expr(indpred, indrelid) as predicate from pg_index where indexrelid = 'rooms_waiting_on_teacher_idx'::regclass`);
    const [index] = (result as { rows: Array<{ predicate: string }> }).rows;
    expect(index?.predicate).toBeTruthy();
    expect(await evaluate(sql.raw(index!.predicate))).toEqual(expected);
  });
});
