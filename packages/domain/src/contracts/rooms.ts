import { z } from 'zod';
import {
  MESSAGE_TYPE,
  REVIEW_AGE_BANDS,
  ROOM_CHECK_STATUS_VALUES,
  ROOM_STATUS,
  ROOM_STATUS_VALUES,
  TEACHER_ACTION_TYPE_VALUES,
  WAITING_ON,
  type MessageType,
  type RoomCheckStatus,
  type RoomStatus,
  type TeacherActionType,
} from '../enums/rooms.ts';
import { idParamSchema, idSchema, IdName, MAX_ID, ServerMessage } from './common.ts';
import { DateText } from './fields.ts';
import { ListQuery } from './lists.ts';

/*
 * Rooms (spec §1 "submit assignments in rooms (chat)"): one room per student and assignment step,
 * a thread of messages between the student and the teachers, a status kept by the room machine
 * (room-machine.ts), the staff's review queue with claims, and the review-time figures.
 */

/** A message's Markdown body holds at most this many characters. */
export const ROOM_MESSAGE_MAX = 20_000;
/** Files per message, and their sizes by kind (checked by their bytes on the server). */
export const ROOM_FILES_PER_MESSAGE = 5;
export const ROOM_ZIP_MAX_MB = 20;
export const ROOM_IMAGE_MAX_MB = 5;
/** A thread shows its latest messages; earlier ones load a page at a time (a 1,000-message thread stays quick on a phone). */
export const ROOM_THREAD_PAGE = 50;
/** A saved feedback snippet. */
export const ROOM_SNIPPET_TITLE_MAX = 60;
export const ROOM_SNIPPET_BODY_MAX = 4_000;
export const ROOM_SNIPPETS_PER_STAFF = 100;

const MESSAGE_BODY_LABEL = 'メッセージ';

/** Markdown as typed (never trimmed: leading spaces of a code block matter), not blank. */
export const RoomMarkdown = (label = MESSAGE_BODY_LABEL) =>
  z
    .string({ message: `${label}を入力してください。` })
    .max(ROOM_MESSAGE_MAX, { message: `${label}は${ROOM_MESSAGE_MAX}文字以内で入力してください。` })
    .refine((text) => text.trim() !== '', { message: `${label}を入力してください。` });

const oneOf = <T extends number>(values: readonly T[], message: string) =>
  z.coerce
    .number({ message })
    .refine((value): value is T => (values as readonly number[]).includes(value), { message });

export const RoomStatusSchema = oneOf<RoomStatus>(ROOM_STATUS_VALUES, '状態は 0（学習中）、1（提出済み）、2（NG）、3（OK）のいずれかで指定してください。');
export const RoomCheckStatusSchema = oneOf<RoomCheckStatus>(ROOM_CHECK_STATUS_VALUES, '確認状況は 0（未確認）か 1（確認済み）で指定してください。');

// ---- The question template of spec §9 -------------------------------------------------------------

/** The support question template's sections (spec §9), each a field; sent as one Markdown message. */
export const QUESTION_TEMPLATE_FIELDS = ['title', 'expectation', 'problem', 'tried', 'source'] as const;
export type QuestionTemplateField = (typeof QUESTION_TEMPLATE_FIELDS)[number];
export type QuestionTemplate = Record<QuestionTemplateField, string>;

/** The headings the template writes, in Japanese as the school uses them. */
export const QUESTION_TEMPLATE_HEADINGS: Record<QuestionTemplateField, string> = {
  title: '質問のタイトル',
  expectation: '期待する動作',
  problem: '実際に起きていること（エラーメッセージ）',
  tried: '試したこと',
  source: 'ソースコード',
};

/** The template as one Markdown message: a heading per filled section, the source code in a fenced block. */
export function questionMarkdown(template: QuestionTemplate, codeLanguage = ''): string {
  const fence = (code: string) => {
    const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
    const marks = '`'.repeat(longest + 1);
    return `${marks}${codeLanguage}\n${code.replace(/\n+$/, '')}\n${marks}`;
  };
  return QUESTION_TEMPLATE_FIELDS.filter((field) => template[field].trim() !== '')
    .map((field) => `### ${QUESTION_TEMPLATE_HEADINGS[field]}\n\n${field === 'source' ? fence(template[field]) : template[field].trim()}`)
    .join('\n\n');
}

// ---- Bodies ----------------------------------------------------------------------------------------

