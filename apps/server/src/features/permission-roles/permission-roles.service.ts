import { NO_ROLE_MANAGER_LEFT_MESSAGE, permissionRoleRefusal, type PermissionRoleActor, type PermissionRoleRefusal } from '@manabiya/domain/contracts/permission-roles';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { PermissionRoleBody, PermissionRoleItem, PermissionRoleListQuery, RoleLevels } from '@manabiya/domain/contracts/permission-roles';
import { ACCESS_LEVEL, fullAccessLevels, isAccessLevel } from '@manabiya/domain/permissions/access-levels';
import { sectionsBeyondGranter } from '@manabiya/domain/permissions/granting';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { SECTIONS, isSection, permissionName, type Section } from '@manabiya/domain/permissions/sections';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { presentRole, type RoleRow } from './permission-roles.presenter.ts';
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

async function ensureNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  if (await repo.isRoleNameTaken(db, name, exceptId)) {
    throw new HttpError(409, `ロール名「${name}」はすでに使われています。別の名前を入力してください。`, 'conflict', {
      name: '同じ名前のロールがすでにあります。',
    });
  }
}

/** The answer when a change would leave nobody able to manage roles (409). */
function noRoleManagerLeft() {
  return conflict(NO_ROLE_MANAGER_LEFT_MESSAGE);
}

function grantingBeyondOwn(sections: Section[]) {
  return forbidden(`ご自身の権限より強い権限は付与できません（${sections.join('、')}）。ご自身と同じかそれより弱いレベルにしてください。`);
}

function refusalError(refusal: PermissionRoleRefusal, role: { name: string; staff_count: number }) {
  switch (refusal) {
    case 'own_role':
      return forbidden('ご自身に割り当てられているロールの権限は変更できません。別のロール管理者に依頼してください。');
    case 'in_use':
      return conflict(`ロール「${role.name}」は${role.staff_count}人のスタッフに割り当てられているため削除できません。先にそのスタッフのロールを変更してください。`);
    case 'forbidden':
      return forbidden('この操作には「role_management」の全体権限が必要です。');
  }
}

/** The id of the role of that name, made with full access to every section when missing (the first administrator's role). */
export async function ensureFullAccessRole(tx: Db, name: string): Promise<number> {
  const existing = await repo.findRoleIdByName(tx, name);
  if (existing !== undefined) return existing;
  const id = await repo.insertRole(tx, name);
  const levels = fullAccessLevels(SECTIONS);
  await repo.replaceLevels(tx, id, SECTIONS.map((section) => ({ section, level: levels[section] })));
  return id;
}

export interface PermissionRoleServiceDeps {
  db: Db;
  audit: AuditService;
  /** Open staff sockets read their permissions again when a role's levels change (decision 040). */
  realtime: Pick<Realtime, 'staffPermissionsChanged'>;
}

export type PermissionRoleService = ReturnType<typeof createPermissionRoleService>;

