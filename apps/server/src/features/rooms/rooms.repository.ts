import { ROOM_STATUS, type MessageType, type RoomCheckStatus, type RoomStatus, type TeacherActionType } from '@manabiya/domain/enums/rooms';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { courses, curricula, steps } from '../../db/schema/courses.ts';
import { roomDigestSubscriptions, roomFiles, roomMessageMarks, roomMessages, rooms, roomSnippets } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { containsPattern, searchByKey } from '../../platform/sql-search.ts';

/*
 * The queue of 50,000 rooms and 1,000,000 messages reads one statement over rooms ⋈ students ⋈
 * steps with the last message joined by its id: the counters and the last message are kept on the
 * room row by the statements that write messages, so no list counts messages (decision 035).
 */

/** Waiting on a teacher: exactly the predicate of the partial index rooms_waiting_on_teacher_idx, with literals so the planner matches it. */
export const waitingOnTeacher: SQL = sql`(${rooms.status} = ${sql.raw(String(ROOM_STATUS.submitted))} or ${rooms.question_open})`;

/** Who is asking: a student sees their own rooms, a company its students', staff every room. */
export type RoomScope = { studentId: number } | { companyId: number } | 'staff';

export interface RoomFilters {
  status?: RoomStatus | undefined;
  check_status?: RoomCheckStatus | undefined;
  waiting_on?: 'teacher' | 'student' | 'all' | undefined;
  company_id?: number | undefined;
  course_id?: number | undefined;
  curriculum_id?: number | undefined;
  teacher_id?: number | undefined;
  /** 0: nobody holds a live claim; an id: that staff member does. */
  claimed_by?: number | undefined;
  q?: string | undefined;
}

export type RoomOrder = { by: 'waiting_since' | 'updated_at'; order: 'asc' | 'desc' } | 'latest_activity';

const lastMessage = alias(roomMessages, 'last_message');
const EXCERPT_SOURCE_CHARS = 400;

function listColumns(withStudentUnread: boolean) {
  return {
    id: rooms.id,
    status: rooms.status,
    check_status: rooms.check_status,
    question_open: rooms.question_open,
    waiting_since: rooms.waiting_since,
    message_count: rooms.message_count,
    staff_unread_count: rooms.staff_unread_count,
    last_message_id: rooms.last_message_id,
    claimed_by_staff_id: rooms.claimed_by_staff_id,
    claim_expires_at: rooms.claim_expires_at,
    claimer_name: sql<string | null>`(select ${staff.name} from ${staff} where ${staff.id} = ${rooms.claimed_by_staff_id})`,
    created_at: rooms.created_at,
    updated_at: rooms.updated_at,
    student_id: students.id,
    student_name: students.name,
    company_id: students.company_id,
    company_name: sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${students.company_id})`,
    course_id: students.course_id,
    course_name: sql<string | null>`(select ${courses.name} from ${courses} where ${courses.id} = ${students.course_id})`,
    curriculum_id: steps.curriculum_id,
    curriculum_name: sql<string>`(select ${curricula.name} from ${curricula} where ${curricula.id} = ${steps.curriculum_id})`,
    step_id: steps.id,
    step_title: steps.title,
    last_message_type: lastMessage.message_type,
    last_message_by_student: sql<boolean | null>`${lastMessage.student_id} is not null`.mapWith((value: unknown) => value === true || value === 't'),
    last_message_head: sql<string | null>`left(${lastMessage.body}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
    last_message_created_at: lastMessage.created_at,
    /** Teachers' messages after the newest one the student has seen (their own list and threads only: a few rooms). */
    student_unread_count: withStudentUnread
      ? sql<number>`(select count(*) from ${roomMessages} m where m.room_id = ${rooms.id} and m.staff_id is not null and m.id > coalesce(${rooms.student_read_message_id}, 0))`.mapWith(Number)
      : sql<number>`0`.mapWith(Number),
  };
}

const withStudentUnread = (scope: RoomScope) => scope !== 'staff' && 'studentId' in scope;

/**
 * Rooms with their student, step and last message joined, and the names of the company, course,
 * curriculum and claim holder read by key in scalar subqueries: four relations to plan instead of
 * eight, which keeps the planning of a queue page well under a millisecond.
 */
function selectRooms(db: Db, scope: RoomScope) {
  return db
    .select(listColumns(withStudentUnread(scope)))
    .from(rooms)
    .innerJoin(students, eq(students.id, rooms.student_id))
    .innerJoin(steps, eq(steps.id, rooms.step_id))
    .leftJoin(lastMessage, eq(lastMessage.id, rooms.last_message_id))
    .$dynamic();
}