/** The room a staff member's message, judgement or redo request is for. */
const RoomId = idSchema('ルームを指定してください。');

export const StudentOpenRoomBody = z.object({ step_id: idSchema('ステップを指定してください。') });
export type StudentOpenRoomBody = z.infer<typeof StudentOpenRoomBody>;

/** A student's message: a question (0) or an assignment submission (1). */
export const StudentMessageBody = z.object({
  message_type: z.literal([MESSAGE_TYPE.question, MESSAGE_TYPE.assignment], { message: 'メッセージの種類は 0（質問）か 1（課題の提出）で指定してください。' }),
  body: RoomMarkdown(),
});
export type StudentMessageBody = z.infer<typeof StudentMessageBody>;

/** A teacher's reply: a question response (2), or a comment on the assignment (3) that does not judge it. */
export const RoomReplyBody = z.object({
  room_id: RoomId,
  message_type: z.literal([MESSAGE_TYPE.question_response, MESSAGE_TYPE.assignment_response], {
    message: 'メッセージの種類は 2（質問への回答）か 3（課題への返信）で指定してください。',
  }),
  body: RoomMarkdown(),
});
export type RoomReplyBody = z.infer<typeof RoomReplyBody>;

/** A judgement of the waiting submission: NG (2) or OK (3), with the feedback. */
export const RoomJudgeBody = z.object({
  room_id: RoomId,
  status: z.literal([ROOM_STATUS.ng, ROOM_STATUS.ok], { message: '判定は 2（NG）か 3（OK）で指定してください。' }),
  body: RoomMarkdown('フィードバック'),
});
export type RoomJudgeBody = z.infer<typeof RoomJudgeBody>;

/** Asks the student to redo a passed assignment: the step reopens. */
export const RoomRedoBody = z.object({
  room_id: RoomId,
  reason: RoomMarkdown('やり直しの理由'),
});
export type RoomRedoBody = z.infer<typeof RoomRedoBody>;

/** The author's edit of a message (within MESSAGE_EDIT_MINUTES, before anyone replies). */
export const RoomMessageEditBody = z.object({ body: RoomMarkdown() });
export type RoomMessageEditBody = z.infer<typeof RoomMessageEditBody>;

/** A student's mark on a teacher's response: good 0, bad 1, or null to take it back. */
export const RoomMessageMarkBody = z.object({
  action_type: z
    .literal(TEACHER_ACTION_TYPE_VALUES, { message: '評価は 0（good）か 1（bad）で指定してください。' })
    .nullable(),
});
export type RoomMessageMarkBody = z.infer<typeof RoomMessageMarkBody>;

export const RoomSnippetBody = z.object({
  title: z
    .string({ message: 'タイトルを入力してください。' })
    .trim()
    .min(1, { message: 'タイトルを入力してください。' })
    .max(ROOM_SNIPPET_TITLE_MAX, { message: `タイトルは${ROOM_SNIPPET_TITLE_MAX}文字以内で入力してください。` }),
  body: RoomMarkdown('本文').refine((text) => text.length <= ROOM_SNIPPET_BODY_MAX, { message: `本文は${ROOM_SNIPPET_BODY_MAX}文字以内で入力してください。` }),
});
export type RoomSnippetBody = z.infer<typeof RoomSnippetBody>;

export const RoomDigestBody = z.object({ enabled: z.boolean({ message: '受け取るかどうかを true か false で指定してください。' }) });
export type RoomDigestBody = z.infer<typeof RoomDigestBody>;

// ---- Queries ---------------------------------------------------------------------------------------

const optionalId = (message: string) => idParamSchema(message).optional();

