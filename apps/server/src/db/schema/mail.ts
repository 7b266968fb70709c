/** @owner platform — mail_outbox: platform/mail.ts, features call the mailer */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/** Every mail is written here first, so nothing is lost when the SMTP peer is down. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    sent_at: timestampTz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestampTz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sent_at, t.next_attempt_at)],
);