export type RoomRow = Awaited<ReturnType<ReturnType<typeof selectRooms>['execute']>>[number];

function scopeCondition(scope: RoomScope): SQL | undefined {
  if (scope === 'staff') return undefined;
  return 'studentId' in scope ? eq(rooms.student_id, scope.studentId) : eq(students.company_id, scope.companyId);
}

function filterConditions(filters: RoomFilters, now: Date): Array<SQL | undefined> {
  const liveClaim = and(isNotNull(rooms.claimed_by_staff_id), gt(rooms.claim_expires_at, now));
  return [
    filters.status === undefined ? undefined : eq(rooms.status, filters.status),
    filters.check_status === undefined ? undefined : eq(rooms.check_status, filters.check_status),
    filters.waiting_on === 'teacher' ? waitingOnTeacher : filters.waiting_on === 'student' ? sql`not ${waitingOnTeacher}` : undefined,
    filters.company_id === undefined ? undefined : eq(students.company_id, filters.company_id),
    filters.course_id === undefined ? undefined : eq(students.course_id, filters.course_id),
    filters.curriculum_id === undefined ? undefined : eq(steps.curriculum_id, filters.curriculum_id),
    filters.teacher_id === undefined
      ? undefined
      : inArray(rooms.id, sql`(select room_id from ${roomMessages} where staff_id = ${filters.teacher_id})`),
    filters.claimed_by === undefined
      ? undefined
      : filters.claimed_by === 0
        ? sql`not coalesce(${liveClaim}, false)`
        : and(eq(rooms.claimed_by_staff_id, filters.claimed_by), gt(rooms.claim_expires_at, now)),
    filters.q?.trim() ? or(searchByKey(filters.q, students.search_key), sql`${steps.title} ilike ${containsPattern(filters.q.trim())}`) : undefined,
  ];
}

function orderOf(order: RoomOrder): SQL[] {
  if (order === 'latest_activity') return [desc(sql`coalesce(${rooms.last_message_at}, ${rooms.created_at})`), desc(rooms.id)];
  const direction = order.order === 'desc' ? desc : asc;
  return [direction(order.by === 'waiting_since' ? rooms.waiting_since : rooms.updated_at), direction(rooms.id)];
}

/** One page of rooms in the scope, filtered and ordered, and how many there are. */
export async function listRooms(db: Db, scope: RoomScope, filters: RoomFilters, order: RoomOrder, page: RowWindow, now: Date) {
  const where = and(scopeCondition(scope), ...filterConditions(filters, now));
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    selectRooms(db, scope)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(page.limit)
      .offset(page.offset),
    countRooms(db, scope, filters, where),
  ]);
  return { items, total };
}

/** How many rooms match: joined only to the tables the filters read (the queue's count reads the partial index alone). */
function countRooms(db: Db, scope: RoomScope, filters: RoomFilters, where: SQL | undefined) {
  const byStudent = (scope !== 'staff' && 'companyId' in scope) || filters.company_id !== undefined || filters.course_id !== undefined || Boolean(filters.q?.trim());
  const byStep = filters.curriculum_id !== undefined || Boolean(filters.q?.trim());
  let query = db.select({ total: count() }).from(rooms).$dynamic();
  if (byStudent) query = query.innerJoin(students, eq(students.id, rooms.student_id));
  if (byStep) query = query.innerJoin(steps, eq(steps.id, rooms.step_id));
  return query.where(where);
}

/** One room in the scope with the step's assignment text, or undefined (another student's or company's room is not found). */
export async function findRoom(db: Db, scope: RoomScope, id: number) {
  const [[row], [step]] = await Promise.all([
    selectRooms(db, scope)
      .where(and(eq(rooms.id, id), scopeCondition(scope)))
      .limit(1),
    db.select({ body: steps.body, step_type: steps.step_type }).from(rooms).innerJoin(steps, eq(steps.id, rooms.step_id)).where(eq(rooms.id, id)),
  ]);
  return row && step ? { ...row, step_body: step.body, step_type: step.step_type } : undefined;
}

export type RoomDetailRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** The room of a student and step, if it was opened. */
export async function findRoomIdOf(db: Db, studentId: number, stepId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.student_id, studentId), eq(rooms.step_id, stepId)))
    .limit(1);
  return row?.id;
}

