import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CompanyStudentItem, CompanyStudentListQuery, CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import type { EnrolmentState } from '@manabiya/domain/contracts/learning';
import type { Db } from '../../platform/db.ts';
import type { EnrolmentSubject, ProgressService } from '../learning/progress.service.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import * as repo from './students.repository.ts';

/**
 * Every read is scoped by the caller's company, so another company's student is simply not found.
 * Each student comes with their enrolment by the one rule (decision 043), told by the progress service.
 */
export function createCompanyStudentService({ db, progress }: { db: Db; progress: Pick<ProgressService, 'enrolmentStatesOf'> }) {
  async function withEnrolment<Row extends EnrolmentSubject>(rows: Row[]): Promise<Array<Row & { enrolment_state: EnrolmentState }>> {
    const enrolment = await progress.enrolmentStatesOf(db, rows);
    return rows.map((row) => ({ ...row, enrolment_state: enrolment.get(row.id) ?? 'taking' }));
  }

  return {
    listStudents(companyId: number, query: CompanyStudentListQuery): Promise<ListResponse<CompanyStudentItem>> {
      return readPage(query, repo.listCompanyStudents(db, companyId, query), withEnrolment);
    },

    async getStudent(companyId: number, id: number): Promise<CompanyStudentProfile> {
      const student = await repo.findCompanyStudent(db, companyId, id);
      if (!student) throw notFound('お探しの受講生は見つかりませんでした。');
      return (await withEnrolment([student]))[0]!;
    },
  };
}

export type CompanyStudentService = ReturnType<typeof createCompanyStudentService>;
