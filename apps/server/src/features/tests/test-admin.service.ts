import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { QUESTION_IMAGE_MESSAGE, testDeleteRefusal, type QuestionBody, type QuestionImageUpload, type QuestionItem, type QuestionOrderBody, type TestBody, type TestDetail, type TestItem, type TestListQuery } from '@manabiya/domain/contracts/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { TEST_KIND } from '@manabiya/domain/enums/tests';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { QUESTION_ENTITY, TEST_ENTITY, TEST_MESSAGES, type TestDeps } from './test-context.ts';
import { checkKindKeepsSections, checkQuestionSection, checkSectionsAssigned } from './test-section-rules.ts';
import { sectionsOf } from './test-sections.repository.ts';
import { testHistoryNames } from './test-history.ts';
import { presentQuestion, presentTest } from './tests.presenter.ts';
import * as repo from './tests.repository.ts';

/* The tests service's staff part: tests and their questions (section `test`). */

/** The stored settings of a body: the link its kind does not use is dropped, the window's ends become dates. */
function valuesOf(body: TestBody): repo.TestValues {
  return {
    kind: body.kind,
    title: body.title,
    description: body.description,
    curriculum_id: body.kind === TEST_KIND.curriculum ? body.curriculum_id : null,
    course_id: body.kind === TEST_KIND.curriculum ? null : body.course_id,
    time_limit_minutes: body.time_limit_minutes,
    attempts_allowed: body.attempts_allowed,
    retake_wait_minutes: body.retake_wait_minutes,
    pass_percent: body.pass_percent,
    grade_s: body.grade_bands.S,
    grade_a: body.grade_bands.A,
    grade_b: body.grade_bands.B,
    grade_c: body.grade_bands.C,
    shuffle_questions: body.shuffle_questions,
    shuffle_options: body.shuffle_options,
    draw_count: body.draw_count,
    review_mode: body.review_mode,
    available_from: body.available_from === null ? null : new Date(body.available_from),
    available_until: body.available_until === null ? null : new Date(body.available_until),
    publish_status: body.publish_status,
    required_to_complete: body.kind === TEST_KIND.curriculum && body.required_to_complete,
  };
}

async function checkLinks(tx: Db, values: repo.TestValues): Promise<void> {
  if (values.curriculum_id !== null && !(await repo.curriculumExists(tx, values.curriculum_id))) {
    throw badRequest(TEST_MESSAGES.curriculumMissing, { curriculum_id: TEST_MESSAGES.curriculumMissing });
  }
  if (values.course_id !== null && !(await repo.courseExists(tx, values.course_id))) {
    throw badRequest(TEST_MESSAGES.courseMissing, { course_id: TEST_MESSAGES.courseMissing });
  }
}

async function lockOrNotFound(tx: Db, id: number): Promise<repo.TestSettingsRow> {
  const row = await repo.lockTest(tx, id);
  if (!row) throw notFound(TEST_MESSAGES.testNotFound);
  return row;
}

const auditValues = (values: repo.TestValues | repo.TestSettingsRow) => {
  const { available_from, available_until, ...rest } = values;
  return { ...rest, available_from: available_from?.toISOString() ?? null, available_until: available_until?.toISOString() ?? null };
};

export function listTests(deps: TestDeps, caller: StaffCaller, query: TestListQuery): Promise<ListResponse<TestItem>> {
  return readPage(query, repo.listTests(deps.db, query), (rows) => rows.map((row) => presentTest(row, caller.permissions)));
}

export async function getTest(deps: TestDeps, caller: StaffCaller, id: number): Promise<TestDetail> {
  const row = await repo.findTest(deps.db, id);
  if (!row) throw notFound(TEST_MESSAGES.testNotFound);
  const questions = await repo.questionsOf(deps.db, id);
  return { ...presentTest(row, caller.permissions), questions: questions.map(presentQuestion), sections: await sectionsOf(deps.db, id) };
}

export async function testHistory(deps: TestDeps, id: number) {
  if (!(await repo.findTest(deps.db, id))) throw notFound(TEST_MESSAGES.testNotFound);
  return deps.audit.history(TEST_ENTITY, id, testHistoryNames(deps.courses));
}

export async function createTest(deps: TestDeps, caller: StaffCaller, body: TestBody): Promise<TestDetail> {
  const values = valuesOf(body);
  const id = await deps.db.transaction(async (tx) => {
    await checkLinks(tx, values);
    const testId = await repo.insertTest(tx, values);
    await deps.audit.record(tx, { staffId: caller.id, entityType: TEST_ENTITY, entityId: testId, after: auditValues(values) });
    return testId;
  });
  return getTest(deps, caller, id);
}

export async function updateTest(deps: TestDeps, caller: StaffCaller, id: number, body: TestBody): Promise<TestDetail> {
  const values = valuesOf(body);
  await deps.db.transaction(async (tx) => {
    const { id: _id, ...before } = await lockOrNotFound(tx, id);
    await checkLinks(tx, values);
    await checkKindKeepsSections(tx, id, values.kind);
    await repo.updateTest(tx, id, values);
    await checkSectionsAssigned(tx, { id, kind: values.kind, publish_status: values.publish_status }, before.publish_status !== PUBLISH_STATUS.public);
    await deps.audit.record(tx, { staffId: caller.id, entityType: TEST_ENTITY, entityId: id, before: auditValues(before), after: auditValues(values) });
  });
  return getTest(deps, caller, id);
}

