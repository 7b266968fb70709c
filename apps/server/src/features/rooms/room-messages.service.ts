import { claimRefusalOf, type RoomAction } from '@manabiya/domain/contracts/room-machine';
import type { RoomDetail, RoomMessage, RoomReplyBody, StudentMessageBody } from '@manabiya/domain/contracts/rooms';
import { TEACHER_MESSAGE_TYPES, type TeacherActionType } from '@manabiya/domain/enums/rooms';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { PushPayload } from '../webpush/webpush.service.ts';
import { afterCommit, announce, lockOrNotFound, moveOf, presentContextOf, staffViewer, stateChange, type Committed, type RoomDeps } from './room-context.ts';
import { buildRoomNoticeMail, type RoomNoticeKind } from './room-mail.ts';
import * as messagesRepo from './room-messages.repository.ts';
import { holderOf } from './room-queue.service.ts';
import { detailFor } from './room-thread.service.ts';
import type { RoomUploadedFile } from './room-upload.ts';
import { editRefusalOf, isAuthor, plainExcerpt, presentMessage, type RoomViewer } from './rooms.presenter.ts';
import * as repo from './rooms.repository.ts';

/*
 * The rooms service's messages: a student's question or submission, a teacher's reply, an author's
 * edit, the student's mark on a teacher's message; each written with its files and its move of the
 * room machine in one transaction that holds the room's lock.
 */

const MESSAGE_NOT_FOUND = 'お探しのメッセージは見つかりませんでした。';
const NOT_YOUR_MESSAGE = '自分が送ったメッセージだけを編集できます。';
const MARK_TEACHERS_ONLY = '評価を付けられるのは講師のメッセージだけです。';

/**
 * Writes the student's mail of a teacher's message to the outbox in the transaction, and returns
 * the push that follows the commit. Inactive students are told nothing.
 */
async function notifyStudent(deps: RoomDeps, tx: Db, room: repo.LockedRoom, kind: RoomNoticeKind, teacherId: number, body: string): Promise<PushPayload | undefined> {
  // One connection serves a transaction: its queries run one after another.
  const student = await messagesRepo.studentContactOf(tx, room.student_id);
  if (!student?.active) return undefined;
  const teacherName = await repo.staffNameOf(tx, teacherId);
  const stepTitle = await messagesRepo.stepTitleOf(tx, room.step_id);
  const path = `/student/room/${room.id}`;
  const notice = {
    kind,
    productName: deps.config.PRODUCT_NAME,
    studentName: student.name,
    teacherName: teacherName ?? '',
    stepTitle,
    body,
    link: `${deps.publicUrl}${path}`,
  };
  const mail = buildRoomNoticeMail(student.email, notice);
  await deps.mailer.enqueue(mail, tx);
  return { type: 'room', id: room.id, title: mail.subject.replace(/^【[^】]*】/, ''), body: plainExcerpt(body, 180), url: path };
}

const fileValuesOf = (uploaded: readonly RoomUploadedFile[]): messagesRepo.FileValues[] =>
  uploaded.map((file) => ({ kind: file.kind, original_name: file.originalName, stored_name: file.storedName, size_bytes: file.sizeBytes, content_type: file.contentType }));

/** Runs a write that stores the uploaded files with a message; on any failure the stored files are removed. */
async function withFiles<T>(deps: RoomDeps, uploaded: readonly RoomUploadedFile[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deps.files.remove(uploaded.map((file) => file.storedName));
    throw error;
  }
}

/** A staff member's message: a reply, a judgement or a redo request. */
export interface StaffMessage {
  action: RoomAction;
  message: { message_type: (typeof TEACHER_MESSAGE_TYPES)[number]; body: string; verdict: number | null };
  /** The mail the student gets. */
  notice: RoomNoticeKind;
  uploaded?: readonly RoomUploadedFile[];
  /** What else the message does in its transaction (an OK completes the step, a redo reopens it). */
  within?: (tx: Db, room: repo.LockedRoom) => Promise<void>;
  /** Why the machine refused, said better (who judged first). */
  explain?: (tx: Db, room: repo.LockedRoom) => (refusal: string) => Promise<string>;
}

/** A staff member's message with the move it makes, in one transaction; someone else's live claim refuses it. */
export async function writeStaffMessage(deps: RoomDeps, caller: StaffCaller, roomId: number, staffMessage: StaffMessage): Promise<Committed> {
  const { action, message, notice, uploaded = [], within, explain } = staffMessage;
  return withFiles(deps, uploaded, () =>
    deps.db.transaction(async (tx) => {
      const room = await lockOrNotFound(tx, roomId);
      // Someone else's live claim keeps the room theirs until it is taken over (decision 038).
      const claimRefusal = claimRefusalOf(await holderOf(deps, tx, room, caller, deps.now()));
      if (claimRefusal) throw conflict(claimRefusal);
      const next = await moveOf(room, action, explain?.(tx, room));
      const written = await messagesRepo.insertMessage(tx, {
        room_id: room.id,
        message_type: message.message_type,
        body: message.body,
        staff_id: caller.id,
        verdict: message.verdict,
      });
      await messagesRepo.insertFiles(tx, written.id, fileValuesOf(uploaded));
      await repo.updateRoom(tx, room.id, {
        ...stateChange(room, next, written.created_at),
        ...messagesRepo.afterMessage(written, false),
        // A judgement ends the review: its holder (the caller, or nobody) lets go of it.
        ...(action.kind === 'judge' ? { claimed_by_staff_id: null, claim_expires_at: null } : {}),
      });
      await within?.(tx, room);
      const push = await notifyStudent(deps, tx, room, notice, caller.id, message.body);
      return { roomId: room.id, studentId: room.student_id, push };
    }),
  );
}

