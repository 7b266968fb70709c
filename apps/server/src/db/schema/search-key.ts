/** @owner migrations — no table: the search key rule generated columns use (decision 030) */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one rule lists search by (decision 030): NFKC (full-width letters and half-width kana become
// one form), lower case, hiragana as katakana, so 佐藤, ｻﾄｳ, さとう, サトウ and SATO@… all find what
// they should. The database keeps the key of each row in a generated column with a trigram index;
// a typed term gets the same key in JavaScript. Both sides come from the ranges below.

const HIRAGANA_CODES = [...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => 0x3041 + i), 0x309d, 0x309e];
const HIRAGANA = String.fromCharCode(...HIRAGANA_CODES);
const KATAKANA = String.fromCharCode(...HIRAGANA_CODES.map((code) => code + 0x60));

/** The search key of a term as the user typed it. */
export function searchKeyOf(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096\u309D\u309E]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** The search key of a row: its searchable columns joined by spaces, keyed the same way (immutable, so it can be generated and indexed). */
export function searchKeyColumn(columns: ReadonlyArray<AnyPgColumn>): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  return sql`translate(lower(normalize(${joined}, NFKC)), ${sql.raw(`'${HIRAGANA}'`)}, ${sql.raw(`'${KATAKANA}'`)})`;
}