/** Opens the room of a student and step unless it exists (a race opens it once): its id either way. */
export async function openRoom(db: Db, studentId: number, stepId: number): Promise<number> {
  await db.insert(rooms).values({ student_id: studentId, step_id: stepId }).onConflictDoNothing({ target: [rooms.student_id, rooms.step_id] });
  const id = await findRoomIdOf(db, studentId, stepId);
  if (id === undefined) throw new Error(`room of student ${studentId} and step ${stepId} was neither inserted nor found`);
  return id;
}

/** The room's state and owner, locked for the change that follows (every status change holds this lock). */
export async function lockRoom(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: rooms.id,
      student_id: rooms.student_id,
      step_id: rooms.step_id,
      status: rooms.status,
      check_status: rooms.check_status,
      question_open: rooms.question_open,
      waiting_since: rooms.waiting_since,
      last_message_id: rooms.last_message_id,
      claimed_by_staff_id: rooms.claimed_by_staff_id,
      claim_expires_at: rooms.claim_expires_at,
    })
    .from(rooms)
    .where(eq(rooms.id, id))
    .for('update');
  return row;
}

export type LockedRoom = NonNullable<Awaited<ReturnType<typeof lockRoom>>>;

export type RoomChange = PgUpdateSetSource<typeof rooms>;

export async function updateRoom(tx: Db, id: number, change: RoomChange): Promise<void> {
  await tx.update(rooms).set(change).where(eq(rooms.id, id));
}

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

/** The thread, oldest first, with each author's name and icon and the student's mark. */
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

/** A message with its room's owner and company: who may read or change it. */
export async function findMessage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: roomMessages.id,
      room_id: roomMessages.room_id,
      message_type: roomMessages.message_type,
      student_id: roomMessages.student_id,
      staff_id: roomMessages.staff_id,
      created_at: roomMessages.created_at,
      room_student_id: rooms.student_id,
      company_id: students.company_id,
    })
    .from(roomMessages)
    .innerJoin(rooms, eq(rooms.id, roomMessages.room_id))
    .innerJoin(students, eq(students.id, rooms.student_id))
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
  const [row] = await db
    .select({
      id: roomFiles.id,
      kind: roomFiles.kind,
      original_name: roomFiles.original_name,
      stored_name: roomFiles.stored_name,
      content_type: roomFiles.content_type,
      created_at: roomFiles.created_at,
      student_id: rooms.student_id,
      company_id: students.company_id,
    })
    .from(roomFiles)
    .innerJoin(roomMessages, eq(roomMessages.id, roomFiles.message_id))
    .innerJoin(rooms, eq(rooms.id, roomMessages.room_id))
    .innerJoin(students, eq(students.id, rooms.student_id))
    .where(eq(roomFiles.id, id))
    .limit(1);
  return row;
}

export async function staffNameOf(db: Db, staffId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId)).limit(1);
  return row?.name;
}

