import { nextRoomState, waitingOnOf, type RoomAction, type RoomState } from '@manabiya/domain/contracts/room-machine';
import { ROOM_CHECK_STATUS } from '@manabiya/domain/enums/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ProgressService } from '../learning/progress.service.ts';
import type { PushPayload, WebPushService } from '../webpush/webpush.service.ts';
import type { RoomFiles } from './room-files.ts';
import { stateOf, type PresentContext, type RoomViewer } from './rooms.presenter.ts';
import * as repo from './rooms.repository.ts';

/*
 * What every method of the rooms service works with (rooms.service.ts binds them to it), and the
 * steps they share: who reads, the locked room, the machine's move, the announcement after a commit.
 */

export const ROOM_NOT_FOUND = 'お探しのルームは見つかりませんでした。';

export interface RoomServiceDeps {
  db: Db;
  config: Pick<Config, 'DISPLAY_TIME_ZONE' | 'REVIEW_TARGET_HOURS' | 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;
  realtime: Realtime;
  mailer: Pick<Mailer, 'enqueue'>;
  logger: FastifyBaseLogger;
  files: RoomFiles;
  /** The progress service: an OK completes the step, a redo reopens it, in the judgement's transaction. */
  progress: Pick<ProgressService, 'completeStep' | 'reopenStep' | 'planOf'>;
  /** The student hears of a reply or a judgement on their devices. */
  webPush: Pick<WebPushService, 'sendToStudents'>;
  /** A take-over of someone else's claim is recorded in the audit trail, in its transaction. */
  audit: Pick<AuditService, 'record'>;
  /** The clock (tests inject their own). */
  now?: () => Date;
}

/** The service's dependencies with its clock set and the address links in mails point to. */
export interface RoomDeps extends RoomServiceDeps {
  now: () => Date;
  publicUrl: string;
}

export function roomDepsOf(deps: RoomServiceDeps): RoomDeps {
  return { ...deps, now: deps.now ?? (() => new Date()), publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}` };
}

/** A change the student is told of once it is committed (mail is in the outbox already; push and live events follow). */
export interface Committed {
  roomId: number;
  studentId: number;
  push?: PushPayload;
}

export const presentContextOf = (deps: RoomDeps, viewer: RoomViewer): PresentContext => ({
  viewer,
  now: deps.now(),
  reviewTargetHours: deps.config.REVIEW_TARGET_HOURS,
  timeZone: deps.config.DISPLAY_TIME_ZONE,
});

export const staffViewer = (caller: StaffCaller): RoomViewer => ({ kind: 'staff', staffId: caller.id, permissions: caller.permissions });

export const scopeOf = (viewer: RoomViewer): repo.RoomScope =>
  viewer.kind === 'student' ? { studentId: viewer.studentId } : viewer.kind === 'company' ? { companyId: viewer.companyId } : 'staff';

/** The room locked for a change (every status change holds this lock); 404 when it is gone or, given a student, not theirs. */
export async function lockOrNotFound(tx: Db, id: number, studentId?: number): Promise<repo.LockedRoom> {
  const room = await repo.lockRoom(tx, id);
  if (!room || (studentId !== undefined && room.student_id !== studentId)) throw notFound(ROOM_NOT_FOUND);
  return room;
}

/** The machine's move for the locked room, or 409 with its refusal (`explain` may say more, such as who judged first). */
export async function moveOf(room: repo.LockedRoom, action: RoomAction, explain?: (refusal: string) => Promise<string>): Promise<RoomState> {
  const move = nextRoomState(stateOf(room), action);
  if (!move.ok) throw conflict(explain ? await explain(move.message) : move.message);
  return move.state;
}

/** The room's columns after a move: its state, waiting_since when the side it waits on changed, the staff's unread count once checked. */
export function stateChange(room: repo.LockedRoom, next: RoomState, at: Date): repo.RoomChange {
  const sideChanged = waitingOnOf(stateOf(room)) !== waitingOnOf(next);
  return {
    status: next.status,
    question_open: next.questionOpen,
    check_status: next.checkStatus,
    ...(sideChanged ? { waiting_since: at } : {}),
    ...(next.checkStatus === ROOM_CHECK_STATUS.checked ? { staff_unread_count: 0 } : {}),
  };
}

/** Tells every open page that may show the room that it changed (the student only, for a change only they see). */
export async function announce(deps: RoomDeps, change: Committed, onlyStudent = false): Promise<void> {
  try {
    const audience = onlyStudent ? { studentIds: [change.studentId] } : { ...(await repo.audienceOf(deps.db, change.studentId)), staffSection: 'room' as const };
    await deps.realtime.publish(audience, { type: 'room.changed', id: change.roomId });
  } catch (error) {
    deps.logger.error({ err: error, roomId: change.roomId }, 'realtime publish of a room failed');
  }
}

/** After the commit: live events to everyone who may see the room, then web push to the student (retried and logged by the push service). */
export async function afterCommit(deps: RoomDeps, change: Committed): Promise<void> {
  await announce(deps, change);
  if (change.push) {
    void deps.webPush
      .sendToStudents([change.studentId], change.push)
      .catch((error: unknown) => deps.logger.error({ err: error, roomId: change.roomId }, 'web push of a room failed'));
  }
}
