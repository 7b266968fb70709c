import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import type { PermissionRoleBody, PermissionRoleItem, RoleLevels } from '@manabiya/domain/contracts/permission-roles';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { ACCESS_LEVEL, isAccessLevel } from '@manabiya/domain/permissions/access-levels';
import { sectionsBeyondGranter } from '@manabiya/domain/permissions/granting';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { SECTIONS, isSection, permissionName, type Section } from '@manabiya/domain/permissions/sections';
import type { Db } from '../../platform/db.ts';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
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

/** Refuses (403) a role with any section stronger than the granter's own levels (decision 015). */
export async function ensureRoleGrantable(db: Db, roleId: number, granter: SectionPermissions | null): Promise<void> {
  const beyond = sectionsBeyondGranter(levelsFrom(await repo.findLevelsOfRoles(db, [roleId])), granter);
  if (beyond.length > 0) throw grantingBeyondOwn(beyond);
}

function grantingBeyondOwn(sections: Section[]) {
  return forbidden(`ご自身の権限より強い権限は付与できません（${sections.join('、')}）。ご自身と同じかそれより弱いレベルにしてください。`);
}

export async function roleExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findRole(db, id)) !== undefined;
}

/** The signed-in staff member acting: their id and their own levels. */
type Actor = Pick<SignedInUser, 'id' | 'section_permissions'>;

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

    async createRole(actor: Actor, body: PermissionRoleBody): Promise<PermissionRoleItem> {
      const staffId = actor.id;
      const beyond = sectionsBeyondGranter(body.levels, actor.section_permissions);
      if (beyond.length > 0) throw grantingBeyondOwn(beyond);
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
    async updateRole(actor: Actor, id: number, body: PermissionRoleBody): Promise<PermissionRoleItem> {
      const staffId = actor.id;
      await db.transaction(async (tx) => {
        const before = await getRoleIn(tx, id);
        const levelsChanged = SECTIONS.some((section) => before.levels[section] !== body.levels[section]);
        if (levelsChanged && (await repo.findRoleIdOfStaff(tx, staffId)) === id) {
          throw forbidden('ご自身に割り当てられているロールの権限は変更できません。別のロール管理者に依頼してください。');
        }
        const beyond = sectionsBeyondGranter(body.levels, actor.section_permissions);
        if (levelsChanged && beyond.length > 0) throw grantingBeyondOwn(beyond);
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

    async deleteRole(actor: Actor, id: number): Promise<void> {
      const staffId = actor.id;
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