/** Who hears of a change of the student's rooms: the student and the users of the student's company. */
export async function audienceOf(db: Db, studentId: number): Promise<{ studentIds: number[]; companyUserIds: number[] }> {
  const users = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .innerJoin(students, eq(students.company_id, companyUsers.company_id))
    .where(and(eq(students.id, studentId), eq(companyUsers.active, true)));
  return { studentIds: [studentId], companyUserIds: users.map((user) => user.id) };
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

// ---- Snippets --------------------------------------------------------------------------------------

const snippetColumns = { id: roomSnippets.id, title: roomSnippets.title, body: roomSnippets.body, updated_at: roomSnippets.updated_at };

export function snippetsOf(db: Db, staffId: number) {
  return db.select(snippetColumns).from(roomSnippets).where(eq(roomSnippets.staff_id, staffId)).orderBy(asc(roomSnippets.title), asc(roomSnippets.id));
}

export async function findSnippet(db: Db, staffId: number, id: number) {
  const [row] = await db
    .select(snippetColumns)
    .from(roomSnippets)
    .where(and(eq(roomSnippets.id, id), eq(roomSnippets.staff_id, staffId)))
    .limit(1);
  return row;
}

/** The advisory lock class of one staff member's snippets (a number no other lock class uses). */
const SNIPPET_LOCK = 35_001;

/** Locks the staff member's snippets (the count before an insert holds under concurrent saves) and counts them. */
export async function lockSnippetCount(tx: Db, staffId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SNIPPET_LOCK}::integer, ${staffId}::integer)`);
  const [row] = await tx.select({ total: count() }).from(roomSnippets).where(eq(roomSnippets.staff_id, staffId));
  return row?.total ?? 0;
}

export async function insertSnippet(tx: Db, staffId: number, values: { title: string; body: string }): Promise<number> {
  const [row] = await tx
    .insert(roomSnippets)
    .values({ staff_id: staffId, ...values })
    .returning({ id: roomSnippets.id });
  return row!.id;
}

export async function updateSnippet(db: Db, staffId: number, id: number, values: { title: string; body: string }): Promise<boolean> {
  const rows = await db
    .update(roomSnippets)
    .set(values)
    .where(and(eq(roomSnippets.id, id), eq(roomSnippets.staff_id, staffId)))
    .returning({ id: roomSnippets.id });
  return rows.length > 0;
}

export async function deleteSnippet(db: Db, staffId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(roomSnippets)
    .where(and(eq(roomSnippets.id, id), eq(roomSnippets.staff_id, staffId)))
    .returning({ id: roomSnippets.id });
  return rows.length > 0;
}

// ---- The daily mail of overdue rooms ---------------------------------------------------------------

export async function isDigestSubscribed(db: Db, staffId: number): Promise<boolean> {
  const rows = await db.select({ id: roomDigestSubscriptions.staff_id }).from(roomDigestSubscriptions).where(eq(roomDigestSubscriptions.staff_id, staffId));
  return rows.length > 0;
}

export async function setDigestSubscribed(db: Db, staffId: number, enabled: boolean): Promise<void> {
  if (enabled) await db.insert(roomDigestSubscriptions).values({ staff_id: staffId }).onConflictDoNothing();
  else await db.delete(roomDigestSubscriptions).where(eq(roomDigestSubscriptions.staff_id, staffId));
}

/**
 * Claims today's mail of every subscriber not yet sent one today (so each gets one a day, whichever
 * instance runs first): their addresses, in the caller's transaction. Inactive staff are skipped.
 */
export async function claimDigestRecipients(tx: Db, today: string) {
  const claimed = await tx
    .update(roomDigestSubscriptions)
    .set({ last_sent_on: today })
    .where(
      and(
        or(isNull(roomDigestSubscriptions.last_sent_on), sql`${roomDigestSubscriptions.last_sent_on} < ${today}::date`),
        inArray(roomDigestSubscriptions.staff_id, tx.select({ id: staff.id }).from(staff).where(eq(staff.active, true))),
      ),
    )
    .returning({ staff_id: roomDigestSubscriptions.staff_id });
  if (claimed.length === 0) return [];
  return tx
    .select({ id: staff.id, email: staff.email, name: staff.name })
    .from(staff)
    .where(
      inArray(
        staff.id,
        claimed.map((row) => row.staff_id),
      ),
    );
}

/** Rooms waiting on a teacher since before `deadlineStart` (overdue), oldest first, and how many there are. */
export async function overdueRooms(db: Db, waitingBefore: Date, limit: number) {
  const where = and(waitingOnTeacher, lte(rooms.waiting_since, waitingBefore));
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: rooms.id, waiting_since: rooms.waiting_since, student_name: students.name, step_title: steps.title })
      .from(rooms)
      .innerJoin(students, eq(students.id, rooms.student_id))
      .innerJoin(steps, eq(steps.id, rooms.step_id))
      .where(where)
      .orderBy(asc(rooms.waiting_since), asc(rooms.id))
      .limit(limit),
    db.select({ total: count() }).from(rooms).where(where),
  ]);
  return { items, total };
}

// ---- Bulk writes (demo data and the XXL seed) -------------------------------------------------------

/**
 * Rewrites the counters and the last message of rooms from their messages (every room with messages
 * when no ids are given): message_count, last_message_id, last_message_at. For messages written in
 * bulk (demo data, the XXL seed); the app keeps them as it writes each message.
 */
export async function recountRooms(db: Db, roomIds?: readonly number[]): Promise<void> {
  const only = roomIds === undefined ? sql`` : sql`where room_id = any(${`{${roomIds.join(',')}}`}::int[])`;
  await db.execute(sql`
    update ${rooms} r set message_count = m.total, last_message_id = m.last_id, last_message_at = m.last_at
    from (
      select room_id, count(*)::int as total, max(id) as last_id, max(created_at) as last_at
      from ${roomMessages} ${only}
      group by room_id
    ) m
    where m.room_id = r.id`);
}
