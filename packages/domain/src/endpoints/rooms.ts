import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import {
  AdminRoomListQuery,
  AdminRoomNextQuery,
  RoomClaimResponse,
  RoomDetail,
  RoomDigestBody,
  RoomDigestSetting,
  RoomFigures,
  RoomFiguresQuery,
  RoomJudgeBody,
  RoomListItem,
  RoomListQuery,
  RoomMessage,
  RoomMessageEditBody,
  RoomMessageMarkBody,
  RoomMessageMarkResponse,
  RoomMessagesPage,
  RoomMessagesQuery,
  RoomNextResponse,
  RoomRedoBody,
  RoomReplyBody,
  RoomSnippet,
  RoomSnippetBody,
  RoomTakeOverBody,
  RoomTakeOverResponse,
  ROOM_FILES_PER_MESSAGE,
  ROOM_IMAGE_MAX_MB,
  ROOM_ZIP_MAX_MB,
  StudentMessageBody,
  StudentOpenRoomBody,
} from '../contracts/rooms.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';

const ADMIN = '/api/admin/room';
const STUDENT = '/api/student/room';
const COMPANY = '/api/company/room';

const FILES_DESCRIPTION =
  `multipart/form-data with a \`data\` part holding the body as JSON, then up to ${ROOM_FILES_PER_MESSAGE} \`files\` parts: ` +
  `zip (at most ${ROOM_ZIP_MAX_MB} MB) or PNG, JPEG, WebP images (at most ${ROOM_IMAGE_MAX_MB} MB), checked by their bytes. ` +
  'Without files the body may also be sent as application/json.';

const filesOf = <T extends z.ZodType>(data: T) =>
  z.object({ data, files: z.array(filePart('A zip or an image (checked by its bytes)')).max(ROOM_FILES_PER_MESSAGE).optional() });

const FILE_DESCRIPTION = 'The attachment as it was uploaded (Content-Disposition: attachment; images inline).';

/**
 * Rooms: the staff's review queue and threads (section room: read to see, all to reply, judge,
 * redo and claim), the student's rooms, and the company's read-only view of its students' rooms.
 */
