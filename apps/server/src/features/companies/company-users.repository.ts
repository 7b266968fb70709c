import { asc, eq, sql } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import type { Db } from '../../platform/db.ts';

export type CompanyUserRow = typeof companyUsers.$inferSelect;

const itemColumns = {
  id: companyUsers.id,
  company_id: companyUsers.company_id,
  company_name: companies.name,
  name: companyUsers.name,
  name_kana: companyUsers.name_kana,
  email: companyUsers.email,
  active: companyUsers.active,
  password_set: sql<boolean>`(${companyUsers.password_hash} is not null)`,
  created_at: companyUsers.created_at,
  updated_at: companyUsers.updated_at,
};

export type CompanyUserItemRow = Awaited<ReturnType<typeof selectCompanyUsersOfCompany>>[number];

export async function findCompanyUserItem(db: Db, id: number): Promise<CompanyUserItemRow | undefined> {
  const [row] = await db.select(itemColumns).from(companyUsers).innerJoin(companies, eq(companies.id, companyUsers.company_id)).where(eq(companyUsers.id, id));
  return row;
}

export function selectCompanyUsersOfCompany(db: Db, companyId: number) {
  return db
    .select(itemColumns)
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.company_id))
    .where(eq(companyUsers.company_id, companyId))
    .orderBy(asc(companyUsers.id));
}

/** What a company user sees of their colleagues: no timestamps, no invitation state. */
export function selectColleagues(db: Db, companyId: number) {
  return db
    .select({ id: companyUsers.id, name: companyUsers.name, name_kana: companyUsers.name_kana, email: companyUsers.email, active: companyUsers.active })
    .from(companyUsers)
    .where(eq(companyUsers.company_id, companyId))
    .orderBy(asc(companyUsers.id));
}

export async function findCompanyUserForUpdate(tx: Db, id: number): Promise<CompanyUserRow | undefined> {
  const [row] = await tx.select().from(companyUsers).where(eq(companyUsers.id, id)).for('update');
  return row;
}

export async function findCompanyUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(eq(sql`lower(${companyUsers.email})`, email.toLowerCase()));
  return row?.id;
}

export async function insertCompanyUser(
  tx: Db,
  values: { company_id: number; name: string; name_kana: string | null; email: string },
): Promise<CompanyUserRow> {
  const [row] = await tx.insert(companyUsers).values(values).returning();
  return row!;
}

export async function updateCompanyUser(
  tx: Db,
  id: number,
  values: { name: string; name_kana: string | null; email: string; active: boolean },
): Promise<CompanyUserRow> {
  const [row] = await tx.update(companyUsers).set(values).where(eq(companyUsers.id, id)).returning();
  return row!;
}

export async function deleteCompanyUser(tx: Db, id: number): Promise<void> {
  await tx.delete(companyUsers).where(eq(companyUsers.id, id));
}
