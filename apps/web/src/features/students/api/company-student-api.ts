import { companyEndpoints } from '@manabiya/domain/endpoints/companies';
import { companyStudentEndpoints } from '@manabiya/domain/endpoints/students';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const companyStudentKeys = {
  list: (apiQuery: string) => ['company-students', 'list', apiQuery] as const,
  detail: (id: number) => ['company-students', 'detail', id] as const,
  administrators: ['company-administrators'] as const,
};

export const companyStudentListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: companyStudentKeys.list(apiQuery),
    queryFn: () => callApi(companyStudentEndpoints.list, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });

export const companyStudentQuery = (id: number) =>
  queryOptions({
    queryKey: companyStudentKeys.detail(id),
    queryFn: () => callApi(companyStudentEndpoints.get, { params: { id } }),
  });

export const companyAdministratorsQuery = () =>
  queryOptions({
    queryKey: companyStudentKeys.administrators,
    queryFn: () => callApi(companyEndpoints.colleagues),
  });
