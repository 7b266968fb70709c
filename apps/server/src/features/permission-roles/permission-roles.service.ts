import type { PermissionRoleBody, PermissionRoleItem, RoleLevels } from '@manabiya/domain/contracts/permission-roles';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { ACCESS_LEVEL, canRead, isAccessLevel } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS, isSection, permissionName } from '@manabiya/domain/permissions/sections';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.service.ts';
import * as repo from './permission-roles.repository.ts';

const ENTITY = 'permission_role';
const NOT_FOUND = 'ロールが見つかりません。削除された可能性があります。';

/** Flat fields for the audit diff: the name and one `<section>_permission` per level. */
function auditFields(name: string, levels: RoleLevels): Record<string, unknown> {
  return { name, ...Object.fromEntries(SECTIONS.map((section) => [permissionName(section), levels[section]])) };
}

function levelsFrom(rows: Array<{ section: string; level: number }>): RoleLevels {
  const levels = Object.fromEntries(SECTIONS.map((section) => [section, ACCESS_LEVEL.none])) as RoleLevels;
  for (const { section, level } of rows) if (isSection(section) && isAccessLevel(level)) levels[section] = level;
  return levels;
}

async function withLevels(db: Db, rows: Array<Omit<PermissionRoleItem, 'levels' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }>) {
  const levelRows = await repo.findLevelsOfRoles(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    levels: levelsFrom(levelRows.filter((level) => level.role_id === row.id)),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

async function ensureNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  if (await repo.isRoleNameTaken(db, name, exceptId)) {
    throw new HttpError(409, `ロール名「${name}」は既に使われています。別の名前を入力してください。`, 'conflict', {
      name: '同じ名前のロールが既にあります。',
    });
  }
}

/**
 * Somebody must always be able to manage roles: a write that leaves no active staff member with
 * full role_management access is refused (and its transaction rolled back).
 */
export async function ensureRoleManagerRemains(tx: Db): Promise<void> {
  if ((await repo.countActiveRoleManagers(tx)) === 0) {
    throw conflict('ロール管理の「全体」権限を持つ有効なスタッフがいなくなるため、この変更はできません。先に別のスタッフへその権限を付与してください。');
  }
}

export async function roleExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findRole(db, id)) !== undefined;
}

export function createPermissionRoleService(db: Db) {
  async function getRole(id: number): Promise<PermissionRoleItem> {
    const row = await repo.findRole(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return (await withLevels(db, [row]))[0]!;
  }

  return {
    async listRoles(query: repo.RoleFilters & { page: number; page_size: number }): Promise<ListResponse<PermissionRoleItem>> {
      const page = { limit: query.page_size, offset: query.page * query.page_size };
      const [rows, total] = await Promise.all([repo.listRoles(db, query, page), repo.countRoles(db, query)]);
      return { items: await withLevels(db, rows), total, page: query.page, page_size: query.page_size };
    },

    getRole,

    async createRole(staffId: number, body: PermissionRoleBody): Promise<PermissionRoleItem> {
      const id = await db.transaction(async (tx) => {
        await ensureNameFree(tx, body.name);
        const roleId = await repo.insertRole(tx, body.name);
        await repo.replaceLevels(tx, roleId, SECTIONS.map((section) => ({ section, level: body.levels[section] })));
        await recordAudit(tx, { staffId, entityType: ENTITY, entityId: roleId, after: auditFields(body.name, body.levels) });
        return roleId;
      });
      return getRole(id);
    },

    /** Holders see the new levels on their next request: permissions are read per request. */
    async updateRole(staffId: number, id: number, body: PermissionRoleBody): Promise<PermissionRoleItem> {
      await db.transaction(async (tx) => {
        const before = await getRoleIn(tx, id);
        if ((await repo.findRoleIdOfStaff(tx, staffId)) === id && !canRead(body.levels.role_management)) {
          const message = 'ご自身のロールからロール管理の閲覧権限を外すことはできません。ほかのロールで変更するか、別の管理者に依頼してください。';
          throw badRequest(message, { 'levels.role_management': 'ご自身のロールでは「なし」にできません。' });
        }
        await ensureNameFree(tx, body.name, id);
        await repo.renameRole(tx, id, body.name);
        await repo.replaceLevels(tx, id, SECTIONS.map((section) => ({ section, level: body.levels[section] })));
        await recordAudit(tx, {
          staffId,
          entityType: ENTITY,
          entityId: id,
          before: auditFields(before.name, before.levels),
          after: auditFields(body.name, body.levels),
        });
        await ensureRoleManagerRemains(tx);
      });
      return getRole(id);
    },

    async deleteRole(staffId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await getRoleIn(tx, id);
        const holders = await repo.countHolders(tx, id);
        if (holders > 0) {
          throw conflict(`ロール「${before.name}」は${holders}人のスタッフに割り当てられているため削除できません。先にそのスタッフのロールを変更してください。`);
        }
        await repo.deleteRole(tx, id);
        await recordAudit(tx, { staffId, entityType: ENTITY, entityId: id, before: auditFields(before.name, before.levels) });
      });
    },

    async historyOf(id: number) {
      await getRole(id);
      return listAuditEntries(db, ENTITY, id);
    },
  };
}

async function getRoleIn(tx: Db, id: number): Promise<{ name: string; levels: RoleLevels }> {
  const row = await repo.findRole(tx, id);
  if (!row) throw notFound(NOT_FOUND);
  return { name: row.name, levels: levelsFrom(await repo.findLevelsOfRoles(tx, [id])) };
}

export type PermissionRoleService = ReturnType<typeof createPermissionRoleService>;
