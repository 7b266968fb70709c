/** @owner teachers — teachers */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { staff } from './staff.ts';

/** A teacher's public profile, linked to the staff account that signs in. */
export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  staff_id: integer('staff_id')
    .unique()
    .references(() => staff.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  name_kana: text('name_kana'),
  icon_path: text('icon_path'),
  introduction: text('introduction'),
  specialities: text('specialities'),
  ...timestamps,
});
