import { CLAIM_REFUSAL, type ClaimHolder } from '@manabiya/domain/contracts/room-machine';
import type { AdminRoomListQuery, AdminRoomNextQuery, RoomClaim, RoomClaimResponse, RoomListItem, RoomListQuery, RoomNextResponse, RoomTakeOverResponse } from '@manabiya/domain/contracts/rooms';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { ROOM_CLAIM_MINUTES } from '@manabiya/domain/enums/rooms';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import { announce, lockOrNotFound, moveOf, presentContextOf, ROOM_NOT_FOUND, scopeOf, staffViewer, type RoomDeps } from './room-context.ts';
import { presentRoomItem, type RoomViewer } from './rooms.presenter.ts';
import * as repo from './rooms.repository.ts';

/*
 * The rooms service's queue and claims: the lists of each audience (the staff's review queue first
 * of all) and "I am reviewing this" — taking, taking over and letting go of a room (decisions 035, 038).
 */

const MINUTE_MS = 60_000;

function listFor(deps: RoomDeps, viewer: RoomViewer, filters: repo.RoomFilters, order: repo.RoomOrder, query: RoomListQuery): Promise<ListResponse<RoomListItem>> {
  const context = presentContextOf(deps, viewer);
  return readPage(query, repo.listRooms(deps.db, scopeOf(viewer), filters, order, context.now), (rows) => rows.map((row) => presentRoomItem(row, context)));
}

/** The student's rooms, latest activity first, with their unread counts. */
export function listOwn(deps: RoomDeps, studentId: number, query: RoomListQuery): Promise<ListResponse<RoomListItem>> {
  return listFor(deps, { kind: 'student', studentId }, { status: query.status, q: query.q }, 'latest_activity', query);
}

/** The rooms of a company's students, latest activity first (read-only). */
export function listForCompany(deps: RoomDeps, companyId: number, query: RoomListQuery): Promise<ListResponse<RoomListItem>> {
  return listFor(deps, { kind: 'company', companyId }, { status: query.status, q: query.q }, 'latest_activity', query);
}

/** The review queue: by default the rooms waiting on a teacher, oldest waiting first. */
export function list(deps: RoomDeps, caller: StaffCaller, query: AdminRoomListQuery): Promise<ListResponse<RoomListItem>> {
  const { status, check_status, waiting_on, company_id, course_id, curriculum_id, teacher_id, claimed_by, q, sort, order } = query;
  const filters = { status, check_status, waiting_on, company_id, course_id, curriculum_id, teacher_id, claimed_by, q };
  return listFor(deps, staffViewer(caller), filters, { by: sort, order }, query);
}

/**
 * 「次のルームへ」 (decision 045): after room `id`, the first room of the queue as it stands now with
 * the queue's filters and order — waiting on a teacher, not this room, not held by someone else
 * (unless the filters ask for a holder) — and how many such rooms wait. 404 when the room is gone.
 */
export async function next(deps: RoomDeps, caller: StaffCaller, id: number, query: AdminRoomNextQuery): Promise<RoomNextResponse> {
  const { status, check_status, company_id, course_id, curriculum_id, teacher_id, claimed_by, q, sort, order } = query;
  const filters = { status, check_status, company_id, course_id, curriculum_id, teacher_id, claimed_by, q };
  const context = presentContextOf(deps, staffViewer(caller));
  if (!(await repo.roomExists(deps.db, id))) throw notFound(ROOM_NOT_FOUND);
  const found = await repo.nextWaitingRoom(deps.db, filters, { by: sort, order }, id, caller.id, context.now);
  return { room: found.row ? presentRoomItem(found.row, context) : null, remaining: found.remaining };
}

const isLiveClaim = (room: { claimed_by_staff_id: number | null; claim_expires_at: Date | null }, at: Date) =>
  room.claimed_by_staff_id !== null && room.claim_expires_at !== null && room.claim_expires_at > at;

function claimOf(staffId: number, staffName: string, expiresAt: Date, caller: StaffCaller): RoomClaim {
  return { staff_id: staffId, staff_name: staffName, expires_at: expiresAt.toISOString(), mine: staffId === caller.id };
}

