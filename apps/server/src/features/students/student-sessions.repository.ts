import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions.ts';
import type { Db } from '../../platform/db.ts';

/** Ends every session of the student but the one making the request (a password change keeps it signed in). */
export async function revokeOtherSessionsOfStudent(db: Db, studentId: number, keepTokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sessions.account_type, ACCOUNT_TYPE.student),
        eq(sessions.account_id, studentId),
        ne(sessions.token_hash, keepTokenHash),
        isNull(sessions.revoked_at),
      ),
    );
}
