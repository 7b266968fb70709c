import { companySurveyEndpoints, studentSurveyEndpoints, surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import type { FastifyInstance } from 'fastify';
import { companyOf, staffCallerOf, studentIdOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition } from '../../platform/csv.ts';
import { addEndpointRoute, recordRoutes, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SurveyServiceDeps } from './survey-context.ts';
import { createSurveyService, type SurveyService } from './surveys.service.ts';

/** Staff's surveys, figures, non-responders, reminders and CSV zip (section `survey`: read to see, write to edit and remind, all to delete). */
function registerAdminSurveyRoutes(app: FastifyInstance, service: SurveyService): void {
  const route = sectionRoutes(app, { tags: ['admin: surveys'], section: 'survey' });
  const endpoints = surveyEndpoints;
  recordRoutes(route, endpoints, service, {
    list: 'listSurveys',
    get: 'getSurvey',
    history: 'surveyHistory',
    create: 'createSurvey',
    update: 'updateSurvey',
    remove: 'deleteSurvey',
  });
  route(endpoints.results, 'read', (request) => service.surveyResults(staffCallerOf(request), request.params.id, request.query));
  route(endpoints.nonResponders, 'read', (request) => service.listNonResponders(request.params.id, request.query));
  route(endpoints.remind, 'write', (request) => service.remindNonResponders(request.params.id, request.body));
  route(endpoints.csvZip, 'read', async (request, reply) => {
    const { filename, stream } = await service.surveyCsvZip(request.query.survey_ids);
    return reply.type('application/zip').header('Content-Disposition', attachmentDisposition(filename)).send(stream);
  });
}

/** The student's surveys: every survey id is checked against the session's student (their course), so another course's survey is not found. */
function registerStudentSurveyRoutes(app: FastifyInstance, service: SurveyService): void {
  const tags = ['student: surveys'];
  const endpoints = studentSurveyEndpoints;
  addEndpointRoute(app, endpoints.initial, { tags, handler: (request) => service.getInitialSurvey(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.answerInitial, { tags, handler: (request) => service.answerInitialSurvey(studentIdOf(request), request.body) });
  addEndpointRoute(app, endpoints.final, { tags, handler: (request) => service.getFinalSurvey(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.answerFinal, { tags, handler: (request) => service.answerFinalSurvey(studentIdOf(request), request.body) });
  addEndpointRoute(app, endpoints.get, { tags, handler: (request) => service.getStudentSurvey(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, endpoints.answer, { tags, handler: (request) => service.answerStudentSurvey(studentIdOf(request), request.params.id, request.body) });
}

/** The company's view: its own students' figures only. */
function registerCompanySurveyRoutes(app: FastifyInstance, service: SurveyService): void {
  const tags = ['company: surveys'];
  addEndpointRoute(app, companySurveyEndpoints.list, { tags, handler: (request) => service.listCompanySurveys(companyOf(request), request.query) });
  addEndpointRoute(app, companySurveyEndpoints.results, { tags, handler: (request) => service.companySurveyResults(companyOf(request), request.params.id) });
}

/**
 * Surveys (decision 049): needs the audit trail, the progress service (whether a student completed
 * their course: start step 4) and the student profiles (answering the final survey sets final_input_flg).
 */
export function createSurveyModule(
  platform: Platform,
  deps: { audit: AuditService; courses: SurveyServiceDeps['courses']; progress: SurveyServiceDeps['progress']; profiles: SurveyServiceDeps['profiles']; now?: () => Date },
): FeatureModule<SurveyService> {
  const service = createSurveyService({ db: platform.db, config: platform.config, mailer: platform.mailer, ...deps });
  return {
    name: 'surveys',
    service,
    registerRoutes(app) {
      registerAdminSurveyRoutes(app, service);
      registerStudentSurveyRoutes(app, service);
      registerCompanySurveyRoutes(app, service);
    },
  };
}
