import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { listResponseOf } from '@manabiya/domain/contracts/lists';
import { CompanyStudentItem, CompanyStudentListQuery, CompanyStudentProfile, StudentIdParams } from '@manabiya/domain/contracts/students';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { notFound } from '../../platform/errors.ts';
import type { CompanyStudentService } from './company-students.service.ts';

const tags = ['company: students'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The session's company; the hook only lets company sessions in, and every company user has one. */
function companyOf(request: Parameters<typeof sessionOf>[0]): number {
  const companyId = sessionOf(request).user.company_id;
  if (companyId === null) throw notFound();
  return companyId;
}

/** A company user sees its own company's students only; another company's id answers 404. */
export function registerCompanyStudentRoutes(app: FastifyInstance, students: CompanyStudentService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/company/student',
    {
      schema: { tags, summary: "The company's students, searchable by name or kana", querystring: CompanyStudentListQuery, response: { 200: listResponseOf(CompanyStudentItem), ...errors } },
    },
    (request) => students.listStudents(companyOf(request), request.query),
  );

  api.get(
    '/api/company/student/:id',
    {
      schema: { tags, summary: "One of the company's students", params: StudentIdParams, response: { 200: CompanyStudentProfile, ...errors } },
    },
    (request) => students.getStudent(companyOf(request), request.params.id),
  );
}
