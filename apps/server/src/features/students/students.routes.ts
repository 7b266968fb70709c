import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { registerAdminStudentRoutes } from './admin-students.routes.ts';
import { registerCompanyStudentRoutes } from './company-students.routes.ts';
import { createCompanyStudentService } from './company-students.service.ts';
import { registerMypageRoutes } from './mypage.routes.ts';
import { registerStudentImportRoutes } from './student-import.routes.ts';
import { createStudentImportService } from './student-import.service.ts';
import { createStudentProfileService } from './student-profile.service.ts';
import { createStudentService } from './students.service.ts';

/** Routes of students: staff CRUD and CSV import, the company's view, the student's own page. */
export function registerStudentRoutes(app: FastifyInstance, { db, authService, storage }: FeatureDeps): void {
  registerAdminStudentRoutes(app, createStudentService({ db, authService, storage }));
  registerStudentImportRoutes(app, createStudentImportService({ db, authService, storage }));
  registerCompanyStudentRoutes(app, createCompanyStudentService(db));
  registerMypageRoutes(app, createStudentProfileService({ db, storage }));
}
