import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_STATUS, type MessageType, type RoomCheckStatus, type RoomStatus, type WaitingOn } from '../enums/rooms.ts';

/*
 * The room's status machine, written once: the server applies it inside the transaction that holds
 * the room's row lock and answers 409 with the refusal's message; the pages offer only the actions
 * it allows. Spec §4 gives the statuses (studying 0, submitted 1, NG 2, OK 3) and leaves the moves
 * open; these are ours (decision 035):
 *
 *   studying 0 ─ submit ─▶ submitted 1 ─ judge OK ─▶ OK 3 ─ redo ─▶ studying 0
 *                               │  ▲
 *                       judge NG│  │submit again
 *                               ▼  │
 *                              NG 2
 *
 * Questions (0) and question responses (2) never change the status; a teacher's assignment response
 * (3) sent as a reply is a comment and does not judge. Who the room waits on is derived: the teacher
 * while a submission waits for its judgement or a question is unanswered, otherwise the student.
 * A claim ("I am reviewing this") changes nothing here and is taken only while the room waits on a
 * teacher; letting go of one's claim is always possible and is no move of the machine. A claim binds
 * the other staff, though (decision 038): while someone else's claim is live, nobody else replies,
 * judges or asks for a redo until they take the room over explicitly (`staffActionsOf`, `claimRefusalOf`).
 */

export interface RoomState {
  status: RoomStatus;
  /** A student's question that no teacher has answered yet. */
  questionOpen: boolean;
  /** Whether teachers have seen the student's latest message. */
  checkStatus: RoomCheckStatus;
}

export type RoomAction =
  | { kind: 'student_message'; messageType: typeof MESSAGE_TYPE.question | typeof MESSAGE_TYPE.assignment }
  | { kind: 'teacher_reply'; messageType: typeof MESSAGE_TYPE.question_response | typeof MESSAGE_TYPE.assignment_response }
  | { kind: 'judge'; verdict: typeof ROOM_STATUS.ok | typeof ROOM_STATUS.ng }
  | { kind: 'redo' }
  /** A teacher opened the thread: the student's latest message is seen. */
  | { kind: 'teacher_seen' }
  /** A teacher takes (or renews) the room for review: only while it waits on a teacher. */
  | { kind: 'claim' };

export type RoomMove = { ok: true; state: RoomState; messageType: MessageType | null } | { ok: false; message: string };

export const ROOM_REFUSAL = {
  alreadySubmitted: '提出済みの課題がレビューを待っています。判定が出るまで次の提出はできません（質問は送れます）。',
  alreadyPassed: 'この課題はすでに合格（OK）です。やり直しが必要な場合は講師からの連絡をお待ちください。',
  nothingToJudge: '判定を待っている提出がありません。画面を更新して最新の状態を確認してください。',
  notPassed: 'やり直しを依頼できるのは合格（OK）の課題だけです。画面を更新して最新の状態を確認してください。',
  nothingToReview: 'このルームは講師の対応を待っていないため、レビュー中にはできません。画面を更新して最新の状態を確認してください。',
} as const;

export const INITIAL_ROOM_STATE: RoomState = { status: ROOM_STATUS.studying, questionOpen: false, checkStatus: ROOM_CHECK_STATUS.checked };

const refuse = (message: string): RoomMove => ({ ok: false, message });
const move = (state: RoomState, messageType: MessageType | null): RoomMove => ({ ok: true, state, messageType });

