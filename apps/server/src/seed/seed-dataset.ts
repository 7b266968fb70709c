import { like, sql } from 'drizzle-orm';
import { staff } from '../db/schema/staff.ts';
import { readDemoCourse } from '../demo/demo-course.ts';
import { FEATURE_SAMPLE_DATA } from '../features/feature-list.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db.ts';
import { createRandom, SEED_EMAIL_DOMAIN, SEED_SIZES, type SeedContext, type SeedSizeName } from '../platform/sample-data.ts';

/** The password of every seeded account (the demo accounts keep theirs). */
export const SEED_PASSWORD = 'manabiya-seed';
/** The day the dataset is built around; fixed so every run gives the same rows. */
const ANCHOR = new Date('2026-10-31T00:00:00Z');

export async function hasSeedData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: staff.id }).from(staff).where(like(staff.email, `%@${SEED_EMAIL_DOMAIN}`)).limit(1);
  return rows.length > 0;
}

/** Loads the dataset of the given size by bulk inserts (each feature's `seed`); the caller checks that none is loaded yet. */
export async function seedDataset(db: Db, sizeName: SeedSizeName, log: (line: string) => void = console.log): Promise<void> {
  const context: SeedContext = {
    db,
    size: { ...SEED_SIZES[sizeName], name: sizeName },
    random: createRandom(20_261_124),
    passwordHash: await hashPassword(SEED_PASSWORD),
    anchor: ANCHOR,
    made: { permissionRoleIds: [], staffIds: [], salesStaffIds: [], adminStaffIds: [], companyIds: [], courseIds: [] },
    demoCourse: readDemoCourse(),
  };
  // Each feature's `seed` of the feature list, in its order, timed.
  for (const { name, seed } of FEATURE_SAMPLE_DATA) {
    if (!seed) continue;
    const started = performance.now();
    await seed(context);
    log(`  ${name.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Fresh statistics, so the planner sees the new sizes at once (autovacuum would take a while).
  await db.execute(sql`analyze`);
}
