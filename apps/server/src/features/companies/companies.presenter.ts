import { companyAbilities, companyUserAbilities } from '@manabiya/domain/abilities/companies';
import type { CompanyItem } from '@manabiya/domain/contracts/companies';
import type { CompanyUserItem } from '@manabiya/domain/contracts/company-users';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import type { CompanyItemRow } from './companies.repository.ts';
import type { CompanyUserItemRow } from './company-users.repository.ts';

type Permissions = SectionPermissions | null | undefined;

/** A company row as the admin API shows it to a caller holding `permissions`. */
export function presentCompany(row: CompanyItemRow, permissions: Permissions): CompanyItem {
  return { ...withIsoDates(row), abilities: companyAbilities(permissions, row) };
}

/** A company user row as the admin API shows it to a caller holding `permissions`. */
export function presentCompanyUser(row: CompanyUserItemRow, permissions: Permissions): CompanyUserItem {
  return { ...withIsoDates(row), abilities: companyUserAbilities(permissions, row) };
}