/** Deletes a test with its questions; refused once a student made an attempt (their results would go). */
export async function deleteTest(deps: TestDeps, caller: StaffCaller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { id: _id, ...before } = await lockOrNotFound(tx, id);
    const refusal = testDeleteRefusal(caller.permissions, { attempt_count: await repo.attemptCountOf(tx, id) });
    if (refusal === 'forbidden') throw forbidden();
    if (refusal === 'has_attempts') throw conflict(TEST_MESSAGES.hasAttempts);
    await repo.deleteTest(tx, id);
    await deps.audit.record(tx, { staffId: caller.id, entityType: TEST_ENTITY, entityId: id, before: auditValues(before) });
  });
}

// ───────────── Questions ─────────────

/** The question with its test locked: question writes of one test run one after another, so positions stay 1…n. */
async function lockQuestion(tx: Db, id: number): Promise<repo.QuestionRow> {
  const found = await repo.findQuestion(tx, id);
  if (!found) throw notFound(TEST_MESSAGES.questionNotFound);
  await repo.lockTest(tx, found.test_id);
  const question = await repo.findQuestion(tx, id);
  if (!question) throw notFound(TEST_MESSAGES.questionNotFound);
  return question;
}

const questionAudit = ({ id: _id, test_id: _test, position: _position, version: _version, ...values }: repo.QuestionRow | (repo.QuestionValues & { id?: number; test_id?: number; position?: number; version?: number })) => values;

/**
 * Stores a question image (PNG, JPEG or WebP by its bytes, as every image upload): the path answered
 * goes into a question's `image_path`. The file is kept when a question drops it, as attempts that
 * froze the question still show it.
 */
export async function uploadQuestionImage(deps: TestDeps, bytes: Uint8Array): Promise<QuestionImageUpload> {
  const saved = await deps.storage.save('test', bytes);
  return { path: saved.path };
}

/** A question's image must be one the upload stored: 400 naming the field otherwise. */
async function checkImage(deps: TestDeps, body: QuestionBody): Promise<void> {
  if (body.image_path === null) return;
  const name = body.image_path.split('/').pop()!;
  if (!(await deps.storage.read('test', name))) throw badRequest(QUESTION_IMAGE_MESSAGE, { image_path: QUESTION_IMAGE_MESSAGE });
}

export async function createQuestion(deps: TestDeps, caller: StaffCaller, testId: number, body: QuestionBody): Promise<QuestionItem> {
  await checkImage(deps, body);
  const id = await deps.db.transaction(async (tx) => {
    const test = await lockOrNotFound(tx, testId);
    await checkQuestionSection(tx, test, body.section_id);
    const questionId = await repo.insertQuestion(tx, testId, body);
    await checkSectionsAssigned(tx, test, false);
    await deps.audit.record(tx, { staffId: caller.id, entityType: QUESTION_ENTITY, entityId: questionId, after: { test_id: testId, ...questionAudit(body) } });
    return questionId;
  });
  return presentQuestion((await repo.findQuestion(deps.db, id))!);
}

/** A new version of the question: attempts already started keep the copy they froze. */
export async function updateQuestion(deps: TestDeps, caller: StaffCaller, id: number, body: QuestionBody): Promise<QuestionItem> {
  await checkImage(deps, body);
  await deps.db.transaction(async (tx) => {
    const before = await lockQuestion(tx, id);
    const test = (await repo.lockTest(tx, before.test_id))!;
    await checkQuestionSection(tx, test, body.section_id);
    await repo.updateQuestion(tx, id, body);
    await checkSectionsAssigned(tx, test, false);
    await deps.audit.record(tx, { staffId: caller.id, entityType: QUESTION_ENTITY, entityId: id, before: questionAudit(before), after: questionAudit(body) });
  });
  const row = await repo.findQuestion(deps.db, id);
  if (!row) throw notFound(TEST_MESSAGES.questionNotFound);
  return presentQuestion(row);
}

/** Removes a question: kept as removed when an attempt was given it (its results name it), deleted otherwise; the rest close up. */
export async function removeQuestion(deps: TestDeps, caller: StaffCaller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockQuestion(tx, id);
    if (await repo.questionWasGiven(tx, before.test_id, id)) await repo.markQuestionRemoved(tx, id);
    else await repo.deleteQuestion(tx, id);
    await repo.setQuestionPositions(tx, (await repo.questionsOf(tx, before.test_id)).map((question) => question.id));
    await deps.audit.record(tx, { staffId: caller.id, entityType: QUESTION_ENTITY, entityId: id, before: { test_id: before.test_id, ...questionAudit(before) } });
  });
}

/**
 * Puts a test's questions in the given order. The list must name each of its questions once: a list
 * made from a stale screen is refused, never half applied.
 */
export async function reorderQuestions(deps: TestDeps, caller: StaffCaller, testId: number, body: QuestionOrderBody): Promise<TestDetail> {
  await deps.db.transaction(async (tx) => {
    await lockOrNotFound(tx, testId);
    const current = (await repo.questionsOf(tx, testId)).map((question) => question.id);
    const currentSet = new Set(current);
    const given = new Set(body.question_ids);
    const missing = current.filter((questionId) => !given.has(questionId));
    const foreign = body.question_ids.filter((questionId) => !currentSet.has(questionId));
    if (missing.length > 0 || foreign.length > 0 || given.size !== body.question_ids.length) {
      throw badRequest(TEST_MESSAGES.questionOrder.replace('{count}', String(current.length)), {
        question_ids:
          missing.length > 0
            ? `含まれていない問題: ${missing.join(', ')}`
            : foreign.length > 0
              ? `このテストにない問題: ${foreign.join(', ')}`
              : '同じ問題が2回含まれています。',
      });
    }
    if (current.every((questionId, index) => body.question_ids[index] === questionId)) return;
    await repo.setQuestionPositions(tx, body.question_ids);
    await deps.audit.record(tx, { staffId: caller.id, entityType: TEST_ENTITY, entityId: testId, before: { question_order: current }, after: { question_order: body.question_ids } });
  });
  return getTest(deps, caller, testId);
}