/** The next state of the room after an action, or the reason it is refused. Pure: the same input always gives the same answer. */
export function nextRoomState(state: RoomState, action: RoomAction): RoomMove {
  switch (action.kind) {
    case 'student_message': {
      const unchecked = { ...state, checkStatus: ROOM_CHECK_STATUS.unchecked };
      if (action.messageType === MESSAGE_TYPE.question) return move({ ...unchecked, questionOpen: true }, MESSAGE_TYPE.question);
      if (state.status === ROOM_STATUS.submitted) return refuse(ROOM_REFUSAL.alreadySubmitted);
      if (state.status === ROOM_STATUS.ok) return refuse(ROOM_REFUSAL.alreadyPassed);
      return move({ ...unchecked, status: ROOM_STATUS.submitted }, MESSAGE_TYPE.assignment);
    }
    case 'teacher_reply': {
      const seen = { ...state, checkStatus: ROOM_CHECK_STATUS.checked };
      // Any teacher response answers the open question; only a judgement changes the status.
      return move({ ...seen, questionOpen: false }, action.messageType);
    }
    case 'judge':
      if (state.status !== ROOM_STATUS.submitted) return refuse(ROOM_REFUSAL.nothingToJudge);
      return move({ status: action.verdict, questionOpen: false, checkStatus: ROOM_CHECK_STATUS.checked }, MESSAGE_TYPE.assignment_response);
    case 'redo':
      if (state.status !== ROOM_STATUS.ok) return refuse(ROOM_REFUSAL.notPassed);
      return move({ ...state, status: ROOM_STATUS.studying, checkStatus: ROOM_CHECK_STATUS.checked }, MESSAGE_TYPE.assignment_response);
    case 'teacher_seen':
      return move({ ...state, checkStatus: ROOM_CHECK_STATUS.checked }, null);
    case 'claim':
      if (waitingOnOf(state) !== 'teacher') return refuse(ROOM_REFUSAL.nothingToReview);
      return move(state, null);
  }
}

/** Who must act next: the teacher while a submission waits for its judgement or a question is unanswered, otherwise the student. */
export function waitingOnOf(state: Pick<RoomState, 'status' | 'questionOpen'>): WaitingOn {
  return state.status === ROOM_STATUS.submitted || state.questionOpen ? 'teacher' : 'student';
}

/** What each side may do now (the pages show only these; the server refuses the rest with the machine's message). */
export function roomActionsOf(state: RoomState) {
  return {
    can_submit: nextRoomState(state, { kind: 'student_message', messageType: MESSAGE_TYPE.assignment }).ok,
    can_judge: nextRoomState(state, { kind: 'judge', verdict: ROOM_STATUS.ok }).ok,
    can_redo: nextRoomState(state, { kind: 'redo' }).ok,
    /** Taking or renewing a claim; letting go of one's own claim is not bound to the state. */
    can_claim: nextRoomState(state, { kind: 'claim' }).ok,
  };
}

/** Whose live claim holds the room, as one staff member sees it (an expired claim is nobody's). */
export type ClaimHolder = { kind: 'nobody' } | { kind: 'me' } | { kind: 'other'; name: string; until: string };

export const CLAIM_REFUSAL = {
  /** A reply, a judgement or a redo while someone else holds the room. */
  heldByOther: (name: string, until: string) =>
    `${name} さんが対応中です（${until} まで）。返信や判定をするには、先に「引き継ぐ」で対応を引き継いでください。`,
  /** A take-over naming a holder who no longer holds the room: someone else took it meanwhile. */
  holderChanged: (name: string, until: string) =>
    `このルームの対応者が変わりました（いまは ${name} さんが対応中です、${until} まで）。画面を更新して確かめてから、もう一度引き継いでください。`,
  /** A take-over when nobody holds the room any more (released, expired, judged). */
  nothingToTakeOver: 'このルームを対応中の人はいないため、引き継ぐ必要はありません。画面を更新して最新の状態を確認してください。',
  /** A take-over of one's own claim (a repeated click). */
  alreadyMine: 'このルームはすでにあなたが対応中です。',
} as const;

/** Why a staff member may not reply, judge or ask for a redo in the room now because of a claim; null when they may. */
export function claimRefusalOf(holder: ClaimHolder): string | null {
  return holder.kind === 'other' ? CLAIM_REFUSAL.heldByOther(holder.name, holder.until) : null;
}

/**
 * What a staff member who may answer rooms may do now: the machine's moves, bound by the claim.
 * Someone else's live claim keeps the room theirs: no reply, judgement or redo, only a take-over
 * (allowed whatever the status: a claim left on a room that now waits on the student still blocks
 * its redo). One's own claim, or none, leaves the machine's moves as they are.
 */
export function staffActionsOf(state: RoomState, holder: ClaimHolder['kind']) {
  const actions = roomActionsOf(state);
  const free = holder !== 'other';
  return {
    can_reply: free,
    can_judge: free && actions.can_judge,
    can_redo: free && actions.can_redo,
    /** Taking or renewing one's own claim (a room held by someone else is taken over instead). */
    can_claim: holder === 'me' || (holder === 'nobody' && actions.can_claim),
    can_take_over: holder === 'other',
  };
}
