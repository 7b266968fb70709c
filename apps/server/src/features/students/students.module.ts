import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { registerAdminStudentRoutes } from './admin-students.routes.ts';
import { registerCompanyStudentRoutes } from './company-students.routes.ts';
import { createCompanyStudentService } from './company-students.service.ts';
import { registerStudentImportRoutes } from './student-import.routes.ts';
import { createStudentImportService } from './student-import.service.ts';
import { createStudentService, type StudentService } from './students.service.ts';

/**
 * Students as staff manage them (CRUD, CSV export and import, history) and as a company sees its own
 * (read only). Needs the audit trail and auth (invitations, ending a deleted student's sessions).
 */
export function createStudentModule(platform: Platform, deps: { audit: AuditService; auth: AuthService }): FeatureModule<StudentService> {
  const { db, storage } = platform;
  const service = createStudentService({ db, storage, ...deps });
  const imports = createStudentImportService({ db, ...deps });
  const companyStudents = createCompanyStudentService({ db });
  return {
    name: 'students',
    service,
    registerRoutes(app) {
      registerAdminStudentRoutes(app, service);
      registerStudentImportRoutes(app, imports);
      registerCompanyStudentRoutes(app, companyStudents);
    },
  };
}
