import type { CompanyBody } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem, UpdateCompanyUserBody } from '@manabiya/domain/contracts/company-users';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { companyKeys, createCompany, createCompanyUser, deleteCompany, deleteCompanyUser, inviteCompanyUser, updateCompany, updateCompanyUser } from './company-api.ts';

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

export const useSetCompanyUserActive = () =>
  useInvalidatingMutation(
    ({ user, active }: { user: CompanyUserItem; active: boolean }) => updateCompanyUser(user.id, { name: user.name, name_kana: user.name_kana, email: user.email, active }),
    companyKeys.all,
  );
