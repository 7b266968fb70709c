import { daysBetween } from '@manabiya/domain/contracts/learning';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { ProgressRow, StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { progressEndpoints } from '@manabiya/domain/endpoints/progress';
import { zonedDate } from '@manabiya/domain/zoned-time';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomViolations, standingViolations, statusViolations, studyViolations } from '../test/sample-data-rules.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { loadDemoData } from './demo-data.ts';

/*
 * Decision 043: the demo obeys the rules the app does, for every demo student — status from the
 * dates, study time from the steps, an OK room behind every completed assignment, the standing from
 * the plan — and what README says of the demo accounts stays true.
 */

let t: TestApp;
let admin = '';
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-rules-'));
const DEMO = sql`s.email like '%@example.com'`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: filesDir });
  await loadDemoData(t.db, { filesDir, timeZone: t.config.DISPLAY_TIME_ZONE });
  t.app.writeClock.advance();
  const login = await t.app.inject({ method: 'POST', url: pathOf(authEndpoints.admin.login), payload: { email: 'admin@example.com', password: DEMO_PASSWORD } });
  admin = login.json<{ access_token: string }>().access_token;
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const adminList = async () => {
  const response = await t.call('GET', `${pathOf(progressEndpoints.adminList)}?page_size=200`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<ProgressRow>>().items;
};

describe('the demo data follows the app’s rules', () => {
  it('gives every student a status that follows their dates', async () => {
    expect(await statusViolations(t.db, DEMO, t.config.DISPLAY_TIME_ZONE)).toEqual([]);
    // The pages show it: the far-behind students whose end date has passed are 終了予定日超過, and no one taking the course is shown finished.
    const states = (await adminList()).map((row) => row.enrolment_state);
    expect(states).toContain('overdue');
    expect(states).toContain('graduated');
    expect(states).not.toContain('completed');
  });

  it('backs every completed assignment with an OK room, and every OK room with a completion', async () => {
    expect(await roomViolations(t.db, DEMO)).toEqual([]);
  });

  it('has study time that follows the steps done: about their hours on each done step, at most 1.5× on a step not done', async () => {
    expect(await studyViolations(t.db, DEMO, { doneStepsStudied: true })).toEqual([]);
  });

  it('derives every standing from the plan: the progress rows are what the progress service computes', async () => {
    expect(await standingViolations(t.db, DEMO)).toEqual([]);
  });

  it('says why each far-behind student is where they are, and shows every bucket of the progress filter', async () => {
    const rows = await adminList();
    const behind = rows.filter((row) => row.delay_days >= 30 && row.enrolment_state !== 'graduated');
    expect(behind.length).toBeGreaterThan(3);
    for (const row of behind) {
      const detail = (await t.call('GET', pathOf(progressEndpoints.adminDetail, { id: row.id }), admin)).json<StudentProgressDetail>();
      expect(detail.delay_days, row.name).toBe(row.delay_days);
      expect(detail.reasons.length, row.name).toBeGreaterThan(0);
    }
    // Behind by 1 week, 2 weeks, 1, 3 and 6 months: each bucket has someone.
    for (const days of [7, 14, 30, 91, 182]) expect(rows.some((row) => row.delay_days >= days), `${days} days`).toBe(true);
  });

  it('keeps README’s demo accounts true', async () => {
    const rows = await adminList();
    // student@example.com: about a month and a half in and a few days behind, its next assignment without a room.
    const own = rows.find((row) => row.name === '学習 さくら')!;
    const today = zonedDate(new Date(), t.config.DISPLAY_TIME_ZONE);
    expect(daysBetween(own.start_date!, today)).toBeGreaterThanOrEqual(40);
    expect(daysBetween(own.start_date!, today)).toBeLessThanOrEqual(50);
    expect(own.delay_days).toBeGreaterThanOrEqual(1);
    expect(own.delay_days).toBeLessThanOrEqual(9);
    expect(own.course_name).toBe('Web エンジニア養成コース（通常）');
    // Most students taking the course have a room waiting on a teacher.
    const waiting = (await t.db.execute(sql`select count(distinct r.student_id)::int as n from rooms r where r.status = 1 or r.question_open`)) as { rows: Array<{ n: number }> };
    const taking = rows.filter((row) => row.course_id !== null && (row.enrolment_state === 'taking' || row.enrolment_state === 'overdue'));
    expect(waiting.rows[0]!.n * 2).toBeGreaterThan(taking.length);
  });
});
