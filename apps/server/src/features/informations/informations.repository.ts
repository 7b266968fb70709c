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
import type { Priority } from '@manabiya/domain/enums/priority';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { informationFiles, informationReads, informations } from '../../db/schema/informations.ts';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

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
// The same rules are written twice below, once per direction (a reader's notices, a notice's
// audience); informations.routes.test.ts checks both directions against each other. Every value
// comes from the domain's enums, so the SQL cannot drift from NOTICE_TARGET and its rules.

// The fragments below are plain SQL with qualified names: drizzle leaves column references of a
// single-table select unqualified, which would bind `id` inside a correlated subquery to the
// subquery's own table.

const listOf = (values: readonly number[]): SQL => sql.join(values.map((value) => sql`${value}`), sql`, `);
const STUDENT_TARGETS = listOf(NOTICE_TARGET_VALUES.filter(targetsStudents));
const COMPANY_USER_TARGETS = listOf(NOTICE_TARGET_VALUES.filter(targetsCompanyUsers));

const visible = sql`informations.publish_status = ${PUBLISH_STATUS.public} and informations.publish_date <= now()`;

/** Company users see an any-company notice to everyone; a consulting-only one only in a consulting company. */
const forAnyCompany = sql`(informations.notice_target <> ${NOTICE_TARGET.consulting_companies} and informations.company_filter = ${COMPANY_FILTER.all})`;

function noticesFor(reader: Reader): SQL {
  if (reader.accountType === ACCOUNT_TYPE.student) {
    return sql`informations.notice_target in (${STUDENT_TARGETS})
      and (informations.company_filter = ${COMPANY_FILTER.all} or ${reader.consulting}::boolean)
      and (informations.course_scope = ${COURSE_SCOPE.all} or ${reader.courseId}::integer = any(informations.course_ids))`;
  }
  return sql`informations.notice_target in (${COMPANY_USER_TARGETS}) and (${forAnyCompany} or ${reader.consulting}::boolean)`;
}

/** Active students in the audience of the notice row `informations` (correlated). */
export const audienceStudents = sql`select s.id from students s join companies c on c.id = s.company_id
  where s.active and informations.notice_target in (${STUDENT_TARGETS})
    and (informations.company_filter = ${COMPANY_FILTER.all} or c.has_consulting_flg)
    and (informations.course_scope = ${COURSE_SCOPE.all} or s.course_id = any(informations.course_ids))`;

/** Active company users in the audience of the notice row `informations` (correlated). */
export const audienceCompanyUsers = sql`select u.id from company_users u join companies c on c.id = u.company_id
  where u.active and informations.notice_target in (${COMPANY_USER_TARGETS}) and (${forAnyCompany} or c.has_consulting_flg)`;

const readsOf = (accountType: number, members: SQL) =>
  sql`(select count(*) from information_reads r where r.information_id = informations.id
    and r.account_type = ${accountType} and r.account_id in (${members}))`;

const reach = {
  audience_count: sql<number>`((select count(*) from (${audienceStudents}) a) + (select count(*) from (${audienceCompanyUsers}) b))::integer`,
  read_count: sql<number>`(${readsOf(ACCOUNT_TYPE.student, audienceStudents)} + ${readsOf(ACCOUNT_TYPE.company, audienceCompanyUsers)})::integer`,
};

// ---- Reader side ----

export type ReaderRow = Awaited<ReturnType<typeof listForReader>>[number];

/** The reader's notices, newest first; `q` keeps those whose subject or content contains it. */
export function listForReader(db: Db, reader: Reader, q?: string) {
  return db
    .select({
      id: informations.id,
      admin_id: informations.admin_id,
      priority: informations.priority,
      name: informations.name,
      content: informations.content,
      publish_date: informations.publish_date,
      read: sql<boolean>`exists (select 1 from information_reads r where r.information_id = informations.id
        and r.account_type = ${reader.accountType} and r.account_id = ${reader.id})`,
    })
    .from(informations)
    .where(and(visible, noticesFor(reader), searchColumns(q, [informations.name, informations.content])))
    .orderBy(desc(informations.publish_date), desc(informations.id));
}

export async function isVisibleTo(db: Db, reader: Reader, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: informations.id })
    .from(informations)
    .where(and(eq(informations.id, id), visible, noticesFor(reader)));
  return row !== undefined;
}

/** Idempotent: a second mark of the same notice by the same account changes nothing. */
export async function markRead(db: Db, reader: Reader, id: number): Promise<void> {
  await db
    .insert(informationReads)
    .values({ information_id: id, account_type: reader.accountType, account_id: reader.id })
    .onConflictDoNothing();
}

/** Marks every notice the reader sees as read, in one statement; returns how many were unread. */
export async function markAllRead(db: Db, reader: Reader): Promise<number> {
  const result: unknown = await db.execute(sql`insert into information_reads (information_id, account_type, account_id)
    select informations.id, ${reader.accountType}::smallint, ${reader.id}::integer from informations where ${visible} and ${noticesFor(reader)}
    on conflict do nothing returning id`);
  return (result as { rows: unknown[] }).rows.length;
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

const SORT_COLUMNS = {
  id: informations.id,
  name: informations.name,
  priority: informations.priority,
  notice_target: informations.notice_target,
  publish_date: informations.publish_date,
  created_at: informations.created_at,
} as const;

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
  ...reach,
};

/** Day bounds of the period filter in the display time zone. */
function whereOf(filters: InformationFilters, timeZone: string): SQL | undefined {
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  return and(
    searchColumns(filters.q, [informations.name, informations.content]),
    filters.priority === undefined ? undefined : eq(informations.priority, filters.priority),
    filters.notice_target === undefined ? undefined : eq(informations.notice_target, filters.notice_target),
    filters.publish_status === undefined ? undefined : eq(informations.publish_status, filters.publish_status),
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
    .orderBy(...orderByColumn(SORT_COLUMNS[filters.sort ?? 'publish_date'], filters.order, informations.id))
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
    .where(and(visible, isNull(informations.announced_at), id === undefined ? undefined : eq(informations.id, id)))
    .returning({ id: informations.id, name: informations.name, content: informations.content, priority: informations.priority });
}
