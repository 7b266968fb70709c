import type { MessageType, TeacherActionType } from '@manabiya/domain/enums/rooms';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { steps } from '../../db/schema/courses.ts';
import { roomFiles, roomMessageMarks, roomMessages, rooms } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.ts';
import type { RoomChange } from './rooms.repository.ts';

/* A room's thread: its messages (written, paged, edited, marked), their attachments, and whom a message notifies. */

export interface MessageValues {
  room_id: number;
  message_type: MessageType;
  body: string;
  student_id?: number | null;
  staff_id?: number | null;
  verdict?: number | null;
  created_at?: Date;
}

export async function insertMessage(tx: Db, values: MessageValues): Promise<{ id: number; created_at: Date }> {
  const [row] = await tx.insert(roomMessages).values(values).returning({ id: roomMessages.id, created_at: roomMessages.created_at });
  return row!;
}

export interface FileValues {
  kind: number;
  original_name: string;
  stored_name: string;
  size_bytes: number;
  content_type: string;
}

export async function insertFiles(tx: Db, messageId: number, files: readonly FileValues[]): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(roomFiles).values(files.map((file) => ({ ...file, message_id: messageId })));
}

/** The room's counters and last message after a new message (in the transaction that wrote it); a student's counts as unread for staff. */
export const afterMessage = (message: { id: number; created_at: Date }, byStudent: boolean): RoomChange => ({
  last_message_id: message.id,
  last_message_at: message.created_at,
  message_count: sql`${rooms.message_count} + 1`,
  ...(byStudent ? { staff_unread_count: sql`${rooms.staff_unread_count} + 1` } : {}),
});

/** Marks the room changed now (an edit of one of its messages). */
export async function touchRoom(tx: Db, id: number): Promise<void> {
  await tx.update(rooms).set({ updated_at: sql`now()` }).where(eq(rooms.id, id));
}

function selectMessages(db: Db) {
  return db
    .select({
      id: roomMessages.id,
      message_type: roomMessages.message_type,
      body: roomMessages.body,
      student_id: roomMessages.student_id,
      staff_id: roomMessages.staff_id,
      verdict: roomMessages.verdict,
      created_at: roomMessages.created_at,
      edited_at: roomMessages.edited_at,
      student_name: students.name,
      student_icon: students.profile_icon_path,
      staff_name: staff.name,
      staff_icon: staff.profile_icon_path,
      mark: roomMessageMarks.action_type,
    })
    .from(roomMessages)
    .leftJoin(students, eq(students.id, roomMessages.student_id))
    .leftJoin(staff, eq(staff.id, roomMessages.staff_id))
    .leftJoin(roomMessageMarks, eq(roomMessageMarks.message_id, roomMessages.id))
    .$dynamic();
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

/**
 * A page of a thread, oldest first: the latest `limit` messages, or those just before `before`; with
 * how many come earlier still. Both read the (room_id, id) index from the page's end, so a page of a
 * 1,000-message thread costs what a page of a short one does.
 */
export async function messagesOf(db: Db, roomId: number, page: { limit: number; before?: number }): Promise<{ messages: MessageRow[]; earlier: number }> {
  const newestFirst = await selectMessages(db)
    .where(and(eq(roomMessages.room_id, roomId), page.before === undefined ? undefined : sql`${roomMessages.id} < ${page.before}`))
    .orderBy(desc(roomMessages.id))
    .limit(page.limit);
  const messages = newestFirst.reverse();
  const first = messages[0];
  if (!first || messages.length < page.limit) return { messages, earlier: 0 };
  const [row] = await db
    .select({ earlier: count() })
    .from(roomMessages)
    .where(and(eq(roomMessages.room_id, roomId), sql`${roomMessages.id} < ${first.id}`));
  return { messages, earlier: row?.earlier ?? 0 };
}

export async function messageOf(db: Db, id: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(roomMessages.id, id)).limit(1);
  return row;
}

const fileColumns = { id: roomFiles.id, message_id: roomFiles.message_id, kind: roomFiles.kind, name: roomFiles.original_name, size: roomFiles.size_bytes };

/** The attachments of these messages, in upload order. */
export function filesOfMessages(db: Db, messageIds: readonly number[]) {
  return db
    .select(fileColumns)
    .from(roomFiles)
    .where(inArray(roomFiles.message_id, messageIds.length > 0 ? [...messageIds] : [0]))
    .orderBy(asc(roomFiles.id));
}

