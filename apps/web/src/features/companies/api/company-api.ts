import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { CompanyBody, CompanyItem, CompanyListResponse, CompanyStudentListResponse } from '@manabiya/domain/contracts/companies';
import type { CreateCompanyUserBody, CompanyUserItem, UpdateCompanyUserBody } from '@manabiya/domain/contracts/company-users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi } from '../../../lib/api-client.ts';

const BASE = '/admin/company';

export const companyKeys = {
  all: ['companies'] as const,
  list: (apiQuery: string) => ['companies', 'list', apiQuery] as const,
  detail: (id: number) => ['companies', 'detail', id] as const,
  users: (id: number) => ['companies', 'detail', id, 'users'] as const,
  students: (id: number, apiQuery: string) => ['companies', 'detail', id, 'students', apiQuery] as const,
  history: (id: number) => ['companies', 'detail', id, 'history'] as const,
  userHistory: (userId: number) => ['companies', 'company-user', userId, 'history'] as const,
};

export const companyListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: companyKeys.list(apiQuery), queryFn: () => getApi<CompanyListResponse>(`${BASE}?${apiQuery}`), placeholderData: keepPreviousData });
export const companyDetailQuery = (id: number) => queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getApi<CompanyItem>(`${BASE}/${id}`) });
export const companyUsersQuery = (id: number) =>
  queryOptions({ queryKey: companyKeys.users(id), queryFn: () => getApi<CompanyUserItem[]>(`${BASE}/${id}/users`) });
export const companyStudentsQuery = (id: number, apiQuery: string) =>
  queryOptions({
    queryKey: companyKeys.students(id, apiQuery),
    queryFn: () => getApi<CompanyStudentListResponse>(`${BASE}/${id}/students?${apiQuery}`),
    placeholderData: keepPreviousData,
  });
export const companyHistoryQuery = (id: number) =>
  queryOptions({ queryKey: companyKeys.history(id), queryFn: () => getApi<AuditEntry[]>(`${BASE}/${id}/history`) });
export const companyUserHistoryQuery = (userId: number) =>
  queryOptions({ queryKey: companyKeys.userHistory(userId), queryFn: () => getApi<AuditEntry[]>(`/admin/company_user/${userId}/history`) });

export const companyCsvPath = (csvQuery: string) => `${BASE}/csv?${csvQuery}`;
export const createCompany = (body: CompanyBody) => postApi<CompanyItem>(BASE, body);
export const updateCompany = (id: number, body: CompanyBody) => requestApi<CompanyItem>('PUT', `${BASE}/${id}`, body);
export const deleteCompany = (id: number) => requestApi<void>('DELETE', `${BASE}/${id}`);

export const createCompanyUser = (body: CreateCompanyUserBody) => postApi<CompanyUserItem>('/admin/company_user', body);
export const updateCompanyUser = (id: number, body: UpdateCompanyUserBody) => requestApi<CompanyUserItem>('PUT', `/admin/company_user/${id}`, body);
export const deleteCompanyUser = (id: number) => requestApi<void>('DELETE', `/admin/company_user/${id}`);
export const inviteCompanyUser = (id: number) => postApi<{ message: string }>(`/admin/company_user/${id}/invite`);
