import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCOUNT_TYPE, type AccountType } from '@manabiya/domain/enums/account-type';
import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { ACCESS_LEVEL, isAccessLevel } from '@manabiya/domain/permissions/access-levels';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { SECTIONS, isSection, permissionName } from '@manabiya/domain/permissions/sections';
import type { Db } from '../../platform/db.ts';
import {
  findCompanyUserProfile,
  findStaffProfile,
  findStudentProfile,
  type CompanyUserProfile,
  type StaffProfile,
  type StudentProfile,
} from './accounts.repository.ts';

const EMPTY_USER = {
  teacher_id: null,
  name_kana: null,
  profile_icon_path: null,
  isLogin: true,
  company_id: null,
  company_name: null,
  company_user_id: null,
  course_id: null,
  init_input_flg: null,
  final_input_flg: null,
  birthday: null,
  gender: null,
  prefecture_id: null,
  prefecture_name: null,
  has_consulting_flg: null,
  student_invoice_enabled: null,
  is_course_completed: null,
  section_permissions: null,
  main_role: null,
} satisfies Omit<SignedInUser, 'id' | 'email' | 'name' | 'account_type' | 'language'>;

const GRADUATED = new Set<number>([STUDENT_STATUS.graduated, STUDENT_STATUS.graduated_server, STUDENT_STATUS.graduated_other]);

/** Every section with an explicit level, none where the role says nothing. */
export function sectionPermissionsOf(levels: ReadonlyArray<readonly [string, number]> | null): SectionPermissions {
  const permissions: SectionPermissions = Object.fromEntries(SECTIONS.map((section) => [permissionName(section), ACCESS_LEVEL.none]));
  for (const [section, level] of levels ?? []) {
    if (isSection(section) && isAccessLevel(level)) permissions[permissionName(section)] = level;
  }
  return permissions;
}

type AccountRow = Pick<SignedInUser, 'id' | 'email' | 'name' | 'name_kana' | 'profile_icon_path' | 'language'>;
type CompanyRow = { company_id: number; company_name: string; has_consulting_flg: boolean; student_invoice_enabled: boolean };

const accountFields = ({ id, email, name, name_kana, profile_icon_path, language }: AccountRow) => ({ id, email, name, name_kana, profile_icon_path, language });
const companyFields = ({ company_id, company_name, has_consulting_flg, student_invoice_enabled }: CompanyRow) => ({
  company_id,
  company_name,
  has_consulting_flg,
  student_invoice_enabled,
});

/** The spec's signed-in user of a staff profile row. */
export function staffUserOf(row: StaffProfile): SignedInUser {
  return {
    ...EMPTY_USER,
    ...accountFields(row),
    account_type: ACCOUNT_TYPE.admin,
    teacher_id: row.teacher_id,
    main_role: row.main_role,
    section_permissions: sectionPermissionsOf(row.role_levels),
  };
}

export function companyUserOf(row: CompanyUserProfile): SignedInUser {
  return { ...EMPTY_USER, ...accountFields(row), ...companyFields(row), account_type: ACCOUNT_TYPE.company, company_user_id: row.id };
}

export function studentUserOf(row: StudentProfile): SignedInUser {
  return {
    ...EMPTY_USER,
    ...accountFields(row),
    ...companyFields(row),
    account_type: ACCOUNT_TYPE.student,
    course_id: row.course_id,
    init_input_flg: row.init_input_flg,
    final_input_flg: row.final_input_flg,
    birthday: row.birthday,
    gender: row.gender,
    prefecture_id: row.prefecture_id,
    prefecture_name: row.prefecture_name,
    is_course_completed: GRADUATED.has(row.status),
  };
}

/** The spec's signed-in user for an active account, or undefined when it is gone or disabled. */
export async function loadSignedInUser(db: Db, accountType: AccountType, id: number): Promise<SignedInUser | undefined> {
  if (accountType === ACCOUNT_TYPE.admin) {
    const row = await findStaffProfile(db, id);
    return row?.active ? staffUserOf(row) : undefined;
  }
  if (accountType === ACCOUNT_TYPE.company) {
    const row = await findCompanyUserProfile(db, id);
    return row?.active ? companyUserOf(row) : undefined;
  }
  const row = await findStudentProfile(db, id);
  return row?.active ? studentUserOf(row) : undefined;
}