export type FileRow = Awaited<ReturnType<typeof filesOfMessages>>[number];

export function filesOfMessage(db: Db, messageId: number): Promise<FileRow[]> {
  return db.select(fileColumns).from(roomFiles).where(eq(roomFiles.message_id, messageId)).orderBy(asc(roomFiles.id));
}

/** Joins a message's room and the room's student: whose thread it is, and their company (who may read or change it). */
function joinRoomOwner<T extends PgSelect>(query: T) {
  return query.innerJoin(rooms, eq(rooms.id, roomMessages.room_id)).innerJoin(students, eq(students.id, rooms.student_id));
}

const roomOwnerColumns = { room_student_id: rooms.student_id, company_id: students.company_id };

/** A message with its room's owner and company. */
export async function findMessage(db: Db, id: number) {
  const [row] = await joinRoomOwner(
    db
      .select({
        id: roomMessages.id,
        room_id: roomMessages.room_id,
        message_type: roomMessages.message_type,
        student_id: roomMessages.student_id,
        staff_id: roomMessages.staff_id,
        created_at: roomMessages.created_at,
        ...roomOwnerColumns,
      })
      .from(roomMessages)
      .$dynamic(),
  )
    .where(eq(roomMessages.id, id))
    .limit(1);
  return row;
}

export async function updateMessageBody(tx: Db, id: number, body: string, at: Date): Promise<void> {
  await tx.update(roomMessages).set({ body, edited_at: at }).where(eq(roomMessages.id, id));
}

/** The newest judgement or redo request of a room, with who wrote it. */
export async function latestDecision(db: Db, roomId: number) {
  const [row] = await db
    .select({ verdict: roomMessages.verdict, staff_name: staff.name, created_at: roomMessages.created_at })
    .from(roomMessages)
    .leftJoin(staff, eq(staff.id, roomMessages.staff_id))
    .where(and(eq(roomMessages.room_id, roomId), isNotNull(roomMessages.verdict)))
    .orderBy(desc(roomMessages.id))
    .limit(1);
  return row;
}

/** Marks the room's messages up to the newest as seen by its student; false when nothing was unseen. */
export async function markStudentRead(db: Db, roomId: number, studentId: number): Promise<boolean> {
  const rows = await db
    .update(rooms)
    .set({ student_read_message_id: rooms.last_message_id, updated_at: rooms.updated_at })
    .where(and(eq(rooms.id, roomId), eq(rooms.student_id, studentId), sql`${rooms.student_read_message_id} is distinct from ${rooms.last_message_id}`))
    .returning({ id: rooms.id });
  return rows.length > 0;
}

export async function setMark(db: Db, messageId: number, studentId: number, actionType: TeacherActionType | null): Promise<void> {
  if (actionType === null) {
    await db.delete(roomMessageMarks).where(eq(roomMessageMarks.message_id, messageId));
    return;
  }
  await db
    .insert(roomMessageMarks)
    .values({ message_id: messageId, student_id: studentId, action_type: actionType })
    .onConflictDoUpdate({ target: roomMessageMarks.message_id, set: { action_type: actionType, updated_at: sql`now()` } });
}

/** A stored attachment with its room's owner and company. */
export async function findFile(db: Db, id: number) {
  const [row] = await joinRoomOwner(
    db
      .select({
        id: roomFiles.id,
        kind: roomFiles.kind,
        original_name: roomFiles.original_name,
        stored_name: roomFiles.stored_name,
        content_type: roomFiles.content_type,
        created_at: roomFiles.created_at,
        ...roomOwnerColumns,
      })
      .from(roomFiles)
      .innerJoin(roomMessages, eq(roomMessages.id, roomFiles.message_id))
      .$dynamic(),
  )
    .where(eq(roomFiles.id, id))
    .limit(1);
  return row;
}

/** The student a notification of their room goes to (inactive students get none). */
export async function studentContactOf(db: Db, studentId: number) {
  const [row] = await db
    .select({ email: students.email, name: students.name, active: students.active })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}

export async function stepTitleOf(db: Db, stepId: number): Promise<string> {
  const [row] = await db.select({ title: steps.title }).from(steps).where(eq(steps.id, stepId)).limit(1);
  return row?.title ?? '';
}
