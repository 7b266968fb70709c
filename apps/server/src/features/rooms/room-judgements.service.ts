import type { RoomDetail, RoomJudgeBody, RoomRedoBody } from '@manabiya/domain/contracts/rooms';
import { COMPLETION_SOURCE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { afterCommit, staffViewer, type RoomDeps } from './room-context.ts';
import * as messagesRepo from './room-messages.repository.ts';
import { writeStaffMessage } from './room-messages.service.ts';
import { detailFor } from './room-thread.service.ts';
import type * as repo from './rooms.repository.ts';

/*
 * The rooms service's judgements: a submission judged OK or NG, a passed assignment sent back for a
 * redo. Each is an assignment response with its verdict, written with the step's completion (or its
 * reopening) through the progress service in one transaction; of two at once, one wins.
 */

/** The refusal of a judgement or redo with who decided last: the teacher who lost a race is told who won. */
function explainDecided(tx: Db, room: repo.LockedRoom) {
  return async (refusal: string): Promise<string> => {
    const decision = await messagesRepo.latestDecision(tx, room.id);
    if (!decision) return refusal;
    const who = decision.staff_name ?? '別の講師';
    if (decision.verdict === 0) return `${who} さんがすでにやり直しを依頼しました。${refusal}`;
    return `${who} さんがすでに判定しました（${decision.verdict === ROOM_STATUS.ok ? 'OK' : 'NG'}）。${refusal}`;
  };
}

/** Judges the waiting submission NG or OK with feedback; OK completes the step in the same transaction; the claim is let go of. */
export async function judge(deps: RoomDeps, caller: StaffCaller, body: RoomJudgeBody): Promise<RoomDetail> {
  const ok = body.status === ROOM_STATUS.ok;
  const change = await writeStaffMessage(deps, caller, body.room_id, {
    action: { kind: 'judge', verdict: body.status },
    message: { message_type: MESSAGE_TYPE.assignment_response, body: body.body, verdict: body.status },
    notice: ok ? 'ok' : 'ng',
    explain: explainDecided,
    within: async (tx, room) => {
      if (ok) await deps.progress.completeStep(tx, { studentId: room.student_id, stepId: room.step_id, source: COMPLETION_SOURCE.room });
    },
  });
  await afterCommit(deps, change);
  return detailFor(deps, staffViewer(caller), body.room_id);
}

/** Asks the student to redo a passed assignment: the reason is an assignment response with verdict 0, and the step reopens. */
export async function redo(deps: RoomDeps, caller: StaffCaller, body: RoomRedoBody): Promise<RoomDetail> {
  const change = await writeStaffMessage(deps, caller, body.room_id, {
    action: { kind: 'redo' },
    message: { message_type: MESSAGE_TYPE.assignment_response, body: body.reason, verdict: 0 },
    notice: 'redo',
    explain: explainDecided,
    within: async (tx, room) => {
      await deps.progress.reopenStep(tx, { studentId: room.student_id, stepId: room.step_id });
    },
  });
  await afterCommit(deps, change);
  return detailFor(deps, staffViewer(caller), body.room_id);
}