/** The student's and the company's room lists. */
export const RoomListQuery = ListQuery.extend({
  status: RoomStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type RoomListQuery = z.infer<typeof RoomListQuery>;

/** The staff's queue: rooms waiting on a teacher, oldest waiting first, by default. */
export const AdminRoomListQuery = RoomListQuery.extend({
  check_status: RoomCheckStatusSchema.optional(),
  /** Default `teacher`: the review queue; `all` lists every room. */
  waiting_on: z.enum([...WAITING_ON, 'all'], { message: '待ち状態は teacher、student、all のいずれかで指定してください。' }).default('teacher'),
  company_id: optionalId('会社を正しく指定してください。'),
  course_id: optionalId('コースを正しく指定してください。'),
  curriculum_id: optionalId('カリキュラムを正しく指定してください。'),
  /** Rooms a staff member has answered or judged in. */
  teacher_id: optionalId('講師を正しく指定してください。'),
  /** A staff member's id whose claim holds the room, or 0 for rooms nobody claims. */
  claimed_by: z.coerce
    .number({ message: 'レビュー中の担当者を正しく指定してください。' })
    .int({ message: 'レビュー中の担当者を正しく指定してください。' })
    .min(0, { message: 'レビュー中の担当者を正しく指定してください。' })
    .max(MAX_ID, { message: 'レビュー中の担当者を正しく指定してください。' })
    .optional(),
  sort: z.enum(['waiting_since', 'updated_at'], { message: '並び順は waiting_since か updated_at で指定してください。' }).default('waiting_since'),
});
export type AdminRoomListQuery = z.infer<typeof AdminRoomListQuery>;

/**
 * The queue's filters and order as the room page carries them, for the next room to review
 * (decision 045): the rooms it looks at always wait on a teacher, so `waiting_on` is not one of them.
 */
export const AdminRoomNextQuery = AdminRoomListQuery.omit({ page: true, page_size: true, waiting_on: true });
export type AdminRoomNextQuery = z.infer<typeof AdminRoomNextQuery>;

/** The review-time figures over a period (both days included, in the display time zone). */
export const RoomFiguresQuery = z.object({ from: DateText.optional(), to: DateText.optional() });
export type RoomFiguresQuery = z.infer<typeof RoomFiguresQuery>;

// ---- Items -----------------------------------------------------------------------------------------

export const RoomClaim = z.object({
  staff_id: z.number().int(),
  staff_name: z.string(),
  expires_at: z.string(),
  /** The claim is the caller's own. */
  mine: z.boolean(),
});
export type RoomClaim = z.infer<typeof RoomClaim>;

export const RoomAuthor = z.object({
  /** `student`, or `staff` for a teacher or another staff member. */
  kind: z.enum(['student', 'staff']),
  id: z.number().int(),
  name: z.string(),
  icon_path: z.string().nullable(),
});
export type RoomAuthor = z.infer<typeof RoomAuthor>;

export const RoomLastMessage = z.object({
  message_type: z.number().int(),
  author_kind: z.enum(['student', 'staff']),
  /** The first characters of the body, as plain text. */
  excerpt: z.string(),
  created_at: z.string(),
});

/** One room in a list (queue, student, company). */
export const RoomListItem = z.object({
  id: z.number().int(),
  status: z.number().int(),
  check_status: z.number().int(),
  waiting_on: z.enum(WAITING_ON),
  /** Since when the room waits on its current side (the message that made it so). */
  waiting_since: z.string().nullable(),
  /** Against the review target, while the room waits on a teacher; null otherwise. */
  age_band: z.enum(REVIEW_AGE_BANDS).nullable(),
  /** `course_mode`: the pace the student follows their course at (0 normal, 1 intensive; the plan's days). */
  student: IdName.extend({ company_id: z.number().int(), company_name: z.string(), course_mode: z.number().int() }),
  course: IdName.nullable(),
  curriculum: IdName,
  step: z.object({ id: z.number().int(), title: z.string() }),
  last_message: RoomLastMessage.nullable(),
  message_count: z.number().int(),
  /** Messages from the other side the caller has not read yet (student: teachers' messages). */
  unread_count: z.number().int(),
  claim: RoomClaim.nullable(),
  updated_at: z.string(),
});
export type RoomListItem = z.infer<typeof RoomListItem>;

export const RoomAttachment = z.object({
  id: z.number().int(),
  /** Upload kind (spec §3): zip 0, image 1. */
  kind: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type RoomAttachment = z.infer<typeof RoomAttachment>;

export const RoomMessage = z.object({
  id: z.number().int(),
  message_type: z.number().int(),
  body: z.string(),
  author: RoomAuthor,
  created_at: z.string(),
  /** When the author last edited it (the thread shows "edited"). */
  edited_at: z.string().nullable(),
  /** The judgement this message carried (2 NG, 3 OK), or 0 for a redo request; null for any other message. */
  verdict: z.number().int().nullable(),
  attachments: z.array(RoomAttachment),
  /** The student's mark on a teacher's message: good 0, bad 1, none null. */
  mark: z.number().int().nullable(),
  /** The caller may edit it now (author, within the edit window, nothing after it yet). */
  can_edit: z.boolean(),
});
export type RoomMessage = z.infer<typeof RoomMessage>;

/** A room with its whole thread, the step's assignment beside it, and what the caller may do. */
export const RoomDetail = RoomListItem.extend({
  step: z.object({ id: z.number().int(), title: z.string(), body: z.string(), step_type: z.number().int() }),
  /** The latest ROOM_THREAD_PAGE messages, oldest first. */
  messages: z.array(RoomMessage),
  /** How many messages come before the first one given (read them with the room's messages call, `before` = that id). */
  earlier_count: z.number().int(),
  abilities: z.object({
    can_question: z.boolean(),
    can_submit: z.boolean(),
    can_reply: z.boolean(),
    can_judge: z.boolean(),
    can_redo: z.boolean(),
    can_claim: z.boolean(),
    /** Someone else holds the room: the caller may take it over (and only then reply or judge). */
    can_take_over: z.boolean(),
    can_mark: z.boolean(),
    /** The caller's reading counts: the page marks the room read (`…/room/{id}/read`) while it shows it. */
    can_mark_read: z.boolean(),
  }),
  /** Why an offered action is not possible now (e.g. a submission waits), for the page to say. */
  submit_blocked_reason: ServerMessage.nullable(),
});
export type RoomDetail = z.infer<typeof RoomDetail>;

/** A page of a thread: the messages before a message id, or without one the latest. */
export const RoomMessagesQuery = z.object({ before: idParamSchema('どのメッセージより前かを正しく指定してください。').optional() });
export type RoomMessagesQuery = z.infer<typeof RoomMessagesQuery>;

export const RoomMessagesPage = z.object({
  /** Up to ROOM_THREAD_PAGE messages just before `before`, oldest first. */
  items: z.array(RoomMessage),
  earlier_count: z.number().int(),
});
export type RoomMessagesPage = z.infer<typeof RoomMessagesPage>;

export const RoomSnippet = z.object({ id: z.number().int(), title: z.string(), body: z.string(), updated_at: z.string() });
export type RoomSnippet = z.infer<typeof RoomSnippet>;

export const RoomDigestSetting = z.object({ enabled: z.boolean() });
export type RoomDigestSetting = z.infer<typeof RoomDigestSetting>;

const Percentiles = z.object({
  count: z.number().int(),
  /** Minutes, null when nothing was measured in the period. */
  p50_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
});

/** Review-time figures: time to first response and to judgement, overall, per teacher and per company. */
export const RoomFigures = z.object({
  from: z.string(),
  to: z.string(),
  review_target_hours: z.number(),
  overdue_now: z.number().int(),
  waiting_now: z.number().int(),
  first_response: Percentiles,
  judgement: Percentiles,
  per_teacher: z.array(z.object({ staff_id: z.number().int(), name: z.string(), first_response: Percentiles, judgement: Percentiles })),
  per_company: z.array(z.object({ company_id: z.number().int(), name: z.string(), first_response: Percentiles, judgement: Percentiles })),
});
export type RoomFigures = z.infer<typeof RoomFigures>;

/** The next room to review after this one, in the queue's order and filters (null: none waits), and how many wait besides this one. */
export const RoomNextResponse = z.object({ room: RoomListItem.nullable(), remaining: z.number().int() });
export type RoomNextResponse = z.infer<typeof RoomNextResponse>;

export const RoomClaimResponse = z.object({ room_id: z.number().int(), claim: RoomClaim.nullable() });
export type RoomClaimResponse = z.infer<typeof RoomClaimResponse>;

/** Taking over someone else's claim names whose it is, as the confirmation did: a different holder by now is a 409. */
export const RoomTakeOverBody = z.object({ holder_id: idSchema('引き継ぐ相手（いま対応中の人）を指定してください。') });
export type RoomTakeOverBody = z.infer<typeof RoomTakeOverBody>;

/** The caller's new claim and whose claim it replaced. */
export const RoomTakeOverResponse = RoomClaimResponse.extend({ claim: RoomClaim, taken_from: IdName });
export type RoomTakeOverResponse = z.infer<typeof RoomTakeOverResponse>;

export const RoomMessageMarkResponse = z.object({ message_id: z.number().int(), mark: z.number().int().nullable() });

export type { MessageType, TeacherActionType };
