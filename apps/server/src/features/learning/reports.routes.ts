import { reportEndpoints, selfcheckEndpoints } from '@manabiya/domain/endpoints/reports';
import type { FastifyInstance } from 'fastify';
import { companyOf, staffCallerOf, studentIdOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute, sectionRoutes } from '../../platform/endpoint-route.ts';
import type { ReportService } from './reports.service.ts';
import type { SelfcheckService } from './selfchecks.service.ts';

/** Daily reports and self-checks: the student's own, staff's (section student_detail), a company's own students'. */
export function registerReportRoutes(app: FastifyInstance, reports: ReportService, selfchecks: SelfcheckService): void {
  const tags = ['student: reports'];
  addEndpointRoute(app, reportEndpoints.studentList, { tags, handler: (request) => reports.listOwn(studentIdOf(request), request.query) });
  addEndpointRoute(app, reportEndpoints.studentDraft, { tags, handler: (request) => reports.draft(studentIdOf(request), request.query.date) });
  addEndpointRoute(app, reportEndpoints.studentCreate, { tags, handler: (request) => reports.create(studentIdOf(request), request.body) });
  addEndpointRoute(app, reportEndpoints.studentGet, { tags, handler: (request) => reports.getOwn(studentIdOf(request), request.params.id) });
  addEndpointRoute(app, reportEndpoints.studentUpdate, { tags, handler: (request) => reports.update(studentIdOf(request), request.params.id, request.body) });
  addEndpointRoute(app, selfcheckEndpoints.studentList, { tags: ['student: self-checks'], handler: (request) => selfchecks.list(studentIdOf(request)) });
  addEndpointRoute(app, selfcheckEndpoints.studentSave, { tags: ['student: self-checks'], handler: (request) => selfchecks.save(studentIdOf(request), request.body) });

  const route = sectionRoutes(app, { tags: ['admin: student reports'], section: 'student_detail' });
  route(reportEndpoints.adminList, 'read', (request) => reports.listForStaff(staffCallerOf(request), request.params.id, request.query));
  route(reportEndpoints.adminComment, 'write', (request) => reports.comment(staffCallerOf(request), request.params.id, request.body));
  route(reportEndpoints.adminCheck, 'write', (request) => reports.check(staffCallerOf(request), request.params.id));

  addEndpointRoute(app, reportEndpoints.companyList, {
    tags: ['company: student reports'],
    handler: (request) => reports.listForCompany(companyOf(request), request.params.id, request.query),
  });
}
