import { addDays } from '@manabiya/domain/contracts/learning';
import { STUDY_GAP_SECONDS } from '@manabiya/domain/enums/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createStudents } from '../../test/factories.ts';
import { createCourseWorld, type CourseWorld } from '../../test/learning-world.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionsOf } from './study-clock.repository.ts';
import { createStudyClockService } from './study-clock.service.ts';
import { startOfZonedDay, zonedDate } from '@manabiya/domain/zoned-time';
import { createRandom, type Random } from '../../platform/sample-data.ts';

/**
 * The study clock's ledger, driven by random heartbeat sequences on an injected clock (no sleeping):
 * several tabs on different steps, pauses (hidden tab, idle), an occasional heartbeat whose clock is
 * a little behind (another server instance), all around midnight in Asia/Tokyo. Whatever happens:
 * course total = Σ curricula = Σ steps = Σ days = Σ months = what a plain model of the rules credits,
 * per day and per step too; no two sessions of a student overlap; none crosses midnight.
 */

const TIME_ZONE = 'Asia/Tokyo';
const SEQUENCES = 24;
const SEED = 20_260_412;


interface Beat {
  at: number;
  stepId: number;
}

/** Heartbeats of 1–3 tabs, each on a step, every ~30 s with pauses, merged in arrival order; some arrive with a clock up to 3 s behind. */
function randomSequence(random: Random, stepIds: readonly number[], start: number): Beat[] {
  const beats: Beat[] = [];
  const tabs = random.int(1, 3);
  for (let tab = 0; tab < tabs; tab++) {
    let at = start + random.int(0, 120) * 1000;
    let stepId = random.pick(stepIds);
    const count = random.int(10, 40);
    for (let i = 0; i < count; i++) {
      beats.push({ at, stepId });
      const roll = random.next();
      // Mostly the regular interval; sometimes a pause longer than the gap (hidden, idle), sometimes another step.
      at += (roll < 0.12 ? random.int(STUDY_GAP_SECONDS + 1, 1800) : roll < 0.2 ? random.int(1, 10) : random.int(25, 35)) * 1000;
      if (random.next() < 0.1) stepId = random.pick(stepIds);
    }
  }
  beats.sort((a, b) => a.at - b.at);
  // Another instance's clock: a few heartbeats read a time up to 3 s before the previous one.
  return beats.map((beat, i) => (i > 0 && random.next() < 0.05 ? { ...beat, at: beats[i - 1]!.at - random.int(0, 3) * 1000 } : beat));
}

/** What the rules credit, from the heartbeats alone: each interval since the ledger's latest end, up to the gap, to the step that was open, split at midnights. */
function model(beats: readonly Beat[]) {
  const byDay = new Map<string, number>();
  const byStep = new Map<number, number>();
  let lastEnd: number | undefined;
  let openStep: number | undefined;
  const credit = (from: number, to: number, stepId: number) => {
    let cursor = from;
    while (cursor < to) {
      const day = zonedDate(new Date(cursor), TIME_ZONE);
      const until = Math.min(to, startOfZonedDay(addDays(day, 1), TIME_ZONE).getTime());
      byDay.set(day, (byDay.get(day) ?? 0) + (until - cursor) / 1000);
      cursor = until;
    }
    byStep.set(stepId, (byStep.get(stepId) ?? 0) + (to - from) / 1000);
  };
  for (const beat of beats) {
    if (lastEnd !== undefined && beat.at - lastEnd <= STUDY_GAP_SECONDS * 1000) {
      const end = Math.max(beat.at, lastEnd);
      credit(lastEnd, end, openStep!);
      lastEnd = end;
    } else {
      lastEnd = beat.at;
    }
    openStep = beat.stepId;
  }
  const total = [...byStep.values()].reduce((sum, seconds) => sum + seconds, 0);
  return { total, byDay, byStep };
}

let t: TestApp;
let world: CourseWorld;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t)).id;
  world = await createCourseWorld(t, { curricula: [{ steps: [{}, {}] }, { steps: [{}, {}, {}] }] });
});
afterAll(() => t.close());

const sum = (items: ReadonlyArray<{ seconds: number }>) => items.reduce((total, item) => total + item.seconds, 0);

describe('study clock ledger (property)', () => {
  it(`keeps every total equal and sessions apart for ${SEQUENCES} random heartbeat sequences across midnight`, async () => {
    const random = createRandom(SEED);
    const students = await createStudents(t, companyId, SEQUENCES, { course_id: world.courseId });
    let clock = 0;
    const clockService = createStudyClockService({ db: t.db, config: { DISPLAY_TIME_ZONE: TIME_ZONE }, now: () => new Date(clock) });
    for (const [index, student] of students.entries()) {
      const day = addDays('2026-03-01', random.int(0, 300));
      // Start up to 40 minutes before midnight, so that most sequences cross it.
      const start = startOfZonedDay(day, TIME_ZONE).getTime() - random.int(60, 2400) * 1000;
      const beats = randomSequence(random, world.stepIds, start);
      for (const beat of beats) {
        clock = beat.at;
        await clockService.heartbeat(student.id, { step_id: beat.stepId });
      }
      const expected = model(beats);
      const context = `sequence ${index} (seed ${SEED}, ${beats.length} heartbeats from ${new Date(start).toISOString()})`;

      const from = addDays(day, -1);
      const to = addDays(day, 2);
      const daily = await clockService.studyTime(student.id, { aggregation: 'daily', from, to });
      const monthly = await clockService.studyTime(student.id, { aggregation: 'monthly', from, to });
      const courseTotal = daily.by_course.find((entry) => entry.course_id === world.courseId)?.seconds ?? 0;
      expect([courseTotal, sum(daily.by_course), sum(daily.by_curriculum), sum(daily.by_step), sum(daily.series), sum(monthly.series), daily.total_seconds], context).toEqual(
        Array(7).fill(expected.total),
      );
      expect(Object.fromEntries(daily.series.filter((entry) => entry.seconds > 0).map((entry) => [entry.period, entry.seconds])), context).toEqual(
        Object.fromEntries([...expected.byDay].filter(([, seconds]) => seconds > 0).sort()),
      );
      expect(Object.fromEntries(daily.by_step.filter((entry) => entry.seconds > 0).map((entry) => [entry.step_id, entry.seconds])), context).toEqual(
        Object.fromEntries([...expected.byStep].filter(([, seconds]) => seconds > 0)),
      );

      const sessions = await sessionsOf(t.db, student.id);
      for (const [i, session] of sessions.entries()) {
        const dayStart = startOfZonedDay(session.studyDate, TIME_ZONE).getTime();
        const nextDayStart = startOfZonedDay(addDays(session.studyDate, 1), TIME_ZONE).getTime();
        expect(session.startedAt.getTime(), `${context}: session ${session.id} starts on its day`).toBeGreaterThanOrEqual(dayStart);
        expect(session.endedAt.getTime(), `${context}: session ${session.id} ends by midnight`).toBeLessThanOrEqual(nextDayStart);
        expect(session.endedAt.getTime()).toBeGreaterThanOrEqual(session.startedAt.getTime());
        if (i > 0) expect(session.startedAt.getTime(), `${context}: session ${session.id} overlaps the one before`).toBeGreaterThanOrEqual(sessions[i - 1]!.endedAt.getTime());
      }
    }
  });
});
