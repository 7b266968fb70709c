import type { AttemptView, QuestionBodyInput, SaveAnswerResult, StudentTestItem, TestBodyInput, TestDetail } from '@manabiya/domain/contracts/tests';
import type { EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { QUESTION_KIND, REVIEW_MODE, TEST_KIND } from '@manabiya/domain/enums/tests';
import { callApi } from './information-admin-api.ts';
import { accountToken, installAdminToken, uniqueMark } from './world.ts';

/**
 * Tests a spec builds through the admin API (a comprehensive test of a course, published, its
 * answers shown after each attempt unless the body says otherwise), and a student's attempts taken
 * through the student API.
 */

async function expectStatus<T>(response: Response, endpoint: EndpointDefinition): Promise<T> {
  const expected = endpoint.status ?? 200;
  if (response.status !== expected) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Six questions, one or more of each kind, with what a student who knows them answers. */
export const SAMPLE_QUESTIONS: QuestionBodyInput[] = [
  {
    kind: QUESTION_KIND.single,
    body: '**HTML** は何の略ですか。',
    options: [
      { key: 1, text: 'HyperText Markup Language' },
      { key: 2, text: 'HighText Machine Language' },
      { key: 3, text: 'Home Tool Markup Language' },
    ],
    correct_keys: [1],
    explanation: 'HTML は **HyperText Markup Language** の略です。',
  },
  {
    kind: QUESTION_KIND.multiple,
    body: 'CSS のセレクタとして正しいものをすべて選んでください。',
    options: [
      { key: 1, text: '.title' },
      { key: 2, text: '->title' },
      { key: 3, text: '#main' },
      { key: 4, text: '@@p' },
    ],
    correct_keys: [1, 3],
  },
  { kind: QUESTION_KIND.text, body: 'ページでいちばん大きな見出しに使う要素名を書いてください（例: p）。', accepted_answers: ['h1'] },
  { kind: QUESTION_KIND.numeric, body: '`1 + 2 * 3` の値はいくつですか。', numeric_answer: 7, explanation: '掛け算が先です: 1 + 6 = 7。' },
  {
    kind: QUESTION_KIND.single,
    body: 'JavaScript で再代入できない変数を宣言するキーワードはどれですか。',
    options: [
      { key: 1, text: 'let' },
      { key: 2, text: 'const' },
      { key: 3, text: 'var' },
    ],
    correct_keys: [2],
  },
  { kind: QUESTION_KIND.text, body: '暗号化された HTTP のスキーム名を書いてください。', accepted_answers: ['https'] },
];

/** A published test of the course with these questions, in order. */
export async function createTest(courseId: number, body: Partial<TestBodyInput> = {}, questions: QuestionBodyInput[] = SAMPLE_QUESTIONS): Promise<TestDetail> {
  const token = await installAdminToken();
  const input: TestBodyInput = {
    kind: TEST_KIND.comprehensive,
    title: `E2E 総合テスト ${uniqueMark()}`,
    description: 'HTML・CSS・JavaScript の基本を確かめるテストです。',
    course_id: courseId,
    time_limit_minutes: 20,
    pass_percent: 60,
    review_mode: REVIEW_MODE.answers,
    publish_status: PUBLISH_STATUS.public,
    ...body,
  };
  const test = await expectStatus<TestDetail>(await callApi(token, testEndpoints.create, { body: input }), testEndpoints.create);
  for (const question of questions) {
    await expectStatus(await callApi(token, testEndpoints.createQuestion, { params: { id: test.id }, body: question }), testEndpoints.createQuestion);
  }
  return expectStatus<TestDetail>(await callApi(token, testEndpoints.get, { params: { id: test.id } }), testEndpoints.get);
}

/** A student's side of the API: their tests and attempts. */
export async function studentApi(email: string) {
  const token = await accountToken('student', email);
  return {
    list: async () => expectStatus<StudentTestItem[]>(await callApi(token, studentTestEndpoints.list), studentTestEndpoints.list),
    start: async (testId: number) => expectStatus<AttemptView>(await callApi(token, studentTestEndpoints.start, { params: { id: testId } }), studentTestEndpoints.start),
    attempt: async (attemptId: number) =>
      expectStatus<AttemptView>(await callApi(token, studentTestEndpoints.attempt, { params: { attempt_id: attemptId } }), studentTestEndpoints.attempt),
    save: async (attemptId: number, questionId: number, answer: { keys?: number[]; text?: string }, seq: number) =>
      expectStatus<SaveAnswerResult>(
        await callApi(token, studentTestEndpoints.saveAnswer, { params: { attempt_id: attemptId }, body: { question_id: questionId, answer, seq } }),
        studentTestEndpoints.saveAnswer,
      ),
    submit: async (attemptId: number) =>
      expectStatus<AttemptView>(await callApi(token, studentTestEndpoints.submit, { params: { attempt_id: attemptId } }), studentTestEndpoints.submit),
  };
}

/** The test's results as staff see them (reading them finishes nothing). */
export async function adminResults(testId: number) {
  const response = await callApi(await installAdminToken(), testEndpoints.results, { params: { id: testId }, query: { page_size: 200 } });
  return (await expectStatus<{ items: Array<{ student_id: number; in_progress: boolean; latest: { score: number } | null }> }>(response, testEndpoints.results)).items;
}

/** A section of a CAB test as a spec writes it: its title and limit, and its questions. */
export interface CabSectionInput {
  title: string;
  time_limit_minutes: number;
  questions: QuestionBodyInput[];
}

/**
 * A CAB test of the course in timed sections (decision 048, "CAB sections"): written as a draft,
 * given its sections, each question put in its own, then published as the body says (public unless).
 * A spec keeps its waits short with `available_until`: every section ends by the test's close at the latest.
 */
export async function createCabTest(courseId: number, sections: CabSectionInput[], body: Partial<TestBodyInput> = {}): Promise<TestDetail> {
  const token = await installAdminToken();
  const input: TestBodyInput = {
    kind: TEST_KIND.cab,
    title: `E2E CAB ${uniqueMark()}`,
    description: '言語と計数のセクションを順に解きます。',
    course_id: courseId,
    pass_percent: 60,
    review_mode: REVIEW_MODE.answers,
    publish_status: PUBLISH_STATUS.public,
    ...body,
  };
  const draft = await expectStatus<TestDetail>(await callApi(token, testEndpoints.create, { body: { ...input, publish_status: PUBLISH_STATUS.private } }), testEndpoints.create);
  const withSections = await expectStatus<TestDetail>(
    await callApi(token, testEndpoints.replaceSections, { params: { id: draft.id }, body: { sections: sections.map(({ title, time_limit_minutes }) => ({ title, time_limit_minutes })) } }),
    testEndpoints.replaceSections,
  );
  for (const [index, section] of sections.entries()) {
    for (const question of section.questions) {
      await expectStatus(
        await callApi(token, testEndpoints.createQuestion, { params: { id: draft.id }, body: { ...question, section_id: withSections.sections[index]!.id } }),
        testEndpoints.createQuestion,
      );
    }
  }
  return expectStatus<TestDetail>(await callApi(token, testEndpoints.update, { params: { id: draft.id }, body: input }), testEndpoints.update);
}
