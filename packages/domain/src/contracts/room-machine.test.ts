import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_CHECK_STATUS_VALUES, ROOM_STATUS, ROOM_STATUS_VALUES, type MessageType, type RoomStatus, type WaitingOn } from '../enums/rooms.ts';
import {
  CLAIM_REFUSAL,
  claimRefusalOf,
  INITIAL_ROOM_STATE,
  nextRoomState,
  ROOM_REFUSAL,
  roomActionsOf,
  staffActionsOf,
  waitingOnOf,
  type RoomAction,
  type RoomState,
} from './room-machine.ts';

/** A small seeded generator (mulberry32), so a failing sequence can be replayed from its seed. */
function randomOf(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Actor = 'student' | 'teacher A' | 'teacher B';
const ACTIONS: ReadonlyArray<{ actor: Actor; action: RoomAction }> = [
  { actor: 'student', action: { kind: 'student_message', messageType: MESSAGE_TYPE.question } },
  { actor: 'student', action: { kind: 'student_message', messageType: MESSAGE_TYPE.assignment } },
  ...(['teacher A', 'teacher B'] as const).flatMap((actor) => [
    { actor, action: { kind: 'teacher_reply', messageType: MESSAGE_TYPE.question_response } } as const,
    { actor, action: { kind: 'teacher_reply', messageType: MESSAGE_TYPE.assignment_response } } as const,
    { actor, action: { kind: 'judge', verdict: ROOM_STATUS.ok } } as const,
    { actor, action: { kind: 'judge', verdict: ROOM_STATUS.ng } } as const,
    { actor, action: { kind: 'redo' } } as const,
    { actor, action: { kind: 'teacher_seen' } } as const,
    { actor, action: { kind: 'claim' } } as const,
  ]),
];

/** The only status changes the machine may make, as "from→to by action kind". */
const ALLOWED_CHANGES = new Set(['0→1 student_message', '2→1 student_message', '1→2 judge', '1→3 judge', '3→0 redo']);

/*
 * Decision 035 written out by hand, apart from the machine's code: for each action, the status it
 * leads to from studying 0, submitted 1, NG 2 and OK 3 (or the refusal), what becomes of an open
 * question and of the check status, and the type of the message it writes.
 */
type Refusal = keyof typeof ROOM_REFUSAL;
interface ExpectedMove {
  name: string;
  action: RoomAction;
  to: readonly [RoomStatus | Refusal, RoomStatus | Refusal, RoomStatus | Refusal, RoomStatus | Refusal];
  question: 'opened' | 'answered' | 'kept';
  check: 'unchecked' | 'checked';
  messageType: MessageType | null;
}
const S = ROOM_STATUS;
const EXPECTED_MOVES: readonly ExpectedMove[] = [
  { name: 'the student asks', action: { kind: 'student_message', messageType: MESSAGE_TYPE.question }, to: [S.studying, S.submitted, S.ng, S.ok], question: 'opened', check: 'unchecked', messageType: MESSAGE_TYPE.question },
  { name: 'the student submits', action: { kind: 'student_message', messageType: MESSAGE_TYPE.assignment }, to: [S.submitted, 'alreadySubmitted', S.submitted, 'alreadyPassed'], question: 'kept', check: 'unchecked', messageType: MESSAGE_TYPE.assignment },
  { name: 'a teacher answers', action: { kind: 'teacher_reply', messageType: MESSAGE_TYPE.question_response }, to: [S.studying, S.submitted, S.ng, S.ok], question: 'answered', check: 'checked', messageType: MESSAGE_TYPE.question_response },
  { name: 'a teacher comments', action: { kind: 'teacher_reply', messageType: MESSAGE_TYPE.assignment_response }, to: [S.studying, S.submitted, S.ng, S.ok], question: 'answered', check: 'checked', messageType: MESSAGE_TYPE.assignment_response },
  { name: 'a teacher judges OK', action: { kind: 'judge', verdict: S.ok }, to: ['nothingToJudge', S.ok, 'nothingToJudge', 'nothingToJudge'], question: 'answered', check: 'checked', messageType: MESSAGE_TYPE.assignment_response },
  { name: 'a teacher judges NG', action: { kind: 'judge', verdict: S.ng }, to: ['nothingToJudge', S.ng, 'nothingToJudge', 'nothingToJudge'], question: 'answered', check: 'checked', messageType: MESSAGE_TYPE.assignment_response },
  { name: 'a teacher asks for a redo', action: { kind: 'redo' }, to: ['notPassed', 'notPassed', 'notPassed', S.studying], question: 'kept', check: 'checked', messageType: MESSAGE_TYPE.assignment_response },
  { name: 'a teacher sees the thread', action: { kind: 'teacher_seen' }, to: [S.studying, S.submitted, S.ng, S.ok], question: 'kept', check: 'checked', messageType: null },
];

/** Who the room waits on, by status, without and with an unanswered question (decision 035, by hand). */
const WAITS_ON: Record<RoomStatus, readonly [withoutQuestion: WaitingOn, withQuestion: WaitingOn]> = {
  [S.studying]: ['student', 'teacher'],
  [S.submitted]: ['teacher', 'teacher'],
  [S.ng]: ['student', 'teacher'],
  [S.ok]: ['student', 'teacher'],
};

/** Every state a room can be in: 4 statuses × an open question or none × checked or not. */
const EVERY_STATE: RoomState[] = ROOM_STATUS_VALUES.flatMap((status) =>
  [false, true].flatMap((questionOpen) => ROOM_CHECK_STATUS_VALUES.map((checkStatus) => ({ status, questionOpen, checkStatus }))),
);

describe('room status machine', () => {
  it('moves from every state exactly as decision 035 tabulates, and waits on whom it says', () => {
    for (const state of EVERY_STATE) {
      const where = JSON.stringify(state);
      for (const expected of EXPECTED_MOVES) {
        const to = expected.to[state.status];
        const result = nextRoomState(state, expected.action);
        if (typeof to === 'string') {
          expect(result, `${expected.name} from ${where}`).toEqual({ ok: false, message: ROOM_REFUSAL[to] });
          continue;
        }
        const questionOpen = expected.question === 'opened' ? true : expected.question === 'answered' ? false : state.questionOpen;
        const checkStatus = ROOM_CHECK_STATUS[expected.check];
        expect(result, `${expected.name} from ${where}`).toEqual({ ok: true, state: { status: to, questionOpen, checkStatus }, messageType: expected.messageType });
      }
      const waitsOn = WAITS_ON[state.status][state.questionOpen ? 1 : 0];
      expect(waitingOnOf(state), where).toBe(waitsOn);
      // A claim is taken only while the room waits on a teacher, and changes nothing of the room.
      expect(nextRoomState(state, { kind: 'claim' }), where).toEqual(
        waitsOn === 'teacher' ? { ok: true, state, messageType: null } : { ok: false, message: ROOM_REFUSAL.nothingToReview },
      );
    }
  });

  it('never reaches an illegal state over random sequences of a student and two teachers', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = randomOf(seed);
      let state: RoomState = INITIAL_ROOM_STATE;
      // The model beside the machine: what a correct room must show after each move.
      let submissionsWaiting = 0;
      let questionUnanswered = false;
      let stepCompleted = false;
      let judgementsOfThisSubmission = 0;
      const modelWaitsOnTeacher = () => submissionsWaiting === 1 || questionUnanswered;
      const trail: string[] = [];
      for (let turn = 0; turn < 60; turn++) {
        const { actor, action } = ACTIONS[Math.floor(random() * ACTIONS.length)]!;
        const before = state;
        const result = nextRoomState(state, action);
        trail.push(`${actor} ${JSON.stringify(action)} → ${result.ok ? JSON.stringify(result.state) : 'refused'}`);
        const where = `seed ${seed}:\n${trail.join('\n')}`;
        // A claim is taken exactly while the model says a teacher is awaited, and changes nothing of the room.
        if (action.kind === 'claim') {
          expect(result.ok, where).toBe(modelWaitsOnTeacher());
          if (result.ok) expect(result.state, where).toEqual(before);
          expect(roomActionsOf(before).can_claim, where).toBe(modelWaitsOnTeacher());
        }
        if (!result.ok) {
          expect(result.message, where).toMatch(/\S/);
          continue;
        }
        state = result.state;
        const change = `${before.status}→${state.status} ${action.kind}`;
        if (before.status !== state.status) expect(ALLOWED_CHANGES.has(change), `${change}\n${where}`).toBe(true);
        expect(ROOM_STATUS_VALUES, where).toContain(state.status);
        if (action.kind === 'student_message' && action.messageType === MESSAGE_TYPE.assignment) {
          submissionsWaiting += 1;
          judgementsOfThisSubmission = 0;
        }
        if (action.kind === 'judge') {
          submissionsWaiting -= 1;
          judgementsOfThisSubmission += 1;
          stepCompleted = state.status === ROOM_STATUS.ok;
        }
        if (action.kind === 'redo') stepCompleted = false;
        if (action.kind === 'student_message' && action.messageType === MESSAGE_TYPE.question) questionUnanswered = true;
        if (action.kind === 'teacher_reply' || action.kind === 'judge') questionUnanswered = false;
        // No double submission, no submission judged twice (two teachers at once: one wins).
        expect(submissionsWaiting, where).toBeGreaterThanOrEqual(0);
        expect(submissionsWaiting, where).toBeLessThanOrEqual(1);
        expect(judgementsOfThisSubmission, where).toBeLessThanOrEqual(1);
        expect(state.status === ROOM_STATUS.submitted, where).toBe(submissionsWaiting === 1);
        // The step is completed exactly while the room is OK.
        expect(stepCompleted, where).toBe(state.status === ROOM_STATUS.ok);
        // A student's message is unseen until a teacher sees or answers it; questions never move the status.
        if (action.kind === 'student_message') expect(state.checkStatus, where).toBe(ROOM_CHECK_STATUS.unchecked);
        if (action.kind !== 'student_message' && action.kind !== 'claim') expect(state.checkStatus, where).toBe(ROOM_CHECK_STATUS.checked);
        if (action.kind === 'teacher_reply' || (action.kind === 'student_message' && action.messageType === MESSAGE_TYPE.question)) expect(state.status, where).toBe(before.status);
        // Who is awaited follows what happened: a submission not judged yet, or a question not answered yet.
        expect(state.questionOpen, where).toBe(questionUnanswered);
        expect(waitingOnOf(state), where).toBe(modelWaitsOnTeacher() ? 'teacher' : 'student');
      }
    }
    // 18,000 moves, each checked with its whole trail: a few seconds alone, more on a busy CI machine.
  }, 30_000);

  it('explains each refusal', () => {
    const at = (status: RoomStatus): RoomState => ({ ...INITIAL_ROOM_STATE, status });
    const submit: RoomAction = { kind: 'student_message', messageType: MESSAGE_TYPE.assignment };
    expect(nextRoomState(at(ROOM_STATUS.submitted), submit)).toEqual({ ok: false, message: ROOM_REFUSAL.alreadySubmitted });
    expect(nextRoomState(at(ROOM_STATUS.ok), submit)).toEqual({ ok: false, message: ROOM_REFUSAL.alreadyPassed });
    for (const status of [ROOM_STATUS.studying, ROOM_STATUS.ng, ROOM_STATUS.ok]) {
      expect(nextRoomState(at(status), { kind: 'judge', verdict: ROOM_STATUS.ok })).toEqual({ ok: false, message: ROOM_REFUSAL.nothingToJudge });
    }
    for (const status of [ROOM_STATUS.studying, ROOM_STATUS.submitted, ROOM_STATUS.ng]) {
      expect(nextRoomState(at(status), { kind: 'redo' })).toEqual({ ok: false, message: ROOM_REFUSAL.notPassed });
    }
  });

  it('keeps a room waiting on the teacher after the student adds a question to a submission', () => {
    const submitted = nextRoomState(INITIAL_ROOM_STATE, { kind: 'student_message', messageType: MESSAGE_TYPE.assignment });
    if (!submitted.ok) throw new Error(submitted.message);
    const answered = nextRoomState(submitted.state, { kind: 'teacher_reply', messageType: MESSAGE_TYPE.question_response });
    if (!answered.ok) throw new Error(answered.message);
    // Answering a question is not a judgement: the submission still waits.
    expect(waitingOnOf(answered.state)).toBe('teacher');
    expect(roomActionsOf(answered.state)).toEqual({ can_submit: false, can_judge: true, can_redo: false, can_claim: true });
  });

  it('offers a claim only while the room waits on a teacher, and says why otherwise', () => {
    const at = (status: RoomStatus, questionOpen = false): RoomState => ({ ...INITIAL_ROOM_STATE, status, questionOpen });
    // Waiting on a teacher: a submission to judge, or a question to answer in any status.
    for (const state of [at(ROOM_STATUS.submitted), at(ROOM_STATUS.studying, true), at(ROOM_STATUS.ng, true), at(ROOM_STATUS.ok, true)]) {
      expect(waitingOnOf(state)).toBe('teacher');
      expect(roomActionsOf(state).can_claim).toBe(true);
      expect(nextRoomState(state, { kind: 'claim' })).toEqual({ ok: true, state, messageType: null });
    }
    // Waiting on the student (studying, NG) or on no one (OK): nothing to review.
    for (const state of [at(ROOM_STATUS.studying), at(ROOM_STATUS.ng), at(ROOM_STATUS.ok)]) {
      expect(roomActionsOf(state).can_claim).toBe(false);
      expect(nextRoomState(state, { kind: 'claim' })).toEqual({ ok: false, message: ROOM_REFUSAL.nothingToReview });
    }
    // The judgement that ends the review leaves nothing to claim.
    const judged = nextRoomState(at(ROOM_STATUS.submitted), { kind: 'judge', verdict: ROOM_STATUS.ok });
    if (!judged.ok) throw new Error(judged.message);
    expect(roomActionsOf(judged.state)).toEqual({ can_submit: false, can_judge: false, can_redo: true, can_claim: false });
  });

  it("binds staff to someone else's live claim: only a take-over, in every state, and the server's refusal names the holder", () => {
    for (const status of ROOM_STATUS_VALUES) {
      for (const questionOpen of [false, true]) {
        const state: RoomState = { ...INITIAL_ROOM_STATE, status, questionOpen };
        const machine = roomActionsOf(state);
        expect(staffActionsOf(state, 'other')).toEqual({ can_reply: false, can_judge: false, can_redo: false, can_claim: false, can_take_over: true });
        expect(staffActionsOf(state, 'nobody')).toEqual({ can_reply: true, can_judge: machine.can_judge, can_redo: machine.can_redo, can_claim: machine.can_claim, can_take_over: false });
        // One's own claim can always be let go of (or renewed while the room waits on a teacher).
        expect(staffActionsOf(state, 'me')).toEqual({ can_reply: true, can_judge: machine.can_judge, can_redo: machine.can_redo, can_claim: true, can_take_over: false });
      }
    }
    expect(claimRefusalOf({ kind: 'other', name: '講師 花子', until: '10:30' })).toBe(CLAIM_REFUSAL.heldByOther('講師 花子', '10:30'));
    expect(CLAIM_REFUSAL.heldByOther('講師 花子', '10:30')).toContain('講師 花子 さんが対応中です（10:30 まで）');
    expect(claimRefusalOf({ kind: 'me' })).toBeNull();
    expect(claimRefusalOf({ kind: 'nobody' })).toBeNull();
  });
});
