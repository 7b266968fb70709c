import { addDays, daysBetween, standingOf, type CompleteStepResponse } from '@manabiya/domain/contracts/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { COMPLETION_SOURCE, STEP_TYPE } from '@manabiya/domain/enums/learning';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepCompletions, studentProgress } from '../../db/schema/learning.ts';
import { createAdmin, createCompany, createStudent, createStudents } from '../../test/factories.ts';
import { createCourseWorld, setCurriculumDays, setStepPublish, type CourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProgressService, type ProgressService } from './progress.service.ts';

let t: TestApp;
let companyId: number;
let progress: ProgressService;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t)).id;
  progress = createProgressService({ db: t.db, config: t.config });
});
afterAll(() => t.close());

const progressRowsOf = (ids: number[]) => t.db.select().from(studentProgress).where(inArray(studentProgress.student_id, ids)).orderBy(studentProgress.student_id);

/** What the student's live plan (the student's own pages) says, in the shape of a progress row. */
async function livePlanRow(studentId: number) {
  const current = (await progress.planOf(studentId))!;
  const plan = current.plan!;
  const next = plan.nextStep;
  return {
    student_id: studentId,
    course_id: current.student.course!.id,
    steps_done: plan.stepsDone,
    steps_total: plan.stepsTotal,
    plan_days: plan.planDays,
    earned_days: plan.earnedDays,
    current_step_id: next?.ref.id ?? null,
    current_curriculum_id: next?.ref.curriculum_id ?? null,
  };
}

/**
 * The lists read the delay as today − on_plan_date: on every day around the plan it must be the
 * delay the student's own page computes (the domain's standingOf), fractions of earned days included.
 */
async function expectOnPlanDateAgreesWithStanding(row: typeof studentProgress.$inferSelect) {
  const { student } = (await progress.planOf(row.student_id))!;
  for (let day = -3; day <= row.plan_days + 5; day++) {
    const today = addDays(student.startDate!, day);
    const standing = standingOf({ startDate: student.startDate, planDays: row.plan_days, earnedDays: row.earned_days, stepsDone: row.steps_done, stepsTotal: row.steps_total, today });
    const listed = row.on_plan_date === null ? 0 : Math.max(0, daysBetween(row.on_plan_date, today));
    expect(`${row.student_id} on ${today}: ${listed}`).toBe(`${row.student_id} on ${today}: ${standing.delay_days}`);
  }
}

