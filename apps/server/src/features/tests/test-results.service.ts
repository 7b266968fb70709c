import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CompanyTestItem, CompanyTestResultQuery, TestAnalysis, TestResultItem, TestResultQuery } from '@manabiya/domain/contracts/tests';
import type { Grade } from '@manabiya/domain/enums/student';
import { notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { TEST_MESSAGES, type TestDeps } from './test-context.ts';
import * as repo from './test-results.repository.ts';
import * as testsRepo from './tests.repository.ts';
import { presentResult } from './tests.presenter.ts';

/* The tests service's results part: staff's results, analysis and CSV of a test; a company's view of its own students. */

const GRADES: readonly Grade[] = ['S', 'A', 'B', 'C', 'D'];

async function testOrNotFound(deps: TestDeps, id: number) {
  const test = await testsRepo.findTest(deps.db, id);
  if (!test) throw notFound(TEST_MESSAGES.testNotFound);
  return test;
}

export async function listResults(deps: TestDeps, testId: number, query: TestResultQuery): Promise<ListResponse<TestResultItem>> {
  await testOrNotFound(deps, testId);
  return readPage(query, repo.listResults(deps.db, { testId }, query), (rows) => rows.map(presentResult));
}

/** Every result of the test in the list's order (the CSV export), with the test's title for the file name. */
export async function allResults(deps: TestDeps, testId: number, filters: Omit<TestResultQuery, 'page' | 'page_size'>): Promise<{ title: string; items: TestResultItem[] }> {
  const test = await testOrNotFound(deps, testId);
  const rows = await repo.listResults(deps.db, { testId }, filters).rows();
  return { title: test.title, items: rows.map(presentResult) };
}

/** The score distribution and grades over students' best attempts, and each question's correct rate over finished attempts. */
export async function analyse(deps: TestDeps, testId: number): Promise<TestAnalysis> {
  await testOrNotFound(deps, testId);
  const [best, attemptCount, items] = await Promise.all([
    repo.bestAttemptsOf(deps.db, testId),
    repo.finishedAttemptCountOf(deps.db, testId),
    repo.itemAnalysisOf(deps.db, testId),
  ]);
  const distribution = Array.from({ length: 10 }, (_, band) => ({ from: band * 10, to: band === 9 ? 100 : band * 10 + 9, count: 0 }));
  const grades = new Map(GRADES.map((grade) => [grade, 0]));
  let sum = 0;
  for (const row of best) {
    const percent = Number(row.percent);
    distribution[Math.min(9, Math.floor(percent / 10))]!.count++;
    grades.set(row.grade, (grades.get(row.grade) ?? 0) + 1);
    sum += percent;
  }
  return {
    test_id: testId,
    student_count: best.length,
    attempt_count: attemptCount,
    pass_count: best.filter((row) => row.passed).length,
    mean_percent: best.length === 0 ? null : Math.round((sum / best.length) * 10) / 10,
    distribution,
    grades: GRADES.map((grade) => ({ grade, count: grades.get(grade) ?? 0 })),
    questions: items.map((item) => {
      const answered = Number(item.answered);
      const correct = Number(item.correct);
      return {
        question_id: Number(item.question_id),
        position: Number(item.position),
        kind: item.kind,
        body: item.body,
        answered,
        correct,
        correct_rate: answered === 0 ? null : Math.round((correct / answered) * 1000) / 1000,
      };
    }),
  };
}

export function listCompanyTests(deps: TestDeps, companyId: number, query: { page: number; page_size: number; sort: 'title' | 'id'; order: 'asc' | 'desc' }): Promise<ListResponse<CompanyTestItem>> {
  return readPage(query, repo.listCompanyTests(deps.db, companyId, query), (rows) =>
    rows.map((row) => ({ ...row, id: Number(row.id), student_count: Number(row.student_count), finished_count: Number(row.finished_count), passed_count: Number(row.passed_count) })),
  );
}

/** The company's own students' results (another company's students are never read). */
export function listCompanyResults(deps: TestDeps, companyId: number, query: CompanyTestResultQuery): Promise<ListResponse<TestResultItem>> {
  return readPage(query, repo.listResults(deps.db, { companyId, testId: query.test_id }, query), (rows) => rows.map(presentResult));
}
