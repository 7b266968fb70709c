import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import { IdParams } from '../contracts/staff.ts';
import {
  AttemptParams,
  AttemptView,
  CompanyTestItem,
  CompanyTestQuery,
  CompanyTestResultQuery,
  NextSectionBody,
  QuestionBody,
  QUESTION_IMAGE_MAX_MB,
  QuestionImageUpload,
  QuestionItem,
  QuestionOrderBody,
  QuestionParams,
  SaveAnswerBody,
  SaveAnswerResult,
  StudentTestDetail,
  StudentTestItem,
  StudentTestResultQuery,
  TestAnalysis,
  TestBody,
  TestDetail,
  TestItem,
  TestListQuery,
  TestResultItem,
  TestResultQuery,
  TestSectionsBody,
} from '../contracts/tests.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';
import { recordEndpoints } from './record-endpoints.ts';

const ADMIN = '/api/admin/test';
const STUDENT = '/api/student/test';
const ATTEMPT = `${STUDENT}/attempt/:attempt_id` as const;

/** Tests for staff (section `test`): the tests, their questions, and their results with item analysis. */
export const testEndpoints = {
  ...recordEndpoints(
    ADMIN,
    { listQuery: TestListQuery, listItem: TestItem, item: TestDetail, body: TestBody },
    {
      list: 'Tests, searched by title (filters: kind, publish status, curriculum, course)',
      noun: 'a test',
      get: 'One test with its questions in order and their answer keys',
      update: 'Replace a test’s settings (not its questions)',
      remove: 'Delete a test with its questions (refused once students made attempts)',
    },
  ),
  createQuestion: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/question`,
    summary: 'Add a question at the end of a test',
    params: IdParams,
    body: QuestionBody,
    response: QuestionItem,
    status: 201,
  }),
  updateQuestion: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/question/:id`,
    summary: 'Replace a question (a new version: attempts already started keep the one they were given)',
    params: QuestionParams,
    body: QuestionBody,
    response: QuestionItem,
  }),
  removeQuestion: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/question/:id`,
    summary: 'Remove a question (attempts already started keep it)',
    params: QuestionParams,
    response: z.null(),
    status: 204,
  }),
  questionImage: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/question_image`,
    summary: `Upload a question image (multipart, one PNG, JPEG or WebP file, at most ${QUESTION_IMAGE_MAX_MB} MB)`,
    description: `multipart/form-data with one file part (any field name): PNG, JPEG or WebP by its bytes, at most ${QUESTION_IMAGE_MAX_MB} MB. Answers the stored path to put in a question's image_path.`,
    multipart: true,
    formParts: z.object({ file: filePart(`The image: PNG, JPEG or WebP by its bytes, at most ${QUESTION_IMAGE_MAX_MB} MB`) }),
    response: QuestionImageUpload,
    status: 201,
  }),
  studentResults: defineEndpoint({
    method: 'GET',
    path: '/api/admin/student/:id/test_result',
    summary: 'One student’s tests: attempts, best and latest outcome per test, the latest submission first',
    params: IdParams,
    query: StudentTestResultQuery,
    response: listResponseOf(TestResultItem),
  }),
  replaceSections: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id/section`,
    summary: 'Replace a CAB test’s timed sections with the list given, in order (sections left out are removed; their questions keep no section)',
    params: IdParams,
    body: TestSectionsBody,
    response: TestDetail,
  }),
  questionOrder: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id/question_order`,
    summary: 'Set the order of a test’s questions (the list must hold each of its questions once)',
    params: IdParams,
    body: QuestionOrderBody,
    response: TestDetail,
  }),
  results: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/result`,
    summary: 'Each student who took the test: attempts, best and latest outcome (filters: name, company, passed)',
    params: IdParams,
    query: TestResultQuery,
    response: listResponseOf(TestResultItem),
  }),
  analysis: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/analysis`,
    summary: 'The score distribution of students’ best attempts, grades, and each question’s correct rate',
    params: IdParams,
    response: TestAnalysis,
  }),
  resultCsv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/result_csv`,
    summary: 'The results as CSV (UTF-8 with BOM): one row per student, best and latest outcome',
    params: IdParams,
    query: TestResultQuery.omit({ page: true, page_size: true }),
    response: z.string(),
    download: true,
  }),
};

/** Taking tests: the student's tests and attempts; every attempt path names the student's own attempt. */
export const studentTestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: STUDENT,
    summary: 'The tests the student may take, with their state, attempts left and best outcome',
    response: z.array(StudentTestItem),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/:id`,
    summary: 'One test the student may take, with the history of their attempts',
    params: IdParams,
    response: StudentTestDetail,
    tenantScope: { id: 'test' },
  }),
  start: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/:id/attempt`,
    summary: 'Start an attempt, or resume the one in progress: its questions without answers and its deadline in server time',
    params: IdParams,
    response: AttemptView,
    tenantScope: { id: 'test' },
    // Starting twice resumes the attempt started first: the call is its own idempotency.
    idempotent: false,
  }),
  attempt: defineEndpoint({
    method: 'GET',
    path: ATTEMPT,
    summary: 'One of the student’s attempts: its questions, the answers saved, the time left (or its result)',
    params: AttemptParams,
    response: AttemptView,
    tenantScope: { attempt_id: 'test_attempt' },
  }),
  saveAnswer: defineEndpoint({
    method: 'PUT',
    path: `${ATTEMPT}/answer`,
    summary: 'Save one answer of an attempt in progress (idempotent by seq; a later seq wins)',
    params: AttemptParams,
    body: SaveAnswerBody,
    response: SaveAnswerResult,
    tenantScope: { attempt_id: 'test_attempt' },
  }),
  nextSection: defineEndpoint({
    method: 'POST',
    path: `${ATTEMPT}/next_section`,
    summary: 'End the current timed section of a CAB attempt and go on to the next (no going back); a stale from_section answers the attempt as it stands',
    params: AttemptParams,
    body: NextSectionBody,
    response: AttemptView,
    tenantScope: { attempt_id: 'test_attempt' },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${ATTEMPT}/submit`,
    summary: 'Finish an attempt and score it (a repeat answers the finished attempt)',
    params: AttemptParams,
    response: AttemptView,
    tenantScope: { attempt_id: 'test_attempt' },
  }),
};

/** Tests for a client company: the tests its students take, and their results (own students only). */
export const companyTestEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/company/test',
    summary: 'The tests the company’s students may take, with how many finished and passed',
    query: CompanyTestQuery,
    response: listResponseOf(CompanyTestItem),
  }),
  studentResults: defineEndpoint({
    method: 'GET',
    path: '/api/company/student/:id/test_result',
    summary: 'One of the company’s students’ tests: attempts, best and latest outcome per test, the latest submission first',
    params: IdParams,
    query: StudentTestResultQuery,
    response: listResponseOf(TestResultItem),
    tenantScope: { id: 'student' },
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/api/company/test/result',
    summary: 'The company’s students’ results: attempts, best and latest outcome per test (filters: test, name, passed)',
    query: CompanyTestResultQuery,
    response: listResponseOf(TestResultItem),
  }),
};
