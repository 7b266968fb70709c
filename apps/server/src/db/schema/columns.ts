import { LANGUAGES, type Language } from '@manabiya/domain/enums/language';
import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Creation and update stamps every entity table carries. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
};

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The display language an account chose while signed in, applied when it signs in on another
 * device; null until it chooses (the device's own choice applies). Every account table has it.
 */
export const displayLanguage = () => text('language').$type<Language>();

/** The check of a `displayLanguage()` column: one of the languages the web speaks. */
export const displayLanguageCheck = (column: AnyPgColumn): SQL =>
  sql`${column} is null or ${column} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '))})`;
