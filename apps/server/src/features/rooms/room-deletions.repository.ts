import { count, eq, inArray } from 'drizzle-orm';
import { roomFiles, roomMessages, rooms } from '../../db/schema/rooms.ts';
import type { Db } from '../../platform/db.ts';

/*
 * What deleting a person or a step needs of rooms (decision 035), each read or written in the
 * deleting feature's transaction: the rooms of steps (which refuse their deletion), the messages of
 * a staff member (which refuse theirs) and their claims (let go of), the files of a student's rooms
 * (removed from the disk once the student is gone).
 */

/**
 * How many rooms these steps hold. It counts with the step rows locked by the caller: a room being
 * opened waits on that lock (its foreign key to the step), so none slips past the count.
 */
export async function roomCountOfSteps(db: Db, stepIds: readonly number[]): Promise<number> {
  if (stepIds.length === 0) return 0;
  const [row] = await db.select({ total: count() }).from(rooms).where(inArray(rooms.step_id, stepIds));
  return row?.total ?? 0;
}

/** How many room messages a staff member wrote. */
export async function messageCountOfStaff(db: Db, staffId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(roomMessages).where(eq(roomMessages.staff_id, staffId));
  return row?.total ?? 0;
}

/**
 * Lets go of the claims, live or expired, of a staff member: the foreign key would set only
 * `claimed_by_staff_id` to null and leave the expiry, which the rooms_claim check refuses.
 */
export async function releaseClaimsOfStaff(db: Db, staffId: number): Promise<void> {
  await db.update(rooms).set({ claimed_by_staff_id: null, claim_expires_at: null }).where(eq(rooms.claimed_by_staff_id, staffId));
}

/**
 * The stored names of every attachment in these students' rooms, the student's and the teachers'.
 * The rooms' rows are locked first (as every message written locks its room): a message being
 * written with files is either committed and read here, or fails once its room is gone.
 */
export async function storedNamesOfStudentRooms(db: Db, studentIds: readonly number[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  await db.select({ id: rooms.id }).from(rooms).where(inArray(rooms.student_id, studentIds)).orderBy(rooms.id).for('update');
  const rows = await db
    .select({ name: roomFiles.stored_name })
    .from(roomFiles)
    .innerJoin(roomMessages, eq(roomMessages.id, roomFiles.message_id))
    .innerJoin(rooms, eq(rooms.id, roomMessages.room_id))
    .where(inArray(rooms.student_id, studentIds));
  return rows.map((row) => row.name);
}
