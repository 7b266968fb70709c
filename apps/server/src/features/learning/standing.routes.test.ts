import type { CourseMap, StudentProgress } from '@manabiya/domain/contracts/learning';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { ProgressRow, StandingReason, StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import type { CompanyStudentItem, StudentItem } from '@manabiya/domain/contracts/students';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { learningEndpoints } from '@manabiya/domain/endpoints/learning';
import { companyStudentEndpoints, studentEndpoints } from '@manabiya/domain/endpoints/students';
import { progressEndpoints } from '@manabiya/domain/endpoints/progress';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createRoomTestApp, createRoomWorld, judgeRoom, openRoom, postStudentMessage, type RoomWorld } from '../../test/room-world.ts';
import { buildCourse, completeSteps, daysAgo, studied, today, type BuiltCourse } from '../../test/staff-progress-world.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * Decision 043: one delay, with its reason. The student's delay, each curriculum's, the lists' and
 * the student's own page are one figure; the enrolment against the contract's end date follows one
 * rule; and the detail says why a student is where they are.
 */

let t: TestApp;
let admin: string;
let companyId: number;
let companyUser: string;
let course: BuiltCourse;

beforeAll(async () => {
  t = await createRoomTestApp();
  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t)).id;
  companyUser = (await createCompanyUser(t, companyId)).token;
  // 3 curricula of 20 + 30 + 10 days (60 in all), 4 + 3 + 2 steps, not sequential.
  course = await buildCourse(t, [
    { normalDays: 20, steps: 4 },
    { normalDays: 30, steps: 3 },
    { normalDays: 10, steps: 2 },
  ]);
}, 60_000);
afterAll(() => t.close());

