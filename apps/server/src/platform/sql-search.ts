import { ilike, like, or, type Column, type SQL } from 'drizzle-orm';
import { searchKeyOf } from '../db/schema/search-key.ts';

/** Escapes LIKE wildcards so a typed `%` or `_` matches itself; the term may sit anywhere in the value. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The free-text filter of a list: rows where any of the columns contains the typed term,
 * case-insensitively. No condition at all for an empty term, so `and(...)` drops it.
 */
export function searchColumns(q: string | undefined, columns: ReadonlyArray<Column | SQL>): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The free-text filter of a list whose rows keep a search key (db/schema/search-key.ts): the typed
 * term keyed the same way, as a plain LIKE the key's trigram index answers.
 */
export function searchByKey(q: string | undefined, keyColumn: Column): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  return like(keyColumn, containsPattern(searchKeyOf(term)));
}
