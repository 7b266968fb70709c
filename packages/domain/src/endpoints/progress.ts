import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import {
  AdminProgressCsvQuery,
  AdminProgressListQuery,
  CompanyCourse,
  CompanyCurriculumDetail,
  CompanyProgressCsvQuery,
  CompanyProgressListQuery,
  ProgressOptions,
  ProgressRow,
  ProgressSummary,
  StudentProgressDetail,
  StudentProgressQuery,
} from '../contracts/progress.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';

const ADMIN = '/api/admin/student/progress';
const COMPANY = '/api/company/student/progress';

/** Progress lists and one student's progress, for staff (section student_progress) and companies (own students). */
export const progressEndpoints = {
  adminList: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Students with course, position, % done, delay, last activity and study time of 7 days; filtered by progress_filter',
    query: AdminProgressListQuery,
    response: listResponseOf(ProgressRow),
  }),
  adminCsv: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/csv`,
    summary: 'The progress list with the same filters as CSV (UTF-8 with BOM)',
    query: AdminProgressCsvQuery,
    response: z.string(),
    download: true,
  }),
  adminOptions: defineEndpoint({ method: 'GET', path: `${ADMIN}/options`, summary: "The courses students take, for the list's filter", response: ProgressOptions }),
  adminDetail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/student/:id/progress',
    summary: "A student's progress: timeline per curriculum, study time per day, self-checks",
    params: IdParams,
    query: StudentProgressQuery,
    response: StudentProgressDetail,
  }),
  companyList: defineEndpoint({
    method: 'GET',
    path: COMPANY,
    summary: "The company's students with their progress; filtered by progress_filter",
    query: CompanyProgressListQuery,
    response: listResponseOf(ProgressRow),
  }),
  companyCsv: defineEndpoint({
    method: 'GET',
    path: `${COMPANY}/csv`,
    summary: 'The progress list with the same filters as CSV (UTF-8 with BOM)',
    query: CompanyProgressCsvQuery,
    response: z.string(),
    download: true,
  }),
  companyOptions: defineEndpoint({ method: 'GET', path: `${COMPANY}/options`, summary: "The courses the company's students take", response: ProgressOptions }),
  companySummary: defineEndpoint({
    method: 'GET',
    path: `${COMPANY}/summary`,
    summary: "How many of the company's studying students are behind by each progress filter value",
    response: ProgressSummary,
  }),
  companyDetail: defineEndpoint({
    method: 'GET',
    path: '/api/company/student/:id/progress',
    summary: "One of the company's students' progress: timeline, study time per day, self-checks",
    params: IdParams,
    tenantScope: { id: 'student' },
    query: StudentProgressQuery,
    response: StudentProgressDetail,
  }),
  companyCurricula: defineEndpoint({
    method: 'GET',
    path: '/api/company/curriculum',
    summary: "The courses the company's students take, with their published curricula",
    response: z.array(CompanyCourse),
  }),
  companyCurriculum: defineEndpoint({
    method: 'GET',
    path: '/api/company/curriculum/:id',
    summary: "A published curriculum of a course the company's students take, with its steps (read only)",
    params: IdParams,
    tenantScope: { id: 'curriculum' },
    response: CompanyCurriculumDetail,
  }),
};
