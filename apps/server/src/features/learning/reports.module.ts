import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { ProgressService } from './progress.service.ts';
import { registerCompanyProgressRoutes } from './company-progress.routes.ts';
import { createCompanyProgressService } from './company-progress.service.ts';
import { registerReportRoutes } from './reports.routes.ts';
import { createReportService, type ReportService } from './reports.service.ts';
import { createSelfcheckService } from './selfchecks.service.ts';
import { registerStaffProgressRoutes } from './staff-progress.routes.ts';
import { createProgressViewService } from './staff-progress.service.ts';
import type { StudentRoomsSource } from './standing-reasons.ts';

export interface ReportsModuleDeps {
  /** The progress service (learning.module.ts): the plan and standing of one student, as the student's own pages read them. */
  progress: ProgressService;
  /** The rooms feature: a student's rooms and who each waits on (decision 043's reasons). */
  rooms: StudentRoomsSource;
}

/**
 * What staff and companies read of students' learning, and what students report about it: the
 * progress lists and one student's progress (staff: student_progress / student_detail; a company:
 * its own students), the company's read-only view of its courses, daily reports and self-checks.
 * Reads the progress service's student_progress rows and plans, and the rooms' states through the
 * rooms service; writes only reports, comments and self-checks.
 */
export function createReportsModule(platform: Platform, deps: ReportsModuleDeps): FeatureModule<ReportService> {
  const { db, config } = platform;
  const views = createProgressViewService({ db, progress: deps.progress, rooms: deps.rooms });
  const company = createCompanyProgressService({ db, views });
  const reports = createReportService({ db, config });
  const selfchecks = createSelfcheckService({ db });
  return {
    name: 'learning-reports',
    service: reports,
    registerRoutes(app) {
      registerStaffProgressRoutes(app, views);
      registerCompanyProgressRoutes(app, views, company);
      registerReportRoutes(app, reports, selfchecks);
    },
  };
}
