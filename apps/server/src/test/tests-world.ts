import type { AttemptView, QuestionBodyInput, QuestionItem, TestBodyInput, TestDetail } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { QUESTION_KIND, TEST_KIND } from '@manabiya/domain/enums/tests';
import { createAdmin, createCompany, createStudent } from './factories.ts';
import { createCourseWorld, type CourseWorld } from './learning-world.ts';
import type { TestApp } from './test-app.ts';

/*
 * A world for the tests feature: an administrator, a company, a course of two curricula and a
 * student of it, and helpers that write tests and questions through the admin API and take them
 * through the student API.
 */

export interface TestsWorld {
  admin: string;
  companyId: number;
  course: CourseWorld;
  student: { id: number; token: string };
}

export async function createTestsWorld(t: TestApp): Promise<TestsWorld> {
  const admin = (await createAdmin(t)).token;
  const company = await createCompany(t);
  const course = await createCourseWorld(t, { curricula: [{ steps: [{}] }, { steps: [{}] }] });
  const student = await createStudent(t, company.id, { course_id: course.courseId, start_date: '2026-04-01' });
  return { admin, companyId: company.id, course, student: { id: student.id, token: student.token } };
}

/** One question of each kind: single (key 2 right), multiple with partial credit (keys 1 and 3 right), short text, numeric (42 ± 0.5). */
export const FOUR_KINDS: QuestionBodyInput[] = [
  {
    kind: QUESTION_KIND.single,
    body: 'HTML の見出しタグは？',
    options: [
      { key: 1, text: '<p>' },
      { key: 2, text: '<h1>' },
      { key: 3, text: '<a>' },
    ],
    correct_keys: [2],
    points: 2,
    explanation: 'h1〜h6 が見出しです。',
  },
  {
    kind: QUESTION_KIND.multiple,
    body: 'ブロック要素を選んでください。',
    options: [
      { key: 1, text: 'div' },
      { key: 2, text: 'span' },
      { key: 3, text: 'p' },
      { key: 4, text: 'a' },
    ],
    correct_keys: [1, 3],
    partial_credit: true,
    points: 4,
  },
  { kind: QUESTION_KIND.text, body: 'スタイルシートの言語は？', accepted_answers: ['CSS'], points: 2 },
  { kind: QUESTION_KIND.numeric, body: '6 × 7 は？', numeric_answer: 42, tolerance: 0.5, points: 2 },
];

function ok<T>(response: { statusCode: number; body: string; json: <U>() => U }, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A published curriculum test of the course's first curriculum (unless the body says otherwise) with the given questions. */
export async function createTestWith(t: TestApp, w: TestsWorld, body: Partial<TestBodyInput> = {}, questions: QuestionBodyInput[] = FOUR_KINDS): Promise<TestDetail> {
  const test = ok<TestDetail>(
    await t.call('POST', pathOf(testEndpoints.create), w.admin, {
      kind: TEST_KIND.curriculum,
      title: `テスト ${Math.random().toString(36).slice(2, 8)}`,
      curriculum_id: w.course.curricula[0]!.id,
      publish_status: PUBLISH_STATUS.public,
      ...body,
    }),
    201,
    'creating a test',
  );
  for (const question of questions) {
    ok<QuestionItem>(await t.call('POST', pathOf(testEndpoints.createQuestion, { id: test.id }), w.admin, question), 201, 'adding a question');
  }
  return ok<TestDetail>(await t.call('GET', pathOf(testEndpoints.get, { id: test.id }), w.admin), 200, 'reading a test');
}

export const startTest = (t: TestApp, token: string, testId: number) => t.call('POST', pathOf(studentTestEndpoints.start, { id: testId }), token);

export async function startedAttempt(t: TestApp, token: string, testId: number): Promise<AttemptView> {
  return ok<AttemptView>(await startTest(t, token, testId), 200, 'starting an attempt');
}

export const saveAnswer = (t: TestApp, token: string, attemptId: number, body: { question_id: number; answer: { keys?: number[]; text?: string }; seq: number }) =>
  t.call('PUT', pathOf(studentTestEndpoints.saveAnswer, { attempt_id: attemptId }), token, body);

export const submitAttempt = (t: TestApp, token: string, attemptId: number) => t.call('POST', pathOf(studentTestEndpoints.submit, { attempt_id: attemptId }), token);

export const readAttempt = (t: TestApp, token: string, attemptId: number) => t.call('GET', pathOf(studentTestEndpoints.attempt, { attempt_id: attemptId }), token);
