import type { CompanyStudentListQuery, StudentCsvQuery, StudentListQuery } from '@manabiya/domain/contracts/students';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, companyNameKey } from '../../db/schema/companies.ts';
import { courses } from '../../db/schema/courses.ts';
import { prefectures } from '../../db/schema/prefectures.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchByKey, searchColumns } from '../../platform/sql-search.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

export type StudentRow = typeof students.$inferSelect;
export type StudentValues = Omit<typeof students.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** A row of the list; the list sorts by the column its sort key names. */
const itemColumns = {
  id: students.id,
  name: students.name,
  name_kana: students.name_kana,
  email: students.email,
  company_id: students.company_id,
  company_name: companies.name,
  consulting: companies.has_consulting_flg,
  course_id: students.course_id,
  course_name: courses.name,
  status: students.status,
  retire_reason: students.retire_reason,
  retire_date: students.retire_date,
  grade: students.grade,
  course_mode: students.course_mode,
  start_date: students.start_date,
  end_date: students.end_date,
  birthday: students.birthday,
  gender: students.gender,
  prefecture_id: students.prefecture_id,
  prefecture_name: prefectures.name,
  init_input_flg: students.init_input_flg,
  profile_icon_path: students.profile_icon_path,
  password_set: sql<boolean>`${students.password_hash} is not null`,
  created_at: students.created_at,
  updated_at: students.updated_at,
};

function filtersOf(query: StudentCsvQuery): SQL | undefined {
  return and(
    searchByKey(query.q, students.search_key),
    equalsWhenGiven(students.company_id, query.company_id),
    equalsWhenGiven(students.status, query.status),
    equalsWhenGiven(students.grade, query.grade),
    equalsWhenGiven(students.course_mode, query.course_mode),
  );
}

function orderOf(query: StudentCsvQuery): SQL[] {
  return orderByColumn(itemColumns[query.sort ?? 'id'], query.order, students.id);
}

/**
 * Whether the student of a row has finished their course, as the progress feature tells it: an SQL
 * condition over the row's student id, selected as `finished_course` (decision 043).
 */
export type FinishedCourseOf = (studentId: AnyPgColumn) => SQL<boolean>;

/** The list's columns and joins, with the extra columns a read asks for (a list: `finished_course`). */
function selectItems<Extra extends Record<string, SQL>>(db: Db, extra: Extra) {
  return db
    .select({ ...itemColumns, ...extra })
    .from(students)
    .innerJoin(companies, eq(companies.id, students.company_id))
    .leftJoin(courses, eq(courses.id, students.course_id))
    .leftJoin(prefectures, eq(prefectures.id, students.prefecture_id))
    .$dynamic();
}

/** The students matching the filters: one page in the requested order, and their total. */
export function listStudents(db: Db, query: StudentListQuery, finishedCourseOf: FinishedCourseOf) {
  const where = filtersOf(query);
  return {
    rows: (window: RowWindow) => inWindow(selectItems(db, { finished_course: finishedCourseOf(students.id) }).where(where).orderBy(...orderOf(query)), window),
    total: () => db.$count(students, where),
  };
}

export type StudentItemRow = Awaited<ReturnType<typeof findStudentItems>>[number];

/** The ids of every matching student in the list's order, for the CSV export (its rows come by id, a batch at a time). */
export async function listAllStudentIds(db: Db, query: StudentCsvQuery): Promise<number[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(companies, eq(companies.id, students.company_id))
    .where(filtersOf(query))
    .orderBy(...orderOf(query));
  return rows.map((row) => row.id);
}

/** Students by id as the CSV export writes them (it has no enrolment column). */
export function findStudentItems(db: Db, ids: number[]) {
  return selectItems(db, {}).where(inArray(students.id, ids));
}

/** One student as the list shows them. */
export async function findStudentItem(db: Db, id: number, finishedCourseOf: FinishedCourseOf) {
  const [row] = await selectItems(db, { finished_course: finishedCourseOf(students.id) }).where(eq(students.id, id)).limit(1);
  return row;
}

/** A row of the admin list, with `finished_course` for its enrolment. */
export type ListedStudentRow = NonNullable<Awaited<ReturnType<typeof findStudentItem>>>;

export async function findStudentRow(db: Db, id: number): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(eq(students.id, id)).limit(1);
  return row;
}