/** Who holds the locked room's claim and until when, on the clock of the display time zone. */
async function claimHeldBy(deps: RoomDeps, tx: Db, room: repo.LockedRoom): Promise<{ name: string; until: string }> {
  const clock = new Intl.DateTimeFormat('ja-JP', { timeZone: deps.config.DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { name: (await repo.staffNameOf(tx, room.claimed_by_staff_id!)) ?? '別の講師', until: clock.format(room.claim_expires_at!) };
}

/** Whose live claim holds the locked room, as the caller sees it (the domain's rule decides what follows from it). */
export async function holderOf(deps: RoomDeps, tx: Db, room: repo.LockedRoom, caller: StaffCaller, at: Date): Promise<ClaimHolder> {
  if (!isLiveClaim(room, at)) return { kind: 'nobody' };
  if (room.claimed_by_staff_id === caller.id) return { kind: 'me' };
  return { kind: 'other', ...(await claimHeldBy(deps, tx, room)) };
}

/**
 * Takes the room for ROOM_CLAIM_MINUTES, or renews one's own claim, while the room waits on a
 * teacher (else a 409 with the machine's reason); a live claim of someone else is a 409 naming them.
 */
export async function claim(deps: RoomDeps, caller: StaffCaller, id: number): Promise<RoomClaimResponse> {
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + ROOM_CLAIM_MINUTES * MINUTE_MS);
  const studentId = await deps.db.transaction(async (tx) => {
    const room = await lockOrNotFound(tx, id);
    await moveOf(room, { kind: 'claim' });
    if (isLiveClaim(room, at) && room.claimed_by_staff_id !== caller.id) {
      const holder = await claimHeldBy(deps, tx, room);
      throw conflict(`${holder.name} さんがこのルームをレビュー中です（${holder.until} まで）。`);
    }
    await repo.updateRoom(tx, id, { claimed_by_staff_id: caller.id, claim_expires_at: expiresAt });
    return room.student_id;
  });
  await announce(deps, { roomId: id, studentId });
  return { room_id: id, claim: claimOf(caller.id, (await repo.staffNameOf(deps.db, caller.id)) ?? '', expiresAt, caller) };
}

/**
 * Takes over the live claim of `holderId` (the holder the caller's confirmation named) for
 * ROOM_CLAIM_MINUTES: the caller may then reply and judge. 409 when the room is held by someone
 * else by now (two take-overs at once: one wins), by nobody, or already by the caller. Recorded in
 * the audit trail; every staff page showing the room hears of it live, the holder's page says who
 * took it.
 */
export async function takeOver(deps: RoomDeps, caller: StaffCaller, id: number, holderId: number): Promise<RoomTakeOverResponse> {
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + ROOM_CLAIM_MINUTES * MINUTE_MS);
  const { studentId, holderName } = await deps.db.transaction(async (tx) => {
    const room = await lockOrNotFound(tx, id);
    const holder = await holderOf(deps, tx, room, caller, at);
    if (holder.kind === 'nobody') throw conflict(CLAIM_REFUSAL.nothingToTakeOver);
    if (holder.kind === 'me') throw conflict(CLAIM_REFUSAL.alreadyMine);
    if (room.claimed_by_staff_id !== holderId) throw conflict(CLAIM_REFUSAL.holderChanged(holder.name, holder.until));
    await repo.updateRoom(tx, id, { claimed_by_staff_id: caller.id, claim_expires_at: expiresAt });
    await deps.audit.record(tx, {
      staffId: caller.id,
      entityType: 'room',
      entityId: id,
      before: { claimed_by_staff_id: holderId, claim_expires_at: room.claim_expires_at },
      after: { claimed_by_staff_id: caller.id, claim_expires_at: expiresAt },
    });
    return { studentId: room.student_id, holderName: holder.name };
  });
  await announce(deps, { roomId: id, studentId });
  const held = claimOf(caller.id, (await repo.staffNameOf(deps.db, caller.id)) ?? '', expiresAt, caller);
  return { room_id: id, claim: held, taken_from: { id: holderId, name: holderName } };
}

/** Lets go of one's own claim (nothing to do when there is none or it expired); someone else's live claim is a 409 naming them. */
export async function unclaim(deps: RoomDeps, caller: StaffCaller, id: number): Promise<RoomClaimResponse> {
  const at = deps.now();
  const studentId = await deps.db.transaction(async (tx) => {
    const room = await lockOrNotFound(tx, id);
    if (isLiveClaim(room, at) && room.claimed_by_staff_id !== caller.id) {
      const holder = await claimHeldBy(deps, tx, room);
      throw conflict(`このルームは ${holder.name} さんがレビュー中です（${holder.until} まで）。解除できるのは本人だけです。`);
    }
    if (room.claimed_by_staff_id === null) return undefined;
    await repo.updateRoom(tx, id, { claimed_by_staff_id: null, claim_expires_at: null });
    return room.student_id;
  });
  if (studentId !== undefined) await announce(deps, { roomId: id, studentId });
  return { room_id: id, claim: null };
}
