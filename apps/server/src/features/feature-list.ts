import type { FeatureModule, Platform } from '../platform/feature-module.ts';
import { createAuditService } from './audit/audit.service.ts';
import { createAuthModule } from './auth/auth.module.ts';
import { createAutocompleteModule } from './autocomplete/autocomplete.module.ts';
import { createCompanyModule } from './companies/companies.module.ts';
import { createCourseModule } from './courses/courses.module.ts';
import { createFileModule } from './files/files.module.ts';
import { createHealthModule } from './health/health.module.ts';
import { createInformationModule } from './informations/informations.module.ts';
import { createLearningModule } from './learning/learning.module.ts';
import { createReportsModule } from './learning/reports.module.ts';
import { createMovieModule } from './movies/movies.module.ts';
import { createOnboardingModule } from './onboarding/onboarding.module.ts';
import { createPermissionRoleModule } from './permission-roles/permission-roles.module.ts';
import { createRealtimeModule } from './realtime/realtime.module.ts';
import { createRoomModule } from './rooms/rooms.module.ts';
import { createStaffModule } from './staff/staff.module.ts';
import { createStudentProfileModule } from './students/student-profile.module.ts';
import { createStudentModule } from './students/students.module.ts';
import { createTeacherModule } from './teachers/teachers.module.ts';
import { createWebPushModule } from './webpush/webpush.module.ts';

/**
 * Every feature, built once in dependency order: a feature receives the services of the features
 * it needs, never their repositories. app.ts registers their routes and runs their start/stop hooks.
 */
export async function createFeatures(platform: Platform) {
  const audit = createAuditService({ db: platform.db });
  const auth = createAuthModule(platform);
  const authService = auth.service;
  const webPushModule = await createWebPushModule(platform);
  const webPush = webPushModule.service;
  const permissionRoles = createPermissionRoleModule(platform, { audit });
  const staff = createStaffModule(platform, { audit, auth: authService, roles: permissionRoles.service });

  const teachers = createTeacherModule(platform, { audit, staff: staff.service });
  const studentProfile = createStudentProfileModule(platform, { auth: authService });
  const companies = createCompanyModule(platform, { audit, staff: staff.service, auth: authService });
  const onboarding = createOnboardingModule(platform, { audit, profiles: studentProfile.service });
  const informations = createInformationModule(platform, { audit, webPush });
  const courses = createCourseModule(platform, { audit });
  const movies = createMovieModule(platform, { audit });
  const learning = createLearningModule(platform, { courses: courses.service });
  // A student's course, mode or start date change rewrites their progress (the progress service, in the same transaction).
  const students = createStudentModule(platform, { audit, auth: authService, progress: learning.service });
  const learningReports = createReportsModule(platform);
  // A step's attachment goes to whom may read its step (courses name the step, learning says who may read it); a notice's image to its readers.
  const files = createFileModule(platform, { auth: authService, steps: courses.service, stepReaders: learning.service, notices: informations.service });
  // An OK judgement completes the step and a redo reopens it (the progress service, in the judgement's transaction).
  const rooms = createRoomModule(platform, { progress: learning.service, webPush, audit });

  const modules: FeatureModule[] = [
    createHealthModule(platform),
    auth,
    createAutocompleteModule(platform),
    files,
    staff,
    permissionRoles,
    teachers,
    companies,
    students,
    studentProfile,
    onboarding,
    createRealtimeModule(platform, { auth: authService }),
    informations,
    webPushModule,
    courses,
    movies,
    learning,
    learningReports,
    rooms,
  ];
  return { authService, modules };
}
