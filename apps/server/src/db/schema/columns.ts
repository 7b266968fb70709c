import { LANGUAGES, type Language } from '@manabiya/domain/enums/language';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
 * The key of a row that belongs to another (a student's report, a step's video): never null, and
 * deleted with its owner. The column takes the name of its key: `student_id: belongsTo(() => students.id)`.
 */
export const belongsTo = (owner: () => AnyPgColumn) => integer().notNull().references(owner, { onDelete: 'cascade' });

/**
 * The display language an account chose while signed in, applied when it signs in on another
 * device; null until it chooses (the device's own choice applies). Every account table has it.
 */
export const displayLanguage = () => text('language').$type<Language>();

/** The check of a `displayLanguage()` column: one of the languages the web speaks. */
export const displayLanguageCheck = (column: AnyPgColumn): SQL =>
  sql`${column} is null or ${column} in (${sql.raw(LANGUAGES.map((language) => `'${language}'`).join(', '))})`;

/**
 * What every account table (staff, company users, students) holds to sign in and to show its person:
 * the address (each table's index keeps it unique case-insensitively), the password's hash (null
 * while none is set), the name, the icon, the display language and whether it may sign in.
 */
export const accountColumns = {
  email: text('email').notNull(),
  password_hash: text('password_hash'),
  name: text('name').notNull(),
  name_kana: text('name_kana'),
  profile_icon_path: text('profile_icon_path'),
  language: displayLanguage(),
  active: boolean('active').notNull().default(true),
};