describe('progress service: recounting', () => {
  it('rewrites every student of a course in one recount, agreeing with each student’s own plan', async () => {
    const world = await createCourseWorld(t, {
      curricula: [
        { normalDays: 3, intensiveDays: 1, steps: [{}, {}] },
        { normalDays: 5, intensiveDays: 2, steps: [{}, {}, { publish: PUBLISH_STATUS.private }] },
        { normalDays: 7, intensiveDays: 3, steps: [{}, {}, {}, {}] },
      ],
    });
    const publicSteps = world.stepIds.filter((_, i) => i !== 4);
    const normal = await createStudents(t, companyId, 12, { course_id: world.courseId, course_mode: 0, start_date: '2026-01-05' });
    const intensive = await createStudents(t, companyId, 12, { course_id: world.courseId, course_mode: 1, start_date: '2026-02-05' });
    const students = [...normal, ...intensive];
    await t.db.transaction(async (tx) => {
      for (const [i, student] of students.entries()) {
        // Student i has done the first i % 9 public steps, and every third one also the last step.
        const done = publicSteps.slice(0, i % 9);
        if (i % 3 === 0) done.push(publicSteps.at(-1)!);
        for (const stepId of done) await progress.completeStep(tx, { studentId: student.id, stepId, source: COMPLETION_SOURCE.staff });
      }
    });
    const ids = students.map((student) => student.id);
    const expectRowsMatchPlans = async () => {
      const rows = await progressRowsOf(ids);
      expect(rows).toHaveLength(students.length);
      for (const row of rows) {
        const { student_id, course_id, steps_done, steps_total, plan_days, earned_days, current_step_id, current_curriculum_id } = row;
        expect({ student_id, course_id, steps_done, steps_total, plan_days, earned_days, current_step_id, current_curriculum_id }).toEqual(await livePlanRow(row.student_id));
        await expectOnPlanDateAgreesWithStanding(row);
      }
      return rows;
    };
    const before = await expectRowsMatchPlans();
    expect(before.find((row) => row.student_id === normal[2]!.id)).toMatchObject({ steps_done: 2, steps_total: 8, plan_days: 15, earned_days: 3, current_step_id: world.stepIds[2] });
    expect(before.find((row) => row.student_id === intensive[0]!.id)).toMatchObject({ steps_done: 4, plan_days: 6, earned_days: 2.75 });

    // The content changes behind the progress rows' back: one recount of the course puts every row right.
    await setStepPublish(t, world.stepIds[4]!, PUBLISH_STATUS.public);
    await setStepPublish(t, world.stepIds[0]!, PUBLISH_STATUS.private);
    await setCurriculumDays(t, world.courseId, world.curricula[2]!.id, 10, 4);
    await t.db.transaction((tx) => progress.recomputeCourses(tx, [world.courseId]));
    const after = await expectRowsMatchPlans();
    expect(after.find((row) => row.student_id === normal[2]!.id)).toMatchObject({ steps_done: 1, steps_total: 8, plan_days: 18 });
  });

  it('keeps the last activity and drops the row of a student who left the course', async () => {
    const world = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    const [student] = await createStudents(t, companyId, 1, { course_id: world.courseId });
    await t.db.transaction((tx) => progress.completeStep(tx, { studentId: student!.id, stepId: world.stepIds[0]!, source: COMPLETION_SOURCE.staff }));
    const [row] = await progressRowsOf([student!.id]);
    expect(row!.last_activity_at).toBeInstanceOf(Date);
    await t.db.transaction((tx) => progress.recomputeCourses(tx, [world.courseId]));
    expect((await progressRowsOf([student!.id]))[0]!.last_activity_at).toEqual(row!.last_activity_at);

    const admin = (await createAdmin(t)).token;
    const detail = (await t.call('GET', `/api/admin/student/${student!.id}`, admin)).json<Record<string, unknown>>();
    const { name, email, company_id, status, course_mode, start_date, end_date } = detail;
    const moved = await t.call('PUT', `/api/admin/student/${student!.id}`, admin, { name, email, company_id, status, course_mode, start_date, end_date, course_id: null });
    expect(moved.statusCode).toBe(200);
    expect(await progressRowsOf([student!.id])).toEqual([]);
    expect(await progress.studentStanding(t.db, student!.id)).toBeNull();
  });
});

