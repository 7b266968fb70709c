import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomMessages, rooms } from '../../db/schema/rooms.ts';
import { createCompany, createStudent, staffWith } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRoomFiguresService, FIGURES_PERIOD_ORDER } from './room-figures.service.ts';

/*
 * Hand-made threads with known times (minutes after T0 = 2026-11-20 10:00 in Tokyo):
 * room A (company X): submit 0 → NG by S1 at 60 → submit 120 → OK by S2 at 300;
 * room B (company Y): question 10 → answer by S1 at 40 → question 50, unanswered (waits now);
 * room C (company Y): submitted 30 hours before "now", unanswered. "Now" is 34 hours after room B's
 * open question, so both B and C are past the 24-hour target.
 * First responses: 60 (S1, X), 180 (S2, X), 30 (S1, Y). Judgements: 60 (S1, X), 180 (S2, X).
 */
const T0 = Date.parse('2026-11-20T01:00:00Z');
const NOW = new Date('2026-11-21T12:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

let t: TestApp;
let s1: { id: number; name: string };
let s2: { id: number; name: string };
let companyX: number;
let companyY: number;
beforeAll(async () => {
  t = await createTestApp();
  companyX = (await createCompany(t)).id;
  companyY = (await createCompany(t)).id;
  s1 = await staffWith(t, { room: 0 }, { name: '講師 一号' });
  s2 = await staffWith(t, { room: 0 }, { name: '講師 二号' });
  const world = await createCourseWorld(t, { curricula: [{ normalDays: 5, intensiveDays: 2, steps: [{ type: STEP_TYPE.assignment }, { type: STEP_TYPE.assignment }] }] });
  const studentX = await createStudent(t, companyX, { course_id: world.courseId });
  const studentY = await createStudent(t, companyY, { course_id: world.courseId });
  const room = async (studentId: number, stepId: number, status: number, questionOpen: boolean, waitingSince: Date) =>
    (await t.db.insert(rooms).values({ student_id: studentId, step_id: stepId, status: status as 0, question_open: questionOpen, waiting_since: waitingSince }).returning({ id: rooms.id }))[0]!.id;
  const a = await room(studentX.id, world.stepIds[0]!, ROOM_STATUS.ok, false, at(300));
  const b = await room(studentY.id, world.stepIds[0]!, ROOM_STATUS.studying, true, at(50));
  const c = await room(studentY.id, world.stepIds[1]!, ROOM_STATUS.submitted, false, new Date(NOW.getTime() - 30 * 3_600_000));
  const student = (room_id: number, student_id: number, message_type: 0 | 1, created_at: Date) => ({ room_id, student_id, message_type, body: '…', created_at });
  const teacher = (room_id: number, staff_id: number, message_type: 2 | 3, created_at: Date, verdict: number | null = null) => ({ room_id, staff_id, message_type, body: '…', created_at, verdict });
  // Inserted in time order, so ids follow the threads.
  await t.db.insert(roomMessages).values(student(a, studentX.id, MESSAGE_TYPE.assignment, at(0)));
  await t.db.insert(roomMessages).values(student(b, studentY.id, MESSAGE_TYPE.question, at(10)));
  await t.db.insert(roomMessages).values(teacher(b, s1.id, MESSAGE_TYPE.question_response, at(40)));
  await t.db.insert(roomMessages).values(student(b, studentY.id, MESSAGE_TYPE.question, at(50)));
  await t.db.insert(roomMessages).values(teacher(a, s1.id, MESSAGE_TYPE.assignment_response, at(60), ROOM_STATUS.ng));
  await t.db.insert(roomMessages).values(student(a, studentX.id, MESSAGE_TYPE.assignment, at(120)));
  await t.db.insert(roomMessages).values(teacher(a, s2.id, MESSAGE_TYPE.assignment_response, at(300), ROOM_STATUS.ok));
  await t.db.insert(roomMessages).values(student(c, studentY.id, MESSAGE_TYPE.assignment, new Date(NOW.getTime() - 30 * 3_600_000)));
});
afterAll(() => t.close());

const service = () => createRoomFiguresService({ db: t.db, config: { DISPLAY_TIME_ZONE: 'Asia/Tokyo', REVIEW_TARGET_HOURS: 24 }, now: () => NOW });

describe('review-time figures', () => {
  it('measures first responses and judgements, p50 and p90, overall, per teacher and per company', async () => {
    const figures = await service().figures({});
    expect(figures).toMatchObject({ from: '2026-10-23', to: '2026-11-21', review_target_hours: 24, overdue_now: 2, waiting_now: 2 });
    // Continuous percentiles: of 30, 60, 180 the median is 60 and p90 is 60 + 0.8 × 120 = 156.
    expect(figures.first_response).toEqual({ count: 3, p50_minutes: 60, p90_minutes: 156 });
    expect(figures.judgement).toEqual({ count: 2, p50_minutes: 120, p90_minutes: 168 });
    expect(figures.per_teacher).toEqual([
      { staff_id: s1.id, name: s1.name, first_response: { count: 2, p50_minutes: 45, p90_minutes: 57 }, judgement: { count: 1, p50_minutes: 60, p90_minutes: 60 } },
      { staff_id: s2.id, name: s2.name, first_response: { count: 1, p50_minutes: 180, p90_minutes: 180 }, judgement: { count: 1, p50_minutes: 180, p90_minutes: 180 } },
    ]);
    const byCompany = Object.fromEntries(figures.per_company.map((row) => [row.company_id, row]));
    expect(byCompany[companyX]).toMatchObject({ first_response: { count: 2, p50_minutes: 120 }, judgement: { count: 2 } });
    expect(byCompany[companyY]).toMatchObject({ first_response: { count: 1, p50_minutes: 30 }, judgement: { count: 0, p50_minutes: null } });
  });

  it('counts a wait in the period it began, and refuses a period that ends before it starts', async () => {
    const later = await service().figures({ from: '2026-11-21', to: '2026-11-21' });
    expect(later.first_response).toEqual({ count: 0, p50_minutes: null, p90_minutes: null });
    expect(later.per_teacher).toEqual([]);
    await expect(service().figures({ from: '2026-11-21', to: '2026-11-20' })).rejects.toMatchObject({ statusCode: 400, message: FIGURES_PERIOD_ORDER });
  });
});
