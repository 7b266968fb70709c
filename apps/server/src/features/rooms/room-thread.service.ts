import { lockedMessage } from '@manabiya/domain/contracts/learning';
import { ROOM_THREAD_PAGE, type RoomDetail, type RoomMessagesPage } from '@manabiya/domain/contracts/rooms';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { ROOM_CHECK_STATUS } from '@manabiya/domain/enums/rooms';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { isForeignKeyViolation } from '../../platform/database-errors.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { announce, lockOrNotFound, moveOf, presentContextOf, ROOM_NOT_FOUND, scopeOf, staffViewer, stateChange, type RoomDeps } from './room-context.ts';
import * as messagesRepo from './room-messages.repository.ts';
import { presentMessages, presentRoomDetail, type RoomViewer } from './rooms.presenter.ts';
import * as repo from './rooms.repository.ts';

/*
 * The rooms service's thread, as each audience reads it: a room opened on first use, its thread page
 * by page, its attachments, and the marks that say it was read (decision 038: reading changes nothing).
 */

const FILE_NOT_FOUND = 'お探しのファイルは見つかりませんでした。';
const STEP_NOT_IN_COURSE = 'このステップはあなたのコースにありません。コースのステップから選んでください。';
const SELF_STUDY_STEP = 'このステップは自習のステップのため、ルームはありません。課題を提出するステップでルームを開いてください。';

/** The room as the viewer may read it (404 otherwise) and a page of its thread with the attachments of that page. */
async function threadPage(deps: RoomDeps, viewer: RoomViewer, id: number, before?: number) {
  const row = await repo.findRoom(deps.db, scopeOf(viewer), id);
  if (!row) throw notFound(ROOM_NOT_FOUND);
  const thread = await messagesRepo.messagesOf(deps.db, id, { limit: ROOM_THREAD_PAGE, before });
  const attachments = await messagesRepo.filesOfMessages(
    deps.db,
    thread.messages.map((message) => message.id),
  );
  return { row, thread, attachments };
}

/** The room with the latest page of its thread, as the viewer sees it. */
export async function detailFor(deps: RoomDeps, viewer: RoomViewer, id: number): Promise<RoomDetail> {
  const { row, thread, attachments } = await threadPage(deps, viewer, id);
  return presentRoomDetail(row, thread, attachments, presentContextOf(deps, viewer));
}

/** The page of a thread before a message (the latest without one). */
async function earlierFor(deps: RoomDeps, viewer: RoomViewer, id: number, before: number | undefined): Promise<RoomMessagesPage> {
  const { row, thread, attachments } = await threadPage(deps, viewer, id, before);
  return { items: presentMessages(thread.messages, attachments, presentContextOf(deps, viewer), row.last_message_id), earlier_count: thread.earlier };
}

/** A stored attachment the viewer may read (its room's student, the student's company, staff), with where its bytes are. */
async function fileFor(deps: RoomDeps, viewer: RoomViewer, id: number) {
  const file = await messagesRepo.findFile(deps.db, id);
  const allowed =
    file !== undefined &&
    (viewer.kind === 'staff' || (viewer.kind === 'student' && file.room_student_id === viewer.studentId) || (viewer.kind === 'company' && file.company_id === viewer.companyId));
  if (!allowed) throw notFound(FILE_NOT_FOUND);
  const stored = await deps.files.open(file.stored_name);
  if (!stored) throw notFound(FILE_NOT_FOUND);
  return { path: stored.path, size: stored.size, contentType: file.content_type, name: file.original_name, kind: file.kind, createdAt: file.created_at };
}

// ---- the student ----------------------------------------------------------------------------------

/**
 * The room of an assignment step of the student's own course, opened on first use: 404 for a step
 * outside the course (or not published), 409 for a self-study step or one still locked.
 */
