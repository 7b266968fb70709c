import type { InformationUnreadQuery } from '@manabiya/domain/contracts/informations';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/sql-search.ts';
import { audienceCompanyUsers, audienceStudents } from './informations.repository.ts';

/* Who in a notice's audience has not read it: the admin's reach dialog and its CSV. */

function unreadMembers(id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>) {
  const term = query.q?.trim();
  const pattern = term ? containsPattern(term) : undefined;
  const member = (accountType: number, table: 'students' | 'company_users', audience: SQL) => {
    const kind = accountType === ACCOUNT_TYPE.student ? 'student' : 'company';
    const search = pattern ? sql`and (m.name ilike ${pattern} or m.email ilike ${pattern} or c.name ilike ${pattern})` : sql``;
    return sql`select ${kind}::text as account_type, m.id, m.name, m.email, c.name as company_name, m.name_kana as kana
      from informations join ${sql.raw(table)} m on m.id in (${audience}) join companies c on c.id = m.company_id
      where informations.id = ${id}
        and not exists (select 1 from information_reads r where r.information_id = informations.id and r.account_type = ${accountType} and r.account_id = m.id)
        ${search}`;
  };
  const studentPart = member(ACCOUNT_TYPE.student, 'students', audienceStudents);
  const companyPart = member(ACCOUNT_TYPE.company, 'company_users', audienceCompanyUsers);
  if (query.account_type === 'student') return studentPart;
  if (query.account_type === 'company') return companyPart;
  return sql`${studentPart} union all ${companyPart}`;
}

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
async function executeRows(db: Db, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: unknown[] }).rows;
}

export interface UnreadRow {
  account_type: 'student' | 'company';
  id: number;
  name: string;
  email: string;
  company_name: string;
}

export async function listUnread(db: Db, id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>, page?: RowWindow): Promise<UnreadRow[]> {
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await executeRows(
    db,
    sql`select account_type, id, name, email, company_name from (${unreadMembers(id, query)}) m
      order by company_name, kana nulls last, name, account_type, id ${paging}`,
  );
  return (result as UnreadRow[]).map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countUnread(db: Db, id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>): Promise<number> {
  const [row] = await executeRows(db, sql`select count(*)::integer as total from (${unreadMembers(id, query)}) m`);
  return Number((row as { total: number } | undefined)?.total ?? 0);
}

