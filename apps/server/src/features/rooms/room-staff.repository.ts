import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { roomDigestSubscriptions, roomSnippets } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';

/* A staff member's own room tools: their feedback snippets and their subscription to the daily mail of overdue rooms. */

// ---- Snippets --------------------------------------------------------------------------------------

const snippetColumns = { id: roomSnippets.id, title: roomSnippets.title, body: roomSnippets.body, updated_at: roomSnippets.updated_at };

export function snippetsOf(db: Db, staffId: number) {
  return db.select(snippetColumns).from(roomSnippets).where(eq(roomSnippets.staff_id, staffId)).orderBy(asc(roomSnippets.title), asc(roomSnippets.id));
}

export async function findSnippet(db: Db, staffId: number, id: number) {
  const [row] = await db
    .select(snippetColumns)
    .from(roomSnippets)
    .where(and(eq(roomSnippets.id, id), eq(roomSnippets.staff_id, staffId)))
    .limit(1);
  return row;
}

/** The advisory lock class of one staff member's snippets (a number no other lock class uses). */
const SNIPPET_LOCK = 35_001;

/** Locks the staff member's snippets (the count before an insert holds under concurrent saves) and counts them. */
export async function lockSnippetCount(tx: Db, staffId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SNIPPET_LOCK}::integer, ${staffId}::integer)`);
  const [row] = await tx.select({ total: count() }).from(roomSnippets).where(eq(roomSnippets.staff_id, staffId));
  return row?.total ?? 0;
}

export async function insertSnippet(tx: Db, staffId: number, values: { title: string; body: string }): Promise<number> {
  const [row] = await tx
    .insert(roomSnippets)
    .values({ staff_id: staffId, ...values })
    .returning({ id: roomSnippets.id });
  return row!.id;
}

export async function updateSnippet(db: Db, staffId: number, id: number, values: { title: string; body: string }): Promise<boolean> {
  const rows = await db
    .update(roomSnippets)
    .set(values)
    .where(and(eq(roomSnippets.id, id), eq(roomSnippets.staff_id, staffId)))
    .returning({ id: roomSnippets.id });
  return rows.length > 0;
}

export async function deleteSnippet(db: Db, staffId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(roomSnippets)
    .where(and(eq(roomSnippets.id, id), eq(roomSnippets.staff_id, staffId)))
    .returning({ id: roomSnippets.id });
  return rows.length > 0;
}

// ---- The daily mail of overdue rooms ---------------------------------------------------------------

export async function isDigestSubscribed(db: Db, staffId: number): Promise<boolean> {
  const rows = await db.select({ id: roomDigestSubscriptions.staff_id }).from(roomDigestSubscriptions).where(eq(roomDigestSubscriptions.staff_id, staffId));
  return rows.length > 0;
}

export async function setDigestSubscribed(db: Db, staffId: number, enabled: boolean): Promise<void> {
  if (enabled) await db.insert(roomDigestSubscriptions).values({ staff_id: staffId }).onConflictDoNothing();
  else await db.delete(roomDigestSubscriptions).where(eq(roomDigestSubscriptions.staff_id, staffId));
}

/**
 * Claims today's mail of every subscriber not yet sent one today (so each gets one a day, whichever
 * instance runs first): their addresses, in the caller's transaction. Inactive staff are skipped.
 */
export async function claimDigestRecipients(tx: Db, today: string) {
  const claimed = await tx
    .update(roomDigestSubscriptions)
    .set({ last_sent_on: today })
    .where(
      and(
        or(isNull(roomDigestSubscriptions.last_sent_on), sql`${roomDigestSubscriptions.last_sent_on} < ${today}::date`),
        inArray(roomDigestSubscriptions.staff_id, tx.select({ id: staff.id }).from(staff).where(eq(staff.active, true))),
      ),
    )
    .returning({ staff_id: roomDigestSubscriptions.staff_id });
  if (claimed.length === 0) return [];
  return tx
    .select({ id: staff.id, email: staff.email, name: staff.name })
    .from(staff)
    .where(
      inArray(
        staff.id,
        claimed.map((row) => row.staff_id),
      ),
    );
}
