import type { CompanyCourse, CompanyCurriculumDetail, ProgressSummary } from '@manabiya/domain/contracts/progress';
import { DELAY_DAYS_OF_FILTER, PROGRESS_FILTERS } from '@manabiya/domain/enums/learning';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './staff-progress.repository.ts';
import type { ProgressViewService } from './staff-progress.service.ts';

const CURRICULUM_NOT_FOUND = 'お探しのカリキュラムは見つかりませんでした。';

/**
 * What a company reads beyond the shared progress views: the buckets of its start page and the
 * content of the courses its students take. Every read is scoped by the caller's company.
 */
export function createCompanyProgressService({ db, views }: { db: Db; views: ProgressViewService }) {
  return {
    /** How many studying (受講中) students are behind by at least each filter's days; 0 counts them all. */
    async summary(companyId: number): Promise<ProgressSummary> {
      const minDays = PROGRESS_FILTERS.map((filter) => DELAY_DAYS_OF_FILTER[filter]);
      const counts = await repo.countBehind(db, { companyId, status: STUDENT_STATUS.taking }, views.today(), minDays);
      return { buckets: PROGRESS_FILTERS.map((filter, index) => ({ progress_filter: filter, min_delay_days: minDays[index]!, count: counts[index]! })) };
    },

    async courses(companyId: number): Promise<CompanyCourse[]> {
      const courses = await repo.companyCourses(db, companyId);
      const curricula = await repo.publishedCurriculaOf(
        db,
        courses.map((course) => course.id),
      );
      return courses.map((course) => ({
        ...course,
        curricula: curricula.filter((curriculum) => curriculum.course_id === course.id).map(({ course_id: _course, ...curriculum }) => curriculum),
      }));
    },

    async curriculum(companyId: number, curriculumId: number): Promise<CompanyCurriculumDetail> {
      const found = await repo.findCompanyCurriculum(db, companyId, curriculumId);
      if (!found) throw notFound(CURRICULUM_NOT_FOUND);
      return found;
    },
  };
}

export type CompanyProgressService = ReturnType<typeof createCompanyProgressService>;
