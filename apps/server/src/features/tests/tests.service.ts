import { serviceOf } from '../../platform/service-methods.ts';
import {
  createQuestion,
  createTest,
  deleteTest,
  getTest,
  listTests,
  removeQuestion,
  reorderQuestions,
  testHistory,
  updateQuestion,
  updateTest,
  uploadQuestionImage,
} from './test-admin.service.ts';
import { mayStudentReadQuestionImage, requiredTestsOf, requiredTestsPassedBy, studentResults } from './test-gate.service.ts';
import { finishExpiredAttempts, getAttempt, getStudentTest, listStudentTests, nextSection, saveAnswer, startAttempt, submitAttempt } from './test-attempts.service.ts';
import { testDepsOf, type TestServiceDeps } from './test-context.ts';
import { replaceSections } from './test-sections.service.ts';
import { allResults, analyse, listCompanyResults, listCompanyTests, listResults } from './test-results.service.ts';

export type TestService = ReturnType<typeof createTestService>;

/**
 * Tests (decision 048): staff write tests and their questions; a student takes them in attempts on
 * the server's clock, their questions frozen at the start and every answer kept by its seq; staff and
 * the student's company read the results.
 *
 * Each method is a named export of the file of its part, taking the service's dependencies first:
 *   test-admin.service.ts     tests and their questions (section `test`)
 *   test-sections.service.ts  the timed sections of CAB tests
 *   test-attempts.service.ts  a student's tests and attempts: start, save, submit, the finishing job
 *   test-results.service.ts   results, analysis and CSV for staff; a company's own students' results
 *   test-gate.service.ts      one student's results; what learning and files ask (required tests, image readers)
 */
export function createTestService(serviceDeps: TestServiceDeps) {
  return serviceOf(testDepsOf(serviceDeps), {
    // staff
    listTests,
    getTest,
    testHistory,
    createTest,
    updateTest,
    deleteTest,
    createQuestion,
    updateQuestion,
    removeQuestion,
    reorderQuestions,
    replaceSections,
    uploadQuestionImage,
    listResults,
    studentResults,
    allResults,
    analyse,
    // the student
    listStudentTests,
    getStudentTest,
    startAttempt,
    getAttempt,
    saveAnswer,
    nextSection,
    submitAttempt,
    finishExpiredAttempts,
    // a company user
    listCompanyTests,
    listCompanyResults,
    // other features: learning's curriculum completion, the files feature's question images
    requiredTestsOf,
    requiredTestsPassedBy,
    mayStudentReadQuestionImage,
  });
}