async function messageFor(deps: RoomDeps, viewer: RoomViewer, messageId: number, lastMessageId: number | null): Promise<RoomMessage> {
  const [row, attachments] = await Promise.all([messagesRepo.messageOf(deps.db, messageId), messagesRepo.filesOfMessage(deps.db, messageId)]);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return presentMessage(row, attachments, presentContextOf(deps, viewer), lastMessageId);
}

/** The author's edit within the edit window, while nothing follows the message. */
async function editMessage(deps: RoomDeps, viewer: RoomViewer, messageId: number, body: string): Promise<RoomMessage> {
  const message = await messagesRepo.findMessage(deps.db, messageId);
  if (!message || (viewer.kind === 'student' && message.room_student_id !== viewer.studentId)) throw notFound(MESSAGE_NOT_FOUND);
  if (!isAuthor(viewer, message)) throw forbidden(NOT_YOUR_MESSAGE);
  const lastMessageId = await deps.db.transaction(async (tx) => {
    // The room's lock orders the edit with new messages: "nothing after it" holds until the commit.
    const room = await lockOrNotFound(tx, message.room_id);
    const refusal = editRefusalOf(message, room.last_message_id, deps.now());
    if (refusal) throw conflict(refusal);
    await messagesRepo.updateMessageBody(tx, messageId, body, deps.now());
    await messagesRepo.touchRoom(tx, room.id);
    return room.last_message_id;
  });
  await announce(deps, { roomId: message.room_id, studentId: message.room_student_id });
  return messageFor(deps, viewer, messageId, lastMessageId);
}

/** A question (any time) or a submission (only while none waits and the assignment is not passed: 409 with the machine's reason). */
export async function postMessage(
  deps: RoomDeps,
  studentId: number,
  roomId: number,
  body: StudentMessageBody,
  uploaded: readonly RoomUploadedFile[] = [],
): Promise<RoomDetail> {
  const change = await withFiles(deps, uploaded, () =>
    deps.db.transaction(async (tx) => {
      const room = await lockOrNotFound(tx, roomId, studentId);
      const next = await moveOf(room, { kind: 'student_message', messageType: body.message_type });
      const written = await messagesRepo.insertMessage(tx, { room_id: room.id, message_type: body.message_type, body: body.body, student_id: studentId });
      await messagesRepo.insertFiles(tx, written.id, fileValuesOf(uploaded));
      await repo.updateRoom(tx, room.id, { ...stateChange(room, next, written.created_at), ...messagesRepo.afterMessage(written, true) });
      return { roomId: room.id, studentId };
    }),
  );
  await afterCommit(deps, change);
  return detailFor(deps, { kind: 'student', studentId }, roomId);
}

export function editOwnMessage(deps: RoomDeps, studentId: number, messageId: number, body: string): Promise<RoomMessage> {
  return editMessage(deps, { kind: 'student', studentId }, messageId, body);
}

/** The student's mark on a teacher's message in their own room: good 0, bad 1, or null to take it back. */
export async function mark(deps: RoomDeps, studentId: number, messageId: number, actionType: TeacherActionType | null): Promise<{ message_id: number; mark: number | null }> {
  const message = await messagesRepo.findMessage(deps.db, messageId);
  if (!message || message.room_student_id !== studentId) throw notFound(MESSAGE_NOT_FOUND);
  if (!(TEACHER_MESSAGE_TYPES as readonly number[]).includes(message.message_type)) throw badRequest(MARK_TEACHERS_ONLY);
  await messagesRepo.setMark(deps.db, messageId, studentId, actionType);
  await announce(deps, { roomId: message.room_id, studentId });
  return { message_id: messageId, mark: actionType };
}

/** A question response (2) or a comment on the assignment (3) that judges nothing; the student is told by mail and push. */
export async function reply(deps: RoomDeps, caller: StaffCaller, body: RoomReplyBody, uploaded: readonly RoomUploadedFile[] = []): Promise<RoomDetail> {
  const change = await writeStaffMessage(deps, caller, body.room_id, {
    action: { kind: 'teacher_reply', messageType: body.message_type },
    message: { message_type: body.message_type, body: body.body, verdict: null },
    notice: 'reply',
    uploaded,
  });
  await afterCommit(deps, change);
  return detailFor(deps, staffViewer(caller), body.room_id);
}

export function editStaffMessage(deps: RoomDeps, caller: StaffCaller, messageId: number, body: string): Promise<RoomMessage> {
  return editMessage(deps, staffViewer(caller), messageId, body);
}
