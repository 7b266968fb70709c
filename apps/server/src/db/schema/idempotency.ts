/** @owner platform — idempotency_keys: platform/idempotency.ts (decision 029) */
import type { AccountType } from '@manabiya/domain/enums/account-type';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * The `Idempotency-Key`s of creates (decision 029), per signed-in account: claimed when the first
 * request starts, holding its answer once it succeeded, so a repeat answers the same without creating
 * again. Written only by platform/idempotency.ts; a row is worth nothing after `expires_at` (24 h).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    account_type: smallint('account_type').$type<AccountType>().notNull(),
    account_id: integer('account_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, URL and body; null until a multipart body has been read whole. */
    fingerprint: text('fingerprint'),
    /** Which request holds the claim: only it stores the answer or lets go of the key. */
    claim: text('claim').notNull(),
    /** A claim nobody finished by then (its process died) may be taken by a repeat. */
    claimed_until: timestampTz('claimed_until').notNull(),
    /** The first answer, once it succeeded; null while it runs. */
    response_status: smallint('response_status'),
    response_type: text('response_type'),
    response_body: text('response_body'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    expires_at: timestampTz('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_account_key_unique').on(t.account_type, t.account_id, t.key),
    index('idempotency_keys_expires_idx').on(t.expires_at),
  ],
);
