import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { CLAIM_REFUSAL, claimRefusalOf, nextRoomState, waitingOnOf, type ClaimHolder, type RoomAction, type RoomState } from '@manabiya/domain/contracts/room-machine';
import {
  ROOM_SNIPPETS_PER_STAFF,
  ROOM_THREAD_PAGE,
  type AdminRoomListQuery,
  type RoomClaim,
  type RoomClaimResponse,
  type RoomDetail,
  type RoomDigestSetting,
  type RoomJudgeBody,
  type RoomListItem,
  type RoomListQuery,
  type RoomMessage,
  type RoomMessagesPage,
  type RoomRedoBody,
  type RoomReplyBody,
  type RoomSnippet,
  type RoomSnippetBody,
  type RoomTakeOverResponse,
  type StudentMessageBody,
} from '@manabiya/domain/contracts/rooms';
import { COMPLETION_SOURCE, STEP_TYPE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_CLAIM_MINUTES, ROOM_STATUS, TEACHER_MESSAGE_TYPES, type TeacherActionType } from '@manabiya/domain/enums/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { isForeignKeyViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { rowWindowOf, toListResponse } from '../../platform/paging.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { lockedMessage, type ProgressService } from '../learning/progress.service.ts';
import { zonedDate } from '@manabiya/domain/zoned-time';
import type { PushPayload, WebPushService } from '../webpush/webpush.service.ts';
import type { RoomFiles } from './room-files.ts';
import { buildOverdueDigestMail, buildRoomNoticeMail, type RoomNoticeKind } from './room-mail.ts';
import type { RoomUploadedFile } from './room-upload.ts';
import { editRefusalOf, isAuthor, plainExcerpt, presentMessage, presentMessages, presentRoomDetail, presentRoomItem, stateOf, type PresentContext, type RoomViewer } from './rooms.presenter.ts';
import * as repo from './rooms.repository.ts';

export const ROOM_NOT_FOUND = 'お探しのルームは見つかりませんでした。';
const MESSAGE_NOT_FOUND = 'お探しのメッセージは見つかりませんでした。';
const FILE_NOT_FOUND = 'お探しのファイルは見つかりませんでした。';
const SNIPPET_NOT_FOUND = 'お探しの定型文は見つかりませんでした。';
const STEP_NOT_IN_COURSE = 'このステップはあなたのコースにありません。コースのステップから選んでください。';
const SELF_STUDY_STEP = 'このステップは自習のステップのため、ルームはありません。課題を提出するステップでルームを開いてください。';
const NOT_YOUR_MESSAGE = '自分が送ったメッセージだけを編集できます。';
const MARK_TEACHERS_ONLY = '評価を付けられるのは講師のメッセージだけです。';
const TOO_MANY_SNIPPETS = `定型文は${ROOM_SNIPPETS_PER_STAFF}件まで保存できます。使わないものを削除してから追加してください。`;

/** How many overdue rooms a digest mail lists (the rest are counted). */
const DIGEST_ROOMS = 30;
/** The daily mail of overdue rooms goes out from this hour of the display time zone. */
export const DIGEST_HOUR = 9;
const MINUTE_MS = 60_000;

export interface RoomServiceDeps {
  db: Db;
  config: Pick<Config, 'DISPLAY_TIME_ZONE' | 'REVIEW_TARGET_HOURS' | 'PRODUCT_NAME' | 'PUBLIC_URL' | 'PORT'>;
  realtime: Realtime;
  mailer: Pick<Mailer, 'enqueue'>;
  logger: FastifyBaseLogger;
  files: RoomFiles;
  /** The progress service: an OK completes the step, a redo reopens it, in the judgement's transaction. */
  progress: Pick<ProgressService, 'completeStep' | 'reopenStep' | 'planOf'>;
  /** The student hears of a reply or a judgement on their devices. */
  webPush: Pick<WebPushService, 'sendToStudents'>;
  /** A take-over of someone else's claim is recorded in the audit trail, in its transaction. */
  audit: Pick<AuditService, 'record'>;
  /** The clock (tests inject their own). */
  now?: () => Date;
}

