import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CompanyStudentItem, CompanyStudentListQuery, CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import * as repo from './students.repository.ts';

/** Every read is scoped by the caller's company, so another company's student is simply not found. */
export function createCompanyStudentService({ db }: { db: Db }) {
  return {
    listStudents(companyId: number, query: CompanyStudentListQuery): Promise<ListResponse<CompanyStudentItem>> {
      return readPage(query, repo.listCompanyStudents(db, companyId, query), (rows) => rows);
    },

    async getStudent(companyId: number, id: number): Promise<CompanyStudentProfile> {
      const student = await repo.findCompanyStudent(db, companyId, id);
      if (!student) throw notFound('お探しの受講生は見つかりませんでした。');
      return student;
    },
  };
}

export type CompanyStudentService = ReturnType<typeof createCompanyStudentService>;
