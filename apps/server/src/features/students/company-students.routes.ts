import { companyStudentEndpoints as endpoints } from '@manabiya/domain/endpoints/students';
import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import type { CompanyStudentService } from './company-students.service.ts';

const tags = ['company: students'];

/** A company user sees its own company's students only (read only); another company's id answers 404. */
export function registerCompanyStudentRoutes(app: FastifyInstance, service: CompanyStudentService): void {
  addEndpointRoute(app, endpoints.list, { tags, handler: (request) => service.listStudents(companyOf(request), request.query) });
  addEndpointRoute(app, endpoints.get, { tags, handler: (request) => service.getStudent(companyOf(request), request.params.id) });
}
