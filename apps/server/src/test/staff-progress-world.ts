import { addDays } from '@manabiya/domain/contracts/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { COMPLETION_SOURCE } from '@manabiya/domain/enums/learning';
import { studySessions } from '../db/schema/learning.ts';
import { nextSerial } from './factories.ts';
import { createCourseWorld } from './learning-world.ts';
import type { TestApp } from './test-app.ts';
import { createProgressService } from '../features/learning/progress.service.ts';
import { zonedDate } from '@manabiya/domain/zoned-time';

/*
 * Learning content for the progress and report tests: a course of curricula of published steps
 * (learning-world.ts writes it), completions through the progress service, and study sessions
 * in the ledger.
 */

export interface CurriculumSpec {
  name?: string;
  normalDays: number;
  intensiveDays?: number;
  steps: number;
  /** Default: published. */
  published?: boolean;
  /** Steps left unpublished at the end (not counted for students). */
  privateSteps?: number;
}

export interface BuiltCourse {
  id: number;
  name: string;
  curricula: Array<{ id: number; name: string; stepIds: number[]; privateStepIds: number[] }>;
}

/** A public course whose curricula (in the given order) hold published steps (then `privateSteps` unpublished ones). */
export async function buildCourse(t: TestApp, specs: CurriculumSpec[], name = `テストコース ${nextSerial()}`): Promise<BuiltCourse> {
  const names = specs.map((spec) => spec.name ?? `カリキュラム ${nextSerial()}`);
  const world = await createCourseWorld(t, {
    name,
    curricula: specs.map((spec, index) => ({
      name: names[index],
      publish: spec.published === false ? PUBLISH_STATUS.private : PUBLISH_STATUS.public,
      normalDays: spec.normalDays,
      intensiveDays: spec.intensiveDays ?? Math.ceil(spec.normalDays / 2),
      steps: Array.from({ length: spec.steps + (spec.privateSteps ?? 0) }, (_, step) => ({
        title: `${names[index]!} ステップ ${step + 1}`,
        body: `# ステップ ${step + 1}\n\n\`\`\`ts\nconst answer = ${step + 1};\n\`\`\``,
        publish: step < spec.steps ? PUBLISH_STATUS.public : PUBLISH_STATUS.private,
      })),
    })),
  });
  return {
    id: world.courseId,
    name,
    curricula: world.curricula.map((curriculum, index) => ({
      id: curriculum.id,
      name: curriculum.name,
      stepIds: curriculum.stepIds.slice(0, specs[index]!.steps),
      privateStepIds: curriculum.stepIds.slice(specs[index]!.steps),
    })),
  };
}

/** Completes the steps for the student through the progress service (as staff would: no lock applies). */
export async function completeSteps(t: TestApp, studentId: number, stepIds: number[]): Promise<void> {
  const progress = createProgressService({ db: t.db, config: t.config });
  for (const stepId of stepIds) {
    await t.db.transaction((tx) => progress.completeStep(tx, { studentId, stepId, source: COMPLETION_SOURCE.staff }));
  }
}

/** Today in the display time zone, and a day some days before it. */
export const today = (t: TestApp) => zonedDate(new Date(), t.config.DISPLAY_TIME_ZONE);
export const daysAgo = (t: TestApp, days: number) => addDays(today(t), -days);

/** A ledger session of `seconds` on a day (noon of that day in Tokyo). */
export async function studied(t: TestApp, studentId: number, date: string, seconds: number, ids: { courseId?: number; curriculumId?: number; stepId?: number } = {}): Promise<void> {
  const started = new Date(`${date}T03:00:00Z`);
  await t.db.insert(studySessions).values({
    student_id: studentId,
    course_id: ids.courseId ?? null,
    curriculum_id: ids.curriculumId ?? null,
    step_id: ids.stepId ?? null,
    study_date: date,
    started_at: started,
    ended_at: new Date(started.getTime() + seconds * 1000),
    seconds,
  });
}
