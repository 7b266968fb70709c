import { z } from 'zod';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/** What the caller may do with one company; the UI offers exactly these actions. */
export const CompanyAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type CompanyAbilities = z.infer<typeof CompanyAbilities>;

/** The head counts a company's delete depends on. */
export interface CompanyMembers {
  student_count: number;
  company_user_count: number;
}

/** A company can go only while nobody belongs to it: its students and users would lose their company. */
export function isCompanyDeletable(members: CompanyMembers): boolean {
  return members.student_count === 0 && members.company_user_count === 0;
}

export function companyAbilities(permissions: SectionPermissions | null | undefined, company: CompanyMembers): CompanyAbilities {
  return { edit: can(permissions, 'company', 'write'), delete: can(permissions, 'company', 'all') && isCompanyDeletable(company) };
}

/** What the caller may do with one company user (section company_detail). */
export const CompanyUserAbilities = z.object({
  edit: z.boolean(),
  activate: z.boolean(),
  deactivate: z.boolean(),
  /** Mail the invitation again: only while it is pending (no password set) and the user is active. */
  reinvite: z.boolean(),
  end_sessions: z.boolean(),
  delete: z.boolean(),
});
export type CompanyUserAbilities = z.infer<typeof CompanyUserAbilities>;

/** The account state the company-user rules depend on. */
export interface CompanyUserState {
  active: boolean;
  /** False while the invitation is pending. */
  password_set: boolean;
}

/** One click must not erase an account someone signs in with: only a deactivated or never signed-up user goes. */
export function isCompanyUserDeletable(user: CompanyUserState): boolean {
  return !user.active || !user.password_set;
}

/** An invitation is sent again only while it is pending, and never to a deactivated user. */
export function isCompanyUserInvitable(user: CompanyUserState): boolean {
  return user.active && !user.password_set;
}

export function companyUserAbilities(permissions: SectionPermissions | null | undefined, user: CompanyUserState): CompanyUserAbilities {
  const write = can(permissions, 'company_detail', 'write');
  const all = can(permissions, 'company_detail', 'all');
  return {
    edit: write,
    activate: write && !user.active,
    deactivate: write && user.active,
    reinvite: write && isCompanyUserInvitable(user),
    end_sessions: all,
    delete: all && isCompanyUserDeletable(user),
  };
}