export function createPermissionRoleService({ db, audit, realtime }: PermissionRoleServiceDeps) {
  async function actorOf(tx: Db, caller: StaffCaller): Promise<PermissionRoleActor> {
    return { permissions: caller.permissions, roleId: await repo.findRoleIdOfStaff(tx, caller.id) };
  }

  async function presentAll(rows: RoleRow[], actor: PermissionRoleActor): Promise<PermissionRoleItem[]> {
    const levelRows = await repo.findLevelsOfRoles(db, rows.map((row) => row.id));
    const levelsByRole = new Map<number, Array<(typeof levelRows)[number]>>();
    for (const level of levelRows) {
      const levels = levelsByRole.get(level.role_id);
      if (levels) levels.push(level);
      else levelsByRole.set(level.role_id, [level]);
    }
    return rows.map((row) => presentRole(row, levelsFrom(levelsByRole.get(row.id) ?? []), actor));
  }

  async function getRole(caller: StaffCaller, id: number): Promise<PermissionRoleItem> {
    const row = await repo.findRole(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return (await presentAll([row], await actorOf(db, caller)))[0]!;
  }

  /**
   * Somebody must always be able to manage roles: a write that leaves no active staff member with
   * full role_management access is refused (and its transaction rolled back).
   */
  async function ensureRoleManagerRemains(tx: Db): Promise<void> {
    if ((await repo.countActiveRoleManagers(tx)) === 0) throw noRoleManagerLeft();
  }

  async function lockRole(tx: Db, id: number): Promise<RoleRow & { levels: RoleLevels }> {
    const row = await repo.findRole(tx, id);
    if (!row) throw notFound(NOT_FOUND);
    return { ...row, levels: levelsFrom(await repo.findLevelsOfRoles(tx, [id])) };
  }

  return {
    listRoles(caller: StaffCaller, query: PermissionRoleListQuery): Promise<ListResponse<PermissionRoleItem>> {
      return readPage(query, repo.listRoles(db, query), async (rows) => presentAll(rows, await actorOf(db, caller)));
    },

    getRole,

    async createRole(caller: StaffCaller, body: PermissionRoleBody): Promise<PermissionRoleItem> {
      const beyond = sectionsBeyondGranter(body.levels, caller.permissions);
      if (beyond.length > 0) throw grantingBeyondOwn(beyond);
      const id = await db.transaction(async (tx) => {
        await ensureNameFree(tx, body.name);
        const roleId = await repo.insertRole(tx, body.name);
        await repo.replaceLevels(tx, roleId, SECTIONS.map((section) => ({ section, level: body.levels[section] })));
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: roleId, after: auditFields(body.name, body.levels) });
        return roleId;
      });
      return getRole(caller, id);
    },

    /** Holders see the new levels on their next request (permissions are read per request), and their open sockets at once. */
    async updateRole(caller: StaffCaller, id: number, body: PermissionRoleBody): Promise<PermissionRoleItem> {
      const levelsChanged = await db.transaction(async (tx) => {
        const before = await lockRole(tx, id);
        const levelsChanged = SECTIONS.some((section) => before.levels[section] !== body.levels[section]);
        if (levelsChanged) {
          const refusal = permissionRoleRefusal('edit_levels', await actorOf(tx, caller), before);
          if (refusal) throw refusalError(refusal, before);
          const beyond = sectionsBeyondGranter(body.levels, caller.permissions);
          if (beyond.length > 0) throw grantingBeyondOwn(beyond);
        }
        await ensureNameFree(tx, body.name, id);
        await repo.renameRole(tx, id, body.name);
        await repo.replaceLevels(tx, id, SECTIONS.map((section) => ({ section, level: body.levels[section] })));
        await audit.record(tx, {
          staffId: caller.id,
          entityType: ENTITY,
          entityId: id,
          before: auditFields(before.name, before.levels),
          after: auditFields(body.name, body.levels),
        });
        await ensureRoleManagerRemains(tx);
        return levelsChanged;
      });
      if (levelsChanged) await realtime.staffPermissionsChanged();
      return getRole(caller, id);
    },

    async deleteRole(caller: StaffCaller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockRole(tx, id);
        const role = { ...before, staff_count: await repo.countHolders(tx, id) };
        const refusal = permissionRoleRefusal('delete', await actorOf(tx, caller), role);
        if (refusal) throw refusalError(refusal, role);
        await repo.deleteRole(tx, id);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: auditFields(before.name, before.levels) });
      });
    },

    async historyOf(id: number) {
      if (!(await repo.findRole(db, id))) throw notFound(NOT_FOUND);
      return audit.history(ENTITY, id);
    },

    // What the staff feature asks of roles, inside its own transaction.

    roleExists: async (tx: Db, id: number): Promise<boolean> => (await repo.findRole(tx, id)) !== undefined,

    /** Refuses (403) a role with any section stronger than the granter's own levels (decision 015). */
    async ensureRoleGrantable(tx: Db, roleId: number, granter: SectionPermissions | null): Promise<void> {
      const beyond = sectionsBeyondGranter(levelsFrom(await repo.findLevelsOfRoles(tx, [roleId])), granter);
      if (beyond.length > 0) throw grantingBeyondOwn(beyond);
    },

    ensureRoleManagerRemains,

    /** The one active staff member who can still manage roles, when there is exactly one (they must stay). */
    async lastRoleManagerId(tx: Db = db): Promise<number | undefined> {
      const ids = await repo.findActiveRoleManagerIds(tx, 2);
      return ids.length === 1 ? ids[0] : undefined;
    },
  };
}
