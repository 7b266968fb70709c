/** @owner movies — the movie library */
import { bigint, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { staff } from './staff.ts';

/** The movie library: MP4 or WebM files in storage, streamed with HTTP Range to those allowed to see them. */
export const movies = pgTable('movies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  /** The stored file's name under DATA_DIR/files/movie/ (random, never the uploader's). */
  file_name: text('file_name').notNull().unique(),
  /** The name the uploader's file had, shown to staff. */
  original_name: text('original_name'),
  content_type: text('content_type').notNull(),
  size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** Read from the file when it is uploaded. */
  duration_seconds: numeric('duration_seconds', { precision: 10, scale: 3, mode: 'number' }).notNull(),
  uploaded_by_staff_id: integer('uploaded_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
  ...timestamps,
});