const adminDetail = async (id: number) => {
  const response = await t.call('GET', pathOf(progressEndpoints.adminDetail, { id }), admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudentProgressDetail>();
};
const companyDetail = async (id: number) => {
  const response = await t.call('GET', pathOf(progressEndpoints.companyDetail, { id }), companyUser);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudentProgressDetail>();
};
/** The student's row of a list, found by name. */
const rowOf = async <Row extends { id: number }>(path: string, token: string, id: number, name: string) => {
  const response = await t.call('GET', `${path}?q=${encodeURIComponent(name)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const row = response.json<ListResponse<Row>>().items.find((item) => item.id === id);
  expect(row).toBeDefined();
  return row!;
};
/** The progress list's row, after checking that the plain student lists of both portals show the same enrolment. */
const listRow = async (id: number, name: string) => {
  const row = await rowOf<ProgressRow>(pathOf(progressEndpoints.adminList), admin, id, name);
  expect((await rowOf<StudentItem>(pathOf(studentEndpoints.list), admin, id, name)).enrolment_state).toBe(row.enrolment_state);
  expect((await rowOf<CompanyStudentItem>(pathOf(companyStudentEndpoints.list), companyUser, id, name)).enrolment_state).toBe(row.enrolment_state);
  return row;
};

describe('one delay (decision 043)', () => {
  /** Students of the course: days since the start and the steps done (by curriculum and step index). */
  const CASES: Array<{ key: string; elapsed: number; done: Array<[number, number]> }> = [
    { key: 'nothing done, 300 days in', elapsed: 300, done: [] },
    { key: 'half of the first curriculum', elapsed: 40, done: [[0, 0], [0, 1]] },
    { key: 'first done, second begun', elapsed: 45, done: [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0]] },
    // Out of order (the course is not sequential): a step of the last curriculum done, the first one not finished.
    { key: 'out of order', elapsed: 50, done: [[0, 0], [2, 0], [2, 1]] },
    { key: 'ahead', elapsed: 5, done: [[0, 0], [0, 1], [0, 2]] },
  ];

  it("gives the student's delay to the curriculum where they are now, 0 to the others; the list, both portals' details and the student's own pages agree", async () => {
    for (const [index, { key, elapsed, done }] of CASES.entries()) {
      const name = `遅れ 一つ${index}`;
      const student = await createStudent(t, companyId, { name, course_id: course.id, start_date: daysAgo(t, elapsed) });
      await completeSteps(
        t,
        student.id,
        done.map(([curriculum, step]) => course.curricula[curriculum]!.stepIds[step]!),
      );
      const detail = await adminDetail(student.id);
      const current = detail.curricula.filter((curriculum) => curriculum.current);
      expect(current, key).toHaveLength(1);
      expect(current[0]!.id, key).toBe(detail.current_step!.curriculum_id);
      // The overall delay is the current curriculum's; no other curriculum carries one.
      expect(current[0]!.delay_days, key).toBe(detail.delay_days);
      expect(detail.curricula.filter((curriculum) => !curriculum.current).map((curriculum) => curriculum.delay_days), key).toEqual([0, 0]);

      // The list's figure and the company's detail are the same number.
      expect((await listRow(student.id, name)).delay_days, key).toBe(detail.delay_days);
      expect((await companyDetail(student.id)).delay_days, key).toBe(detail.delay_days);
      // And so is the student's own: the dashboard's standing and the course map's curricula.
      const own = (await t.call('GET', pathOf(learningEndpoints.progress), student.token)).json<StudentProgress>().courses[0]!;
      expect(own.standing.delay_days, key).toBe(detail.delay_days);
      expect(own.standing.planned_finish, key).toBe(detail.planned_finish);
      const map = (await t.call('GET', pathOf(learningEndpoints.courseMap), student.token)).json<CourseMap>();
      expect(
        map.curricula.map((curriculum) => [curriculum.id, curriculum.delay_days, curriculum.planned_start, curriculum.planned_end]),
        key,
      ).toEqual(detail.curricula.map((curriculum) => [curriculum.id, curriculum.delay_days, curriculum.planned_start, curriculum.planned_end]));
    }
  });

  it('measures the 300-day student as 300 days behind everywhere, not each curriculum by its own end', async () => {
    const student = await createStudent(t, companyId, { name: '遅れ 三百', course_id: course.id, start_date: daysAgo(t, 300) });
    const detail = await adminDetail(student.id);
    expect(detail.delay_days).toBe(300);
    expect(detail.curricula.map((curriculum) => curriculum.delay_days)).toEqual([300, 0, 0]);
    expect(detail.curricula.map((curriculum) => curriculum.state)).toEqual(['not_started', 'not_started', 'not_started']);
    // 予定の修了日 is the plan's last day, the same as the student's own page says: start + 60 − 1.
    expect(detail.planned_finish).toBe(daysAgo(t, 300 - 59));
  });

  it('carries no delay once every step is done', async () => {
    const student = await createStudent(t, companyId, { name: '遅れ 完了', course_id: course.id, start_date: daysAgo(t, 90) });
    await completeSteps(t, student.id, course.curricula.flatMap((curriculum) => curriculum.stepIds));
    const detail = await adminDetail(student.id);
    expect(detail).toMatchObject({ delay_days: 0, plan_status: 'finished', current_step: null });
    expect(detail.curricula.every((curriculum) => !curriculum.current && curriculum.delay_days === 0)).toBe(true);
  });
});

describe('the enrolment against the end date (decision 043)', () => {
  it('shows a student whose end date has passed with steps left as overdue, on the detail and in the list', async () => {
    const student = await createStudent(t, companyId, { name: '期限 超過', course_id: course.id, start_date: daysAgo(t, 200), end_date: daysAgo(t, 100) });
    const detail = await companyDetail(student.id);
    expect(detail.status).toBe(STUDENT_STATUS.taking);
    expect(detail.end_date).toBe(daysAgo(t, 100));
    expect(detail.enrolment).toMatchObject({ state: 'overdue', end_date: daysAgo(t, 100), days_past_end: 100 });
    expect((await listRow(student.id, '期限 超過')).enrolment_state).toBe('overdue');
  });

  it('says how the end date and the plan fit while taking: days to spare, or days it will run over', async () => {
    // 60 days of plan from today: expected to finish on today + 59; the contract ends on today + 89.
    const spare = await createStudent(t, companyId, { name: '期限 余裕', course_id: course.id, start_date: today(t), end_date: daysAgo(t, -89) });
    expect((await adminDetail(spare.id)).enrolment).toEqual({ state: 'taking', end_date: daysAgo(t, -89), days_past_end: 0, end_margin_days: 30 });
    // Started 40 days ago with nothing done: 60 days of plan left from today, 20 more than the contract has.
    const late = await createStudent(t, companyId, { name: '期限 不足', course_id: course.id, start_date: daysAgo(t, 40), end_date: daysAgo(t, -39) });
    const detail = await adminDetail(late.id);
    expect(detail.expected_finish).toBe(daysAgo(t, -59));
    expect(detail.enrolment).toMatchObject({ state: 'taking', end_margin_days: -20 });
    expect((await listRow(late.id, '期限 不足')).enrolment_state).toBe('taking');
  });

  it('tells a student who finished every step but is still taking from a graduate, and a graduate from a retiree', async () => {
    const done = await createStudent(t, companyId, { name: '期限 完了', course_id: course.id, start_date: daysAgo(t, 80), end_date: daysAgo(t, 5) });
    await completeSteps(t, done.id, course.curricula.flatMap((curriculum) => curriculum.stepIds));
    expect((await adminDetail(done.id)).enrolment.state).toBe('completed');
    expect((await listRow(done.id, '期限 完了')).enrolment_state).toBe('completed');
    const graduate = await createStudent(t, companyId, { name: '期限 卒業', course_id: course.id, start_date: daysAgo(t, 80), end_date: daysAgo(t, 5), status: STUDENT_STATUS.graduated_server });
    expect((await adminDetail(graduate.id)).enrolment.state).toBe('graduated');
    expect((await listRow(graduate.id, '期限 卒業')).enrolment_state).toBe('graduated');
    const retired = await createStudent(t, companyId, {
      name: '期限 退会',
      course_id: course.id,
      start_date: daysAgo(t, 80),
      end_date: daysAgo(t, 5),
      status: STUDENT_STATUS.retired,
      retire_reason: 0,
      retire_date: daysAgo(t, 20),
    });
    expect((await listRow(retired.id, '期限 退会')).enrolment_state).toBe('retired');
  });
});

describe('why a student is where they are (decision 043)', () => {
  let world: RoomWorld;
  beforeAll(async () => {
    world = await createRoomWorld(t);
  });
  /** A fresh student of the room world's course (assignment, self-study, assignment), started `elapsed` days ago. */
  const newStudent = (elapsed = 0) => createStudent(t, world.companyId, { course_id: world.course.courseId, start_date: daysAgo(t, elapsed) });
  const reasons = async (id: number) => (await adminDetail(id)).reasons;
  const kinds = (list: StandingReason[]) => list.map((reason) => reason.kind);

  it('not submitted: the current step is an assignment with nothing submitted', async () => {
    const student = await newStudent();
    expect(await reasons(student.id)).toEqual([
      { kind: 'not_submitted', since: null, days: null, step_id: world.assignmentStepId, step_title: 'HTML で自己紹介ページを作る', room_id: null },
    ]);
    // A room opened (a question asked and answered, nothing submitted) is still "not submitted".
    const room = await openRoom(t, student.token, world.assignmentStepId);
    expect(await reasons(student.id)).toEqual([expect.objectContaining({ kind: 'not_submitted', room_id: room.id })]);
  });

  it('waiting on a teacher since the submission, in both portals', async () => {
    const student = await newStudent();
    const room = await openRoom(t, student.token, world.assignmentStepId);
    const sent = await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出します。');
    expect(sent.statusCode, sent.body).toBe(201);
    const since = (await t.call('GET', pathOf(roomEndpoints.adminGet, { id: room.id }), admin)).json<{ waiting_since: string }>().waiting_since;
    const expected = { kind: 'waiting_review', since: new Date(since).toISOString(), days: null, step_id: world.assignmentStepId, step_title: 'HTML で自己紹介ページを作る', room_id: room.id };
    expect(await reasons(student.id)).toEqual([expected]);
    const company = await t.call('GET', pathOf(progressEndpoints.companyDetail, { id: student.id }), world.companyUser.token);
    expect(company.json<StudentProgressDetail>().reasons).toEqual([expected]);
  });

  it('NG, waiting for the resubmission since the judgement', async () => {
    const student = await newStudent();
    const room = await openRoom(t, student.token, world.assignmentStepId);
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '提出します。');
    const judged = await judgeRoom(t, world.teacher.token, room.id, ROOM_STATUS.ng, '見出しを直してください。');
    expect(judged.statusCode, judged.body).toBe(200);
    const list = await reasons(student.id);
    expect(kinds(list)).toEqual(['resubmission']);
    expect(list[0]).toMatchObject({ step_id: world.assignmentStepId, room_id: room.id, since: new Date(judged.json<{ waiting_since: string }>().waiting_since).toISOString() });
    // Resubmitted: it waits on a teacher again.
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.assignment, '直しました。');
    expect(kinds(await reasons(student.id))).toEqual(['waiting_review']);
  });

  it('a question waiting for its answer, on any step of the course', async () => {
    const student = await newStudent();
    const room = await openRoom(t, student.token, world.secondAssignmentStepId);
    await postStudentMessage(t, student.token, room.id, MESSAGE_TYPE.question, 'レイアウトの課題について質問です。');
    const list = await reasons(student.id);
    expect(kinds(list)).toEqual(['waiting_answer', 'not_submitted']);
    expect(list[0]).toMatchObject({ step_id: world.secondAssignmentStepId, step_title: 'レイアウトの課題', room_id: room.id });
  });

  it('no study for N days: counted from the last study day, or from the start when never', async () => {
    const never = await newStudent(9);
    expect((await reasons(never.id)).find((reason) => reason.kind === 'no_study')).toEqual({
      kind: 'no_study',
      since: null,
      days: 10,
      step_id: null,
      step_title: null,
      room_id: null,
    });
    const stopped = await newStudent(30);
    await studied(t, stopped.id, daysAgo(t, 12), 3600);
    await studied(t, stopped.id, daysAgo(t, 8), 1800);
    const noStudy = (await reasons(stopped.id)).find((reason) => reason.kind === 'no_study');
    expect(noStudy).toMatchObject({ days: 8, since: expect.any(String) });
    expect(noStudy!.since!.slice(0, 10)).toBe(daysAgo(t, 8));
    // Studied within the week: no such reason.
    const active = await newStudent(30);
    await studied(t, active.id, daysAgo(t, 6), 1800);
    expect(kinds(await reasons(active.id))).not.toContain('no_study');
  });

  it('none for a student who finished, graduated or has not started yet', async () => {
    const finished = await newStudent(30);
    await completeSteps(t, finished.id, world.course.stepIds);
    expect(await reasons(finished.id)).toEqual([]);
    const graduate = await createStudent(t, world.companyId, { course_id: world.course.courseId, start_date: daysAgo(t, 30), status: STUDENT_STATUS.graduated });
    expect(await reasons(graduate.id)).toEqual([]);
    const future = await createStudent(t, world.companyId, { course_id: world.course.courseId, start_date: daysAgo(t, -10) });
    expect(await reasons(future.id)).toEqual([]);
  });
});
