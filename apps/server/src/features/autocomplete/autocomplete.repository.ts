import { AUTOCOMPLETE_LIMIT, type IdName } from '@manabiya/domain/contracts/common';
import { asc, ilike, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/companies.ts';
import { prefectures } from '../../db/schema/prefectures.ts';
import type { Db } from '../../platform/db.ts';

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function searchIdNames(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; name: PgColumn; also?: PgColumn[] },
  q: string | undefined,
): Promise<IdName[]> {
  const term = q?.trim();
  const searched = [columns.name, ...(columns.also ?? [])];
  const rows = await db
    .select({ id: columns.id, name: columns.name })
    .from(table)
    .where(term ? or(...searched.map((column) => ilike(column, containsPattern(term)))) : undefined)
    .orderBy(asc(columns.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows as IdName[];
}

export const searchPrefectures = (db: Db, q: string | undefined) =>
  searchIdNames(db, prefectures, { id: prefectures.id, name: prefectures.name }, q);

export const searchCompanies = (db: Db, q: string | undefined) =>
  searchIdNames(db, companies, { id: companies.id, name: companies.name, also: [companies.name_kana] }, q);
