import { companyTestEndpoints, testEndpoints } from '@manabiya/domain/endpoints/tests';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Who reads a student's test results on the student's page: staff (section `test` read) or the student's company (own students only). */
export type StudentTestResultsArea = 'admin' | 'company';

const READER = { admin: testEndpoints.studentResults, company: companyTestEndpoints.studentResults } as const;

/** One student's results per test, a page of them, the latest submission first. */
export const studentTestResultsQuery = (area: StudentTestResultsArea, studentId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['tests', 'student-results', area, studentId, page, pageSize] as const,
    queryFn: () => callApi(READER[area], { params: { id: studentId }, query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
