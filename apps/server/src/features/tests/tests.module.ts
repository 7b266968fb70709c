import { companyTestEndpoints, studentTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import type { FastifyInstance } from 'fastify';
import { companyOf, staffCallerOf, studentIdOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { addEndpointRoute, recordRoutes, sectionRoutes } from '../../platform/endpoint-route.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { buildTestResultCsv, testResultCsvFilename } from './tests.presenter.ts';
import { createTestService, type TestService } from './tests.service.ts';
import type { TestServiceDeps } from './test-context.ts';

/** How often open attempts past their deadline are looked for and finished. */
export const FINISH_EXPIRED_MS = 10_000;
export const FINISH_EXPIRED_JOB = 'tests.finish-expired';

/** Staff's tests, questions and results (section `test`: read to see, write to edit, all to delete). */
function registerAdminTestRoutes(app: FastifyInstance, service: TestService): void {
  const route = sectionRoutes(app, { tags: ['admin: tests'], section: 'test' });
  const endpoints = testEndpoints;
  recordRoutes(route, endpoints, service, { list: 'listTests', get: 'getTest', history: 'testHistory', create: 'createTest', update: 'updateTest', remove: 'deleteTest' });
  route(endpoints.createQuestion, 'write', (request) => service.createQuestion(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.updateQuestion, 'write', (request) => service.updateQuestion(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.removeQuestion, 'write', (request) => service.removeQuestion(staffCallerOf(request), request.params.id));
  route(endpoints.questionImage, 'write', {
    moreErrors: [413, 415],
    handler: async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, '画像ファイルを multipart/form-data で送ってください。', 'unsupported_media_type');
      const file = await request.file();
      if (!file) throw badRequest('画像ファイルを選んでください。', { file: '画像ファイルを選んでください。' });
      return service.uploadQuestionImage(await file.toBuffer());
    },
  });
  route(endpoints.studentResults, 'read', (request) => service.studentResults(request.params.id, request.query));
  route(endpoints.replaceSections, 'write', (request) => service.replaceSections(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.questionOrder, 'write', (request) => service.reorderQuestions(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.results, 'read', (request) => service.listResults(request.params.id, request.query));
  route(endpoints.analysis, 'read', (request) => service.analyse(request.params.id));
  route(endpoints.resultCsv, 'read', async (request, reply) => {
    const { title, items } = await service.allResults(request.params.id, request.query);
    return sendCsv(reply, testResultCsvFilename(title), buildTestResultCsv(items));
  });
}

/** The student's tests and attempts: every attempt id is scoped by the session, so another student's attempt is not found. */
function registerStudentTestRoutes(app: FastifyInstance, service: TestService): void {
  const tags = ['student: tests'];
  const endpoints = studentTestEndpoints;
  addEndpointRoute(app, endpoints.list, { tags, handler: (request) => service.listStudentTests(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.get, { tags, handler: (request) => service.getStudentTest(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.start, { tags, handler: (request) => service.startAttempt(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.attempt, { tags, handler: (request) => service.getAttempt(studentIdOf(request), request.params.attempt_id) });
  addEndpointRoute(app, endpoints.saveAnswer, { tags, handler: (request) => service.saveAnswer(studentIdOf(request), request.params.attempt_id, request.body) });
  addEndpointRoute(app, endpoints.nextSection, { tags, handler: (request) => service.nextSection(studentIdOf(request), request.params.attempt_id, request.body) });
  addEndpointRoute(app, endpoints.submit, { tags, handler: (request) => service.submitAttempt(studentIdOf(request), request.params.attempt_id) });
}

/** The company's view: its own students' results only. */
function registerCompanyTestRoutes(app: FastifyInstance, service: TestService): void {
  const tags = ['company: tests'];
  addEndpointRoute(app, companyTestEndpoints.list, { tags, handler: (request) => service.listCompanyTests(companyOf(request), request.query) });
  addEndpointRoute(app, companyTestEndpoints.studentResults, {
    tags,
    handler: (request) => service.studentResults(request.params.id, request.query, companyOf(request)),
  });
  addEndpointRoute(app, companyTestEndpoints.results, { tags, handler: (request) => service.listCompanyResults(companyOf(request), request.query) });
}

/**
 * Tests (decision 048): needs the audit trail. While the app runs, the job `tests.finish-expired`
 * finishes every attempt past its deadline, with no browser open.
 */
export function createTestModule(platform: Platform, deps: { audit: AuditService; courses: TestServiceDeps['courses']; now?: () => Date }): FeatureModule<TestService> {
  const service = createTestService({ db: platform.db, storage: platform.storage, audit: deps.audit, courses: deps.courses, logger: platform.logger, now: deps.now });
  platform.jobs.register({ name: FINISH_EXPIRED_JOB, everyMs: FINISH_EXPIRED_MS, run: (signal) => service.finishExpiredAttempts(signal) });
  return {
    name: 'tests',
    service,
    registerRoutes(app) {
      registerAdminTestRoutes(app, service);
      registerStudentTestRoutes(app, service);
      registerCompanyTestRoutes(app, service);
    },
  };
}
