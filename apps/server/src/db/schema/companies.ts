/** @owner companies — companies, company_users */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountColumns, displayLanguageCheck, timestamps } from './columns.ts';
import { staff } from './staff.ts';

/**
 * A company name as the duplicate rule compares it (decision 024): NFKC (full-width = half-width),
 * lower case, runs of spaces as one, trimmed. One unique index holds it, so two creates at once
 * give one company.
 */
export const companyNameKey = (name: AnyPgColumn | SQL): SQL => sql`btrim(regexp_replace(lower(normalize(${name}, NFKC)), '[[:space:]]+', ' ', 'g'))`;

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_kana: text('name_kana'),
  address: text('address'),
  phone: text('phone'),
  contact_person: text('contact_person'),
  sales_owner_id: integer('sales_owner_id').references(() => staff.id, { onDelete: 'set null' }),
  has_consulting_flg: boolean('has_consulting_flg').notNull().default(false),
  student_invoice_enabled: boolean('student_invoice_enabled').notNull().default(false),
  contract_start: date('contract_start', { mode: 'string' }),
  contract_end: date('contract_end', { mode: 'string' }),
  ...timestamps,
}, (t) => [
  check('companies_contract_period', sql`${t.contract_end} is null or ${t.contract_start} is null or ${t.contract_end} >= ${t.contract_start}`),
  uniqueIndex('companies_name_key_unique').on(companyNameKey(t.name)),
]);

export const companyUsers = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    ...accountColumns,
    ...timestamps,
  },
  (t) => [uniqueIndex('company_users_email_unique').on(sql`lower(${t.email})`), check('company_users_language', displayLanguageCheck(t.language))],
);
