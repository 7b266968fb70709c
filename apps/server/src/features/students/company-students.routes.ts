import { companyStudentEndpoints as endpoints } from '@manabiya/domain/endpoints/students';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import { notFound } from '../../platform/errors.ts';
import type { CompanyStudentService } from './company-students.service.ts';

const tags = ['company: students'];

/** The session's company; the hook only lets company sessions in, and every company user has one. */
function companyOf(request: FastifyRequest): number {
  const companyId = sessionOf(request).user.company_id;
  if (companyId === null) throw notFound();
  return companyId;
}

/** A company user sees its own company's students only (read only); another company's id answers 404. */
export function registerCompanyStudentRoutes(app: FastifyInstance, service: CompanyStudentService): void {
  addEndpointRoute(app, endpoints.list, { tags, handler: (request) => service.listStudents(companyOf(request), request.query) });
  addEndpointRoute(app, endpoints.get, { tags, handler: (request) => service.getStudent(companyOf(request), request.params.id) });
}
