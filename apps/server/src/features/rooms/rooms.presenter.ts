import { addDays } from '@manabiya/domain/contracts/learning';
import { nextRoomState, staffActionsOf, waitingOnOf, type RoomState } from '@manabiya/domain/contracts/room-machine';
import type { RoomAttachment, RoomDetail, RoomListItem, RoomMessage } from '@manabiya/domain/contracts/rooms';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { MESSAGE_EDIT_MINUTES, MESSAGE_TYPE, type ReviewAgeBand } from '@manabiya/domain/enums/rooms';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import { startOfZonedDay, zonedDate } from '@manabiya/domain/zoned-time';
import type { FileRow, MessageRow } from './room-messages.repository.ts';
import type { RoomDetailRow, RoomRow } from './rooms.repository.ts';

/** Who reads a room: its student, a user of the student's company, or a staff member with their section levels. */
export type RoomViewer =
  | { kind: 'student'; studentId: number }
  | { kind: 'company'; companyId: number }
  | { kind: 'staff'; staffId: number; permissions: SectionPermissions | null };

export interface PresentContext {
  viewer: RoomViewer;
  now: Date;
  reviewTargetHours: number;
  timeZone: string;
}

const EXCERPT_CHARS = 120;
const HOUR_MS = 60 * 60 * 1000;

/** The machine's view of a room row. */
export const stateOf = (row: { status: number; question_open: boolean; check_status: number }): RoomState => ({
  status: row.status as RoomState['status'],
  questionOpen: row.question_open,
  checkStatus: row.check_status as RoomState['checkStatus'],
});

/**
 * A waiting room's age against the review target: overdue once waiting_since + target has passed,
 * due today when that deadline falls before the end of today in the display time zone, else within.
 */
export function ageBandOf(waitingSince: Date, now: Date, targetHours: number, timeZone: string): ReviewAgeBand {
  const deadline = waitingSince.getTime() + targetHours * HOUR_MS;
  if (deadline <= now.getTime()) return 'overdue';
  const endOfToday = startOfZonedDay(addDays(zonedDate(now, timeZone), 1), timeZone).getTime();
  return deadline < endOfToday ? 'due_today' : 'within';
}

