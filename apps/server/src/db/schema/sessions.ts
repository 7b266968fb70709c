/** @owner auth — sessions, password_reset_tokens */
import type { AccountType } from '@manabiya/domain/enums/account-type';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/** Opaque sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    account_type: smallint('account_type').$type<AccountType>().notNull(),
    account_id: integer('account_id').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    last_seen_at: timestampTz('last_seen_at').notNull().defaultNow(),
    expires_at: timestampTz('expires_at').notNull(),
    revoked_at: timestampTz('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [
    index('sessions_account_idx').on(t.account_type, t.account_id),
    check('sessions_account_type', sql`${t.account_type} between 1 and 3`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    account_type: smallint('account_type').$type<AccountType>().notNull(),
    account_id: integer('account_id').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    expires_at: timestampTz('expires_at').notNull(),
    used_at: timestampTz('used_at'),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.account_type, t.account_id)],
);
