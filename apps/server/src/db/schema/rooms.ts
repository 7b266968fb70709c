/** @owner rooms — rooms, room_messages, room_files, room_message_marks, room_snippets, room_digest_subscriptions */
import { ROOM_STATUS, type MessageType, type RoomCheckStatus, type RoomStatus, type TeacherActionType } from '@manabiya/domain/enums/rooms';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, timestampTz } from './columns.ts';
import { steps } from './courses.ts';
import { staff } from './staff.ts';
import { students } from './students.ts';

/**
 * Waiting on a teacher (the room machine's `waitingOnOf`, decision 035): a submission waits for its
 * judgement, or a question for its answer. Written once, for the partial index of the queue below
 * and for every query that asks it (`waitingOnTeacher`); the status is a literal, not a parameter,
 * so the planner matches the index.
 */
function waitingOnTeacherOf(room: { status: AnyPgColumn; question_open: AnyPgColumn }): SQL {
  return sql`${room.status} = ${sql.raw(String(ROOM_STATUS.submitted))} or ${room.question_open}`;
}

/**
 * A room (spec §1 "submit assignments in rooms"): the conversation of one student about one assignment
 * step. Its status is kept by the room machine (packages/domain/src/contracts/room-machine.ts); the
 * counters and the last message are kept on the row by the statement that writes each message, so the
 * review queue of 50,000 rooms never counts messages (decision 035).
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    student_id: belongsTo(() => students.id),
    step_id: belongsTo(() => steps.id),
    status: smallint('status').$type<RoomStatus>().notNull().default(0),
    check_status: smallint('check_status').$type<RoomCheckStatus>().notNull().default(1),
    /** A student's question no teacher has answered yet (the room then waits on a teacher whatever its status). */
    question_open: boolean('question_open').notNull().default(false),
    /** When the room began waiting on its current side (teacher or student): the queue's order, oldest first. */
    waiting_since: timestampTz('waiting_since').notNull().defaultNow(),
    /** The newest message (no foreign key: messages go only with their room). */
    last_message_id: integer('last_message_id'),
    last_message_at: timestampTz('last_message_at'),
    message_count: integer('message_count').notNull().default(0),
    /** Students' messages since a teacher last saw the thread (the staff's unread count; 0 once checked). */
    staff_unread_count: integer('staff_unread_count').notNull().default(0),
    /** The newest message the student has seen: teachers' messages after it are unread. */
    student_read_message_id: integer('student_read_message_id'),
    /** "I am reviewing this": a staff member's claim, live until claim_expires_at (an expired one is free). */
    claimed_by_staff_id: integer('claimed_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    claim_expires_at: timestampTz('claim_expires_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rooms_student_step_unique').on(t.student_id, t.step_id),
    index('rooms_step_idx').on(t.step_id),
    // The review queue: rooms waiting on a teacher, oldest waiting first, read in index order.
    index('rooms_waiting_on_teacher_idx')
      .on(t.waiting_since, t.id)
      .where(waitingOnTeacherOf(t)),
    // Every room by how long it waits on its side (the queue's "all" and "student" views), and by its last change.
    index('rooms_waiting_since_idx').on(t.waiting_since, t.id),
    index('rooms_updated_idx').on(t.updated_at, t.id),
    check('rooms_status', sql`${t.status} between 0 and 3`),
    check('rooms_check_status', sql`${t.check_status} in (0, 1)`),
    check('rooms_counts', sql`${t.message_count} >= 0 and ${t.staff_unread_count} >= 0`),
    check('rooms_claim', sql`(${t.claimed_by_staff_id} is null) = (${t.claim_expires_at} is null)`),
  ],
);

/** The rooms waiting on a teacher, as a condition of a query over `rooms` (the predicate of rooms_waiting_on_teacher_idx). */
export const waitingOnTeacher: SQL = sql`(${waitingOnTeacherOf(rooms)})`;

/**
 * A message of a room: the student's (question 0, assignment 1) or a staff member's (question
 * response 2, assignment response 3), never deleted. A staff member who wrote in a room cannot be
 * deleted (deactivate instead): the review history keeps its authors.
 */
export const roomMessages = pgTable(
  'room_messages',
  {
    id: serial('id').primaryKey(),
    room_id: belongsTo(() => rooms.id),
    message_type: smallint('message_type').$type<MessageType>().notNull(),
    body: text('body').notNull(),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    staff_id: integer('staff_id').references(() => staff.id, { onDelete: 'restrict' }),
    /** The judgement the message carried (2 NG, 3 OK), 0 for a redo request, null otherwise. */
    verdict: smallint('verdict'),
    created_at: timestampTz('created_at').notNull().defaultNow(),
    edited_at: timestampTz('edited_at'),
  },
  (t) => [
    index('room_messages_room_idx').on(t.room_id, t.id),
    // "Rooms a teacher answered or judged in" (the queue's teacher filter) and the per-teacher figures.
    index('room_messages_staff_idx')
      .on(t.staff_id, t.room_id)
      .where(sql`${t.staff_id} is not null`),
    check('room_messages_type', sql`${t.message_type} between 0 and 3`),
    check(
      'room_messages_author',
      sql`(${t.student_id} is not null and ${t.staff_id} is null and ${t.message_type} in (0, 1)) or (${t.staff_id} is not null and ${t.student_id} is null and ${t.message_type} in (2, 3))`,
    ),
    check('room_messages_verdict', sql`${t.verdict} is null or (${t.verdict} in (0, 2, 3) and ${t.message_type} = 3)`),
  ],
);

/** Files attached to a message: a zip (0) or an image (1), checked by their bytes, under DATA_DIR/files/room/ with a random name. */
export const roomFiles = pgTable(
  'room_files',
  {
    id: serial('id').primaryKey(),
    message_id: belongsTo(() => roomMessages.id),
    kind: smallint('kind').notNull(),
    original_name: text('original_name').notNull(),
    stored_name: text('stored_name').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    content_type: text('content_type').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('room_files_message_idx').on(t.message_id),
    uniqueIndex('room_files_stored_name_unique').on(t.stored_name),
    check('room_files_kind', sql`${t.kind} in (0, 1)`),
    check('room_files_size', sql`${t.size_bytes} >= 0`),
  ],
);

/** A student's mark on a teacher's message (teacher action type of spec §3: good 0, bad 1): one per message, changeable. */
export const roomMessageMarks = pgTable(
  'room_message_marks',
  {
    message_id: integer('message_id')
      .primaryKey()
      .references(() => roomMessages.id, { onDelete: 'cascade' }),
    student_id: belongsTo(() => students.id),
    action_type: smallint('action_type').$type<TeacherActionType>().notNull(),
    updated_at: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('room_message_marks_student_idx').on(t.student_id), check('room_message_marks_action_type', sql`${t.action_type} in (0, 1)`)],
);

/** A staff member's saved feedback snippets (their own only). */
export const roomSnippets = pgTable(
  'room_snippets',
  {
    id: serial('id').primaryKey(),
    staff_id: belongsTo(() => staff.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('room_snippets_staff_idx').on(t.staff_id, t.title)],
);

/** Staff who receive the daily mail of overdue rooms, and the day it was last sent to them (so once a day across instances). */
export const roomDigestSubscriptions = pgTable('room_digest_subscriptions', {
  staff_id: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  last_sent_on: date('last_sent_on', { mode: 'string' }),
  created_at: timestampTz('created_at').notNull().defaultNow(),
});
