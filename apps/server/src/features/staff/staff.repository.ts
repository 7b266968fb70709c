import type { EmploymentType, MainRole, RoleType } from '@manabiya/domain/enums/staff';
import type { StaffListQuery } from '@manabiya/domain/contracts/staff';
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { permissionRoles, staff } from '../../db/schema/staff.ts';
import { teachers } from '../../db/schema/teachers.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

export type StaffFilters = Omit<StaffListQuery, 'page' | 'page_size'>;

/** The columns a staff write changes, as stored (the audit diff compares these). */
export interface StaffValues {
  name: string;
  name_kana: string | null;
  email: string;
  main_role: MainRole;
  role_type: RoleType;
  employment_type: EmploymentType;
  permission_role_id: number | null;
  active: boolean;
}

const SORT_COLUMNS = {
  id: staff.id,
  name: staff.name,
  name_kana: staff.name_kana,
  email: staff.email,
  main_role: staff.main_role,
  permission_role: permissionRoles.name,
  active: staff.active,
  created_at: staff.created_at,
} as const;

/** What a write is checked and audited against: the staff member's own stored values. */
const valueColumns = {
  name: staff.name,
  name_kana: staff.name_kana,
  email: staff.email,
  main_role: staff.main_role,
  role_type: staff.role_type,
  employment_type: staff.employment_type,
  permission_role_id: staff.permission_role_id,
  active: staff.active,
  password_set: isNotNull(staff.password_hash).mapWith(Boolean),
};

const itemColumns = {
  id: staff.id,
  ...valueColumns,
  permission_role_name: permissionRoles.name,
  teacher_id: teachers.id,
  created_at: staff.created_at,
  updated_at: staff.updated_at,
};

function whereOf(filters: StaffFilters): SQL | undefined {
  return and(
    searchColumns(filters.q, [staff.name, staff.name_kana, staff.email]),
    filters.main_role !== undefined ? eq(staff.main_role, filters.main_role) : undefined,
    filters.permission_role_id !== undefined ? eq(staff.permission_role_id, filters.permission_role_id) : undefined,
    filters.active !== undefined ? eq(staff.active, filters.active) : undefined,
  );
}

function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(staff)
    .leftJoin(permissionRoles, eq(permissionRoles.id, staff.permission_role_id))
    .leftJoin(teachers, eq(teachers.staff_id, staff.id))
    .$dynamic();
}

export type StaffRow = Awaited<ReturnType<typeof findStaff>>;

/** The staff: one page (or, without a window, every row: CSV export) in the requested order, and its total. */
export function listStaff(db: Db, filters: StaffFilters) {
  const where = whereOf(filters);
  const order = orderByColumn(SORT_COLUMNS[filters.sort ?? 'id'], filters.order, staff.id);
  return {
    rows: (window?: RowWindow) => inWindow(selectItems(db).where(where).orderBy(...order), window),
    total: () => db.$count(staff, where),
  };
}

export async function findStaff(db: Db, id: number) {
  const [row] = await selectItems(db).where(eq(staff.id, id));
  return row;
}

/** The stored values of a staff member, for the audit diff and the rules of a write. */
export async function findStaffValues(db: Db, id: number): Promise<(StaffValues & { password_set: boolean }) | undefined> {
  const [row] = await db
    .select(valueColumns)
    .from(staff)
    .where(eq(staff.id, id))
    .for('update');
  return row;
}

export async function isEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(sql`lower(${staff.email})`, email.toLowerCase()), exceptId === undefined ? undefined : ne(staff.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertStaff(db: Db, values: StaffValues): Promise<number> {
  const [row] = await db.insert(staff).values(values).returning({ id: staff.id });
  return row!.id;
}

export async function updateStaff(db: Db, id: number, values: StaffValues): Promise<void> {
  await db.update(staff).set(values).where(eq(staff.id, id));
}

export async function deleteStaff(db: Db, id: number): Promise<void> {
  await db.delete(staff).where(eq(staff.id, id));
}
