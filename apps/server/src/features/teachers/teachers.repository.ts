import type { TeacherListQuery } from '@manabiya/domain/contracts/teachers';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { staff } from '../../db/schema/staff.ts';
import { teachers } from '../../db/schema/teachers.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

export type TeacherFilters = Omit<TeacherListQuery, 'page' | 'page_size'>;

export interface TeacherValues {
  name: string;
  name_kana: string | null;
  introduction: string | null;
  specialities: string | null;
  staff_id: number | null;
}

/** What a write is checked and audited against: the profile's stored values and its icon. */
const storedColumns = {
  name: teachers.name,
  name_kana: teachers.name_kana,
  introduction: teachers.introduction,
  specialities: teachers.specialities,
  staff_id: teachers.staff_id,
  icon_path: teachers.icon_path,
};

const profileColumns = {
  id: teachers.id,
  name: teachers.name,
  name_kana: teachers.name_kana,
  icon_path: teachers.icon_path,
  introduction: teachers.introduction,
  specialities: teachers.specialities,
};

/** A row of the list; the list sorts by the column its sort key names. */
const itemColumns = {
  ...profileColumns,
  staff_id: teachers.staff_id,
  staff_name: staff.name,
  created_at: teachers.created_at,
  updated_at: teachers.updated_at,
};

function whereOf(q: string | undefined): SQL | undefined {
  return searchColumns(q, [teachers.name, teachers.name_kana, teachers.specialities]);
}

function selectItems(db: Db) {
  return db.select(itemColumns).from(teachers).leftJoin(staff, eq(staff.id, teachers.staff_id)).$dynamic();
}

/** The teachers: one page (or, without a window, every row: CSV export) in the requested order, and its total. */
export function listTeachers(db: Db, filters: TeacherFilters) {
  const where = whereOf(filters.q);
  const order = orderByColumn(itemColumns[filters.sort ?? 'id'], filters.order, teachers.id);
  return {
    rows: (window?: RowWindow) => inWindow(selectItems(db).where(where).orderBy(...order), window),
    total: () => db.$count(teachers, where),
  };
}

/** The public profile list of the company and student portals, in kana order, and its total. */
export function listProfiles(db: Db, q: string | undefined) {
  const where = whereOf(q);
  return {
    rows: (window: RowWindow) => inWindow(db.select(profileColumns).from(teachers).where(where).orderBy(asc(teachers.name_kana), asc(teachers.id)).$dynamic(), window),
    total: () => db.$count(teachers, where),
  };
}

/** A teacher profile with its staff account's name, as lists and details read it. */
export type TeacherRow = NonNullable<Awaited<ReturnType<typeof findTeacher>>>;

export async function findTeacher(db: Db, id: number) {
  const [row] = await selectItems(db).where(eq(teachers.id, id));
  return row;
}

/** The stored values and icon of a teacher, locked for the write that follows. */
export async function lockTeacher(db: Db, id: number): Promise<(TeacherValues & { icon_path: string | null }) | undefined> {
  const [row] = await db.select(storedColumns).from(teachers).where(eq(teachers.id, id)).for('update');
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
