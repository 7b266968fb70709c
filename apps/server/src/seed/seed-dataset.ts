import { like, sql } from 'drizzle-orm';
import { staff } from '../db/schema/staff.ts';
import { seedCompanies } from '../features/companies/companies.seed.ts';
import { seedCourses } from '../features/courses/courses.seed.ts';
import { seedInformations } from '../features/informations/informations.seed.ts';
import { seedLearning } from '../features/learning/learning.seed.ts';
import { seedRooms } from '../features/rooms/rooms.seed.ts';
import { seedPermissionRoles } from '../features/permission-roles/permission-roles.seed.ts';
import { seedStaff } from '../features/staff/staff.seed.ts';
import { seedStudents } from '../features/students/students.seed.ts';
import { seedTeachers } from '../features/teachers/teachers.seed.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db.ts';
import { createRandom, runSeedSteps, SEED_EMAIL_DOMAIN, SEED_SIZES, type SeedContext, type SeedSizeName } from './seed-kit.ts';

/**
 * One function per feature, in the order their tables depend on each other. A new feature adds its
 * `<feature>.seed.ts` and one line here (courses and steps, room messages, test attempts, bookings…).
 */
const SEED_STEPS = [
  ['permission roles', seedPermissionRoles],
  ['staff', seedStaff],
  ['teachers', seedTeachers],
  ['companies', seedCompanies],
  ['courses', seedCourses],
  ['students', seedStudents],
  ['learning', seedLearning],
  ['rooms', seedRooms],
  ['notices', seedInformations],
] as const;

/** The password of every seeded account (the demo accounts keep theirs). */
export const SEED_PASSWORD = 'manabiya-seed';
/** The day the dataset is built around; fixed so every run gives the same rows. */
const ANCHOR = new Date('2026-10-31T00:00:00Z');

export async function hasSeedData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: staff.id }).from(staff).where(like(staff.email, `%@${SEED_EMAIL_DOMAIN}`)).limit(1);
  return rows.length > 0;
}

/** Loads the dataset of the given size by bulk inserts; the caller checks that none is loaded yet. */
export async function seedDataset(db: Db, sizeName: SeedSizeName, log: (line: string) => void = console.log): Promise<void> {
  const context: SeedContext = {
    db,
    size: { ...SEED_SIZES[sizeName], name: sizeName },
    random: createRandom(20_261_124),
    passwordHash: await hashPassword(SEED_PASSWORD),
    anchor: ANCHOR,
    made: { permissionRoleIds: [], staffIds: [], salesStaffIds: [], adminStaffIds: [], companyIds: [], courseIds: [] },
  };
  await runSeedSteps(context, SEED_STEPS, log);
  // Fresh statistics, so the planner sees the new sizes at once (autovacuum would take a while).
  await db.execute(sql`analyze`);
}
