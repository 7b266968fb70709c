import { daysBetween, type Enrolment, type Standing } from '@manabiya/domain/contracts/learning';
import { NO_STUDY_DAYS, type StandingReason } from '@manabiya/domain/contracts/progress';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import type { StepRef } from '@manabiya/domain/contracts/learning';
import type { StudentRoomState } from '../rooms/room-standing.service.ts';

/*
 * Why a student is where they are (decision 043), in one place: the progress detail of staff and
 * companies answers these, and both portals word them. The rooms say who each waits on (the rooms
 * feature's `roomsOfStudent`, given to this feature in deps); the plan says the current step; the
 * study ledger says when the student last studied.
 */

/** A student's room as the rooms feature describes it: its step, status, and who it waits on since when. */
export type RoomWait = StudentRoomState;

/** What the rooms feature offers this one: every room of a student, oldest wait first. */
export interface StudentRoomsSource {
  roomsOfStudent(studentId: number): Promise<RoomWait[]>;
}

export interface ReasonInput {
  enrolment: Enrolment;
  standing: Standing | null;
  /** The first public step not done, in course order. */
  currentStep: StepRef | null;
  /** The steps of the student's course (rooms of other steps, left from an earlier course, say nothing about this one). */
  stepIds: ReadonlySet<number>;
  rooms: readonly RoomWait[];
  /** The last day with study time (yyyy-MM-dd) and when that session ended; null when the student never studied. */
  lastStudy: { date: string; endedAt: Date } | null;
  today: string;
}

const reason = (kind: StandingReason['kind'], fields: Partial<Omit<StandingReason, 'kind'>> = {}): StandingReason => ({
  kind,
  since: null,
  days: null,
  step_id: null,
  step_title: null,
  room_id: null,
  ...fields,
});

/**
 * The reasons of a student who is taking the course (taking or overdue) and has started it:
 * rooms waiting on a teacher (a submission: waiting_review; a question: waiting_answer), rooms
 * judged NG (resubmission), the current step an assignment with nothing submitted (not_submitted),
 * and NO_STUDY_DAYS or more days without study time (no_study). Graduated, retired, finished and
 * not yet started students have none.
 */
export function reasonsOf({ enrolment, standing, currentStep, stepIds, rooms, lastStudy, today }: ReasonInput): StandingReason[] {
  if (enrolment.state !== 'taking' && enrolment.state !== 'overdue') return [];
  if (!standing || standing.status === 'finished' || standing.status === 'not_started') return [];
  const reasons: StandingReason[] = [];
  const own = rooms.filter((room) => stepIds.has(room.stepId));
  for (const room of own) {
    const about = { since: room.waitingSince.toISOString(), step_id: room.stepId, step_title: room.stepTitle, room_id: room.roomId };
    if (room.status === ROOM_STATUS.submitted) reasons.push(reason('waiting_review', about));
    else if (room.questionOpen) reasons.push(reason('waiting_answer', about));
    if (room.status === ROOM_STATUS.ng && !room.questionOpen) reasons.push(reason('resubmission', about));
  }
  if (currentStep?.step_type === STEP_TYPE.assignment) {
    const room = own.find((candidate) => candidate.stepId === currentStep.id);
    const submitted = room !== undefined && (room.status === ROOM_STATUS.submitted || room.status === ROOM_STATUS.ng);
    if (!submitted) reasons.push(reason('not_submitted', { step_id: currentStep.id, step_title: currentStep.title, room_id: room?.roomId ?? null }));
  }
  const from = lastStudy?.date ?? (standing.start_date === null ? null : standing.start_date);
  if (from !== null) {
    // Days after the last study day up to today; never studied: every day since the start, the start included.
    const days = lastStudy ? daysBetween(lastStudy.date, today) : daysBetween(from, today) + 1;
    if (days >= NO_STUDY_DAYS) reasons.push(reason('no_study', { days, since: lastStudy?.endedAt.toISOString() ?? null }));
  }
  return reasons;
}
