import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { and, asc, eq, isNull } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCurricula, steps } from '../db/schema/courses.ts';
import { stepCompletions } from '../db/schema/learning.ts';
import { roomMessages, rooms } from '../db/schema/rooms.ts';
import { students } from '../db/schema/students.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadDemoData } from './demo-data.ts';

let t: TestApp;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-rooms-'));
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.db, { filesDir, timeZone: t.config.DISPLAY_TIME_ZONE });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('demo rooms', () => {
  it('show every status, an open question, and teachers reviewing in Japanese with code', async () => {
    const all = await t.db.select().from(rooms);
    const statuses = new Set(all.map((room) => room.status));
    expect(statuses).toEqual(new Set([ROOM_STATUS.submitted, ROOM_STATUS.ng, ROOM_STATUS.ok, ROOM_STATUS.studying]));
    expect(all.some((room) => room.question_open)).toBe(true);
    // Waiting rooms of several ages: within the 24-hour target, and past it.
    const waitingHours = all.filter((room) => room.status === ROOM_STATUS.submitted).map((room) => (Date.now() - room.waiting_since.getTime()) / 3_600_000);
    expect(waitingHours.some((hours) => hours < 24)).toBe(true);
    expect(waitingHours.some((hours) => hours > 24)).toBe(true);
    const judgements = await t.db.select().from(roomMessages).where(eq(roomMessages.message_type, MESSAGE_TYPE.assignment_response));
    expect(judgements.some((message) => message.verdict === ROOM_STATUS.ng && message.body.includes('```'))).toBe(true);
  });

  it('make every completed assignment the OK of its room', async () => {
    const completed = await t.db
      .select({ studentId: stepCompletions.student_id, stepId: stepCompletions.step_id, status: rooms.status })
      .from(stepCompletions)
      .innerJoin(steps, and(eq(steps.id, stepCompletions.step_id), eq(steps.step_type, STEP_TYPE.assignment)))
      .leftJoin(rooms, and(eq(rooms.student_id, stepCompletions.student_id), eq(rooms.step_id, stepCompletions.step_id)));
    expect(completed.length).toBeGreaterThan(10);
    expect(completed.filter((row) => row.status !== ROOM_STATUS.ok)).toEqual([]);
  });

  it('leave student@example.com its next assignment to submit', async () => {
    const [demo] = await t.db.select({ id: students.id, courseId: students.course_id }).from(students).where(eq(students.email, 'student@example.com'));
    const own = await t.db.select({ stepId: rooms.step_id, status: rooms.status }).from(rooms).where(eq(rooms.student_id, demo!.id));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((room) => room.status === ROOM_STATUS.ok)).toBe(true);
    const [next] = await t.db
      .select({ id: steps.id })
      .from(steps)
      .innerJoin(courseCurricula, eq(courseCurricula.curriculum_id, steps.curriculum_id))
      .leftJoin(stepCompletions, and(eq(stepCompletions.step_id, steps.id), eq(stepCompletions.student_id, demo!.id)))
      .where(and(eq(courseCurricula.course_id, demo!.courseId!), eq(steps.step_type, STEP_TYPE.assignment), isNull(stepCompletions.step_id)))
      .orderBy(asc(courseCurricula.position), asc(steps.position))
      .limit(1);
    expect(next).toBeDefined();
    expect(own.some((room) => room.stepId === next!.id)).toBe(false);
  });
});