/** The first characters of a Markdown text as plain text: code fences, headings, emphasis and links reduced to their words. */
export function plainExcerpt(markdown: string, max = EXCERPT_CHARS): string {
  const text = markdown
    .split('\n')
    .filter((line) => !/^\s*(`{3,}|~{3,})/.test(line))
    .map((line) => line.replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/, ''))
    .join(' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

const isStaff = (viewer: RoomViewer): viewer is Extract<RoomViewer, { kind: 'staff' }> => viewer.kind === 'staff';
const mayAnswer = (viewer: RoomViewer) => isStaff(viewer) && can(viewer.permissions, 'room', 'all');

/** The live claim of a room as staff see it (students and companies see none); an expired claim is no claim. */
function claimOf(row: RoomRow, ctx: PresentContext): RoomListItem['claim'] {
  const { viewer, now } = ctx;
  if (!isStaff(viewer) || row.claimed_by_staff_id === null || !row.claim_expires_at || row.claim_expires_at <= now) return null;
  return {
    staff_id: row.claimed_by_staff_id,
    staff_name: row.claimer_name ?? '',
    expires_at: row.claim_expires_at.toISOString(),
    mine: row.claimed_by_staff_id === viewer.staffId,
  };
}

export function presentRoomItem(row: RoomRow, ctx: PresentContext): RoomListItem {
  const waitingOn = waitingOnOf(stateOf(row));
  const unread = ctx.viewer.kind === 'student' ? row.student_unread_count : ctx.viewer.kind === 'staff' ? row.staff_unread_count : 0;
  return {
    id: row.id,
    status: row.status,
    check_status: row.check_status,
    waiting_on: waitingOn,
    waiting_since: row.waiting_since.toISOString(),
    age_band: waitingOn === 'teacher' ? ageBandOf(row.waiting_since, ctx.now, ctx.reviewTargetHours, ctx.timeZone) : null,
    student: { id: row.student_id, name: row.student_name, company_id: row.company_id, company_name: row.company_name, course_mode: row.course_mode },
    course: row.course_id === null ? null : { id: row.course_id, name: row.course_name ?? '' },
    curriculum: { id: row.curriculum_id, name: row.curriculum_name },
    step: { id: row.step_id, title: row.step_title },
    last_message:
      row.last_message_type === null || row.last_message_created_at === null
        ? null
        : {
            message_type: row.last_message_type,
            author_kind: row.last_message_by_student ? 'student' : 'staff',
            excerpt: plainExcerpt(row.last_message_head ?? ''),
            created_at: row.last_message_created_at.toISOString(),
          },
    message_count: row.message_count,
    unread_count: unread,
    claim: claimOf(row, ctx),
    updated_at: row.updated_at.toISOString(),
  };
}

function fileUrl(viewer: RoomViewer, id: number): string {
  const endpoint = viewer.kind === 'student' ? roomEndpoints.studentFile : viewer.kind === 'company' ? roomEndpoints.companyFile : roomEndpoints.adminFile;
  return pathOf(endpoint, { id });
}

/** Whether the viewer wrote the message. */
export function isAuthor(viewer: RoomViewer, message: { student_id: number | null; staff_id: number | null }): boolean {
  if (viewer.kind === 'student') return message.student_id === viewer.studentId;
  return viewer.kind === 'staff' && message.staff_id === viewer.staffId;
}

/** Why the author may not edit the message now (null when they may): the edit window, or a message after it. */
export function editRefusalOf(message: { id: number; created_at: Date }, lastMessageId: number | null, now: Date): string | null {
  if (now.getTime() - message.created_at.getTime() > MESSAGE_EDIT_MINUTES * 60_000) {
    return `メッセージを編集できるのは送信から${MESSAGE_EDIT_MINUTES}分以内です。補足は新しいメッセージで送ってください。`;
  }
  if (lastMessageId !== message.id) return 'このメッセージの後に新しいメッセージがあるため編集できません。補足は新しいメッセージで送ってください。';
  return null;
}

export function presentMessage(row: MessageRow, files: readonly FileRow[], ctx: PresentContext, lastMessageId: number | null): RoomMessage {
  const byStudent = row.student_id !== null;
  const attachments: RoomAttachment[] = files.map((file) => ({ id: file.id, kind: file.kind, name: file.name, size: file.size, url: fileUrl(ctx.viewer, file.id) }));
  return {
    ...withIsoDates({ created_at: row.created_at, edited_at: row.edited_at }),
    id: row.id,
    message_type: row.message_type,
    body: row.body,
    author: byStudent
      ? { kind: 'student', id: row.student_id!, name: row.student_name ?? '', icon_path: row.student_icon }
      : { kind: 'staff', id: row.staff_id!, name: row.staff_name ?? '', icon_path: row.staff_icon },
    verdict: row.verdict,
    attachments,
    mark: byStudent ? null : row.mark,
    can_edit: isAuthor(ctx.viewer, row) && editRefusalOf(row, lastMessageId, ctx.now) === null,
  };
}

/** Messages of a thread with their attachments. */
export function presentMessages(messages: readonly MessageRow[], files: readonly FileRow[], ctx: PresentContext, lastMessageId: number | null): RoomMessage[] {
  const filesByMessage = new Map<number, FileRow[]>();
  for (const file of files) filesByMessage.set(file.message_id, [...(filesByMessage.get(file.message_id) ?? []), file]);
  return messages.map((message) => presentMessage(message, filesByMessage.get(message.id) ?? [], ctx, lastMessageId));
}

export function presentRoomDetail(row: RoomDetailRow, thread: { messages: readonly MessageRow[]; earlier: number }, files: readonly FileRow[], ctx: PresentContext): RoomDetail {
  const item = presentRoomItem(row, ctx);
  const state = stateOf(row);
  const { viewer } = ctx;
  const student = viewer.kind === 'student';
  const answering = mayAnswer(viewer);
  // The domain's rule, as the server applies it: someone else's live claim leaves only a take-over.
  const staff = staffActionsOf(state, item.claim === null ? 'nobody' : item.claim.mine ? 'me' : 'other');
  const submission = nextRoomState(state, { kind: 'student_message', messageType: MESSAGE_TYPE.assignment });
  return {
    ...item,
    step: { id: row.step_id, title: row.step_title, body: row.step_body, step_type: row.step_type },
    messages: presentMessages(thread.messages, files, ctx, row.last_message_id),
    earlier_count: thread.earlier,
    abilities: {
      can_question: student,
      can_submit: student && submission.ok,
      can_reply: answering && staff.can_reply,
      can_judge: answering && staff.can_judge,
      can_redo: answering && staff.can_redo,
      can_claim: answering && staff.can_claim,
      can_take_over: answering && staff.can_take_over,
      can_mark: student,
      // The student's own reading, or the seeing of a staff member who may answer (the read routes' rule).
      can_mark_read: student || answering,
    },
    submit_blocked_reason: student && !submission.ok ? submission.message : null,
  };
}
