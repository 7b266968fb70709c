import type { CurriculumDetail } from '@manabiya/domain/contracts/learning';
import type { ProgressRow, StudentProgressDetail } from '@manabiya/domain/contracts/progress';
import type { StudentItem } from '@manabiya/domain/contracts/students';
import type { AttemptView, QuestionBodyInput, QuestionImageUpload, QuestionItem, TestDetail, TestResultItem } from '@manabiya/domain/contracts/tests';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { learningEndpoints } from '@manabiya/domain/endpoints/learning';
import { progressEndpoints } from '@manabiya/domain/endpoints/progress';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { companyTestEndpoints, studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { QUESTION_KIND, TEST_KIND } from '@manabiya/domain/enums/tests';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { multipartPayload, PNG_BYTES } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestsWorld, createTestWith, saveAnswer, startedAttempt, submitAttempt, type TestsWorld } from '../../test/tests-world.ts';

/*
 * What issue 24 left for later, built on the tests feature: question images (upload, who may load
 * them, kept by the attempts that froze them), a curriculum's completion waiting for its required
 * test, and one student's results on the staff's and the company's student pages.
 */

let t: TestApp;
let w: TestsWorld;

const ONE_QUESTION: QuestionBodyInput = {
  kind: QUESTION_KIND.single,
  body: '正しいものを選んでください。',
  options: [
    { key: 1, text: 'はい' },
    { key: 2, text: 'いいえ' },
  ],
  correct_keys: [1],
};

const uploadImage = (token: string, bytes: Buffer, contentType = 'image/png') => {
  const { payload, headers } = multipartPayload([{ name: 'file', filename: 'figure.png', contentType, bytes }]);
  return t.app.inject({ method: 'POST', url: pathOf(testEndpoints.questionImage), headers: { ...bearer(token), ...headers }, payload });
};

/** Takes the one-question test, answering right or wrong. */
async function takeTest(token: string, testId: number, right: boolean): Promise<AttemptView> {
  const attempt = await startedAttempt(t, token, testId);
  await saveAnswer(t, token, attempt.id, { question_id: attempt.questions[0]!.id, answer: { keys: [right ? 1 : 2] }, seq: 1 });
  return (await submitAttempt(t, token, attempt.id)).json<AttemptView>();
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createTestsWorld(t);
});
afterAll(() => t.close());

