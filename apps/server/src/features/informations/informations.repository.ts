import type { InformationListQuery } from '@manabiya/domain/contracts/informations';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import {
  COMPANY_FILTER,
  COURSE_SCOPE,
  NOTICE_TARGET,
  NOTICE_TARGET_VALUES,
  PUBLISH_STATUS,
  targetsCompanyUsers,
  targetsStudents,
  type CompanyFilter,
  type CourseScope,
  type NoticeTarget,
  type PublishStatus,
} from '@manabiya/domain/enums/information';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { informationFiles, informations } from '../../db/schema/informations.ts';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';
import { equalsWhenGiven } from '../../platform/sql-filter.ts';

export type InformationFilters = Omit<InformationListQuery, 'page' | 'page_size'>;

export interface InformationValues {
  name: string;
  content: string;
  priority: Priority;
  notice_target: NoticeTarget;
  company_filter: CompanyFilter;
  course_scope: CourseScope;
  course_ids: number[];
  publish_status: PublishStatus;
  publish_date: Date;
}

/** Who reads: a student (with the facts the audience rules need) or a company user; taken from the session's signed-in user. */
export type Reader =
  | { accountType: typeof ACCOUNT_TYPE.student; id: number; consulting: boolean; courseId: number | null }
  | { accountType: typeof ACCOUNT_TYPE.company; id: number; consulting: boolean };

// ---- Audience rules (spec §3 notice target, company filter, course scope) ----
// Students: the targets for which targetsStudents() holds; the consulting-only company filter keeps
// consulting companies; the selected-courses scope keeps students of those courses.
// Company users: the targets for which targetsCompanyUsers() holds; the consulting-companies target
// and the consulting-only filter keep consulting companies.
// Each rule is written once (studentInAudience, companyUserInAudience) over a notice row and the
// facts of an account, and used in every direction: a reader's notices, a notice's audience, the
// reach of a page of notices; informations.routes.test.ts checks the directions against each other.
// Every value comes from the domain's enums, so the SQL cannot drift from NOTICE_TARGET and its rules.

// The fragments below are plain SQL with qualified names: drizzle leaves column references of a
// single-table select unqualified, which would bind `id` inside a correlated subquery to the
// subquery's own table.

