import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CompanyStudentItem, CompanyStudentListQuery, CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import type { Db } from '../../platform/db.ts';
import type { ProgressService } from '../learning/progress.service.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import * as repo from './students.repository.ts';

/**
 * Every read is scoped by the caller's company, so another company's student is simply not found.
 * Each student comes with their enrolment by the one rule (decision 043), told by the progress service.
 */
export function createCompanyStudentService({ db, progress }: { db: Db; progress: Pick<ProgressService, 'finishedCourseOf' | 'withEnrolment'> }) {
  return {
    listStudents(companyId: number, query: CompanyStudentListQuery): Promise<ListResponse<CompanyStudentItem>> {
      return readPage(query, repo.listCompanyStudents(db, companyId, query, progress.finishedCourseOf), (rows) => progress.withEnrolment(rows));
    },

    async getStudent(companyId: number, id: number): Promise<CompanyStudentProfile> {
      const student = await repo.findCompanyStudent(db, companyId, id, progress.finishedCourseOf);
      if (!student) throw notFound('お探しの受講生は見つかりませんでした。');
      return progress.withEnrolment([student])[0]!;
    },
  };
}

export type CompanyStudentService = ReturnType<typeof createCompanyStudentService>;
