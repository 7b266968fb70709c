import { AUTOCOMPLETE_LIMIT, type IdName } from '@manabiya/domain/contracts/common';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { courses, curricula, steps } from '../../db/schema/courses.ts';
import { movies } from '../../db/schema/movies.ts';
import { prefectures } from '../../db/schema/prefectures.ts';
import { permissionRoles, staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { teachers } from '../../db/schema/teachers.ts';
import { tests } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';
import { searchColumns } from '../../platform/sql-search.ts';

async function searchIdNames(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; name: PgColumn; also?: PgColumn[] },
  q: string | undefined,
  scope?: SQL,
): Promise<IdName[]> {
  const rows = await db
    .select({ id: columns.id, name: columns.name })
    .from(table)
    .where(and(scope, searchColumns(q, [columns.name, ...(columns.also ?? [])])))
    .orderBy(asc(columns.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows as IdName[];
}

export const searchPrefectures = (db: Db, q: string | undefined) =>
  searchIdNames(db, prefectures, { id: prefectures.id, name: prefectures.name }, q);

export const searchCompanies = (db: Db, q: string | undefined) =>
  searchIdNames(db, companies, { id: companies.id, name: companies.name, also: [companies.name_kana] }, q);

const staffColumns = { id: staff.id, name: staff.name, also: [staff.name_kana, staff.email] };

export const searchStaff = (db: Db, q: string | undefined) => searchIdNames(db, staff, staffColumns, q, eq(staff.active, true));

/** Staff who can own a company's sales: the sales-like and admin_sales roles. */
export const searchSalesStaff = (db: Db, q: string | undefined) =>
  searchIdNames(db, staff, staffColumns, q, and(eq(staff.active, true), inArray(staff.main_role, [MAIN_ROLE.sales, MAIN_ROLE.general, MAIN_ROLE.admin_sales])));

/** Customer success: the consultants who follow companies after the sale. */
export const searchConsultants = (db: Db, q: string | undefined) =>
  searchIdNames(db, staff, staffColumns, q, and(eq(staff.active, true), eq(staff.main_role, MAIN_ROLE.consultant)));

export const searchTeachers = (db: Db, q: string | undefined) =>
  searchIdNames(db, teachers, { id: teachers.id, name: teachers.name, also: [teachers.name_kana] }, q);

export const searchCompanyUsers = (db: Db, q: string | undefined) =>
  searchIdNames(db, companyUsers, { id: companyUsers.id, name: companyUsers.name, also: [companyUsers.name_kana, companyUsers.email] }, q);

export const searchStudents = (db: Db, q: string | undefined) =>
  searchIdNames(db, students, { id: students.id, name: students.name, also: [students.name_kana, students.email] }, q);

export const searchRoles = (db: Db, q: string | undefined) => searchIdNames(db, permissionRoles, { id: permissionRoles.id, name: permissionRoles.name }, q);

export const searchCourses = (db: Db, q: string | undefined) => searchIdNames(db, courses, { id: courses.id, name: courses.name }, q);

export const searchCurricula = (db: Db, q: string | undefined) => searchIdNames(db, curricula, { id: curricula.id, name: curricula.name }, q);

export const searchTests = (db: Db, q: string | undefined) => searchIdNames(db, tests, { id: tests.id, name: tests.title }, q);

export const searchSurveys = (db: Db, q: string | undefined) => searchIdNames(db, surveys, { id: surveys.id, name: surveys.title }, q);

export const searchMovies = (db: Db, q: string | undefined) => searchIdNames(db, movies, { id: movies.id, name: movies.title }, q);

/** Steps named "curriculum / step" (titles repeat across curricula), by either part, in curriculum order. */
export async function searchSteps(db: Db, q: string | undefined): Promise<IdName[]> {
  return db
    .select({ id: steps.id, name: sql<string>`${curricula.name} || ' / ' || ${steps.title}` })
    .from(steps)
    .innerJoin(curricula, eq(curricula.id, steps.curriculum_id))
    .where(searchColumns(q, [steps.title, curricula.name]))
    .orderBy(asc(steps.curriculum_id), asc(steps.position), asc(steps.id))
    .limit(AUTOCOMPLETE_LIMIT);
}
