import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { registerAdminStudentRoutes } from './admin-students.routes.ts';
import { registerCompanyStudentRoutes } from './company-students.routes.ts';
import { createCompanyStudentService } from './company-students.service.ts';
import { registerStudentImportRoutes } from './student-import.routes.ts';
import { createStudentImportService } from './student-import.service.ts';
import { createStudentService, type StudentService, type StudentServiceDeps } from './students.service.ts';

/**
 * Students as staff manage them (CRUD, CSV export and import, history) and as a company sees its own
 * (read only). Needs the audit trail, auth (invitations, ending a deleted student's sessions) and
 * the progress service (a changed course, mode or start date rewrites the student's progress). A
 * deleted student's room attachments are removed by the rooms service after the commit.
 */
export function createStudentModule(
  platform: Platform,
  deps: { audit: AuditService; auth: AuthService; progress: StudentServiceDeps['progress']; roomFiles: StudentServiceDeps['roomFiles'] },
): FeatureModule<StudentService> {
  const { db, storage, logger } = platform;
  const service = createStudentService({ db, storage, logger, ...deps });
  const imports = createStudentImportService({ db, audit: deps.audit, auth: deps.auth });
  const companyStudents = createCompanyStudentService({ db, progress: deps.progress });
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
