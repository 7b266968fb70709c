import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { addEndpointRoute, recordRoutes, sectionRoutes } from '../../platform/endpoint-route.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { buildTeacherCsv, TEACHER_CSV_FILENAME } from './teachers.presenter.ts';
import { createTeacherService, type TeacherService, type TeacherServiceDeps } from './teachers.service.ts';
import { teacherEndpoints as endpoints } from '@manabiya/domain/endpoints/teachers';
import type { FastifyInstance } from 'fastify';

/** Routes of teacher profiles: admin CRUD and icon, and the read-only lists of the company and student portals. */
export function registerTeacherRoutes(app: FastifyInstance, service: TeacherService): void {
  const route = sectionRoutes(app, { tags: ['admin: teachers'], section: 'teacher' });
  recordRoutes(route, endpoints, service, { list: 'listTeachers', get: 'getTeacher', history: 'historyOf', create: 'createTeacher', update: 'updateTeacher', remove: 'deleteTeacher' });
  route(endpoints.csv, 'all', async (request, reply) =>
    sendCsv(reply, TEACHER_CSV_FILENAME, buildTeacherCsv(await service.listAllTeachers(staffCallerOf(request), request.query))),
  );
  route(endpoints.setIcon, 'write', {
    moreErrors: [413, 415],
    handler: async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, '画像ファイルを multipart/form-data で送ってください。', 'unsupported_media_type');
      const file = await request.file();
      if (!file) throw badRequest('画像ファイルを選んでください。', { file: '画像ファイルを選んでください。' });
      return service.setIcon(staffCallerOf(request), request.params.id, await file.toBuffer());
    },
  });
  route(endpoints.removeIcon, 'write', (request) => service.removeIcon(staffCallerOf(request), request.params.id));

  addEndpointRoute(app, endpoints.companyProfiles, { tags: ['company: teachers'], handler: (request) => service.listProfiles(request.query) });
  addEndpointRoute(app, endpoints.studentProfiles, { tags: ['student: teachers'], handler: (request) => service.listProfiles(request.query) });
}

/** Teacher profiles: needs the audit trail and the staff feature (a profile links to a staff account). */
export function createTeacherModule(platform: Platform, deps: { audit: AuditService; staff: TeacherServiceDeps['staff'] }): FeatureModule<TeacherService> {
  const service = createTeacherService({ db: platform.db, storage: platform.storage, ...deps });
  return { name: 'teachers', service, registerRoutes: (app) => registerTeacherRoutes(app, service) };
}
