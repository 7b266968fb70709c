import { ACCOUNT_TYPE, type AccountType } from '@manabiya/domain/enums/account-type';
import type { Language } from '@manabiya/domain/enums/language';
import { eq, sql } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { prefectures } from '../../db/schema/prefectures.ts';
import { permissionRoleLevels, staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { teachers } from '../../db/schema/teachers.ts';
import type { Db } from '../../platform/db.ts';

/** The three account tables share these columns; sign-in treats them alike. */
export interface AccountCredentials {
  id: number;
  email: string;
  password_hash: string | null;
  active: boolean;
}

const TABLE_OF_ACCOUNT_TYPE = {
  [ACCOUNT_TYPE.admin]: staff,
  [ACCOUNT_TYPE.company]: companyUsers,
  [ACCOUNT_TYPE.student]: students,
} as const;

/** What every signed-in user carries, whatever their account table. */
function identityColumns(table: (typeof TABLE_OF_ACCOUNT_TYPE)[AccountType]) {
  return {
    id: table.id,
    email: table.email,
    name: table.name,
    name_kana: table.name_kana,
    profile_icon_path: table.profile_icon_path,
    language: table.language,
  };
}

/** The facts of a company user's or a student's company that the portals' rules need. */
const companyColumns = {
  company_id: companies.id,
  company_name: companies.name,
  has_consulting_flg: companies.has_consulting_flg,
  student_invoice_enabled: companies.student_invoice_enabled,
};

export async function findCredentialsByEmail(db: Db, accountType: AccountType, email: string): Promise<AccountCredentials | undefined> {
  const table = TABLE_OF_ACCOUNT_TYPE[accountType];
  const [row] = await db
    .select({ id: table.id, email: table.email, password_hash: table.password_hash, active: table.active })
    .from(table)
    .where(eq(sql`lower(${table.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findCredentialsById(db: Db, accountType: AccountType, id: number): Promise<AccountCredentials | undefined> {
  const table = TABLE_OF_ACCOUNT_TYPE[accountType];
  const [row] = await db
    .select({ id: table.id, email: table.email, password_hash: table.password_hash, active: table.active })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

export async function updatePasswordHash(db: Db, accountType: AccountType, id: number, passwordHash: string): Promise<void> {
  const table = TABLE_OF_ACCOUNT_TYPE[accountType];
  await db.update(table).set({ password_hash: passwordHash }).where(eq(table.id, id));
}

/** The account's display language; a preference, not an edit of the record, so updated_at stays. */
export async function updateLanguage(db: Db, accountType: AccountType, id: number, language: Language): Promise<void> {
  const table = TABLE_OF_ACCOUNT_TYPE[accountType];
  await db.update(table).set({ language, updated_at: sql`${table.updated_at}` }).where(eq(table.id, id));
}

export async function findStaffProfile(db: Db, id: number) {
  const [row] = await db
    .select({
      ...identityColumns(staff),
      main_role: staff.main_role,
      permission_role_id: staff.permission_role_id,
      active: staff.active,
      teacher_id: teachers.id,
    })
    .from(staff)
    .leftJoin(teachers, eq(teachers.staff_id, staff.id))
    .where(eq(staff.id, id))
    .limit(1);
  return row;
}

export async function findRoleLevels(db: Db, roleId: number) {
  return db
    .select({ section: permissionRoleLevels.section, level: permissionRoleLevels.level })
    .from(permissionRoleLevels)
    .where(eq(permissionRoleLevels.role_id, roleId));
}

export async function findCompanyUserProfile(db: Db, id: number) {
  const [row] = await db
    .select({ ...identityColumns(companyUsers), active: companyUsers.active, ...companyColumns })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.id, id))
    .limit(1);
  return row;
}

export async function findStudentProfile(db: Db, id: number) {
  const [row] = await db
    .select({
      ...identityColumns(students),
      active: students.active,
      course_id: students.course_id,
      init_input_flg: students.init_input_flg,
      final_input_flg: students.final_input_flg,
      status: students.status,
      birthday: students.birthday,
      gender: students.gender,
      prefecture_id: students.prefecture_id,
      prefecture_name: prefectures.name,
      ...companyColumns,
    })
    .from(students)
    .innerJoin(companies, eq(companies.id, students.company_id))
    .leftJoin(prefectures, eq(prefectures.id, students.prefecture_id))
    .where(eq(students.id, id))
    .limit(1);
  return row;
}
