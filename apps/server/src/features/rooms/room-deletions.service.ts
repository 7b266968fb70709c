import type { Db } from '../../platform/db.ts';
import type { RoomDeps } from './room-context.ts';
import * as deletionsRepo from './room-deletions.repository.ts';

/*
 * What deleting a person or a step needs of rooms (decision 035), offered to the courses, staff and
 * students features through their `deps` (features/feature-list.ts). Each runs in the deleting
 * feature's transaction `tx`, except the files, which go once that transaction has committed.
 */

/** How many rooms these steps hold (counted under the caller's step locks): a step or curriculum with rooms is not deleted. */
export function roomCountOfSteps(_deps: RoomDeps, tx: Db, stepIds: readonly number[]): Promise<number> {
  return deletionsRepo.roomCountOfSteps(tx, stepIds);
}

/** How many room messages a staff member wrote: they stay in the threads with their author's name, so such a member is deactivated instead. */
export function messageCountOfStaff(_deps: RoomDeps, tx: Db, staffId: number): Promise<number> {
  return deletionsRepo.messageCountOfStaff(tx, staffId);
}

/** Lets go of the claims of a staff member being deleted. */
export function releaseClaimsOfStaff(_deps: RoomDeps, tx: Db, staffId: number): Promise<void> {
  return deletionsRepo.releaseClaimsOfStaff(tx, staffId);
}

/**
 * The stored names of every attachment in these students' rooms, read (with the rooms locked) in the
 * transaction that deletes the students: their rooms, messages and file rows go by cascade.
 */
export function storedNamesOfStudentRooms(_deps: RoomDeps, tx: Db, studentIds: readonly number[]): Promise<string[]> {
  return deletionsRepo.storedNamesOfStudentRooms(tx, studentIds);
}

/** Removes room files whose rows are deleted and committed; a file that cannot be removed is logged, never failing the request. */
export function discardFiles(deps: RoomDeps, storedNames: readonly string[]): Promise<void> {
  return deps.files.discard(storedNames, deps.logger);
}
