import { eq } from 'drizzle-orm';
import { staff } from '../db/schema/staff.ts';
import { FEATURE_SAMPLE_DATA } from '../features/feature-list.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db.ts';
import type { DemoContext } from '../platform/sample-data.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { readDemoCourse } from './demo-course.ts';

export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com')).limit(1);
  return rows.length > 0;
}

/** Where the demo's files go (the movie library's files) and the time zone its days are counted in. */
export interface DemoOptions {
  filesDir: string;
  timeZone: string;
  now?: Date;
}

/**
 * The demo dataset of the README: each feature's `demo` of the feature list, in its order, with the
 * demo course read from demo/course; all in one transaction, so a failed load leaves no rows behind.
 */
export async function loadDemoData(db: Db, { filesDir, timeZone, now = new Date() }: DemoOptions): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const course = readDemoCourse();
  await db.transaction(async (tx) => {
    const context: DemoContext = { db: tx, passwordHash, now, timeZone, filesDir, course, standings: new Map() };
    for (const { demo } of FEATURE_SAMPLE_DATA) await demo?.(context);
  });
}
