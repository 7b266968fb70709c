import type { FeatureModule, Platform } from '../platform/feature-module.ts';
import type { FeatureSampleData } from '../platform/sample-data.ts';
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
import { createSurveyModule } from './surveys/surveys.module.ts';
import { createTeacherModule } from './teachers/teachers.module.ts';
import { createTestModule } from './tests/tests.module.ts';
import { createWebPushModule } from './webpush/webpush.module.ts';
import { demoCompanies, seedCompanies } from './companies/companies.seed.ts';
import { demoCourses, seedCourses } from './courses/courses.seed.ts';
import { demoInformations, seedInformations } from './informations/informations.seed.ts';
import { demoLearning, seedLearning } from './learning/learning.seed.ts';
import { demoMovies } from './movies/movies.seed.ts';
import { demoPermissionRoles, seedPermissionRoles } from './permission-roles/permission-roles.seed.ts';
import { demoRooms, seedRooms } from './rooms/rooms.seed.ts';
import { demoStaff, seedStaff } from './staff/staff.seed.ts';
import { demoStudents, seedStudents } from './students/students.seed.ts';
import { demoSurveys, seedSurveys } from './surveys/surveys.seed.ts';
import { demoTeachers, seedTeachers } from './teachers/teachers.seed.ts';
import { demoTests, seedTests } from './tests/tests.seed.ts';

/**
 * Every feature, built once in dependency order: a feature receives the services of the features
 * it needs, never their repositories. app.ts registers their routes (their background work is jobs, registered when each module is built).
 */
export async function createFeatures(platform: Platform) {
  const audit = createAuditService({ db: platform.db });
  const auth = createAuthModule(platform);
  const authService = auth.service;
  const webPushModule = await createWebPushModule(platform);
  const webPush = webPushModule.service;
  const permissionRoles = createPermissionRoleModule(platform, { audit });
  // Deleting a step, a staff member or a student asks rooms first (decision 035: a step's rooms and a
  // member's messages refuse it, a member's claims are let go of, a student's room files go after the
  // commit), yet rooms is built last: it needs learning, which needs courses. So those features get
  // functions that reach the rooms service when a deletion runs, long after this function returned:
  // `rooms` (declared below) is read at call time, never while the features are being built.
  const roomService = () => rooms.service;
  const staff = createStaffModule(platform, {
    audit,
    auth: authService,
    roles: permissionRoles.service,
    rooms: {
      messageCountOf: (tx, staffId) => roomService().messageCountOfStaff(tx, staffId),
      releaseClaimsOf: (tx, staffId) => roomService().releaseClaimsOfStaff(tx, staffId),
    },
  });

  const teachers = createTeacherModule(platform, { audit, staff: staff.service });
  const studentProfile = createStudentProfileModule(platform, { auth: authService });
  const companies = createCompanyModule(platform, { audit, staff: staff.service, auth: authService });
  const informations = createInformationModule(platform, { audit, webPush });
  const courses = createCourseModule(platform, { audit, rooms: { roomCountOf: (tx, stepIds) => roomService().roomCountOfSteps(tx, stepIds) } });
  const movies = createMovieModule(platform, { audit });
  const tests = createTestModule(platform, { audit, courses: courses.service });
  // A curriculum with a required test is completed once its student passed it too (decision 048): the tests service tells learning.
  const learning = createLearningModule(platform, { courses: courses.service, tests: tests.service });
  // Start step 4 waits on a completed course (the progress service); answering the final survey sets the profile's final_input_flg.
  const surveys = createSurveyModule(platform, { audit, courses: courses.service, progress: learning.service, profiles: studentProfile.service });
  // Start step 2 is done when the initial survey is answered or none applies (the surveys service).
  const onboarding = createOnboardingModule(platform, { audit, profiles: studentProfile.service, surveys: surveys.service });
  // A student's course, mode or start date change rewrites their progress (the progress service, in the same transaction).
  const students = createStudentModule(platform, {
    audit,
    auth: authService,
    progress: learning.service,
    roomFiles: {
      storedNamesOf: (tx, studentIds) => roomService().storedNamesOfStudentRooms(tx, studentIds),
      discard: (storedNames) => roomService().discardFiles(storedNames),
    },
  });
  // A step's attachment goes to whom may read its step (courses name the step, learning says who may read it); a notice's image to its readers; a question's image to whom the tests feature says.
  const files = createFileModule(platform, {
    auth: authService,
    steps: courses.service,
    stepReaders: learning.service,
    notices: informations.service,
    questionImages: tests.service,
  });
  // An OK judgement completes the step and a redo reopens it (the progress service, in the judgement's transaction).
  const rooms = createRoomModule(platform, { progress: learning.service, webPush, audit });
  // Staff's and companies' progress pages: the student's plan from the progress service, and why they are where they are from their rooms (decision 043).
  const learningReports = createReportsModule(platform, { progress: learning.service, rooms: rooms.service });

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
    tests,
    surveys,
  ];
  return { authService, modules };
}

/**
 * What each feature adds to a fresh database (platform/sample-data.ts), in the order their tables
 * depend on each other: `seed` to the generated dataset of `npm run db:seed` (seed/seed-dataset.ts),
 * `demo` to the demo dataset (demo/demo-data.ts). A new feature adds its `<feature>.seed.ts` and a row.
 */
export const FEATURE_SAMPLE_DATA: readonly FeatureSampleData[] = [
  { name: 'permission roles', seed: seedPermissionRoles, demo: demoPermissionRoles },
  { name: 'staff', seed: seedStaff, demo: demoStaff },
  { name: 'teachers', seed: seedTeachers, demo: demoTeachers },
  { name: 'companies', seed: seedCompanies, demo: demoCompanies },
  { name: 'movies', demo: demoMovies },
  { name: 'courses', seed: seedCourses, demo: demoCourses },
  { name: 'students', seed: seedStudents, demo: demoStudents },
  { name: 'learning', seed: seedLearning, demo: demoLearning },
  { name: 'rooms', seed: seedRooms, demo: demoRooms },
  { name: 'notices', seed: seedInformations, demo: demoInformations },
  { name: 'tests', seed: seedTests, demo: demoTests },
  { name: 'surveys', seed: seedSurveys, demo: demoSurveys },
];
