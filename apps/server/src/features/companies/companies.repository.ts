import type { CompanyCsvQuery } from '@manabiya/domain/contracts/companies';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { companies, companyNameKey, companyUsers } from '../../db/schema/companies.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/*
 * Correlated counts, spelled with explicit aliases: Drizzle leaves column names unqualified in a query
 * without joins, and an unqualified "id" inside the subquery would be the counted table's own id.
 */
const companyUserCount = sql<number>`(select count(*) from ${companyUsers} as cu where cu.company_id = ${sql.identifier('companies')}.id)::int`;
const studentCount = sql<number>`(select count(*) from ${students} as st where st.company_id = ${sql.identifier('companies')}.id)::int`;

/** A row of the list; the list sorts by the column its sort key names. */
const itemColumns = {
  id: companies.id,
  name: companies.name,
  name_kana: companies.name_kana,
  address: companies.address,
  phone: companies.phone,
  contact_person: companies.contact_person,
  sales_owner_id: companies.sales_owner_id,
  sales_owner_name: staff.name,
  has_consulting_flg: companies.has_consulting_flg,
  student_invoice_enabled: companies.student_invoice_enabled,
  contract_start: companies.contract_start,
  contract_end: companies.contract_end,
  company_user_count: companyUserCount,
  student_count: studentCount,
  created_at: companies.created_at,
  updated_at: companies.updated_at,
};

function filtersOf(query: Omit<CompanyCsvQuery, 'sort' | 'order'>): SQL | undefined {
  return and(
    searchColumns(query.q, [companies.name, companies.name_kana]),
    equalsWhenGiven(companies.has_consulting_flg, query.has_consulting_flg),
    equalsWhenGiven(companies.student_invoice_enabled, query.student_invoice_enabled),
    equalsWhenGiven(companies.sales_owner_id, query.sales_owner_id),
  );
}

function orderOf(query: Pick<CompanyCsvQuery, 'sort' | 'order'>): SQL[] {
  return orderByColumn(itemColumns[query.sort ?? 'id'], query.order, companies.id);
}

function selectItems(db: Db) {
  return db.select(itemColumns).from(companies).leftJoin(staff, eq(staff.id, companies.sales_owner_id)).$dynamic();
}

/** Companies matching the filters: one page (or, without a window, every row: CSV export) in the requested order, and their total. */
export function listCompanies(db: Db, query: CompanyCsvQuery) {
  const where = filtersOf(query);
  return {
    rows: (window?: RowWindow) => inWindow(selectItems(db).where(where).orderBy(...orderOf(query)), window),
    total: () => db.$count(companies, where),
  };
}

export type CompanyItemRow = Awaited<ReturnType<ReturnType<typeof listCompanies>['rows']>>[number];

export async function findCompanyItem(db: Db, id: number): Promise<CompanyItemRow | undefined> {
  const [row] = await selectItems(db).where(eq(companies.id, id));
  return row;
}

/** Locks the row so a concurrent delete or update waits for this transaction. */
export async function findCompanyForUpdate(tx: Db, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

/** The company whose name means the same as `name` (decision 024), other than `exceptId`. */
export async function findCompanyWithSameName(db: Db, name: string, exceptId?: number): Promise<{ id: number; name: string } | undefined> {
  const same = sql`${companyNameKey(companies.name)} = ${companyNameKey(sql`${name}::text`)}`;
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(exceptId === undefined ? same : and(same, sql`${companies.id} <> ${exceptId}`))
    .limit(1);
  return row;
}

export async function insertCompany(tx: Db, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(tx: Db, id: number, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await tx.update(companies).set(values).where(eq(companies.id, id)).returning();
  return row!;
}

export async function deleteCompany(tx: Db, id: number): Promise<void> {
  await tx.delete(companies).where(eq(companies.id, id));
}

export async function countMembersOfCompany(tx: Db, id: number): Promise<{ students: number; companyUsers: number }> {
  const [row] = await tx.select({ students: studentCount, companyUsers: companyUserCount }).from(companies).where(eq(companies.id, id));
  return row ?? { students: 0, companyUsers: 0 };
}
