import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { permissionName, SECTIONS } from '@manabiya/domain/permissions/sections';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, steps } from '../../db/schema/courses.ts';
import type { Db } from '../../platform/db.ts';
import { createFileStorage } from '../../platform/storage.ts';
import { createAdmin } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createCourseService, type CourseService } from './courses.service.ts';
import { attachmentFileName } from './step-attachments.service.ts';

/**
 * The content-change hook: the learning feature recomputes progress inside the transaction of each
 * change that alters what a course's students follow. Built here on the service itself, as feature-list
 * wires it, with a listener that records what it saw (and can refuse, to prove it runs in the change's
 * transaction).
 */
let t: TestApp;
let service: CourseService;
let caller: { id: number; permissions: Record<string, number> };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-courses-'));
const calls: Array<{ courseIds: number[]; courseName: string | undefined }> = [];
let refuse = false;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  caller = { id: admin.id, permissions: Object.fromEntries(SECTIONS.map((section) => [permissionName(section), ACCESS_LEVEL.all])) };
  // No room is opened in this world: every step holds none (a step with rooms is refused in rooms.content-deletion.routes.test.ts).
  const noRooms = { roomCountOf: () => Promise.resolve(0) };
  service = createCourseService({ db: t.db, storage: createFileStorage(dir), audit: createAuditService({ db: t.db }), rooms: noRooms });
  service.onContentChanged(async (tx: Db, courseIds) => {
    // Reads through the change's transaction: sees what the change wrote before it commits.
    const [row] = await tx.select({ name: courses.name }).from(courses).where(eq(courses.id, courseIds[0]!));
    calls.push({ courseIds, courseName: row?.name });
    if (refuse) throw new Error('listener refused');
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  calls.length = 0;
  refuse = false;
});

const curriculumBody = (name: string, publish_status: 0 | 1 = 1) => ({ name, description: null, publish_status, normal_days: 10, intensive_days: 5 });
const stepBody = (curriculum_id: number, publish_status: 0 | 1 = 1) => ({
  curriculum_id,
  title: 'ステップ',
  step_type: 1 as const,
  body: '',
  standard_hours: 1,
  publish_status,
  movie_ids: [],
});
const courseBody = (name: string, curricula: Array<{ curriculum_id: number; normal_days: number; intensive_days: number }>) => ({
  name,
  description: null,
  mode: 0 as const,
  publish_status: 1 as const,
  sequential: false,
  curricula,
});

describe('content changes', () => {
  it('tell the listeners which courses changed, inside the change’s transaction', async () => {
    const shared = await service.createCurriculum(caller, curriculumBody('共有'));
    const first = await service.createCourse(caller, courseBody('A コース', [{ curriculum_id: shared.id, normal_days: 3, intensive_days: 1 }]));
    const second = await service.createCourse(caller, courseBody('B コース', [{ curriculum_id: shared.id, normal_days: 4, intensive_days: 2 }]));
    // A new course has no students: nothing to recompute.
    expect(calls).toEqual([]);

    const step = await service.createStep(caller, stepBody(shared.id));
    expect(calls.map((call) => call.courseIds)).toEqual([[first.id, second.id]]);

    calls.length = 0;
    // A private step, an edit that keeps the publication, and attachments change nobody's plan.
    const draft = await service.createStep(caller, stepBody(shared.id, 0));
    await service.updateStep(caller, step.id, { ...stepBody(shared.id), title: '題名だけ変更' });
    expect(calls).toEqual([]);

    await service.updateStep(caller, draft.id, { ...stepBody(shared.id), publish_status: 1 });
    await service.reorderSteps(caller, { curriculum_id: shared.id, step_ids: [draft.id, step.id] });
    await service.updateCurriculum(caller, shared.id, curriculumBody('共有', 0));
    await service.deleteStep(caller, draft.id);
    expect(calls.map((call) => call.courseIds)).toEqual([
      [first.id, second.id],
      [first.id, second.id],
      [first.id, second.id],
      [first.id, second.id],
    ]);

    calls.length = 0;
    await service.updateCourse(caller, first.id, courseBody('A コース（改）', [{ curriculum_id: shared.id, normal_days: 5, intensive_days: 1 }]));
    // The listener read the new name through the change's own transaction.
    expect(calls).toEqual([{ courseIds: [first.id], courseName: 'A コース（改）' }]);
    calls.length = 0;
    await service.updateCourse(caller, first.id, { ...courseBody('A コース（名前だけ）', [{ curriculum_id: shared.id, normal_days: 5, intensive_days: 1 }]) });
    expect(calls).toEqual([]);
  });

  it('roll the change back when a listener fails', async () => {
    const curriculum = await service.createCurriculum(caller, curriculumBody('巻き戻し'));
    const course = await service.createCourse(caller, courseBody('C コース', [{ curriculum_id: curriculum.id, normal_days: 1, intensive_days: 1 }]));
    refuse = true;
    await expect(service.createStep(caller, stepBody(curriculum.id))).rejects.toThrow('listener refused');
    expect(await t.db.select().from(steps).where(eq(steps.curriculum_id, curriculum.id))).toEqual([]);
    await expect(
      service.updateCourse(caller, course.id, courseBody('C コース', [{ curriculum_id: curriculum.id, normal_days: 9, intensive_days: 1 }])),
    ).rejects.toThrow('listener refused');
    expect((await service.getCourse(caller, course.id)).normal_days).toBe(1);
  });
});

describe('attachment file names', () => {
  it('keep the uploader’s name without folders or control characters', () => {
    expect(attachmentFileName('../../etc/passwd', 'application/zip')).toBe('passwd');
    expect(attachmentFileName('C:\\Users\\me\\課題.zip', 'application/zip')).toBe('課題.zip');
    expect(attachmentFileName('a\u0000b\nc.pdf', 'application/pdf')).toBe('abc.pdf');
    expect(attachmentFileName('', 'image/png')).toBe('attachment.png');
    expect(attachmentFileName(undefined, 'application/pdf')).toBe('attachment.pdf');
    expect(attachmentFileName('..', 'application/zip')).toBe('attachment.zip');
  });
});