export const roomEndpoints = {
  adminList: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'The review queue: rooms waiting on a teacher, oldest waiting first (filters: status, check status, waiting on, company, course, curriculum, teacher, claimed by)',
    query: AdminRoomListQuery,
    response: listResponseOf(RoomListItem),
  }),
  adminGet: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id`,
    summary: "A room's thread with the step's assignment beside it (reading changes nothing: the page marks it seen with the read call)",
    params: IdParams,
    response: RoomDetail,
  }),
  adminNext: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/next`,
    summary:
      "The next room to review after this one: the first room waiting on a teacher in the queue's order and filters (the queue's query without paging and waiting_on), other than this one and, unless claimed_by is given, rooms someone else is reviewing; with how many such rooms wait",
    params: IdParams,
    query: AdminRoomNextQuery,
    response: RoomNextResponse,
  }),
  adminRead: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/read`,
    summary: "Mark the student's latest message seen (check status 1, unread 0) while the thread is shown; idempotent",
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  adminMessages: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/messages`,
    summary: "A page of a room's thread: the messages before a message, or the latest",
    params: IdParams,
    query: RoomMessagesQuery,
    response: RoomMessagesPage,
  }),
  adminReply: defineEndpoint({
    method: 'POST',
    path: '/api/admin/room_reply',
    summary: 'Answer in a room: a question response (2) or a comment on the assignment (3) that does not judge it (409 naming whoever else holds the room)',
    description: FILES_DESCRIPTION,
    multipart: true,
    formParts: filesOf(RoomReplyBody),
    response: RoomDetail,
    status: 201,
  }),
  adminJudge: defineEndpoint({
    method: 'POST',
    path: '/api/admin/room_judge',
    summary: 'Judge the waiting submission NG (2) or OK (3) with feedback; OK completes the step (409 when nothing waits, another teacher judged first, or someone else holds the room)',
    body: RoomJudgeBody,
    response: RoomDetail,
  }),
  adminRedo: defineEndpoint({
    method: 'POST',
    path: '/api/admin/room_redo',
    summary: 'Ask the student to redo a passed (OK) assignment, with the reason; the step reopens',
    body: RoomRedoBody,
    response: RoomDetail,
  }),
  adminClaim: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/claim`,
    summary: 'Claim the room ("I am reviewing this") for 30 minutes, or renew one\'s own claim; 409 naming who holds it',
    params: IdParams,
    response: RoomClaimResponse,
  }),
  adminTakeOver: defineEndpoint({
    method: 'POST',
    path: `${ADMIN}/:id/claim/take_over`,
    summary: "Take over someone else's live claim, naming its holder (409 when the room is held by someone else by now, or by nobody); recorded, and the holder is told live",
    params: IdParams,
    body: RoomTakeOverBody,
    response: RoomTakeOverResponse,
  }),
  adminUnclaim: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id/claim`,
    summary: "Release one's own claim on the room",
    params: IdParams,
    response: RoomClaimResponse,
  }),
  adminEditMessage: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/room_message/:id',
    summary: "Edit one's own message within 10 minutes and before anything follows it (the edit is shown)",
    params: IdParams,
    body: RoomMessageEditBody,
    response: RoomMessage,
  }),
  adminFile: defineEndpoint({
    method: 'GET',
    path: '/api/admin/room_file/:id',
    summary: "A message's attachment",
    description: FILE_DESCRIPTION,
    params: IdParams,
    response: z.any(),
    download: true,
  }),
  adminFigures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/room_figures',
    summary: 'Review-time figures over a period: time to first response and to judgement (p50, p90) overall, per teacher and per company; rooms overdue now',
    query: RoomFiguresQuery,
    response: RoomFigures,
  }),
  snippetList: defineEndpoint({ method: 'GET', path: '/api/admin/room_snippet', summary: "The caller's saved feedback snippets", response: z.array(RoomSnippet) }),
  snippetCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/room_snippet',
    summary: 'Save a feedback snippet (own, at most 100)',
    body: RoomSnippetBody,
    response: RoomSnippet,
    status: 201,
  }),
  snippetUpdate: defineEndpoint({ method: 'PUT', path: '/api/admin/room_snippet/:id', summary: 'Change an own snippet', params: IdParams, body: RoomSnippetBody, response: RoomSnippet }),
  snippetDelete: defineEndpoint({ method: 'DELETE', path: '/api/admin/room_snippet/:id', summary: 'Delete an own snippet', params: IdParams, response: z.null(), status: 204 }),
  digestGet: defineEndpoint({ method: 'GET', path: '/api/admin/room_digest', summary: 'Whether the caller receives the daily mail of overdue rooms', response: RoomDigestSetting }),
  digestSet: defineEndpoint({ method: 'PUT', path: '/api/admin/room_digest', summary: 'Opt in or out of the daily mail of overdue rooms', body: RoomDigestBody, response: RoomDigestSetting }),

  studentList: defineEndpoint({
    method: 'GET',
    path: STUDENT,
    summary: "The signed-in student's rooms, latest activity first, with status and unread counts",
    query: RoomListQuery,
    response: listResponseOf(RoomListItem),
  }),
  studentOpen: defineEndpoint({
    method: 'POST',
    path: STUDENT,
    summary: 'The room of an assignment step of the own course: returned when it exists, opened otherwise',
    body: StudentOpenRoomBody,
    response: RoomDetail,
    idempotent: true,
  }),
  studentGet: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/:id`,
    summary: "An own room with its thread (reading changes nothing: the page marks it read with the read call)",
    params: IdParams,
    tenantScope: { id: 'room' },
    response: RoomDetail,
  }),
  studentRead: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/:id/read`,
    summary: "Mark the teachers' messages of an own room read while the thread is shown; idempotent",
    params: IdParams,
    tenantScope: { id: 'room' },
    response: z.null(),
    status: 204,
  }),
  studentMessages: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/:id/messages`,
    summary: 'Earlier messages of an own room: the page before a message',
    params: IdParams,
    tenantScope: { id: 'room' },
    query: RoomMessagesQuery,
    response: RoomMessagesPage,
  }),
  studentMessage: defineEndpoint({
    method: 'POST',
    path: `${STUDENT}/:id/message`,
    summary: 'Ask a question (0) or submit the assignment (1; 409 while a submission waits or after OK)',
    description: FILES_DESCRIPTION,
    params: IdParams,
    tenantScope: { id: 'room' },
    multipart: true,
    formParts: filesOf(StudentMessageBody),
    response: RoomDetail,
    status: 201,
  }),
  studentEditMessage: defineEndpoint({
    method: 'PUT',
    path: '/api/student/room_message/:id',
    summary: "Edit one's own message within 10 minutes and before anything follows it (the edit is shown)",
    params: IdParams,
    tenantScope: { id: 'student_message' },
    body: RoomMessageEditBody,
    response: RoomMessage,
  }),
  studentMark: defineEndpoint({
    method: 'PUT',
    path: '/api/student/room_message/:id/mark',
    summary: "Mark a teacher's response good (0) or bad (1), or take the mark back (null); one mark per message",
    params: IdParams,
    tenantScope: { id: 'teacher_message' },
    body: RoomMessageMarkBody,
    response: RoomMessageMarkResponse,
  }),
  studentFile: defineEndpoint({
    method: 'GET',
    path: '/api/student/room_file/:id',
    summary: 'An attachment of an own room',
    description: FILE_DESCRIPTION,
    params: IdParams,
    tenantScope: { id: 'room_file' },
    response: z.any(),
    download: true,
  }),

  companyList: defineEndpoint({
    method: 'GET',
    path: COMPANY,
    summary: "The company's own students' rooms (read-only), with status and waiting time",
    query: RoomListQuery,
    response: listResponseOf(RoomListItem),
  }),
  companyGet: defineEndpoint({ method: 'GET', path: `${COMPANY}/:id`, summary: "A room of the company's own student, read-only", params: IdParams, tenantScope: { id: 'room' }, response: RoomDetail }),
  companyMessages: defineEndpoint({
    method: 'GET',
    path: `${COMPANY}/:id/messages`,
    summary: "Earlier messages of a room of the company's own student: the page before a message",
    params: IdParams,
    tenantScope: { id: 'room' },
    query: RoomMessagesQuery,
    response: RoomMessagesPage,
  }),
  companyFile: defineEndpoint({
    method: 'GET',
    path: '/api/company/room_file/:id',
    summary: "An attachment of a room of the company's own student",
    description: FILE_DESCRIPTION,
    params: IdParams,
    tenantScope: { id: 'room_file' },
    response: z.any(),
    download: true,
  }),
} as const;
