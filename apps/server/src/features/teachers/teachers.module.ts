import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { registerTeacherRoutes } from './teachers.routes.ts';
import { createTeacherService, type TeacherService, type TeacherServiceDeps } from './teachers.service.ts';

/** Teacher profiles: needs the audit trail and the staff feature (a profile links to a staff account). */
export function createTeacherModule(platform: Platform, deps: { audit: AuditService; staff: TeacherServiceDeps['staff'] }): FeatureModule<TeacherService> {
  const service = createTeacherService({ db: platform.db, storage: platform.storage, ...deps });
  return { name: 'teachers', service, registerRoutes: (app) => registerTeacherRoutes(app, service) };
}
