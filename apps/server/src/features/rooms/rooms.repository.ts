import type { RoomCheckStatus, RoomStatus } from '@manabiya/domain/enums/rooms';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { companies, companyUsers } from '../../db/schema/companies.ts';
import { courses, curricula, steps } from '../../db/schema/courses.ts';
import { roomMessages, rooms, waitingOnTeacher } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type PageReader } from '../../platform/paging.ts';
import { containsPattern, searchByKey } from '../../platform/sql-search.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

/*
 * The rooms themselves: the queue and the lists of each audience, one room, its lock and its state.
 * The queue of 50,000 rooms and 1,000,000 messages reads one statement over rooms ⋈ students ⋈
 * steps with the last message joined by its id: the counters and the last message are kept on the
 * room row by the statements that write messages, so no list counts messages (decision 035).
 */

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
    course_mode: students.course_mode,
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
    equalsWhenGiven(rooms.status, filters.status),
    equalsWhenGiven(rooms.check_status, filters.check_status),
    filters.waiting_on === 'teacher' ? waitingOnTeacher : filters.waiting_on === 'student' ? sql`not ${waitingOnTeacher}` : undefined,
    equalsWhenGiven(students.company_id, filters.company_id),
    equalsWhenGiven(students.course_id, filters.course_id),
    equalsWhenGiven(steps.curriculum_id, filters.curriculum_id),
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

/** The rooms in the scope, filtered: a window of them in the order asked, and how many match. */
export function listRooms(db: Db, scope: RoomScope, filters: RoomFilters, order: RoomOrder, now: Date): PageReader<RoomRow> {
  const where = and(scopeCondition(scope), ...filterConditions(filters, now));
  return {
    rows: (window) => inWindow(selectRooms(db, scope).where(where).orderBy(...orderOf(order)), window),
    total: () => countRooms(db, scope, filters, where),
  };
}

/**
 * The next room to review after room `afterId` (decision 045): the first room the queue shows with
 * these filters and order — waiting on a teacher whatever `waiting_on` says — other than that room
 * and, unless the filters name a claim holder, rooms someone other than `staffId` holds now; and
 * how many such rooms there are.
 */
export async function nextWaitingRoom(db: Db, filters: RoomFilters, order: RoomOrder, afterId: number, staffId: number, now: Date) {
  const heldByOther = and(isNotNull(rooms.claimed_by_staff_id), gt(rooms.claim_expires_at, now), ne(rooms.claimed_by_staff_id, staffId));
  const where = and(
    ...filterConditions({ ...filters, waiting_on: 'teacher' }, now),
    ne(rooms.id, afterId),
    filters.claimed_by === undefined ? sql`not coalesce(${heldByOther}, false)` : undefined,
  );
  const [[row], [counted]] = await Promise.all([
    selectRooms(db, 'staff').where(where).orderBy(...orderOf(order)).limit(1),
    db.select({ total: count() }).from(rooms).innerJoin(students, eq(students.id, rooms.student_id)).innerJoin(steps, eq(steps.id, rooms.step_id)).where(where),
  ]);
  return { row, remaining: counted?.total ?? 0 };
}

/** How many rooms match: joined only to the tables the filters read (the queue's count reads the partial index alone). */
async function countRooms(db: Db, scope: RoomScope, filters: RoomFilters, where: SQL | undefined): Promise<number> {
  const byStudent = (scope !== 'staff' && 'companyId' in scope) || filters.company_id !== undefined || filters.course_id !== undefined || Boolean(filters.q?.trim());
  const byStep = filters.curriculum_id !== undefined || Boolean(filters.q?.trim());
  let query = db.select({ total: count() }).from(rooms).$dynamic();
  if (byStudent) query = query.innerJoin(students, eq(students.id, rooms.student_id));
  if (byStep) query = query.innerJoin(steps, eq(steps.id, rooms.step_id));
  const [row] = await query.where(where);
  return row?.total ?? 0;
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

export async function roomExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id)).limit(1);
  return row !== undefined;
}

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

/** Rooms waiting on a teacher since before `waitingBefore` (overdue), oldest first, and how many there are. */
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