/** A change the student is told of once it is committed (mail is in the outbox already; push and live events follow). */
interface Committed {
  roomId: number;
  studentId: number;
  push?: PushPayload;
}

export type RoomService = ReturnType<typeof createRoomService>;

/**
 * Rooms (decision 035): one per student and assignment step, its thread, its status kept by the room
 * machine. Every status change runs in one transaction holding the room's row lock, so two requests
 * never both move it (50 submissions at once give one; two judgements give one and a 409 naming who
 * judged). An OK completes the step and a redo reopens it through the progress service in that same
 * transaction; the student's mail is written to the outbox there too. Every change is then announced
 * live (`room.changed`) to the student, their company's users and staff who read rooms.
 */
export function createRoomService({ db, config, realtime, mailer, logger, files, progress, webPush, audit, now = () => new Date() }: RoomServiceDeps) {
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const timeZone = config.DISPLAY_TIME_ZONE;
  const contextOf = (viewer: RoomViewer): PresentContext => ({ viewer, now: now(), reviewTargetHours: config.REVIEW_TARGET_HOURS, timeZone });
  const clock = new Intl.DateTimeFormat('ja-JP', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const staffViewer = (caller: StaffCaller): RoomViewer => ({ kind: 'staff', staffId: caller.id, permissions: caller.permissions });
  const scopeOf = (viewer: RoomViewer): repo.RoomScope =>
    viewer.kind === 'student' ? { studentId: viewer.studentId } : viewer.kind === 'company' ? { companyId: viewer.companyId } : 'staff';

  /** The room as the viewer may read it (404 otherwise) and a page of its thread with the attachments of that page. */
  async function threadPage(viewer: RoomViewer, id: number, before?: number) {
    const row = await repo.findRoom(db, scopeOf(viewer), id);
    if (!row) throw notFound(ROOM_NOT_FOUND);
    const thread = await repo.messagesOf(db, id, { limit: ROOM_THREAD_PAGE, before });
    const attachments = await repo.filesOfMessages(
      db,
      thread.messages.map((message) => message.id),
    );
    return { row, thread, attachments };
  }

  async function detailFor(viewer: RoomViewer, id: number): Promise<RoomDetail> {
    const { row, thread, attachments } = await threadPage(viewer, id);
    return presentRoomDetail(row, thread, attachments, contextOf(viewer));
  }

  /** The page of a thread before a message (the latest without one). */
  async function earlierFor(viewer: RoomViewer, id: number, before: number | undefined): Promise<RoomMessagesPage> {
    const { row, thread, attachments } = await threadPage(viewer, id, before);
    return { items: presentMessages(thread.messages, attachments, contextOf(viewer), row.last_message_id), earlier_count: thread.earlier };
  }

  async function listFor(viewer: RoomViewer, filters: repo.RoomFilters, order: repo.RoomOrder, query: RoomListQuery): Promise<ListResponse<RoomListItem>> {
    const context = contextOf(viewer);
    const { items, total } = await repo.listRooms(db, scopeOf(viewer), filters, order, rowWindowOf(query), context.now);
    return toListResponse(
      items.map((row) => presentRoomItem(row, context)),
      total,
      query,
    );
  }

  /** Tells every open page that may show the room that it changed (the student only, for a change only they see). */
  async function announce(change: Committed, onlyStudent = false): Promise<void> {
    try {
      const audience = onlyStudent ? { studentIds: [change.studentId] } : { ...(await repo.audienceOf(db, change.studentId)), staffSection: 'room' as const };
      await realtime.publish(audience, { type: 'room.changed', id: change.roomId });
    } catch (error) {
      logger.error({ err: error, roomId: change.roomId }, 'realtime publish of a room failed');
    }
  }

  /** After the commit: live events to everyone who may see the room, then web push to the student (retried and logged by the push service). */
  async function afterCommit(change: Committed): Promise<void> {
    await announce(change);
    if (change.push) {
      void webPush.sendToStudents([change.studentId], change.push).catch((error: unknown) => logger.error({ err: error, roomId: change.roomId }, 'web push of a room failed'));
    }
  }

  /** The machine's move for the locked room, or 409 with its refusal (`explain` may say more, such as who judged first). */
  async function moveOf(room: repo.LockedRoom, action: RoomAction, explain?: (refusal: string) => Promise<string>): Promise<RoomState> {
    const move = nextRoomState(stateOf(room), action);
    if (!move.ok) throw conflict(explain ? await explain(move.message) : move.message);
    return move.state;
  }

  /** The room's columns after a move: its state, waiting_since when the side it waits on changed, the staff's unread count once checked. */
  function stateChange(room: repo.LockedRoom, next: RoomState, at: Date): repo.RoomChange {
    const sideChanged = waitingOnOf(stateOf(room)) !== waitingOnOf(next);
    return {
      status: next.status,
      question_open: next.questionOpen,
      check_status: next.checkStatus,
      ...(sideChanged ? { waiting_since: at } : {}),
      ...(next.checkStatus === ROOM_CHECK_STATUS.checked ? { staff_unread_count: 0 } : {}),
    };
  }

  /** The refusal of a judgement or redo with who decided last: the teacher who lost a race is told who won. */
  function explainDecided(tx: Db, roomId: number) {
    return async (refusal: string): Promise<string> => {
      const decision = await repo.latestDecision(tx, roomId);
      if (!decision) return refusal;
      const who = decision.staff_name ?? '別の講師';
      if (decision.verdict === 0) return `${who} さんがすでにやり直しを依頼しました。${refusal}`;
      return `${who} さんがすでに判定しました（${decision.verdict === ROOM_STATUS.ok ? 'OK' : 'NG'}）。${refusal}`;
    };
  }

  async function lockOrNotFound(tx: Db, id: number, studentId?: number): Promise<repo.LockedRoom> {
    const room = await repo.lockRoom(tx, id);
    if (!room || (studentId !== undefined && room.student_id !== studentId)) throw notFound(ROOM_NOT_FOUND);
    return room;
  }

  const isLiveClaim = (room: { claimed_by_staff_id: number | null; claim_expires_at: Date | null }, at: Date) =>
    room.claimed_by_staff_id !== null && room.claim_expires_at !== null && room.claim_expires_at > at;

  /**
   * Writes the student's mail of a teacher's message to the outbox in the transaction, and returns
   * the push that follows the commit. Inactive students are told nothing.
   */
  async function notifyStudent(tx: Db, room: repo.LockedRoom, kind: RoomNoticeKind, teacherId: number, body: string): Promise<PushPayload | undefined> {
    // One connection serves a transaction: its queries run one after another.
    const student = await repo.studentContactOf(tx, room.student_id);
    if (!student?.active) return undefined;
    const teacherName = await repo.staffNameOf(tx, teacherId);
    const stepTitle = await repo.stepTitleOf(tx, room.step_id);
    const path = `/student/room/${room.id}`;
    const notice = { kind, productName: config.PRODUCT_NAME, studentName: student.name, teacherName: teacherName ?? '', stepTitle, body, link: `${publicUrl}${path}` };
    const mail = buildRoomNoticeMail(student.email, notice);
    await mailer.enqueue(mail, tx);
    return { type: 'room', id: room.id, title: mail.subject.replace(/^【[^】]*】/, ''), body: plainExcerpt(body, 180), url: path };
  }

  const fileValuesOf = (uploaded: readonly RoomUploadedFile[]): repo.FileValues[] =>
    uploaded.map((file) => ({ kind: file.kind, original_name: file.originalName, stored_name: file.storedName, size_bytes: file.sizeBytes, content_type: file.contentType }));

  /** Runs a write that stores the uploaded files with a message; on any failure the stored files are removed. */
  async function withFiles<T>(uploaded: readonly RoomUploadedFile[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await files.remove(uploaded.map((file) => file.storedName));
      throw error;
    }
  }

  function claimOf(staffId: number, staffName: string, expiresAt: Date, caller: StaffCaller): RoomClaim {
    return { staff_id: staffId, staff_name: staffName, expires_at: expiresAt.toISOString(), mine: staffId === caller.id };
  }

  async function claimHeldBy(tx: Db, room: repo.LockedRoom): Promise<{ name: string; until: string }> {
    return { name: (await repo.staffNameOf(tx, room.claimed_by_staff_id!)) ?? '別の講師', until: clock.format(room.claim_expires_at!) };
  }

  /** Whose live claim holds the locked room, as the caller sees it (the domain's rule decides what follows from it). */
  async function holderOf(tx: Db, room: repo.LockedRoom, caller: StaffCaller, at: Date): Promise<ClaimHolder> {
    if (!isLiveClaim(room, at)) return { kind: 'nobody' };
    if (room.claimed_by_staff_id === caller.id) return { kind: 'me' };
    return { kind: 'other', ...(await claimHeldBy(tx, room)) };
  }

  async function messageFor(viewer: RoomViewer, messageId: number, lastMessageId: number | null): Promise<RoomMessage> {
    const [row, attachments] = await Promise.all([repo.messageOf(db, messageId), repo.filesOfMessage(db, messageId)]);
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    return presentMessage(row, attachments, contextOf(viewer), lastMessageId);
  }

  /** The author's edit within the edit window, while nothing follows the message. */
  async function editMessage(viewer: RoomViewer, messageId: number, body: string): Promise<RoomMessage> {
    const message = await repo.findMessage(db, messageId);
    if (!message || (viewer.kind === 'student' && message.room_student_id !== viewer.studentId)) throw notFound(MESSAGE_NOT_FOUND);
    if (!isAuthor(viewer, message)) throw forbidden(NOT_YOUR_MESSAGE);
    const lastMessageId = await db.transaction(async (tx) => {
      // The room's lock orders the edit with new messages: "nothing after it" holds until the commit.
      const room = await lockOrNotFound(tx, message.room_id);
      const refusal = editRefusalOf(message, room.last_message_id, now());
      if (refusal) throw conflict(refusal);
      await repo.updateMessageBody(tx, messageId, body, now());
      await repo.touchRoom(tx, room.id);
      return room.last_message_id;
    });
    await announce({ roomId: message.room_id, studentId: message.room_student_id });
    return messageFor(viewer, messageId, lastMessageId);
  }

  /** A stored attachment the viewer may read (its room's student, the student's company, staff), with where its bytes are. */
  async function fileFor(viewer: RoomViewer, id: number) {
    const file = await repo.findFile(db, id);
    const allowed =
      file !== undefined &&
      (viewer.kind === 'staff' || (viewer.kind === 'student' && file.student_id === viewer.studentId) || (viewer.kind === 'company' && file.company_id === viewer.companyId));
    if (!allowed) throw notFound(FILE_NOT_FOUND);
    const stored = await files.open(file.stored_name);
    if (!stored) throw notFound(FILE_NOT_FOUND);
    return { path: stored.path, size: stored.size, contentType: file.content_type, name: file.original_name, kind: file.kind, createdAt: file.created_at };
  }

  /** A staff member's message (a reply, a judgement, a redo request) with the move it makes, in one transaction. */
  async function writeStaffMessage(
    caller: StaffCaller,
    roomId: number,
    action: RoomAction,
    message: { message_type: (typeof TEACHER_MESSAGE_TYPES)[number]; body: string; verdict: number | null },
    notice: RoomNoticeKind,
    uploaded: readonly RoomUploadedFile[],
    within?: (tx: Db, room: repo.LockedRoom) => Promise<void>,
  ): Promise<Committed> {
    return withFiles(uploaded, () =>
      db.transaction(async (tx) => {
        const room = await lockOrNotFound(tx, roomId);
        // Someone else's live claim keeps the room theirs until it is taken over (decision 038).
        const claimRefusal = claimRefusalOf(await holderOf(tx, room, caller, now()));
        if (claimRefusal) throw conflict(claimRefusal);
        const decides = action.kind === 'judge' || action.kind === 'redo';
        const next = await moveOf(room, action, decides ? explainDecided(tx, room.id) : undefined);
        const written = await repo.insertMessage(tx, {
          room_id: room.id,
          message_type: message.message_type,
          body: message.body,
          staff_id: caller.id,
          verdict: message.verdict,
        });
        await repo.insertFiles(tx, written.id, fileValuesOf(uploaded));
        await repo.updateRoom(tx, room.id, {
          ...stateChange(room, next, written.created_at),
          ...repo.afterMessage(written, false),
          // A judgement ends the review: its holder (the caller, or nobody) lets go of it.
          ...(action.kind === 'judge' ? { claimed_by_staff_id: null, claim_expires_at: null } : {}),
        });
        await within?.(tx, room);
        const push = await notifyStudent(tx, room, notice, caller.id, message.body);
        return { roomId: room.id, studentId: room.student_id, push };
      }),
    );
  }

  return {
    // ---- the student ----------------------------------------------------------------------------

    /** The student's rooms, latest activity first, with their unread counts. */
    listOwn: (studentId: number, query: RoomListQuery) => listFor({ kind: 'student', studentId }, { status: query.status, q: query.q }, 'latest_activity', query),

    /**
     * The room of an assignment step of the student's own course, opened on first use: 404 for a step
     * outside the course (or not published), 409 for a self-study step or one still locked.
     */
    async open(studentId: number, stepId: number): Promise<RoomDetail> {
      const current = await progress.planOf(studentId);
      const step = current?.plan?.steps.find((candidate) => candidate.ref.id === stepId);
      if (!step) throw notFound(STEP_NOT_IN_COURSE);
      if (step.ref.step_type !== STEP_TYPE.assignment) throw conflict(SELF_STUDY_STEP);
      const existing = await repo.findRoomIdOf(db, studentId, stepId);
      if (existing !== undefined) return detailFor({ kind: 'student', studentId }, existing);
      if (step.state === 'locked' && step.lockedBy) throw conflict(lockedMessage(step.lockedBy.title));
      // A step deleted at this very moment takes the room's foreign key with it: the step is gone from the course.
      const id = await repo.openRoom(db, studentId, stepId).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? notFound(STEP_NOT_IN_COURSE) : error;
      });
      return detailFor({ kind: 'student', studentId }, id);
    },

    /** An own room with its thread. Reading changes nothing (a GET never writes): the page marks it read with `markReadOwn`. */
    getOwn: (studentId: number, id: number): Promise<RoomDetail> => detailFor({ kind: 'student', studentId }, id),

    /** The teachers' messages of an own room are read from now on (404 for any other room); nothing to do when none is unread. */
    async markReadOwn(studentId: number, id: number): Promise<void> {
      const read = await repo.markStudentRead(db, id, studentId);
      if (!read) {
        if (!(await repo.findRoom(db, { studentId }, id))) throw notFound(ROOM_NOT_FOUND);
        return;
      }
      // The student's other pages update their unread counts.
      await announce({ roomId: id, studentId }, true);
    },

    /** A question (any time) or a submission (only while none waits and the assignment is not passed: 409 with the machine's reason). */
    async postMessage(studentId: number, roomId: number, body: StudentMessageBody, uploaded: readonly RoomUploadedFile[] = []): Promise<RoomDetail> {
      const change = await withFiles(uploaded, () =>
        db.transaction(async (tx) => {
          const room = await lockOrNotFound(tx, roomId, studentId);
          const next = await moveOf(room, { kind: 'student_message', messageType: body.message_type });
          const written = await repo.insertMessage(tx, { room_id: room.id, message_type: body.message_type, body: body.body, student_id: studentId });
          await repo.insertFiles(tx, written.id, fileValuesOf(uploaded));
          await repo.updateRoom(tx, room.id, { ...stateChange(room, next, written.created_at), ...repo.afterMessage(written, true) });
          return { roomId: room.id, studentId };
        }),
      );
      await afterCommit(change);
      return detailFor({ kind: 'student', studentId }, roomId);
    },

    editOwnMessage: (studentId: number, messageId: number, body: string) => editMessage({ kind: 'student', studentId }, messageId, body),

    /** The student's mark on a teacher's message in their own room: good 0, bad 1, or null to take it back. */
    async mark(studentId: number, messageId: number, actionType: TeacherActionType | null): Promise<{ message_id: number; mark: number | null }> {
      const message = await repo.findMessage(db, messageId);
      if (!message || message.room_student_id !== studentId) throw notFound(MESSAGE_NOT_FOUND);
      if (!(TEACHER_MESSAGE_TYPES as readonly number[]).includes(message.message_type)) throw badRequest(MARK_TEACHERS_ONLY);
      await repo.setMark(db, messageId, studentId, actionType);
      await announce({ roomId: message.room_id, studentId });
      return { message_id: messageId, mark: actionType };
    },

    studentFile: (studentId: number, id: number) => fileFor({ kind: 'student', studentId }, id),

    // ---- a company user: their students' rooms, read-only ----------------------------------------

    listForCompany: (companyId: number, query: RoomListQuery) => listFor({ kind: 'company', companyId }, { status: query.status, q: query.q }, 'latest_activity', query),
    getForCompany: (companyId: number, id: number) => detailFor({ kind: 'company', companyId }, id),
    /** Earlier messages of a thread, for each audience (the same scope as the thread itself). */
    earlierForCompany: (companyId: number, id: number, before: number | undefined) => earlierFor({ kind: 'company', companyId }, id, before),
    earlierOwn: (studentId: number, id: number, before: number | undefined) => earlierFor({ kind: 'student', studentId }, id, before),
    earlierForStaff: (caller: StaffCaller, id: number, before: number | undefined) => earlierFor(staffViewer(caller), id, before),
    companyFile: (companyId: number, id: number) => fileFor({ kind: 'company', companyId }, id),

    // ---- staff ------------------------------------------------------------------------------------

    /** The review queue: by default the rooms waiting on a teacher, oldest waiting first. */
    list(caller: StaffCaller, query: AdminRoomListQuery): Promise<ListResponse<RoomListItem>> {
      const { status, check_status, waiting_on, company_id, course_id, curriculum_id, teacher_id, claimed_by, q, sort, order } = query;
      const filters = { status, check_status, waiting_on, company_id, course_id, curriculum_id, teacher_id, claimed_by, q };
      return listFor(staffViewer(caller), filters, { by: sort, order }, query);
    },

    /** A room's thread. Reading changes nothing (a GET never writes, decision 038): the page marks it seen with `markSeen`. */
    get: (caller: StaffCaller, id: number): Promise<RoomDetail> => detailFor(staffViewer(caller), id),

    /**
     * A staff member who may answer rooms (the route's level "all") has seen the student's latest
     * message: check status 1 and no unread messages. Idempotent; seeing is not answering, so a claim
     * of someone else does not stop it.
     */
    async markSeen(caller: StaffCaller, id: number): Promise<void> {
      const change = await db.transaction(async (tx) => {
        const room = await lockOrNotFound(tx, id);
        if (room.check_status !== ROOM_CHECK_STATUS.unchecked) return undefined;
        await repo.updateRoom(tx, id, stateChange(room, await moveOf(room, { kind: 'teacher_seen' }), now()));
        return { roomId: id, studentId: room.student_id };
      });
      if (change) await announce(change);
    },

    /** A question response (2) or a comment on the assignment (3) that judges nothing; the student is told by mail and push. */
    async reply(caller: StaffCaller, body: RoomReplyBody, uploaded: readonly RoomUploadedFile[] = []): Promise<RoomDetail> {
      const change = await writeStaffMessage(
        caller,
        body.room_id,
        { kind: 'teacher_reply', messageType: body.message_type },
        { message_type: body.message_type, body: body.body, verdict: null },
        'reply',
        uploaded,
      );
      await afterCommit(change);
      return detailFor(staffViewer(caller), body.room_id);
    },

    /** Judges the waiting submission NG or OK with feedback; OK completes the step in the same transaction; the claim is let go of. */
    async judge(caller: StaffCaller, body: RoomJudgeBody): Promise<RoomDetail> {
      const ok = body.status === ROOM_STATUS.ok;
      const change = await writeStaffMessage(
        caller,
        body.room_id,
        { kind: 'judge', verdict: body.status },
        { message_type: MESSAGE_TYPE.assignment_response, body: body.body, verdict: body.status },
        ok ? 'ok' : 'ng',
        [],
        async (tx, room) => {
          if (ok) await progress.completeStep(tx, { studentId: room.student_id, stepId: room.step_id, source: COMPLETION_SOURCE.room });
        },
      );
      await afterCommit(change);
      return detailFor(staffViewer(caller), body.room_id);
    },

    /** Asks the student to redo a passed assignment: the reason is an assignment response with verdict 0, and the step reopens. */
    async redo(caller: StaffCaller, body: RoomRedoBody): Promise<RoomDetail> {
      const change = await writeStaffMessage(
        caller,
        body.room_id,
        { kind: 'redo' },
        { message_type: MESSAGE_TYPE.assignment_response, body: body.reason, verdict: 0 },
        'redo',
        [],
        async (tx, room) => {
          await progress.reopenStep(tx, { studentId: room.student_id, stepId: room.step_id });
        },
      );
      await afterCommit(change);
      return detailFor(staffViewer(caller), body.room_id);
    },

    /**
     * Takes the room for ROOM_CLAIM_MINUTES, or renews one's own claim, while the room waits on a
     * teacher (else a 409 with the machine's reason); a live claim of someone else is a 409 naming them.
     */
    async claim(caller: StaffCaller, id: number): Promise<RoomClaimResponse> {
      const at = now();
      const expiresAt = new Date(at.getTime() + ROOM_CLAIM_MINUTES * MINUTE_MS);
      const studentId = await db.transaction(async (tx) => {
        const room = await lockOrNotFound(tx, id);
        const move = nextRoomState(stateOf(room), { kind: 'claim' });
        if (!move.ok) throw conflict(move.message);
        if (isLiveClaim(room, at) && room.claimed_by_staff_id !== caller.id) {
          const holder = await claimHeldBy(tx, room);
          throw conflict(`${holder.name} さんがこのルームをレビュー中です（${holder.until} まで）。`);
        }
        await repo.updateRoom(tx, id, { claimed_by_staff_id: caller.id, claim_expires_at: expiresAt });
        return room.student_id;
      });
      await announce({ roomId: id, studentId });
      return { room_id: id, claim: claimOf(caller.id, (await repo.staffNameOf(db, caller.id)) ?? '', expiresAt, caller) };
    },

    /**
     * Takes over the live claim of `holderId` (the holder the caller's confirmation named) for
     * ROOM_CLAIM_MINUTES: the caller may then reply and judge. 409 when the room is held by someone
     * else by now (two take-overs at once: one wins), by nobody, or already by the caller. Recorded in
     * the audit trail; every staff page showing the room hears of it live, the holder's page says who
     * took it.
     */
    async takeOver(caller: StaffCaller, id: number, holderId: number): Promise<RoomTakeOverResponse> {
      const at = now();
      const expiresAt = new Date(at.getTime() + ROOM_CLAIM_MINUTES * MINUTE_MS);
      const { studentId, holderName } = await db.transaction(async (tx) => {
        const room = await lockOrNotFound(tx, id);
        const holder = await holderOf(tx, room, caller, at);
        if (holder.kind === 'nobody') throw conflict(CLAIM_REFUSAL.nothingToTakeOver);
        if (holder.kind === 'me') throw conflict(CLAIM_REFUSAL.alreadyMine);
        if (room.claimed_by_staff_id !== holderId) throw conflict(CLAIM_REFUSAL.holderChanged(holder.name, holder.until));
        await repo.updateRoom(tx, id, { claimed_by_staff_id: caller.id, claim_expires_at: expiresAt });
        await audit.record(tx, {
          staffId: caller.id,
          entityType: 'room',
          entityId: id,
          before: { claimed_by_staff_id: holderId, claim_expires_at: room.claim_expires_at },
          after: { claimed_by_staff_id: caller.id, claim_expires_at: expiresAt },
        });
        return { studentId: room.student_id, holderName: holder.name };
      });
      await announce({ roomId: id, studentId });
      const claim = claimOf(caller.id, (await repo.staffNameOf(db, caller.id)) ?? '', expiresAt, caller);
      return { room_id: id, claim, taken_from: { id: holderId, name: holderName } };
    },

    /** Lets go of one's own claim (nothing to do when there is none or it expired); someone else's live claim is a 409 naming them. */
    async unclaim(caller: StaffCaller, id: number): Promise<RoomClaimResponse> {
      const at = now();
      const studentId = await db.transaction(async (tx) => {
        const room = await lockOrNotFound(tx, id);
        if (isLiveClaim(room, at) && room.claimed_by_staff_id !== caller.id) {
          const holder = await claimHeldBy(tx, room);
          throw conflict(`このルームは ${holder.name} さんがレビュー中です（${holder.until} まで）。解除できるのは本人だけです。`);
        }
        if (room.claimed_by_staff_id === null) return undefined;
        await repo.updateRoom(tx, id, { claimed_by_staff_id: null, claim_expires_at: null });
        return room.student_id;
      });
      if (studentId !== undefined) await announce({ roomId: id, studentId });
      return { room_id: id, claim: null };
    },

    editStaffMessage: (caller: StaffCaller, messageId: number, body: string) => editMessage(staffViewer(caller), messageId, body),

    staffFile: (caller: StaffCaller, id: number) => fileFor(staffViewer(caller), id),

    // ---- a staff member's snippets and digest setting ---------------------------------------------

    async listSnippets(caller: StaffCaller): Promise<RoomSnippet[]> {
      return (await repo.snippetsOf(db, caller.id)).map((row) => withIsoDates(row));
    },

    async createSnippet(caller: StaffCaller, body: RoomSnippetBody): Promise<RoomSnippet> {
      const id = await db.transaction(async (tx) => {
        if ((await repo.lockSnippetCount(tx, caller.id)) >= ROOM_SNIPPETS_PER_STAFF) throw conflict(TOO_MANY_SNIPPETS);
        return repo.insertSnippet(tx, caller.id, body);
      });
      return withIsoDates((await repo.findSnippet(db, caller.id, id))!);
    },

    async updateSnippet(caller: StaffCaller, id: number, body: RoomSnippetBody): Promise<RoomSnippet> {
      if (!(await repo.updateSnippet(db, caller.id, id, body))) throw notFound(SNIPPET_NOT_FOUND);
      return withIsoDates((await repo.findSnippet(db, caller.id, id))!);
    },

    async deleteSnippet(caller: StaffCaller, id: number): Promise<void> {
      if (!(await repo.deleteSnippet(db, caller.id, id))) throw notFound(SNIPPET_NOT_FOUND);
    },

    async getDigest(caller: StaffCaller): Promise<RoomDigestSetting> {
      return { enabled: await repo.isDigestSubscribed(db, caller.id) };
    },

    async setDigest(caller: StaffCaller, enabled: boolean): Promise<RoomDigestSetting> {
      await repo.setDigestSubscribed(db, caller.id, enabled);
      return { enabled };
    },

    /**
     * The daily mail of overdue rooms to every subscriber not mailed yet today, from DIGEST_HOUR in
     * the display time zone and only on a day with overdue rooms. Each subscriber's day is claimed in
     * the transaction that writes their mail, so instances polling at once send it once. Returns how
     * many mails were written.
     */
    async sendOverdueDigest(at: Date = now()): Promise<number> {
      const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
      if (hour < DIGEST_HOUR) return 0;
      const waitingBefore = new Date(at.getTime() - config.REVIEW_TARGET_HOURS * 60 * MINUTE_MS);
      const overdue = await repo.overdueRooms(db, waitingBefore, DIGEST_ROOMS);
      if (overdue.total === 0) return 0;
      const rooms = overdue.items.map((room) => ({
        studentName: room.student_name,
        stepTitle: room.step_title,
        waitedHours: Math.floor((at.getTime() - room.waiting_since.getTime()) / (60 * MINUTE_MS)),
        link: `${publicUrl}/admin/room/${room.id}`,
      }));
      return db.transaction(async (tx) => {
        const recipients = await repo.claimDigestRecipients(tx, zonedDate(at, timeZone));
        for (const recipient of recipients) {
          const digest = {
            productName: config.PRODUCT_NAME,
            staffName: recipient.name,
            reviewTargetHours: config.REVIEW_TARGET_HOURS,
            total: overdue.total,
            rooms,
            queueLink: `${publicUrl}/admin/room`,
          };
          await mailer.enqueue(buildOverdueDigestMail(recipient.email, digest), tx);
        }
        return recipients.length;
      });
    },
  };
}
