import { waitingOnOf } from '@manabiya/domain/contracts/room-machine';
import type { RoomStatus, WaitingOn } from '@manabiya/domain/enums/rooms';
import type { RoomDeps } from './room-context.ts';
import { stateOf } from './rooms.presenter.ts';
import * as repo from './room-standing.repository.ts';

/** A student's room as another feature reads it: its step, its status, and who it waits on since when (decision 035). */
export interface StudentRoomState {
  roomId: number;
  stepId: number;
  stepTitle: string;
  status: RoomStatus;
  /** A question of the student that no teacher has answered yet. */
  questionOpen: boolean;
  /** The teacher while a submission or a question waits on them, otherwise the student (the machine's `waitingOnOf`). */
  waitingOn: WaitingOn;
  /** Since when the room waits on that side: the submission, the question, the judgement. */
  waitingSince: Date;
}

/**
 * Every room of a student, oldest wait first, for the learning feature's reasons why a student is
 * where they are (decision 043): which submission waits on a teacher, which was judged NG.
 */
export async function roomsOfStudent(deps: RoomDeps, studentId: number): Promise<StudentRoomState[]> {
  const rows = await repo.roomsOfStudent(deps.db, studentId);
  return rows.map((row) => ({
    roomId: row.id,
    stepId: row.step_id,
    stepTitle: row.step_title,
    status: row.status,
    questionOpen: row.question_open,
    waitingOn: waitingOnOf(stateOf(row)),
    waitingSince: row.waiting_since,
  }));
}
