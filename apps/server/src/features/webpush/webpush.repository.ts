import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { webPushSubscriptions } from '../../db/schema/informations.ts';
import type { Db } from '../../platform/db.ts';

export interface SubscriptionRow {
  id: number;
  student_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const columns = {
  id: webPushSubscriptions.id,
  student_id: webPushSubscriptions.student_id,
  endpoint: webPushSubscriptions.endpoint,
  p256dh: webPushSubscriptions.p256dh,
  auth: webPushSubscriptions.auth,
};

/** One row per endpoint: a browser subscribing again, or an endpoint now used by another student, replaces it. */
export async function upsertSubscription(db: Db, row: Omit<SubscriptionRow, 'id'>): Promise<void> {
  await db
    .insert(webPushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: { student_id: row.student_id, p256dh: row.p256dh, auth: row.auth, created_at: sql`now()` },
    });
}

/** Keeps a student's newest `keep` subscriptions (a browser per device is plenty; no unbounded fan-out). */
export async function pruneSubscriptions(db: Db, studentId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: webPushSubscriptions.id })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.student_id, studentId))
    .orderBy(desc(webPushSubscriptions.created_at), desc(webPushSubscriptions.id))
    .limit(keep);
  await db.delete(webPushSubscriptions).where(and(eq(webPushSubscriptions.student_id, studentId), notInArray(webPushSubscriptions.id, newest)));
}

export async function deleteOwnSubscription(db: Db, studentId: number, endpoint: string): Promise<void> {
  await db.delete(webPushSubscriptions).where(and(eq(webPushSubscriptions.student_id, studentId), eq(webPushSubscriptions.endpoint, endpoint)));
}

/** Removes a subscription the push service called gone, unless it was replaced meanwhile (new keys on the same endpoint). */
export async function deleteGoneSubscription(db: Db, row: SubscriptionRow): Promise<void> {
  await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.id, row.id), eq(webPushSubscriptions.endpoint, row.endpoint), eq(webPushSubscriptions.p256dh, row.p256dh)));
}

export function subscriptionsOf(db: Db, studentIds: readonly number[]): Promise<SubscriptionRow[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(webPushSubscriptions)
    .where(inArray(webPushSubscriptions.student_id, [...studentIds]))
    .orderBy(webPushSubscriptions.id);
}