/** Whether another student already uses the address (case-insensitively). */
export async function isEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(sql`lower(${students.email})`, email.toLowerCase()), exceptId === undefined ? undefined : ne(students.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The addresses of the list that students already use, lower-cased. */
export async function findTakenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await db
    .select({ email: sql<string>`lower(${students.email})` })
    .from(students)
    .where(inArray(sql`lower(${students.email})`, lowered));
  return new Set(rows.map((row) => row.email));
}

/** The ids of the list that are companies. */
export async function findExistingCompanyIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** Whether the course exists. */
export async function courseExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
  return rows.length > 0;
}

/** Companies by id, for the import's rows. */
export async function findCompaniesByIds(db: Db, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Companies by name as the import's rows write them, compared as the duplicate rule compares names (decision 024). */
export async function findCompaniesByNames(db: Db, names: string[]): Promise<Map<string, { id: number; name: string }>> {
  const found = new Map<string, { id: number; name: string }>();
  for (const name of new Set(names)) {
    const [row] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(sql`${companyNameKey(companies.name)} = ${companyNameKey(sql`${name}::text`)}`)
      .limit(1);
    if (row) found.set(name, row);
  }
  return found;
}

export async function insertStudent(db: Db, values: StudentValues): Promise<StudentRow> {
  const [row] = await db.insert(students).values(values).returning();
  return row!;
}

/** Many students in a few statements (an import): 500 rows per insert, in the caller's transaction. */
export async function insertStudents(db: Db, values: StudentValues[]): Promise<StudentRow[]> {
  const rows: StudentRow[] = [];
  for (let start = 0; start < values.length; start += 500) rows.push(...(await db.insert(students).values(values.slice(start, start + 500)).returning()));
  return rows;
}

export async function updateStudent(db: Db, id: number, values: Partial<StudentValues>): Promise<StudentRow | undefined> {
  const [row] = await db.update(students).set(values).where(eq(students.id, id)).returning();
  return row;
}

export async function deleteStudent(db: Db, id: number): Promise<StudentRow | undefined> {
  const [row] = await db.delete(students).where(eq(students.id, id)).returning();
  return row;
}

// ---- company portal ---------------------------------------------------------------------------

/** A row of the list; the list sorts by the column its sort key names. */
const companyItemColumns = {
  id: students.id,
  name: students.name,
  name_kana: students.name_kana,
  status: students.status,
  course_id: students.course_id,
  course_name: courses.name,
  grade: students.grade,
  start_date: students.start_date,
  end_date: students.end_date,
};

/** A company's own students: one page in the requested order, and their total. */
export function listCompanyStudents(db: Db, companyId: number, query: CompanyStudentListQuery, finishedCourseOf: FinishedCourseOf) {
  const where = and(
    eq(students.company_id, companyId),
    searchColumns(query.q, [students.name, students.name_kana]),
    equalsWhenGiven(students.status, query.status),
  );
  const order = orderByColumn(companyItemColumns[query.sort ?? 'id'], query.order, students.id);
  return {
    rows: (window: RowWindow) =>
      inWindow(db.select({ ...companyItemColumns, finished_course: finishedCourseOf(students.id) }).from(students).leftJoin(courses, eq(courses.id, students.course_id)).where(where).orderBy(...order).$dynamic(), window),
    total: () => db.$count(students, where),
  };
}

/** A student of the company as its portal shows one; undefined for another company's student. */
export async function findCompanyStudent(db: Db, companyId: number, id: number, finishedCourseOf: FinishedCourseOf) {
  const [row] = await selectItems(db, { finished_course: finishedCourseOf(students.id) })
    .where(and(eq(students.id, id), eq(students.company_id, companyId)))
    .limit(1);
  if (!row) return undefined;
  const { name, name_kana, status, course_id, course_name, grade, start_date, email, profile_icon_path, course_mode, end_date, retire_date, finished_course } = row;
  return { id, name, name_kana, status, course_id, course_name, grade, start_date, email, profile_icon_path, course_mode, end_date, retire_date, finished_course };
}

// ---- the student's own profile ----------------------------------------------------------------

/** What a student reads of itself on my page and in the start flow. */
export async function findOwnProfile(db: Db, id: number) {
  const [row] = await selectItems(db, {}).where(eq(students.id, id)).limit(1);
  if (!row) return undefined;
  const { name, name_kana, email, birthday, gender, prefecture_id, prefecture_name, profile_icon_path, company_name, init_input_flg } = row;
  return { name, name_kana, email, birthday, gender, prefecture_id, prefecture_name, profile_icon_path, company_name, init_input_flg };
}
