import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { staff } from './staff.ts';

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
}, (t) => [check('companies_contract_period', sql`${t.contract_end} is null or ${t.contract_start} is null or ${t.contract_end} >= ${t.contract_start}`)]);

export const companyUsers = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    name: text('name').notNull(),
    name_kana: text('name_kana'),
    profile_icon_path: text('profile_icon_path'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('company_users_email_unique').on(sql`lower(${t.email})`)],
);
