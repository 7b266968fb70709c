import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { StudentTestResultQuery, TestResultItem } from '@manabiya/domain/contracts/tests';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { TEST_MESSAGES, type TestDeps } from './test-context.ts';
import * as repo from './test-gate.repository.ts';
import { listResults } from './test-results.repository.ts';
import { presentResult } from './tests.presenter.ts';

/*
 * The tests service's part other features and the student pages ask of (decision 048): the curriculum
 * tests a curriculum's completion waits for, who may see a question image, and one student's results.
 */

export type RequiredTest = repo.RequiredTestRow;

/** The published tests these curricula require, with whether the student passed each (read in the caller's transaction when given). */
export function requiredTestsOf(deps: TestDeps, studentId: number, curriculumIds: readonly number[], reader: Db = deps.db): Promise<RequiredTest[]> {
  return repo.requiredTestsOf(reader, studentId, curriculumIds);
}

/** As an SQL condition over the caller's columns: the student passed every required test of their course's curricula. */
export function requiredTestsPassedBy(_deps: TestDeps, studentId: AnyPgColumn | SQL, courseId: AnyPgColumn | SQL): SQL<boolean> {
  return repo.requiredTestsPassedBy(studentId, courseId);
}

/** Whether a student may load a question image: one their attempt froze, or one of a test they may take. */
export function mayStudentReadQuestionImage(deps: TestDeps, studentId: number, path: string): Promise<boolean> {
  return repo.studentMaySeeImage(deps.db, studentId, path);
}

/** A student's results per test, the latest submission first; 404 for no such student (or one of another company when `companyId` is given). */
export async function studentResults(deps: TestDeps, studentId: number, query: StudentTestResultQuery, companyId?: number): Promise<ListResponse<TestResultItem>> {
  if (!(await repo.studentExists(deps.db, studentId, companyId))) throw notFound(TEST_MESSAGES.studentNotFound);
  return readPage(query, listResults(deps.db, { studentId, companyId }, { sort: 'latest_submitted_at', order: 'desc' }), (rows) => rows.map(presentResult));
}