export async function open(deps: RoomDeps, studentId: number, stepId: number): Promise<RoomDetail> {
  const current = await deps.progress.planOf(studentId);
  const step = current?.plan?.steps.find((candidate) => candidate.ref.id === stepId);
  if (!step) throw notFound(STEP_NOT_IN_COURSE);
  if (step.ref.step_type !== STEP_TYPE.assignment) throw conflict(SELF_STUDY_STEP);
  const existing = await repo.findRoomIdOf(deps.db, studentId, stepId);
  if (existing !== undefined) return detailFor(deps, { kind: 'student', studentId }, existing);
  if (step.state === 'locked' && step.lockedBy) throw conflict(lockedMessage(step.lockedBy.title));
  // A step deleted at this very moment takes the room's foreign key with it: the step is gone from the course.
  const id = await repo.openRoom(deps.db, studentId, stepId).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? notFound(STEP_NOT_IN_COURSE) : error;
  });
  return detailFor(deps, { kind: 'student', studentId }, id);
}

/** An own room with its thread. Reading changes nothing (a GET never writes): the page marks it read with `markReadOwn`. */
export function getOwn(deps: RoomDeps, studentId: number, id: number): Promise<RoomDetail> {
  return detailFor(deps, { kind: 'student', studentId }, id);
}

/** The teachers' messages of an own room are read from now on (404 for any other room); nothing to do when none is unread. */
export async function markReadOwn(deps: RoomDeps, studentId: number, id: number): Promise<void> {
  const read = await messagesRepo.markStudentRead(deps.db, id, studentId);
  if (!read) {
    if (!(await repo.findRoom(deps.db, { studentId }, id))) throw notFound(ROOM_NOT_FOUND);
    return;
  }
  // The student's other pages update their unread counts.
  await announce(deps, { roomId: id, studentId }, true);
}

/** Earlier messages of an own room's thread. */
export function earlierOwn(deps: RoomDeps, studentId: number, id: number, before: number | undefined): Promise<RoomMessagesPage> {
  return earlierFor(deps, { kind: 'student', studentId }, id, before);
}

export function studentFile(deps: RoomDeps, studentId: number, id: number) {
  return fileFor(deps, { kind: 'student', studentId }, id);
}

// ---- a company user: their students' rooms, read-only ------------------------------------------------

export function getForCompany(deps: RoomDeps, companyId: number, id: number): Promise<RoomDetail> {
  return detailFor(deps, { kind: 'company', companyId }, id);
}

export function earlierForCompany(deps: RoomDeps, companyId: number, id: number, before: number | undefined): Promise<RoomMessagesPage> {
  return earlierFor(deps, { kind: 'company', companyId }, id, before);
}

export function companyFile(deps: RoomDeps, companyId: number, id: number) {
  return fileFor(deps, { kind: 'company', companyId }, id);
}

// ---- staff ----------------------------------------------------------------------------------------

/** A room's thread. Reading changes nothing (a GET never writes, decision 038): the page marks it seen with `markSeen`. */
export function get(deps: RoomDeps, caller: StaffCaller, id: number): Promise<RoomDetail> {
  return detailFor(deps, staffViewer(caller), id);
}

export function earlierForStaff(deps: RoomDeps, caller: StaffCaller, id: number, before: number | undefined): Promise<RoomMessagesPage> {
  return earlierFor(deps, staffViewer(caller), id, before);
}

export function staffFile(deps: RoomDeps, caller: StaffCaller, id: number) {
  return fileFor(deps, staffViewer(caller), id);
}

/**
 * A staff member who may answer rooms (the route's level "all") has seen the student's latest
 * message: check status 1 and no unread messages. Idempotent; seeing is not answering, so a claim
 * of someone else does not stop it.
 */
export async function markSeen(deps: RoomDeps, caller: StaffCaller, id: number): Promise<void> {
  const change = await deps.db.transaction(async (tx) => {
    const room = await lockOrNotFound(tx, id);
    if (room.check_status !== ROOM_CHECK_STATUS.unchecked) return undefined;
    await repo.updateRoom(tx, id, stateChange(room, await moveOf(room, { kind: 'teacher_seen' }), deps.now()));
    return { roomId: id, studentId: room.student_id };
  });
  if (change) await announce(deps, change);
}
