/** @owner audit — audit_logs; other features record through the audit service */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';
import { staff } from './staff.ts';

/** Who changed what and when, for every admin create, update and delete (never password hashes). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: integer('entity_id').notNull(),
    /** Field → [before, after]; only the fields that changed. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_logs_entity_idx').on(t.entity_type, t.entity_id, t.created_at)],
);
