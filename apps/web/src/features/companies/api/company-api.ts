import type { CompanyBody } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem, CreateCompanyUserBody, UpdateCompanyUserBody } from '@manabiya/domain/contracts/company-users';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { companyEndpoints, companyUserEndpoints } from '@manabiya/domain/endpoints/companies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

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
  queryOptions({ queryKey: companyKeys.list(apiQuery), queryFn: () => callApi(companyEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });
export const companyDetailQuery = (id: number) => queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => callApi(companyEndpoints.get, { params: { id } }) });
export const companyUsersQuery = (id: number) =>
  queryOptions({ queryKey: companyKeys.users(id), queryFn: () => callApi(companyEndpoints.users, { params: { id } }) });
export const companyStudentsQuery = (id: number, apiQuery: string) =>
  queryOptions({
    queryKey: companyKeys.students(id, apiQuery),
    queryFn: () => callApi(companyEndpoints.students, { params: { id }, query: apiQuery }),
    placeholderData: keepPreviousData,
  });
export const companyHistoryQuery = (id: number) =>
  queryOptions({ queryKey: companyKeys.history(id), queryFn: () => callApi(companyEndpoints.history, { params: { id } }) });
export const companyUserHistoryQuery = (userId: number) =>
  queryOptions({ queryKey: companyKeys.userHistory(userId), queryFn: () => callApi(companyUserEndpoints.history, { params: { id: userId } }) });

export const companyCsvPath = (csvQuery: string) => urlOf(companyEndpoints.csv, { query: csvQuery });
export const createCompany = (body: CompanyBody) => callApi(companyEndpoints.create, { body });
export const updateCompany = (id: number, body: CompanyBody) => callApi(companyEndpoints.update, { params: { id }, body });
export const deleteCompany = (id: number) => callApi(companyEndpoints.remove, { params: { id } });

export const createCompanyUser = (body: CreateCompanyUserBody) => callApi(companyUserEndpoints.create, { body });
export const updateCompanyUser = (id: number, body: UpdateCompanyUserBody) => callApi(companyUserEndpoints.update, { params: { id }, body });
export const deleteCompanyUser = (id: number) => callApi(companyUserEndpoints.remove, { params: { id } });
export const inviteCompanyUser = (id: number) => callApi(companyUserEndpoints.invite, { params: { id } });
export const sendCompanyUserResetMail = (id: number) => callApi(companyUserEndpoints.sendResetMail, { params: { id } });

// Every change refreshes the company family: the list, the open company's users, students and history.
export const useSaveCompany = () =>
  useInvalidatingMutation(({ id, body }: SaveVariables<CompanyBody>) => (id === null ? createCompany(body) : updateCompany(id, body)), companyKeys.all);

export const useDeleteCompany = () => useInvalidatingMutation(deleteCompany, companyKeys.all);

/** Creates a company user, who is invited by mail. */
export const useCreateCompanyUser = () => useInvalidatingMutation(createCompanyUser, companyKeys.all);

export const useUpdateCompanyUser = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: UpdateCompanyUserBody }) => updateCompanyUser(id, body), companyKeys.all);

export const useDeleteCompanyUser = () => useInvalidatingMutation(deleteCompanyUser, companyKeys.all);

export const useInviteCompanyUser = () => useInvalidatingMutation(inviteCompanyUser, companyKeys.all);

export const useSendCompanyUserResetMail = () => useInvalidatingMutation(sendCompanyUserResetMail, companyKeys.all);

export const useSetCompanyUserActive = () =>
  useInvalidatingMutation(
    ({ user, active }: { user: CompanyUserItem; active: boolean }) => updateCompanyUser(user.id, { name: user.name, name_kana: user.name_kana, email: user.email, active }),
    companyKeys.all,
  );
