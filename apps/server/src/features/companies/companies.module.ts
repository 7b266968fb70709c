import { staffCallerOf } from '../../platform/auth/authenticate.ts';
import { sendCsv } from '../../platform/csv.ts';
import { sectionRoutes } from '../../platform/endpoint-route.ts';
import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { buildCompaniesCsv, COMPANIES_CSV_NAME } from './companies.presenter.ts';
import { type CompanyService, type CompanyServiceDeps, createCompanyService } from './companies.service.ts';
import { registerCompanyPortalRoutes } from './company-portal.routes.ts';
import { registerCompanyUserRoutes } from './company-users.routes.ts';
import { type CompanyUserService, type CompanyUserServiceDeps, createCompanyUserService } from './company-users.service.ts';
import { companyEndpoints as endpoints } from '@manabiya/domain/endpoints/companies';
import type { FastifyInstance } from 'fastify';

/** The company list (section company): what sales staff work with. */
export function registerCompanyListRoutes(app: FastifyInstance, service: CompanyService): void {
  const route = sectionRoutes(app, { tags: ['admin: companies'], section: 'company' });
  route(endpoints.list, 'read', (request) => service.listCompanies(staffCallerOf(request), request.query));
  route(endpoints.csv, 'all', async (request, reply) =>
    sendCsv(reply, COMPANIES_CSV_NAME, buildCompaniesCsv(await service.listAllCompanies(staffCallerOf(request), request.query))),
  );
  route(endpoints.create, 'write', (request) => service.createCompany(staffCallerOf(request), request.body));
  route(endpoints.update, 'write', (request) => service.updateCompany(staffCallerOf(request), request.params.id, request.body));
  route(endpoints.remove, 'all', (request) => service.deleteCompany(staffCallerOf(request), request.params.id));
}

/** The company detail page (section company_detail): the company, its people and its history. */
export function registerCompanyDetailRoutes(app: FastifyInstance, service: CompanyService, users: CompanyUserService): void {
  const route = sectionRoutes(app, { tags: ['admin: company detail'], section: 'company_detail' });
  route(endpoints.get, 'read', (request) => service.getCompany(staffCallerOf(request), request.params.id));
  route(endpoints.users, 'read', (request) => users.listCompanyUsersOfCompany(staffCallerOf(request), request.params.id));
  route(endpoints.students, 'read', (request) => service.listStudentsOfCompany(request.params.id, request.query));
  route(endpoints.history, 'read', (request) => service.historyOf(request.params.id));
}

export interface CompanyServices {
  companies: CompanyService;
  companyUsers: CompanyUserService;
}

/**
 * Companies and their users: needs the audit trail, the staff feature (a sales owner is a staff
 * member) and the auth feature (invitations, sessions).
 */
export function createCompanyModule(
  platform: Platform,
  deps: { audit: AuditService; staff: CompanyServiceDeps['staff']; auth: CompanyUserServiceDeps['auth'] },
): FeatureModule<CompanyServices> {
  const companies = createCompanyService({ db: platform.db, audit: deps.audit, staff: deps.staff });
  const companyUsers = createCompanyUserService({ db: platform.db, audit: deps.audit, auth: deps.auth });
  return {
    name: 'companies',
    service: { companies, companyUsers },
    registerRoutes(app) {
      registerCompanyListRoutes(app, companies);
      registerCompanyDetailRoutes(app, companies, companyUsers);
      registerCompanyUserRoutes(app, companyUsers);
      registerCompanyPortalRoutes(app, companyUsers);
    },
  };
}
