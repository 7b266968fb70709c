import type { AccountType } from '@manabiya/domain/enums/account-type';
import { and, eq, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { passwordResetTokens, sessions } from '../../db/schema/sessions.ts';
import type { Db } from '../../platform/db.ts';

export async function insertSession(
  db: Db,
  values: { token_hash: string; account_type: AccountType; account_id: number; expires_at: Date; ip: string; user_agent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A session still signs in: not revoked and not past its end (the idle timeout is the service's, at the next request). */
export const sessionIsLive: SQL = sql`(${sessions.revoked_at} is null and ${sessions.expires_at} > now())`;

export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.token_hash, tokenHash), sessionIsLive))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ last_seen_at: sql`now()` }).where(eq(sessions.id, id));
}

/** Each revoke answers the ids of the sessions it ended, so their sockets can be closed (decision 040). */
const endedIds = async (rows: PromiseLike<Array<{ id: number }>>): Promise<number[]> => (await rows).map((row) => row.id);

export function revokeSessionByTokenHash(db: Db, tokenHash: string): Promise<number[]> {
  return endedIds(
    db
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id }),
  );
}

export function revokeSessionsOfAccount(db: Db, accountType: AccountType, accountId: number): Promise<number[]> {
  return endedIds(
    db
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.account_type, accountType), eq(sessions.account_id, accountId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id }),
  );
}

/** Ends every session of the account but the one making the request (a password change keeps it signed in). */
export function revokeOtherSessionsOfAccount(db: Db, accountType: AccountType, accountId: number, keepTokenHash: string): Promise<number[]> {
  return endedIds(
    db
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(
        and(
          eq(sessions.account_type, accountType),
          eq(sessions.account_id, accountId),
          ne(sessions.token_hash, keepTokenHash),
          isNull(sessions.revoked_at),
        ),
      )
      .returning({ id: sessions.id }),
  );
}

/** Removes every session that no longer signs in (revoked or past its end); answers how many. */
export async function deleteEndedSessions(db: Db): Promise<number> {
  const deleted = await db.delete(sessions).where(not(sessionIsLive)).returning({ id: sessions.id });
  return deleted.length;
}

export async function insertResetToken(
  db: Db,
  values: { token_hash: string; account_type: AccountType; account_id: number; expires_at: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Many links at once (an import's invitations), 1,000 per statement. */
export async function insertResetTokens(
  db: Db,
  values: ReadonlyArray<{ token_hash: string; account_type: AccountType; account_id: number; expires_at: Date }>,
): Promise<void> {
  for (let start = 0; start < values.length; start += 1_000) await db.insert(passwordResetTokens).values(values.slice(start, start + 1_000));
}

export async function findUsableResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.token_hash, tokenHash), isNull(passwordResetTokens.used_at), sql`${passwordResetTokens.expires_at} > now()`))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeResetToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.used_at)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** A new link or a completed reset makes every other outstanding link of the account useless. */
export async function expireResetTokensOfAccount(db: Db, accountType: AccountType, accountId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(eq(passwordResetTokens.account_type, accountType), eq(passwordResetTokens.account_id, accountId), isNull(passwordResetTokens.used_at)),
    );
}
