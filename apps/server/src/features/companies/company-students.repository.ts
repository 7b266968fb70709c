import type { CompanyStudentListQuery, CompanyStudentSortKey } from '@manabiya/domain/contracts/companies';
import { and, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

/*
 * The company detail page lists a company's students: a read of the students feature's table, allowed
 * and listed in decision 019 (only the students feature writes it).
 */

/** The list's columns, each also a sort key of the list. */
const LIST_COLUMNS = {
  id: students.id,
  name: students.name,
  name_kana: students.name_kana,
  email: students.email,
  status: students.status,
  grade: students.grade,
  start_date: students.start_date,
} satisfies Record<CompanyStudentSortKey, AnyColumn>;

function filtersOf(companyId: number, q: string | undefined): SQL | undefined {
  return and(eq(students.company_id, companyId), searchColumns(q, [students.name, students.name_kana, students.email]));
}

/** A company's students: one page in the requested order, and their total. */
export function listStudentsOfCompany(db: Db, companyId: number, query: CompanyStudentListQuery) {
  const where = filtersOf(companyId, query.q);
  const order = orderByColumn(LIST_COLUMNS[query.sort ?? 'id'], query.order, students.id);
  return {
    rows: (window: RowWindow) => inWindow(db.select(LIST_COLUMNS).from(students).where(where).orderBy(...order).$dynamic(), window),
    total: () => db.$count(students, where),
  };
}