const listOf = (values: readonly number[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `);
const STUDENT_TARGETS = listOf(NOTICE_TARGET_VALUES.filter(targetsStudents));
const COMPANY_USER_TARGETS = listOf(NOTICE_TARGET_VALUES.filter(targetsCompanyUsers));

const visible = sql`informations.publish_status = ${PUBLISH_STATUS.public} and informations.publish_date <= now()`;

const NOTICE = sql.raw('informations');

/** Whether a student (of a company with or without consulting, in a course) is in the audience of `notice`'s row. */
const studentInAudience = (notice: SQL, consulting: SQL, courseId: SQL): SQL =>
  sql`${notice}.notice_target in (${STUDENT_TARGETS})
    and (${notice}.company_filter = ${COMPANY_FILTER.all} or ${consulting})
    and (${notice}.course_scope = ${COURSE_SCOPE.all} or ${courseId} = any(${notice}.course_ids))`;

/** Company users see an any-company notice to everyone; a consulting-only one only in a consulting company. */
const companyUserInAudience = (notice: SQL, consulting: SQL): SQL =>
  sql`${notice}.notice_target in (${COMPANY_USER_TARGETS})
    and ((${notice}.notice_target <> ${NOTICE_TARGET.consulting_companies} and ${notice}.company_filter = ${COMPANY_FILTER.all}) or ${consulting})`;

function noticesFor(reader: Reader): SQL {
  return reader.accountType === ACCOUNT_TYPE.student
    ? studentInAudience(NOTICE, sql`${reader.consulting}::boolean`, sql`${reader.courseId}::integer`)
    : companyUserInAudience(NOTICE, sql`${reader.consulting}::boolean`);
}

/** Active students in the audience of the notice row `informations` (correlated). */
export const audienceStudents = sql`select s.id from students s join companies c on c.id = s.company_id
  where s.active and ${studentInAudience(NOTICE, sql`c.has_consulting_flg`, sql`s.course_id`)}`;

/** Active company users in the audience of the notice row `informations` (correlated). */
export const audienceCompanyUsers = sql`select u.id from company_users u join companies c on c.id = u.company_id
  where u.active and ${companyUserInAudience(NOTICE, sql`c.has_consulting_flg`)}`;

/**
 * How many active accounts each notice reaches now, for a page of notices in one statement: the
 * accounts are counted once, grouped by what the audience rules look at (consulting, course), and
 * each notice sums the groups its rules keep.
 */
export async function audienceCountsOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const page = sql.raw('p');
  const result: unknown = await db.execute(sql`
    with p as (select id, notice_target, company_filter, course_scope, course_ids from informations where id in (${listOf(ids)})),
    student_groups as materialized (select c.has_consulting_flg as consulting, s.course_id, count(*) as n
      from students s join companies c on c.id = s.company_id where s.active group by 1, 2),
    user_groups as materialized (select c.has_consulting_flg as consulting, count(*) as n
      from company_users u join companies c on c.id = u.company_id where u.active group by 1)
    select p.id,
      (coalesce((select sum(g.n) from student_groups g where ${studentInAudience(page, sql`g.consulting`, sql`g.course_id`)}), 0)
        + coalesce((select sum(g.n) from user_groups g where ${companyUserInAudience(page, sql`g.consulting`)}), 0))::integer as audience_count
    from p`);
  const rows = (result as { rows: Array<{ id: number; audience_count: number | string }> }).rows;
  return new Map(rows.map((row) => [Number(row.id), Number(row.audience_count)]));
}

// ---- Reader side ----

// A reader gets one page of notices at a time and a summary for the header (decision 031). The
// read mark is looked up by (information_id, account_type, account_id), the unique index of
// information_reads; the summary's unread count is an anti-join on the reader's own marks (the
// (account_type, account_id) index), so neither reads the marks of other accounts.

/** Whether the reader has marked the notice row `informations` read. */
const readBy = (reader: Reader): SQL =>
  sql`exists (select 1 from information_reads r where r.information_id = informations.id
    and r.account_type = ${reader.accountType} and r.account_id = ${reader.id})`;

/** The notices the reader sees now; `q` keeps those whose subject or content contains it. */
const readerWhere = (reader: Reader, q: string | undefined): SQL | undefined =>
  and(visible, noticesFor(reader), searchColumns(q, [informations.name, informations.content]));

const readerColumns = (reader: Reader) => ({
  id: informations.id,
  admin_id: informations.admin_id,
  priority: informations.priority,
  name: informations.name,
  content: informations.content,
  publish_date: informations.publish_date,
  read: sql<boolean>`${readBy(reader)}`,
});

export type ReaderRow = Awaited<ReturnType<typeof listForReader>>[number];

/** One page of the reader's notices, newest first; the id orders notices of the same moment, so pages neither overlap nor skip. */
export function listForReader(db: Db, reader: Reader, q: string | undefined, page: RowWindow) {
  return db
    .select(readerColumns(reader))
    .from(informations)
    .where(readerWhere(reader, q))
    .orderBy(desc(informations.publish_date), desc(informations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countForReader(db: Db, reader: Reader, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(informations).where(readerWhere(reader, q));
  return row?.total ?? 0;
}

export interface ReaderSummaryRows {
  unreadCount: number;
  latest: ReaderRow[];
  urgentUnread: ReaderRow[];
  importantUnread: ReaderRow | null;
}

/**
 * The reader's summary in one statement: the visible notices with only what picking needs (id,
 * priority, date, unread), the unread count over them, and the picked notices' rows. `limits` bounds
 * each list: the newest read or not, the newest unread urgent ones; the newest unread important one.
 */
export async function summaryForReader(db: Db, reader: Reader, limits: { latest: number; urgent: number }): Promise<ReaderSummaryRows> {
  const result: unknown = await db.execute(sql`
    with mine as materialized (
      select informations.id, informations.priority, informations.publish_date, not ${readBy(reader)} as unread
      from informations where ${readerWhere(reader, undefined)}),
    picked as (
      (select 'latest' as slot, id, unread, publish_date from mine order by publish_date desc, id desc limit ${limits.latest})
      union all (select 'urgent', id, unread, publish_date from mine where unread and priority = ${PRIORITY.high} order by publish_date desc, id desc limit ${limits.urgent})
      union all (select 'important', id, unread, publish_date from mine where unread and priority = ${PRIORITY.medium} order by publish_date desc, id desc limit 1))
    select (select count(*) from mine where unread)::integer as unread_count, picked.slot,
      informations.id, informations.admin_id, informations.priority, informations.name, informations.content, informations.publish_date, not picked.unread as read
    from picked join informations on informations.id = picked.id
    order by picked.publish_date desc, picked.id desc`);
  type Raw = { unread_count: number | string; slot: 'latest' | 'urgent' | 'important'; publish_date: unknown } & Omit<ReaderRow, 'publish_date'>;
  const rows = (result as { rows: Raw[] }).rows;
  const summary: ReaderSummaryRows = { unreadCount: Number(rows[0]?.unread_count ?? 0), latest: [], urgentUnread: [], importantUnread: null };
  for (const { unread_count: _count, slot, ...raw } of rows) {
    // Raw rows carry the driver's text of the date; the column decodes it as a typed select would.
    const row: ReaderRow = { ...raw, id: Number(raw.id), publish_date: informations.publish_date.mapFromDriverValue(raw.publish_date) as Date };
    if (slot === 'latest') summary.latest.push(row);
    else if (slot === 'urgent') summary.urgentUnread.push(row);
    else summary.importantUnread = row;
  }
  return summary;
}

/** The notice an image stored at `path` belongs to; undefined when none holds it (never saved, or removed). */
export async function informationOfFile(db: Db, path: string): Promise<number | undefined> {
  const [row] = await db.select({ id: informationFiles.information_id }).from(informationFiles).where(eq(informationFiles.path, path)).limit(1);
  return row?.id;
}

export async function isVisibleTo(db: Db, reader: Reader, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: informations.id })
    .from(informations)
    .where(and(eq(informations.id, id), visible, noticesFor(reader)));
  return row !== undefined;
}

/**
 * Idempotent: a second mark of the same notice by the same account changes nothing. The notice's
 * read count moves in the same statement, only when the mark is new.
 */
export async function markRead(db: Db, reader: Reader, id: number): Promise<void> {
  await db.execute(sql`with inserted as (
      insert into information_reads (information_id, account_type, account_id) values (${id}, ${reader.accountType}, ${reader.id})
      on conflict do nothing returning information_id)
    update informations set read_count = read_count + 1 where id in (select information_id from inserted)`);
}

/** Marks every notice the reader sees as read, in one statement; returns how many were unread. */
export async function markAllRead(db: Db, reader: Reader): Promise<number> {
  const result: unknown = await db.execute(sql`with inserted as (
      insert into information_reads (information_id, account_type, account_id)
      select informations.id, ${reader.accountType}::smallint, ${reader.id}::integer from informations where ${visible} and ${noticesFor(reader)}
      on conflict do nothing returning information_id),
    counted as (update informations set read_count = read_count + 1 where id in (select information_id from inserted) returning id)
    select count(*)::integer as marked from counted`);
  return Number((result as { rows: Array<{ marked: number | string }> }).rows[0]?.marked ?? 0);
}

/** Counts the notice's reads again, exactly: the marks of the accounts in its audience now (after its rules changed). */
export async function recountReads(db: Db, id: number): Promise<void> {
  await db.execute(sql`update informations set read_count = (select count(*) from information_reads r where r.information_id = informations.id
      and ((r.account_type = ${ACCOUNT_TYPE.student} and r.account_id in (${audienceStudents}))
        or (r.account_type = ${ACCOUNT_TYPE.company} and r.account_id in (${audienceCompanyUsers}))))
    where informations.id = ${id}`);
}

// ---- Files ----

export function filesOf(db: Db, informationIds: number[]) {
  if (informationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: informationFiles.id, information_id: informationFiles.information_id, path: informationFiles.path, name: informationFiles.name })
    .from(informationFiles)
    .where(inArray(informationFiles.information_id, informationIds))
    .orderBy(asc(informationFiles.position), asc(informationFiles.id));
}

export async function insertFiles(db: Db, informationId: number, files: Array<{ path: string; name: string; position: number }>): Promise<void> {
  if (files.length > 0) await db.insert(informationFiles).values(files.map((file) => ({ ...file, information_id: informationId })));
}

export async function setFilePosition(db: Db, fileId: number, position: number): Promise<void> {
  await db.update(informationFiles).set({ position }).where(eq(informationFiles.id, fileId));
}

export async function deleteFiles(db: Db, fileIds: number[]): Promise<void> {
  if (fileIds.length > 0) await db.delete(informationFiles).where(inArray(informationFiles.id, fileIds));
}

// ---- Admin side ----

/** A row of the list; the list sorts by the column its sort key names. */
const adminColumns = {
  id: informations.id,
  admin_id: informations.admin_id,
  admin_name: staff.name,
  name: informations.name,
  content: informations.content,
  priority: informations.priority,
  notice_target: informations.notice_target,
  company_filter: informations.company_filter,
  course_scope: informations.course_scope,
  course_ids: informations.course_ids,
  publish_status: informations.publish_status,
  publish_date: informations.publish_date,
  published: sql<boolean>`(${visible})`,
  created_at: informations.created_at,
  updated_at: informations.updated_at,
  read_count: informations.read_count,
};

/** Day bounds of the period filter in the display time zone. */
function whereOf(filters: InformationFilters, timeZone: string): SQL | undefined {
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  return and(
    searchColumns(filters.q, [informations.name, informations.content]),
    equalsWhenGiven(informations.priority, filters.priority),
    equalsWhenGiven(informations.notice_target, filters.notice_target),
    equalsWhenGiven(informations.publish_status, filters.publish_status),
    filters.publish_from ? gte(informations.publish_date, dayStart(filters.publish_from)) : undefined,
    filters.publish_to ? lt(informations.publish_date, sql`${dayStart(filters.publish_to)} + interval '1 day'`) : undefined,
  );
}

export function listInformations(db: Db, filters: InformationFilters, timeZone: string, page: RowWindow) {
  return db
    .select(adminColumns)
    .from(informations)
    .leftJoin(staff, eq(staff.id, informations.admin_id))
    .where(whereOf(filters, timeZone))
    .orderBy(...orderByColumn(adminColumns[filters.sort ?? 'publish_date'], filters.order, informations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInformations(db: Db, filters: InformationFilters, timeZone: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(informations).where(whereOf(filters, timeZone));
  return row?.total ?? 0;
}

export type AdminRow = Awaited<ReturnType<typeof listInformations>>[number];

export async function findInformation(db: Db, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select(adminColumns).from(informations).leftJoin(staff, eq(staff.id, informations.admin_id)).where(eq(informations.id, id));
  return row;
}

export async function lockInformation(db: Db, id: number) {
  const [row] = await db.select().from(informations).where(eq(informations.id, id)).for('update');
  return row;
}

export async function insertInformation(db: Db, adminId: number, values: InformationValues): Promise<number> {
  const [row] = await db
    .insert(informations)
    .values({ ...values, admin_id: adminId })
    .returning({ id: informations.id });
  return row!.id;
}

export async function updateInformation(db: Db, id: number, values: InformationValues, resetAnnouncement: boolean): Promise<void> {
  await db
    .update(informations)
    .set({ ...values, ...(resetAnnouncement ? { announced_at: null } : {}) })
    .where(eq(informations.id, id));
}

/** Makes a draft public at `publishDate`; the announcement is claimed afterwards like any publication. */
export async function publishInformation(db: Db, id: number, publishDate: Date): Promise<void> {
  await db.update(informations).set({ publish_status: PUBLISH_STATUS.public, publish_date: publishDate, announced_at: null }).where(eq(informations.id, id));
}

export interface AudienceTarget {
  notice_target: NoticeTarget;
  company_filter: CompanyFilter;
  course_scope: CourseScope;
  course_ids: readonly number[];
}

/**
 * How many active accounts a notice with this target would reach now: the audience fragments above
 * run against a one-row stand-in for the `informations` row, so the count and the delivery share one rule.
 */
export async function audienceOf(db: Db, target: AudienceTarget): Promise<{ students: number; company_users: number }> {
  const row = sql`(select ${target.notice_target}::smallint as notice_target, ${target.company_filter}::smallint as company_filter,
    ${target.course_scope}::smallint as course_scope, array[${listOf(target.course_ids)}]::integer[] as course_ids) as informations`;
  const result: unknown = await db.execute(
    sql`select (select count(*) from (${audienceStudents}) a)::integer as students, (select count(*) from (${audienceCompanyUsers}) b)::integer as company_users from ${row}`,
  );
  const [counts] = (result as { rows: Array<{ students: number | string; company_users: number | string }> }).rows;
  return { students: Number(counts?.students ?? 0), company_users: Number(counts?.company_users ?? 0) };
}

export async function deleteInformation(db: Db, id: number): Promise<void> {
  await db.delete(informations).where(eq(informations.id, id));
}

/** Everyone in the notice's audience now; nobody when it is not visible or its publication was not announced yet. */
export async function announcedAudienceOf(db: Db, id: number): Promise<{ studentIds: number[]; companyUserIds: number[] }> {
  const [row] = await db
    .select({
      studentIds: sql<number[]>`array(${audienceStudents})`,
      companyUserIds: sql<number[]>`array(${audienceCompanyUsers})`,
    })
    .from(informations)
    .where(and(eq(informations.id, id), visible, sql`informations.announced_at is not null`));
  return row ?? { studentIds: [], companyUserIds: [] };
}

/**
 * Claims the notices whose publication has not been announced yet and is due: visible now. The
 * update is the claim, so with several instances each notice is announced once.
 */
export async function claimDueAnnouncements(db: Db, id?: number) {
  return db
    .update(informations)
    .set({ announced_at: sql`now()` })
    .where(and(visible, isNull(informations.announced_at), equalsWhenGiven(informations.id, id)))
    .returning({ id: informations.id, name: informations.name, content: informations.content, priority: informations.priority });
}
