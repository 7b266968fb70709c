import type { AccessLevel } from '@manabiya/domain/permissions/access-levels';
import type { PermissionRoleListQuery } from '@manabiya/domain/contracts/permission-roles';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { permissionRoleLevels, permissionRoles, staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';
import { inWindow, type RowWindow } from '../../platform/paging.ts';
import { orderByColumn } from '../../platform/sql-order.ts';
import { searchColumns } from '../../platform/sql-search.ts';

export type RoleFilters = Omit<PermissionRoleListQuery, 'page' | 'page_size'>;

// Qualified by hand: drizzle leaves columns unqualified in a single-table select, and a bare "id" would bind to staff.
const staffCount = sql<number>`(select count(*) from ${staff} as holders where holders.permission_role_id = ${permissionRoles}."id")`.mapWith(Number);

/** A row of the list; the list sorts by the column its sort key names. */
const roleColumns = {
  id: permissionRoles.id,
  name: permissionRoles.name,
  staff_count: staffCount,
  created_at: permissionRoles.created_at,
  updated_at: permissionRoles.updated_at,
};

const whereOf = (filters: RoleFilters) => searchColumns(filters.q, [permissionRoles.name]);

/** The roles: one page in the requested order, and their total. */
export function listRoles(db: Db, filters: RoleFilters) {
  const where = whereOf(filters);
  const order = orderByColumn(roleColumns[filters.sort ?? 'id'], filters.order, permissionRoles.id);
  return {
    rows: (window: RowWindow) => inWindow(db.select(roleColumns).from(permissionRoles).where(where).orderBy(...order).$dynamic(), window),
    total: () => db.$count(permissionRoles, where),
  };
}

export async function findRole(db: Db, id: number) {
  const [row] = await db.select(roleColumns).from(permissionRoles).where(eq(permissionRoles.id, id));
  return row;
}

/** Stored levels of several roles; a section without a row is none. */
export function findLevelsOfRoles(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ role_id: permissionRoleLevels.role_id, section: permissionRoleLevels.section, level: permissionRoleLevels.level })
    .from(permissionRoleLevels)
    .where(inArray(permissionRoleLevels.role_id, roleIds));
}

export async function isRoleNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: permissionRoles.id })
    .from(permissionRoles)
    .where(and(eq(permissionRoles.name, name), exceptId === undefined ? undefined : ne(permissionRoles.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function findRoleIdByName(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: permissionRoles.id }).from(permissionRoles).where(eq(permissionRoles.name, name)).limit(1);
  return row?.id;
}

export async function insertRole(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(permissionRoles).values({ name }).returning({ id: permissionRoles.id });
  return row!.id;
}

export async function renameRole(db: Db, id: number, name: string): Promise<void> {
  // Always touches the row so updated_at moves even when only levels changed.
  await db.update(permissionRoles).set({ name, updated_at: new Date() }).where(eq(permissionRoles.id, id));
}

export async function replaceLevels(db: Db, roleId: number, levels: Array<{ section: string; level: AccessLevel }>): Promise<void> {
  await db.delete(permissionRoleLevels).where(eq(permissionRoleLevels.role_id, roleId));
  if (levels.length > 0) await db.insert(permissionRoleLevels).values(levels.map((entry) => ({ role_id: roleId, ...entry })));
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.delete(permissionRoles).where(eq(permissionRoles.id, id));
}

export const countHolders = (db: Db, roleId: number): Promise<number> => db.$count(staff, eq(staff.permission_role_id, roleId));

export async function findRoleIdOfStaff(db: Db, staffId: number): Promise<number | null> {
  const [row] = await db.select({ role_id: staff.permission_role_id }).from(staff).where(eq(staff.id, staffId));
  return row?.role_id ?? null;
}

/** Active staff whose role gives full role_management access: the people who can still fix roles. */
export async function countActiveRoleManagers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staff)
    .innerJoin(permissionRoleLevels, eq(permissionRoleLevels.role_id, staff.permission_role_id))
    .where(and(eq(staff.active, true), eq(permissionRoleLevels.section, 'role_management'), eq(permissionRoleLevels.level, ACCESS_LEVEL.all)));
  return row?.total ?? 0;
}

/** Up to `limit` ids of the active staff whose role gives full role_management access (two tell whether one is the last). */
export async function findActiveRoleManagerIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(permissionRoleLevels, eq(permissionRoleLevels.role_id, staff.permission_role_id))
    .where(and(eq(staff.active, true), eq(permissionRoleLevels.section, 'role_management'), eq(permissionRoleLevels.level, ACCESS_LEVEL.all)))
    .orderBy(staff.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
