import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  name_kana: text('name_kana'),
  has_consulting_flg: boolean('has_consulting_flg').notNull().default(false),
  student_invoice_enabled: boolean('student_invoice_enabled').notNull().default(false),
  ...timestamps,
});

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