describe('progress service: completing and reopening', () => {
  let world: CourseWorld;
  beforeAll(async () => {
    world = await createCourseWorld(t, {
      sequential: true,
      curricula: [{ normalDays: 4, steps: [{ title: '読む' }, { title: '課題を出す', type: STEP_TYPE.assignment }, { title: '振り返る' }] }],
    });
  });

  it('lets a room complete an assignment step, but not a locked one; staff may complete a locked step', async () => {
    const [student] = await createStudents(t, companyId, 1, { course_id: world.courseId, start_date: progress.today() });
    const [read, assignment, review] = world.stepIds as [number, number, number];
    const complete = (stepId: number, source: (typeof COMPLETION_SOURCE)[keyof typeof COMPLETION_SOURCE]) =>
      t.db.transaction((tx) => progress.completeStep(tx, { studentId: student!.id, stepId, source }));

    await expect(complete(assignment, COMPLETION_SOURCE.room)).rejects.toMatchObject({ statusCode: 409, message: 'このステップはまだ開いていません。「読む」を完了すると開きます。' });
    await expect(complete(read, COMPLETION_SOURCE.self)).resolves.toMatchObject({ newlyCompleted: true });
    await expect(complete(assignment, COMPLETION_SOURCE.self)).rejects.toMatchObject({ statusCode: 409 });
    await expect(complete(assignment, COMPLETION_SOURCE.room)).resolves.toMatchObject({ newlyCompleted: true });
    await expect(complete(assignment, COMPLETION_SOURCE.room)).resolves.toMatchObject({ newlyCompleted: false });
    expect(await progress.studentStanding(t.db, student!.id)).toMatchObject({ steps_done: 2, steps_total: 3, earned_days: 2.67, status: 'ahead' });

    // The room's judgement is redone: the completion goes, the next step locks again.
    await expect(t.db.transaction((tx) => progress.reopenStep(tx, { studentId: student!.id, stepId: assignment }))).resolves.toEqual({ reopened: true });
    await expect(t.db.transaction((tx) => progress.reopenStep(tx, { studentId: student!.id, stepId: assignment }))).resolves.toEqual({ reopened: false });
    const [row] = await progressRowsOf([student!.id]);
    expect(row).toMatchObject({ steps_done: 1, current_step_id: assignment });
    await expect(complete(review, COMPLETION_SOURCE.self)).rejects.toMatchObject({ statusCode: 409 });
    await expect(complete(review, COMPLETION_SOURCE.staff)).resolves.toMatchObject({ newlyCompleted: true });
  });

  it('refuses an unpublished step of the course with 409 and a step of another course with 404', async () => {
    const draft = await createCourseWorld(t, { curricula: [{ steps: [{}, { publish: PUBLISH_STATUS.private }] }] });
    const [student] = await createStudents(t, companyId, 1, { course_id: draft.courseId });
    const complete = (stepId: number) => t.db.transaction((tx) => progress.completeStep(tx, { studentId: student!.id, stepId, source: COMPLETION_SOURCE.staff }));
    await expect(complete(draft.stepIds[1]!)).rejects.toMatchObject({ statusCode: 409, message: 'このステップは公開されていないため、完了にできません。' });
    await expect(complete(world.stepIds[0]!)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('rolls a completion back with the caller’s transaction', async () => {
    const [student] = await createStudents(t, companyId, 1, { course_id: world.courseId });
    await expect(
      t.db.transaction(async (tx) => {
        await progress.completeStep(tx, { studentId: student!.id, stepId: world.stepIds[0]!, source: COMPLETION_SOURCE.self });
        throw new Error('the room judgement failed after the completion');
      }),
    ).rejects.toThrow('the room judgement failed');
    expect(await t.db.select().from(stepCompletions).where(eq(stepCompletions.student_id, student!.id))).toEqual([]);
  });

  it('counts two different steps completed at the same moment (no lost update)', async () => {
    const open = await createCourseWorld(t, { curricula: [{ steps: [{}, {}, {}, {}] }] });
    const { token, id } = await createStudent(t, companyId, { course_id: open.courseId });
    const answers = await Promise.all(open.stepIds.map((stepId) => t.call('POST', `/api/student/step/${stepId}/complete`, token)));
    expect(answers.map((answer) => answer.json<CompleteStepResponse>().newly_completed)).toEqual([true, true, true, true]);
    expect((await progressRowsOf([id]))[0]).toMatchObject({ steps_done: 4, steps_total: 4, current_step_id: null });
  });
});

describe('progress service: content changes through the courses feature', () => {
  it('recounts the students of a course when a step is unpublished through the admin API', async () => {
    const world = await createCourseWorld(t, { curricula: [{ normalDays: 4, steps: [{ title: '一' }, { title: '二' }] }] });
    const [student] = await createStudents(t, companyId, 1, { course_id: world.courseId });
    await t.db.transaction((tx) => progress.completeStep(tx, { studentId: student!.id, stepId: world.stepIds[0]!, source: COMPLETION_SOURCE.staff }));
    expect((await progressRowsOf([student!.id]))[0]).toMatchObject({ steps_done: 1, steps_total: 2, earned_days: 2 });

    const admin = (await createAdmin(t)).token;
    const step = await t.call('PUT', `/api/admin/curriculum_step/${world.stepIds[1]}`, admin, { title: '二', body: '', publish_status: PUBLISH_STATUS.private });
    expect(step.statusCode).toBe(200);
    expect((await progressRowsOf([student!.id]))[0]).toMatchObject({ steps_done: 1, steps_total: 1, earned_days: 4, current_step_id: null });
  });
});
