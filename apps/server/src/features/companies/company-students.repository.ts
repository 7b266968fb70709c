import type { CompanyStudentListQuery, CompanyStudentSortKey } from '@manabiya/domain/contracts/companies';
import { and, asc, count, desc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { containsPattern } from '../autocomplete/autocomplete.repository.ts';

/*
 * The company detail page lists a company's students. The students feature is written alongside this
 * one and offers no service to call yet, so this read-only query reads its table directly.
 */

const SORT_COLUMNS: Record<CompanyStudentSortKey, AnyColumn> = {
  id: students.id,
  name: students.name,
  name_kana: students.name_kana,
  email: students.email,
  status: students.status,
  grade: students.grade,
  start_date: students.start_date,
};

function filtersOf(companyId: number, q: string | undefined): SQL | undefined {
  const term = q?.trim();
  const pattern = term ? containsPattern(term) : undefined;
  return and(
    eq(students.company_id, companyId),
    pattern ? or(ilike(students.name, pattern), ilike(students.name_kana, pattern), ilike(students.email, pattern)) : undefined,
  );
}

export function selectStudentsOfCompany(db: Db, companyId: number, query: CompanyStudentListQuery) {
  const direction = query.order === 'desc' ? desc : asc;
  const order = query.sort && query.sort !== 'id' ? [direction(SORT_COLUMNS[query.sort]), direction(students.id)] : [direction(students.id)];
  return db
    .select({
      id: students.id,
      name: students.name,
      name_kana: students.name_kana,
      email: students.email,
      status: students.status,
      grade: students.grade,
      start_date: students.start_date,
    })
    .from(students)
    .where(filtersOf(companyId, query.q))
    .orderBy(...order)
    .limit(query.page_size)
    .offset(query.page * query.page_size);
}

export async function countStudentsOfCompany(db: Db, companyId: number, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(students).where(filtersOf(companyId, q));
  return row?.total ?? 0;
}
