/** @owner onboarding — site_contents (the orientation text) */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { staff } from './staff.ts';

/** Texts staff edit as Markdown (the onboarding orientation), one row per key. */
export const siteContents = pgTable('site_contents', {
  key: text('key').primaryKey(),
  body_markdown: text('body_markdown').notNull(),
  updated_by: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  updated_at: timestampTz('updated_at').notNull().defaultNow(),
});
