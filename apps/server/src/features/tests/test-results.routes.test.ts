import type { CompanyTestItem, TestAnalysis, TestDetail, TestResultItem } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { companyTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyUser, createStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestsWorld, createTestWith, saveAnswer, startedAttempt, submitAttempt, type TestsWorld } from '../../test/tests-world.ts';

let t: TestApp;
let w: TestsWorld;
let test: TestDetail;
let companyToken: string;
let otherCompanyToken: string;
/** Students of the world's company: one passed on the second try, one failed, one in progress; one of another company passed. */
let names: { passer: string; failer: string; taking: string; outsider: string };

/** Takes an attempt answering the single-choice question right or wrong (2 of 10 points), and the text one right when `text`. */
async function attempt(token: string, single: boolean, text: boolean, submit = true) {
  const started = await startedAttempt(t, token, test.id);
  const [singleQuestion, , textQuestion] = test.questions;
  await saveAnswer(t, token, started.id, { question_id: singleQuestion!.id, answer: { keys: [single ? 2 : 1] }, seq: 1 });
  if (text) await saveAnswer(t, token, started.id, { question_id: textQuestion!.id, answer: { text: 'css' }, seq: 2 });
  if (submit) await submitAttempt(t, token, started.id);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
  // Pass at 30 %: 4 of 10 points pass.
  test = await createTestWith(t, w, { pass_percent: 30 });
  const studentOf = async (companyId: number, name: string) => createStudent(t, companyId, { name, course_id: w.course.courseId, start_date: '2026-04-01' });
  const other = await createCompany(t);
  names = { passer: '合格 太郎', failer: '不合格 次郎', taking: '受験中 三郎', outsider: '他社 四郎' };
  const passer = await studentOf(w.companyId, names.passer);
  const failer = await studentOf(w.companyId, names.failer);
  const taking = await studentOf(w.companyId, names.taking);
  const outsider = await studentOf(other.id, names.outsider);
  await attempt(passer.token, false, false);
  await attempt(passer.token, true, true);
  await attempt(failer.token, true, false);
  await attempt(taking.token, true, true, false);
  await attempt(outsider.token, true, true);
  companyToken = (await createCompanyUser(t, w.companyId)).token;
  otherCompanyToken = (await createCompanyUser(t, other.id)).token;
});
afterAll(() => t.close());

describe('results of a test', () => {
  it('lists each student with attempts, best and latest outcome, and filters them', async () => {
    const page = (await t.call('GET', pathOf(testEndpoints.results, { id: test.id }), w.admin)).json<{ items: TestResultItem[]; total: number }>();
    expect(page.total).toBe(4);
    const byName = new Map(page.items.map((item) => [item.student_name, item]));
    expect(byName.get(names.passer)).toMatchObject({
      attempt_count: 2,
      in_progress: false,
      best: { score: 4, max_score: 10, percent: 40, passed: true, grade: 'D' },
      latest: { percent: 40 },
      latest_submitted_at: expect.any(String),
    });
    expect(byName.get(names.failer)).toMatchObject({ attempt_count: 1, best: { percent: 20, passed: false } });
    expect(byName.get(names.taking)).toMatchObject({ attempt_count: 1, in_progress: true, best: null, latest: null, latest_submitted_at: null });

    const passed = (await t.call('GET', `${pathOf(testEndpoints.results, { id: test.id })}?passed=true&sort=best_percent&order=desc`, w.admin)).json<{ items: TestResultItem[] }>();
    expect(passed.items.map((item) => item.student_name).sort()).toEqual([names.outsider, names.passer].sort());
    const own = (await t.call('GET', `${pathOf(testEndpoints.results, { id: test.id })}?company_id=${w.companyId}&page_size=2`, w.admin)).json<{ items: TestResultItem[]; total: number }>();
    expect(own.total).toBe(3);
    expect(own.items).toHaveLength(2);
    const searched = (await t.call('GET', `${pathOf(testEndpoints.results, { id: test.id })}?q=${encodeURIComponent('不合格')}`, w.admin)).json<{ items: TestResultItem[] }>();
    expect(searched.items.map((item) => item.student_name)).toEqual([names.failer]);
    expect((await t.call('GET', pathOf(testEndpoints.results, { id: 999_999 }), w.admin)).statusCode).toBe(404);
  });

  it('analyses the best attempts and each question over finished attempts', async () => {
    const analysis = (await t.call('GET', pathOf(testEndpoints.analysis, { id: test.id }), w.admin)).json<TestAnalysis>();
    expect(analysis).toMatchObject({ student_count: 3, attempt_count: 4, pass_count: 2, mean_percent: 33.3 });
    expect(analysis.distribution).toHaveLength(10);
    expect(analysis.distribution.map((band) => band.count)).toEqual([0, 0, 1, 0, 2, 0, 0, 0, 0, 0]);
    expect(analysis.grades).toEqual([
      { grade: 'S', count: 0 },
      { grade: 'A', count: 0 },
      { grade: 'B', count: 0 },
      { grade: 'C', count: 0 },
      { grade: 'D', count: 3 },
    ]);
    const [single, , text, numeric] = analysis.questions;
    expect(single).toMatchObject({ question_id: test.questions[0]!.id, answered: 4, correct: 3, correct_rate: 0.75 });
    expect(text).toMatchObject({ answered: 4, correct: 2, correct_rate: 0.5 });
    expect(numeric).toMatchObject({ answered: 4, correct: 0, correct_rate: 0 });
  });

  it('exports the results as CSV with a BOM', async () => {
    const response = await t.call('GET', pathOf(testEndpoints.resultCsv, { id: test.id }), w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF受講生ID,受講生,企業')).toBe(true);
    expect(response.body.split('\r\n').filter((line) => line !== '')).toHaveLength(5);
    expect(response.body).toContain(names.passer);
  });
});

describe('a company’s tests', () => {
  it('lists the tests its students may take with how many finished and passed', async () => {
    const response = await t.call('GET', pathOf(companyTestEndpoints.list), companyToken);
    const page = response.json<{ items: CompanyTestItem[]; total: number }>();
    const item = page.items.find((row) => row.id === test.id);
    // The world's own student, and the three of this file.
    expect(item).toMatchObject({ student_count: 4, finished_count: 2, passed_count: 1 });
  });

  it('shows its own students’ results only', async () => {
    const own = (await t.call('GET', `${pathOf(companyTestEndpoints.results)}?test_id=${test.id}`, companyToken)).json<{ items: TestResultItem[]; total: number }>();
    expect(own.items.map((item) => item.student_name).sort()).toEqual([names.passer, names.failer, names.taking].sort());
    const other = (await t.call('GET', pathOf(companyTestEndpoints.results), otherCompanyToken)).json<{ items: TestResultItem[]; total: number }>();
    expect(other.items.map((item) => item.student_name)).toEqual([names.outsider]);
    expect(other.total).toBe(1);
  });
});
