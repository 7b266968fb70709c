import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { AuditEntry } from '@manabiya/domain/contracts/audit';
import {
  CompanyCsvQuery,
  CompanyDetail,
  CompanyItem,
  CompanyListQuery,
  CompanyListResponse,
  CompanyStudentListQuery,
  CompanyStudentListResponse,
  CreateCompanyBody,
  UpdateCompanyBody,
} from '@manabiya/domain/contracts/companies';
import { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { attachmentDisposition } from '../../platform/csv.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { buildCompaniesCsv, COMPANIES_CSV_NAME } from './companies-csv.ts';
import * as service from './companies.service.ts';
import { registerCompanyPortalRoutes } from './company-portal.routes.ts';
import { listCompanyUsersOfCompany } from './company-users.service.ts';
import { registerCompanyUserRoutes } from './company-users.routes.ts';
import { adminErrors, IdParams } from './route-schemas.ts';

/** Routes of companies and company users. */
export function registerCompanyRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  registerCompanyListRoutes(app, deps);
  registerCompanyDetailRoutes(app, deps);
  registerCompanyUserRoutes(app, deps);
  registerCompanyPortalRoutes(app, deps);
}

/** The company list (section company): what sales staff work with. */
function registerCompanyListRoutes(app: FastifyInstance, { db }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: companies'];

  api.get(
    '/api/admin/company',
    {
      config: { permission: { section: 'company', access: 'read' } },
      schema: { tags, summary: 'Companies, searched by name or kana, filtered and sorted', querystring: CompanyListQuery, response: { 200: CompanyListResponse, ...adminErrors } },
    },
    (request) => service.listCompanies(db, request.query),
  );

  api.get(
    '/api/admin/company/csv',
    {
      config: { permission: { section: 'company', access: 'all' } },
      schema: {
        tags,
        summary: 'The filtered company list as CSV (UTF-8 with BOM)',
        querystring: CompanyCsvQuery,
        response: { 200: z.string().describe('text/csv'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const csv = buildCompaniesCsv(await service.listAllCompanies(db, request.query));
      return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(COMPANIES_CSV_NAME)).send(csv);
    },
  );

  api.post(
    '/api/admin/company',
    {
      config: { permission: { section: 'company', access: 'write' } },
      schema: { tags, summary: 'Create a company', body: CreateCompanyBody, response: { 201: CompanyItem, ...adminErrors } },
    },
    async (request, reply) => reply.status(201).send(await service.createCompany(db, sessionOf(request).user.id, request.body)),
  );

  api.put(
    '/api/admin/company/:id',
    {
      config: { permission: { section: 'company', access: 'write' } },
      schema: { tags, summary: 'Update a company', params: IdParams, body: UpdateCompanyBody, response: { 200: CompanyItem, ...adminErrors } },
    },
    (request) => service.updateCompany(db, sessionOf(request).user.id, request.params.id, request.body),
  );

  api.delete(
    '/api/admin/company/:id',
    {
      config: { permission: { section: 'company', access: 'all' } },
      schema: { tags, summary: 'Delete a company that has no students and no company users', params: IdParams, response: { 204: z.null(), ...adminErrors } },
    },
    async (request, reply) => {
      await service.deleteCompany(db, sessionOf(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** The company detail page (section company_detail): the company, its people and its history. */
function registerCompanyDetailRoutes(app: FastifyInstance, { db }: FeatureDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: company detail'];
  const permission = { section: 'company_detail', access: 'read' } as const;

  api.get(
    '/api/admin/company/:id',
    { config: { permission }, schema: { tags, summary: 'A company with its sales owner', params: IdParams, response: { 200: CompanyDetail, ...adminErrors } } },
    (request) => service.getCompany(db, request.params.id),
  );

  api.get(
    '/api/admin/company/:id/users',
    {
      config: { permission },
      schema: { tags, summary: 'The company users of a company', params: IdParams, response: { 200: z.array(CompanyUserItem), ...adminErrors } },
    },
    (request) => listCompanyUsersOfCompany(db, request.params.id),
  );

  api.get(
    '/api/admin/company/:id/students',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The students of a company, paginated',
        params: IdParams,
        querystring: CompanyStudentListQuery,
        response: { 200: CompanyStudentListResponse, ...adminErrors },
      },
    },
    (request) => service.listStudentsOfCompany(db, request.params.id, request.query),
  );

  api.get(
    '/api/admin/company/:id/history',
    { config: { permission }, schema: { tags, summary: 'Audit history of a company', params: IdParams, response: { 200: z.array(AuditEntry), ...adminErrors } } },
    (request) => service.listCompanyHistory(db, request.params.id),
  );
}
