import { asc, eq } from 'drizzle-orm';
import { steps } from '../../db/schema/courses.ts';
import { rooms } from '../../db/schema/rooms.ts';
import type { Db } from '../../platform/db.ts';

/** Every room of a student with its step and the state the machine reads (status, open question, since when it waits on its side). */
export function roomsOfStudent(db: Db, studentId: number) {
  return db
    .select({
      id: rooms.id,
      step_id: rooms.step_id,
      step_title: steps.title,
      status: rooms.status,
      question_open: rooms.question_open,
      check_status: rooms.check_status,
      waiting_since: rooms.waiting_since,
    })
    .from(rooms)
    .innerJoin(steps, eq(steps.id, rooms.step_id))
    .where(eq(rooms.student_id, studentId))
    .orderBy(asc(rooms.waiting_since), asc(rooms.id));
}
