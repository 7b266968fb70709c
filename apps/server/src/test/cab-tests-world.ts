import type { NextSectionBody, QuestionBodyInput, QuestionItem, TestBodyInput, TestDetail, TestSectionsBodyInput } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { QUESTION_KIND, TEST_KIND } from '@manabiya/domain/enums/tests';
import type { TestApp } from './test-app.ts';
import type { TestsWorld } from './tests-world.ts';

/*
 * CAB tests in timed sections for the tests feature's tests (decision 048, "CAB sections"): written
 * through the admin API (settings, then sections, then each question in its section, then published).
 */

/** A single-choice question whose right option is the second. */
export const cabQuestion = (body: string): QuestionBodyInput => ({
  kind: QUESTION_KIND.single,
  body,
  options: [
    { key: 1, text: 'いいえ' },
    { key: 2, text: 'はい' },
  ],
  correct_keys: [2],
  points: 1,
});

export interface CabSectionSpec {
  title: string;
  time_limit_minutes: number;
  questions: QuestionBodyInput[];
}

function ok<T>(response: { statusCode: number; body: string; json: <U>() => U }, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** The settings of a CAB test of the world's course, as a create or replace sends them. */
export const cabSettings = (w: TestsWorld, body: Partial<TestBodyInput> = {}): TestBodyInput => ({
  kind: TEST_KIND.cab,
  title: `CAB ${Math.random().toString(36).slice(2, 8)}`,
  course_id: w.course.courseId,
  publish_status: PUBLISH_STATUS.public,
  ...body,
});

export const replaceSections = (t: TestApp, w: TestsWorld, testId: number, body: TestSectionsBodyInput) =>
  t.call('PUT', pathOf(testEndpoints.replaceSections, { id: testId }), w.admin, body);

/** A CAB test with these sections and their questions (two sections of two questions by default), published unless the body says otherwise. */
export async function createCabTest(
  t: TestApp,
  w: TestsWorld,
  sections: CabSectionSpec[] = [
    { title: '言語', time_limit_minutes: 3, questions: [cabQuestion('言語1'), cabQuestion('言語2')] },
    { title: '計数', time_limit_minutes: 4, questions: [cabQuestion('計数1'), cabQuestion('計数2')] },
  ],
  body: Partial<TestBodyInput> = {},
): Promise<TestDetail> {
  const settings = cabSettings(w, body);
  const draft = ok<TestDetail>(await t.call('POST', pathOf(testEndpoints.create), w.admin, { ...settings, publish_status: PUBLISH_STATUS.private }), 201, 'creating a CAB test');
  const withSections = ok<TestDetail>(
    await replaceSections(t, w, draft.id, { sections: sections.map(({ title, time_limit_minutes }) => ({ title, time_limit_minutes })) }),
    200,
    'setting its sections',
  );
  for (const [index, section] of sections.entries()) {
    for (const question of section.questions) {
      ok<QuestionItem>(
        await t.call('POST', pathOf(testEndpoints.createQuestion, { id: draft.id }), w.admin, { ...question, section_id: withSections.sections[index]!.id }),
        201,
        'adding a question',
      );
    }
  }
  return ok<TestDetail>(await t.call('PUT', pathOf(testEndpoints.update, { id: draft.id }), w.admin, settings), 200, 'publishing it');
}

export const nextSection = (t: TestApp, token: string, attemptId: number, body: NextSectionBody) =>
  t.call('POST', pathOf(studentTestEndpoints.nextSection, { attempt_id: attemptId }), token, body);