describe('question images', () => {
  it('stores an image by its bytes for staff who may write tests, and refuses anything else', async () => {
    const stored = await uploadImage(w.admin, PNG_BYTES);
    expect(stored.statusCode).toBe(201);
    expect(stored.json<QuestionImageUpload>().path).toMatch(/^\/api\/files\/test\/[a-f0-9]{32}\.png$/);

    // A script named and labelled as a PNG is still not an image.
    const script = await uploadImage(w.admin, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(script.statusCode).toBe(415);

    const reader = await staffWith(t, { test: ACCESS_LEVEL.read });
    expect((await uploadImage(reader.token, PNG_BYTES)).statusCode).toBe(403);
  });

  it('refuses a question naming an image the upload did not store', async () => {
    const test = await createTestWith(t, w, {}, []);
    const made = await t.call('POST', pathOf(testEndpoints.createQuestion, { id: test.id }), w.admin, {
      ...ONE_QUESTION,
      image_path: `/api/files/test/${'0'.repeat(32)}.png`,
    });
    expect(made.statusCode).toBe(400);
    expect(made.json<{ details: Record<string, string> }>().details).toHaveProperty('image_path');
    const foreign = await t.call('POST', pathOf(testEndpoints.createQuestion, { id: test.id }), w.admin, { ...ONE_QUESTION, image_path: 'https://example.com/a.png' });
    expect(foreign.statusCode).toBe(400);
  });

  it('shows the image to students who may take the test, keeps the frozen one through an edit, and hides it from others', async () => {
    const first = (await uploadImage(w.admin, PNG_BYTES)).json<QuestionImageUpload>().path;
    const second = (await uploadImage(w.admin, PNG_BYTES)).json<QuestionImageUpload>().path;
    const test = await createTestWith(t, w, {}, [{ ...ONE_QUESTION, image_path: first }]);
    expect(test.questions[0]!.image_path).toBe(first);

    const attempt = await startedAttempt(t, w.student.token, test.id);
    expect(attempt.questions[0]!.image_path).toBe(first);
    expect((await t.call('GET', first, w.student.token)).statusCode).toBe(200);

    // The question now shows another image: the attempt keeps the one it froze, and may still load it.
    const edited = await t.call('PUT', pathOf(testEndpoints.updateQuestion, { id: test.questions[0]!.id }), w.admin, { ...ONE_QUESTION, image_path: second });
    expect(edited.json<QuestionItem>().image_path).toBe(second);
    const resumed = (await t.call('GET', pathOf(studentTestEndpoints.attempt, { attempt_id: attempt.id }), w.student.token)).json<AttemptView>();
    expect(resumed.questions[0]!.image_path).toBe(first);
    expect((await t.call('GET', first, w.student.token)).statusCode).toBe(200);
    expect((await t.call('GET', second, w.student.token)).statusCode).toBe(200);

    // A student of another course, a company user, no session, staff without the section.
    const otherCourse = await createTestsWorld(t);
    expect((await t.call('GET', second, otherCourse.student.token)).statusCode).toBe(404);
    expect((await t.call('GET', second, (await createCompanyUser(t, w.companyId)).token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(401);
    expect((await t.call('GET', second, (await staffWith(t, { course: ACCESS_LEVEL.all })).token)).statusCode).toBe(403);
    expect((await t.call('GET', second, (await staffWith(t, { test: ACCESS_LEVEL.read })).token)).statusCode).toBe(200);
    expect((await t.call('GET', pathOf(fileEndpoints.read, { kind: 'test', name: `${'a'.repeat(32)}.png` }), w.admin)).statusCode).toBe(404);
  });
});

describe('a curriculum completed only once its required test is passed', () => {
  const curriculumOf = async (token: string, id: number) =>
    (await t.call('GET', pathOf(learningEndpoints.curriculum, { id }), token)).json<CurriculumDetail>().curriculum;
  /** The student's enrolment as each of staff's pages reads it: the student list, the progress list, the progress detail — one rule, one answer. */
  const enrolmentOf = async (studentId: number) => {
    const listed = (await t.call('GET', pathOf(studentEndpoints.get, { id: studentId }), w.admin)).json<StudentItem>().enrolment_state;
    const progressList = (await t.call('GET', `${pathOf(progressEndpoints.adminList)}?course_id=${w.course.courseId}&page_size=100`, w.admin)).json<{ items: ProgressRow[] }>();
    const inProgressList = progressList.items.find((row) => row.id === studentId)?.enrolment_state;
    const detail = (await t.call('GET', pathOf(progressEndpoints.adminDetail, { id: studentId }), w.admin)).json<StudentProgressDetail>().enrolment.state;
    expect([inProgressList, detail]).toEqual([listed, listed]);
    return listed;
  };

  it('waits for the pass, then completes the curriculum and the course; a test not required changes nothing', async () => {
    const [first, second] = w.course.curricula;
    const student = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
    const required = await createTestWith(t, w, { curriculum_id: first!.id, required_to_complete: true }, [ONE_QUESTION]);
    await createTestWith(t, w, { curriculum_id: second!.id, required_to_complete: false }, [ONE_QUESTION]);
    expect(required.required_to_complete).toBe(true);

    for (const stepId of w.course.stepIds) {
      expect((await t.call('POST', pathOf(learningEndpoints.completeStep, { id: stepId }), student.token)).statusCode).toBe(200);
    }
    const waiting = await curriculumOf(student.token, first!.id);
    expect(waiting).toMatchObject({ steps_done: 1, steps_total: 1, state: 'in_progress', required_tests: [{ id: required.id, passed: false }] });
    // The second curriculum's test is not required: its steps complete it.
    expect(await curriculumOf(student.token, second!.id)).toMatchObject({ state: 'done', required_tests: [] });
    expect(await enrolmentOf(student.id)).toBe('taking');

    await takeTest(student.token, required.id, false);
    expect((await curriculumOf(student.token, first!.id)).state).toBe('in_progress');

    await takeTest(student.token, required.id, true);
    expect(await curriculumOf(student.token, first!.id)).toMatchObject({ state: 'done', required_tests: [{ id: required.id, passed: true }] });
    expect(await enrolmentOf(student.id)).toBe('completed');
  });

  it('keeps the setting for curriculum tests only', async () => {
    const comprehensive = await createTestWith(t, w, { kind: TEST_KIND.comprehensive, curriculum_id: null, course_id: w.course.courseId, required_to_complete: true }, []);
    expect(comprehensive.required_to_complete).toBe(false);
  });
});

describe('one student’s results', () => {
  let testId: number;
  let student: { id: number; token: string };
  let outsider: { id: number };

  beforeAll(async () => {
    const test: TestDetail = await createTestWith(t, w, {}, [ONE_QUESTION]);
    testId = test.id;
    student = await createStudent(t, w.companyId, { course_id: w.course.courseId, start_date: '2026-04-01' });
    await takeTest(student.token, test.id, false);
    await takeTest(student.token, test.id, true);
    outsider = await createStudent(t, (await createCompany(t)).id, { course_id: w.course.courseId });
  });

  it('lists the student’s tests with attempts, best and latest outcome for staff who may read tests', async () => {
    const page = (await t.call('GET', pathOf(testEndpoints.studentResults, { id: student.id }), w.admin)).json<{ items: TestResultItem[]; total: number }>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ test_id: testId, student_id: student.id, attempt_count: 2, best: { percent: 100, passed: true }, latest: { percent: 100 } });
    expect((await t.call('GET', pathOf(testEndpoints.studentResults, { id: 999_999 }), w.admin)).statusCode).toBe(404);
    const withoutTests = await staffWith(t, { student: ACCESS_LEVEL.all, student_detail: ACCESS_LEVEL.all });
    expect((await t.call('GET', pathOf(testEndpoints.studentResults, { id: student.id }), withoutTests.token)).statusCode).toBe(403);
  });

  it('shows a company its own students only', async () => {
    const company = (await createCompanyUser(t, w.companyId)).token;
    const own = (await t.call('GET', pathOf(companyTestEndpoints.studentResults, { id: student.id }), company)).json<{ items: TestResultItem[] }>();
    expect(own.items.map((item) => item.test_id)).toEqual([testId]);
    expect((await t.call('GET', pathOf(companyTestEndpoints.studentResults, { id: outsider.id }), company)).statusCode).toBe(404);
  });
});
