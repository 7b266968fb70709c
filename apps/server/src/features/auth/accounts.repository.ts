import { ACCOUNT_TYPE, type AccountType } from '@manabiya/domain/enums/account-type';
import type { Language } from '@manabiya/domain/enums/language';
import { and, eq, sql } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { prefectures } from '../../db/schema/prefectures.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { teachers } from '../../db/schema/teachers.ts';
import type { Db } from '../../platform/db.ts';
import { sessionIsLive } from './sessions.repository.ts';

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

/** A staff member's levels as [section, level] pairs, read with the profile (no second round trip). */
const roleLevels = sql<Array<[string, number]> | null>`(select json_agg(json_build_array(l.section, l.level))
  from permission_role_levels l where l.role_id = ${staff.permission_role_id})`;

const staffProfileColumns = {
  ...identityColumns(staff),
  main_role: staff.main_role,
  permission_role_id: staff.permission_role_id,
  active: staff.active,
  teacher_id: teachers.id,
  role_levels: roleLevels,
};
const companyUserProfileColumns = { ...identityColumns(companyUsers), active: companyUsers.active, ...companyColumns };
const studentProfileColumns = {
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
};

export async function findStaffProfile(db: Db, id: number) {
  const [row] = await db.select(staffProfileColumns).from(staff).leftJoin(teachers, eq(teachers.staff_id, staff.id)).where(eq(staff.id, id)).limit(1);
  return row;
}

export async function findCompanyUserProfile(db: Db, id: number) {
  const [row] = await db
    .select(companyUserProfileColumns)
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.id, id))
    .limit(1);
  return row;
}

export async function findStudentProfile(db: Db, id: number) {
  const [row] = await db
    .select(studentProfileColumns)
    .from(students)
    .innerJoin(companies, eq(companies.id, students.company_id))
    .leftJoin(prefectures, eq(prefectures.id, students.prefecture_id))
    .where(eq(students.id, id))
    .limit(1);
  return row;
}

export type StaffProfile = NonNullable<Awaited<ReturnType<typeof findStaffProfile>>>;
export type CompanyUserProfile = NonNullable<Awaited<ReturnType<typeof findCompanyUserProfile>>>;
export type StudentProfile = NonNullable<Awaited<ReturnType<typeof findStudentProfile>>>;

// ---- The session check: the live session and its account in one round trip ----

const sessionColumns = {
  session_id: sessions.id,
  session_account_type: sessions.account_type,
  last_seen_at: sessions.last_seen_at,
  expires_at: sessions.expires_at,
};
const tokenHash = sql.placeholder('tokenHash');
const liveSessionOfToken = and(eq(sessions.token_hash, tokenHash), sessionIsLive);
/** The session's account when it is of the expected type; its columns are null otherwise. */
const accountOfSession = (table: (typeof TABLE_OF_ACCOUNT_TYPE)[AccountType], accountType: AccountType) =>
  and(eq(sessions.account_type, accountType), eq(table.id, sessions.account_id));

type Nullable<T> = { [K in keyof T]: T[K] | null };
export type SessionLookup<P> = { session_id: number; session_account_type: AccountType; last_seen_at: Date; expires_at: Date } & Nullable<P>;

/**
 * The session check's one statement per portal, prepared once (the SQL is built and parsed once, not
 * per request): the live session of a token hash joined to the account of the portal's type, with
 * everything the signed-in user carries. A session of another type comes back with null account columns.
 */
export function prepareSessionLookups(db: Db) {
  const staffLookup = db
    .select({ ...sessionColumns, ...staffProfileColumns })
    .from(sessions)
    .leftJoin(staff, accountOfSession(staff, ACCOUNT_TYPE.admin))
    .leftJoin(teachers, eq(teachers.staff_id, staff.id))
    .where(liveSessionOfToken)
    .limit(1)
    .prepare('session_lookup_staff');
  const companyUserLookup = db
    .select({ ...sessionColumns, ...companyUserProfileColumns })
    .from(sessions)
    .leftJoin(companyUsers, accountOfSession(companyUsers, ACCOUNT_TYPE.company))
    .leftJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(liveSessionOfToken)
    .limit(1)
    .prepare('session_lookup_company_user');
  const studentLookup = db
    .select({ ...sessionColumns, ...studentProfileColumns })
    .from(sessions)
    .leftJoin(students, accountOfSession(students, ACCOUNT_TYPE.student))
    .leftJoin(companies, eq(companies.id, students.company_id))
    .leftJoin(prefectures, eq(prefectures.id, students.prefecture_id))
    .where(liveSessionOfToken)
    .limit(1)
    .prepare('session_lookup_student');
  return {
    staff: async (hash: string) => (await staffLookup.execute({ tokenHash: hash }))[0],
    companyUser: async (hash: string) => (await companyUserLookup.execute({ tokenHash: hash }))[0],
    student: async (hash: string) => (await studentLookup.execute({ tokenHash: hash }))[0],
  };
}
