import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { registerCompanyDetailRoutes, registerCompanyListRoutes } from './companies.routes.ts';
import { createCompanyService, type CompanyService, type CompanyServiceDeps } from './companies.service.ts';
import { registerCompanyPortalRoutes } from './company-portal.routes.ts';
import { createCompanyUserService, type CompanyUserService, type CompanyUserServiceDeps } from './company-users.service.ts';
import { registerCompanyUserRoutes } from './company-users.routes.ts';

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
