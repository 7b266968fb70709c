/** @owner migrations — reference data nobody writes at run time */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const prefectures = pgTable('prefectures', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
