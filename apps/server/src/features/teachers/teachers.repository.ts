import type { TeacherListQuery } from '@manabiya/domain/contracts/teachers';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { staff } from '../../db/schema/staff.ts';
import { teachers } from '../../db/schema/teachers.ts';
import type { Db } from '../../platform/db.ts';
import type { RowWindow } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/sql-search.ts';

export type TeacherFilters = Omit<TeacherListQuery, 'page' | 'page_size'>;
type Page = RowWindow;

export interface TeacherValues {
  name: string;
  name_kana: string | null;
  introduction: string | null;
  specialities: string | null;
  staff_id: number | null;
}

const SORT_COLUMNS = { id: teachers.id, name: teachers.name, name_kana: teachers.name_kana, created_at: teachers.created_at } as const;

const profileColumns = {
  id: teachers.id,
  name: teachers.name,
  name_kana: teachers.name_kana,
  icon_path: teachers.icon_path,
  introduction: teachers.introduction,
  specialities: teachers.specialities,
};

const itemColumns = {
  ...profileColumns,
  staff_id: teachers.staff_id,
  staff_name: staff.name,
  created_at: teachers.created_at,
  updated_at: teachers.updated_at,
};

function whereOf(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(ilike(teachers.name, pattern), ilike(teachers.name_kana, pattern), ilike(teachers.specialities, pattern));
}

function selectItems(db: Db) {
  return db.select(itemColumns).from(teachers).leftJoin(staff, eq(staff.id, teachers.staff_id));
}

export function listTeachers(db: Db, filters: TeacherFilters, page?: Page) {
  const direction = filters.order === 'desc' ? desc : asc;
  const query = selectItems(db)
    .where(whereOf(filters.q))
    .orderBy(direction(SORT_COLUMNS[filters.sort ?? 'id']), direction(teachers.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countTeachers(db: Db, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(teachers).where(whereOf(q));
  return row?.total ?? 0;
}

/** The public profile list of the company and student portals, in kana order. */
export function listProfiles(db: Db, q: string | undefined, page: Page) {
  return db
    .select(profileColumns)
    .from(teachers)
    .where(whereOf(q))
    .orderBy(asc(teachers.name_kana), asc(teachers.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A teacher profile with its staff account's name, as lists and details read it. */
export type TeacherRow = NonNullable<Awaited<ReturnType<typeof findTeacher>>>;

export async function findTeacher(db: Db, id: number) {
  const [row] = await selectItems(db).where(eq(teachers.id, id));
  return row;
}

/** The stored values and icon of a teacher, locked for the write that follows. */
export async function lockTeacher(db: Db, id: number): Promise<(TeacherValues & { icon_path: string | null }) | undefined> {
  const [row] = await db
    .select({
      name: teachers.name,
      name_kana: teachers.name_kana,
      introduction: teachers.introduction,
      specialities: teachers.specialities,
      staff_id: teachers.staff_id,
      icon_path: teachers.icon_path,
    })
    .from(teachers)
    .where(eq(teachers.id, id))
    .for('update');
  return row;
}

export async function isStaffLinked(db: Db, staffId: number, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.staff_id, staffId), exceptId === undefined ? undefined : ne(teachers.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertTeacher(db: Db, values: TeacherValues): Promise<number> {
  const [row] = await db.insert(teachers).values(values).returning({ id: teachers.id });
  return row!.id;
}

export async function updateTeacher(db: Db, id: number, values: Partial<TeacherValues & { icon_path: string | null }>): Promise<void> {
  await db.update(teachers).set(values).where(eq(teachers.id, id));
}

export async function deleteTeacher(db: Db, id: number): Promise<void> {
  await db.delete(teachers).where(eq(teachers.id, id));
}
