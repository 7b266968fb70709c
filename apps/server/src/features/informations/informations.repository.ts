import type { InformationListQuery, InformationUnreadQuery } from '@manabiya/domain/contracts/informations';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { informationFiles, informationReads, informations } from '../../db/schema/informations.ts';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { containsPattern } from '../autocomplete/autocomplete.repository.ts';

type Page = { limit: number; offset: number };
export type InformationFilters = Omit<InformationListQuery, 'page' | 'page_size'>;

export interface InformationValues {
  name: string;
  content: string;
  priority: number;
  notice_target: number;
  company_filter: number;
  course_scope: number;
  course_ids: number[];
  publish_status: number;
  publish_date: Date;
}

/** Who reads: a student (with the facts the audience rules need) or a company user; taken from the session's signed-in user. */
export type Reader =
  | { accountType: typeof ACCOUNT_TYPE.student; id: number; consulting: boolean; courseId: number | null }
  | { accountType: typeof ACCOUNT_TYPE.company; id: number; consulting: boolean };

// ---- Audience rules (spec §3 notice target, company filter, course scope) ----
// Students: targets 0 (students) and 2 (everyone); company filter −1 keeps consulting companies;
// course scope 1 keeps students of the selected courses.
// Company users: targets 1, 2 and 3; target 3 and company filter −1 keep consulting companies.
// The same rules are written twice below, once per direction (a reader's notices, a notice's
// audience); informations.routes.test.ts checks both directions against each other.

// The fragments below are plain SQL with qualified names: drizzle leaves column references of a
// single-table select unqualified, which would bind `id` inside a correlated subquery to the
// subquery's own table.

const visible = sql`informations.publish_status = 1 and informations.publish_date <= now()`;

function noticesFor(reader: Reader): SQL {
  if (reader.accountType === ACCOUNT_TYPE.student) {
    return sql`informations.notice_target in (0, 2)
      and (informations.company_filter = 0 or ${reader.consulting}::boolean)
      and (informations.course_scope = 0 or ${reader.courseId}::integer = any(informations.course_ids))`;
  }
  return sql`informations.notice_target in (1, 2, 3)
    and ((informations.notice_target <> 3 and informations.company_filter = 0) or ${reader.consulting}::boolean)`;
}

/** Active students in the audience of the notice row `informations` (correlated). */
const audienceStudents = sql`select s.id from students s join companies c on c.id = s.company_id
  where s.active and informations.notice_target in (0, 2)
    and (informations.company_filter = 0 or c.has_consulting_flg)
    and (informations.course_scope = 0 or s.course_id = any(informations.course_ids))`;

/** Active company users in the audience of the notice row `informations` (correlated). */
const audienceCompanyUsers = sql`select u.id from company_users u join companies c on c.id = u.company_id
  where u.active and informations.notice_target in (1, 2, 3)
    and ((informations.notice_target <> 3 and informations.company_filter = 0) or c.has_consulting_flg)`;

const readsOf = (accountType: number, members: SQL) =>
  sql`(select count(*) from information_reads r where r.information_id = informations.id
    and r.account_type = ${accountType} and r.account_id in (${members}))`;

const reach = {
  audience_count: sql<number>`((select count(*) from (${audienceStudents}) a) + (select count(*) from (${audienceCompanyUsers}) b))::integer`,
  read_count: sql<number>`(${readsOf(ACCOUNT_TYPE.student, audienceStudents)} + ${readsOf(ACCOUNT_TYPE.company, audienceCompanyUsers)})::integer`,
};

// ---- Reader side ----

export function listForReader(db: Db, reader: Reader) {
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
    .where(and(visible, noticesFor(reader)))
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
  const term = filters.q?.trim();
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
  return and(
    term ? or(ilike(informations.name, containsPattern(term)), ilike(informations.content, containsPattern(term))) : undefined,
    filters.priority === undefined ? undefined : eq(informations.priority, filters.priority),
    filters.notice_target === undefined ? undefined : eq(informations.notice_target, filters.notice_target),
    filters.publish_status === undefined ? undefined : eq(informations.publish_status, filters.publish_status),
    filters.publish_from ? gte(informations.publish_date, dayStart(filters.publish_from)) : undefined,
    filters.publish_to ? lt(informations.publish_date, sql`${dayStart(filters.publish_to)} + interval '1 day'`) : undefined,
  );
}

export function listInformations(db: Db, filters: InformationFilters, timeZone: string, page: Page) {
  const direction = filters.order === 'desc' ? desc : asc;
  return db
    .select(adminColumns)
    .from(informations)
    .leftJoin(staff, eq(staff.id, informations.admin_id))
    .where(whereOf(filters, timeZone))
    .orderBy(direction(SORT_COLUMNS[filters.sort ?? 'publish_date']), direction(informations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInformations(db: Db, filters: InformationFilters, timeZone: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(informations).where(whereOf(filters, timeZone));
  return row?.total ?? 0;
}

export async function findInformation(db: Db, id: number) {
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

// ---- Who has not read it ----

function unreadMembers(id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>) {
  const term = query.q?.trim();
  const pattern = term ? containsPattern(term) : undefined;
  const member = (accountType: number, table: 'students' | 'company_users', audience: SQL) => {
    const kind = accountType === ACCOUNT_TYPE.student ? 'student' : 'company';
    const search = pattern ? sql`and (m.name ilike ${pattern} or m.email ilike ${pattern} or c.name ilike ${pattern})` : sql``;
    return sql`select ${kind}::text as account_type, m.id, m.name, m.email, c.name as company_name, m.name_kana as kana
      from informations join ${sql.raw(table)} m on m.id in (${audience}) join companies c on c.id = m.company_id
      where informations.id = ${id}
        and not exists (select 1 from information_reads r where r.information_id = informations.id and r.account_type = ${accountType} and r.account_id = m.id)
        ${search}`;
  };
  const studentPart = member(ACCOUNT_TYPE.student, 'students', audienceStudents);
  const companyPart = member(ACCOUNT_TYPE.company, 'company_users', audienceCompanyUsers);
  if (query.account_type === 'student') return studentPart;
  if (query.account_type === 'company') return companyPart;
  return sql`${studentPart} union all ${companyPart}`;
}

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
async function executeRows(db: Db, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: unknown[] }).rows;
}

export interface UnreadRow {
  account_type: 'student' | 'company';
  id: number;
  name: string;
  email: string;
  company_name: string;
}

export async function listUnread(db: Db, id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>, page?: Page): Promise<UnreadRow[]> {
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await executeRows(
    db,
    sql`select account_type, id, name, email, company_name from (${unreadMembers(id, query)}) m
      order by company_name, kana nulls last, name, account_type, id ${paging}`,
  );
  return (result as UnreadRow[]).map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countUnread(db: Db, id: number, query: Omit<InformationUnreadQuery, 'page' | 'page_size'>): Promise<number> {
  const [row] = await executeRows(db, sql`select count(*)::integer as total from (${unreadMembers(id, query)}) m`);
  return Number((row as { total: number } | undefined)?.total ?? 0);
}

