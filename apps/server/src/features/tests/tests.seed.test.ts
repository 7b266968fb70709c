import { gradeOf, outcomeOf } from '@manabiya/domain/contracts/test-scoring';
import { type AttemptView, type StudentTestItem, type TestAnalysis, type TestItem, type TestResultItem } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { TEST_KIND } from '@manabiya/domain/enums/tests';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/demo-accounts.ts';
import { loadDemoData } from '../../demo/demo-data.ts';
import { SEED_EMAIL_DOMAIN } from '../../platform/sample-data.ts';
import { seedDataset } from '../../seed/seed-dataset.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/*
 * The tests' sample data: the demo's two tests with a few finished attempts (the student who signs in
 * first has not taken the curriculum test), and the generated dataset (size s) whose attempts carry
 * the outcome a submit would store.
 */

let t: TestApp;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tests-seed-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: filesDir });
  await loadDemoData(t.db, { filesDir, timeZone: t.config.DISPLAY_TIME_ZONE });
  await seedDataset(t.db, 's', () => {});
}, 300_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe('the demo’s tests', () => {
  it('gives the demo student a curriculum test of ten questions, 15 minutes, not taken yet, and a comprehensive test', async () => {
    const token = await loginAs(t.app, 'student', 'student@example.com', DEMO_PASSWORD);
    const list = (await t.call('GET', pathOf(studentTestEndpoints.list), token)).json<StudentTestItem[]>();
    const curriculum = list.find((item) => item.kind === TEST_KIND.curriculum);
    expect(curriculum).toMatchObject({ question_count: 10, time_limit_minutes: 15, state: 'not_started', can_start: true, attempts_used: 0 });
    expect(list.some((item) => item.kind === TEST_KIND.comprehensive)).toBe(true);
  });

  it('gives the demo student a CAB test in two timed sections of 3 minutes, started in the first', async () => {
    const token = await loginAs(t.app, 'student', 'student@example.com', DEMO_PASSWORD);
    const list = (await t.call('GET', pathOf(studentTestEndpoints.list), token)).json<StudentTestItem[]>();
    const cab = list.find((item) => item.kind === TEST_KIND.cab && item.title.startsWith('CAB 適性テスト'));
    expect(cab).toMatchObject({ question_count: 6, time_limit_minutes: 6, state: 'not_started', can_start: true });
    const attempt = (await t.call('POST', pathOf(studentTestEndpoints.start, { id: cab!.id }), token)).json<AttemptView>();
    expect(attempt.sections.map(({ title, time_limit_minutes, state }) => ({ title, time_limit_minutes, state }))).toEqual([
      { title: '言語', time_limit_minutes: 3, state: 'current' },
      { title: '計数', time_limit_minutes: 3, state: 'upcoming' },
    ]);
    expect(attempt.questions).toHaveLength(3);
  });

  it('shows results of a few demo students', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin@example.com', DEMO_PASSWORD);
    const tests = (await t.call('GET', `${pathOf(testEndpoints.list)}?q=${encodeURIComponent('確認テスト')}&kind=1&page_size=200`, admin)).json<{ items: TestItem[] }>();
    const demo = tests.items.find((item) => item.question_count === 10)!;
    expect(demo.attempt_count).toBeGreaterThan(3);
    const results = (await t.call('GET', pathOf(testEndpoints.results, { id: demo.id }), admin)).json<{ items: TestResultItem[] }>();
    expect(results.items.length).toBeGreaterThanOrEqual(3);
    const analysis = (await t.call('GET', pathOf(testEndpoints.analysis, { id: demo.id }), admin)).json<TestAnalysis>();
    expect(analysis.questions).toHaveLength(10);
    expect(analysis.student_count).toBe(results.items.length);
  });
});

describe('the generated tests', () => {
  it('makes 10 tests of 20 questions and 12,000 finished attempts at size s, scored as a submit would', async () => {
    const [figures] = await rowsOf<{ tests: number; attempts: number; open: number }>(sql`
      select count(distinct t.id)::int as tests, count(a.id)::int as attempts, count(a.id) filter (where a.submitted_at is null)::int as open
      from test_attempts a join tests t on t.id = a.test_id join students s on s.id = a.student_id and s.email like ${`%@${SEED_EMAIL_DOMAIN}`}`);
    expect(figures).toMatchObject({ tests: 10, attempts: 12_000, open: 0 });
    const sample = await rowsOf<{
      number: number;
      numbers: number;
      score: string;
      max_score: string;
      percent: string;
      passed: boolean;
      grade: string;
      scored: Array<{ points: number; correct: boolean }>;
      pass_percent: number;
      questions: number;
    }>(sql`
      select a.number, (select count(*)::int from test_attempts b where b.test_id = a.test_id and b.student_id = a.student_id and b.number <= a.number) as numbers,
        a.score, a.max_score, a.percent, a.passed, a.grade, a.scored, t.pass_percent, jsonb_array_length(a.questions) as questions
      from test_attempts a join tests t on t.id = a.test_id join students s on s.id = a.student_id and s.email like ${`%@${SEED_EMAIL_DOMAIN}`}
      order by a.id limit 500`);
    for (const row of sample) {
      expect(row.numbers).toBe(row.number);
      expect(row.questions).toBe(20);
      const score = row.scored.reduce((sum, entry) => sum + entry.points, 0);
      const outcome = outcomeOf(score, Number(row.max_score), { pass_percent: row.pass_percent, grade_bands: { S: 90, A: 80, B: 70, C: 60 } });
      expect({ score: Number(row.score), percent: Number(row.percent), passed: row.passed, grade: row.grade }).toEqual({
        score: outcome.score,
        percent: outcome.percent,
        passed: outcome.passed,
        grade: gradeOf(outcome.percent, { S: 90, A: 80, B: 70, C: 60 }),
      });
    }
  });
});
