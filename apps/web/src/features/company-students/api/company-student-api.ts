import type { CompanyAdministratorItem } from '@manabiya/domain/contracts/company-users';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { CompanyStudentItem, CompanyStudentProfile } from '@manabiya/domain/contracts/students';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi } from '../../../lib/api-client.ts';

export const companyStudentKeys = {
  list: (apiQuery: string) => ['company-students', 'list', apiQuery] as const,
  detail: (id: number) => ['company-students', 'detail', id] as const,
  administrators: ['company-administrators'] as const,
};

export const companyStudentListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: companyStudentKeys.list(apiQuery),
    queryFn: () => getApi<ListResponse<CompanyStudentItem>>(`/company/student?${apiQuery}`),
    placeholderData: keepPreviousData,
  });

export const companyStudentQuery = (id: number) =>
  queryOptions({
    queryKey: companyStudentKeys.detail(id),
    queryFn: () => getApi<CompanyStudentProfile>(`/company/student/${id}`),
  });

export const companyAdministratorsQuery = () =>
  queryOptions({
    queryKey: companyStudentKeys.administrators,
    queryFn: () => getApi<CompanyAdministratorItem[]>('/company/administrator'),
  });
