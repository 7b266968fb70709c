import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { StaffBody, StaffItem, StaffListQuery } from '@manabiya/domain/contracts/staff';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import type { MainRole } from '@manabiya/domain/enums/staff';
import { isAdminLike } from '@manabiya/domain/permissions/role-groups';
import { can } from '@manabiya/domain/permissions/section-permissions';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ensureRoleGrantable, ensureRoleManagerRemains, roleExists } from '../permission-roles/permission-roles.service.ts';
import * as repo from './staff.repository.ts';

const ENTITY = 'staff';
const NOT_FOUND = 'スタッフが見つかりません。削除された可能性があります。';

type ItemRow = NonNullable<repo.StaffRow>;

const toItem = (row: ItemRow): StaffItem => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

function valuesOf(body: StaffBody): repo.StaffValues {
  const { name, name_kana, email, main_role, role_type, employment_type, permission_role_id, active } = body;
  return { name, name_kana, email, main_role, role_type, employment_type, permission_role_id, active };
}

async function checkUniqueAndRole(tx: Db, body: StaffBody, exceptId?: number): Promise<void> {
  if (await repo.isEmailTaken(tx, body.email, exceptId)) {
    throw new HttpError(409, `${body.email} は既に別のスタッフが使っています。`, 'conflict', { email: 'このメールアドレスは既に登録されています。' });
  }
  if (body.permission_role_id !== null && !(await roleExists(tx, body.permission_role_id))) {
    throw badRequest('選んだ権限ロールが見つかりません。一覧から選び直してください。', { permission_role_id: '権限ロールが見つかりません。' });
  }
}

/** The signed-in staff member acting: their id and their own levels (what they may grant). */
export type Actor = Pick<SignedInUser, 'id' | 'section_permissions'>;

/**
 * Nobody grants more than they hold (decision 015). A permission role, or a main role of the admin
 * group, is given only by a role manager (role_management at all), only when the role is no
 * stronger than the giver's own levels, and never to oneself.
 */
async function ensureMayAssignRole(tx: Db, actor: Actor, targetId: number | undefined, change: { permissionRoleId: number | null; roleChanged: boolean; mainRoleChanged: boolean }) {
  if (!change.roleChanged && !change.mainRoleChanged) return;
  if (targetId === actor.id) {
    throw forbidden('ご自身の権限ロールや役割は変更できません。別のロール管理者に依頼してください。');
  }
  if (!can(actor.section_permissions, 'role_management', 'all')) {
    throw forbidden('権限ロールや役割を割り当てるには「role_management」（ロール管理）の全体権限が必要です。');
  }
  if (change.roleChanged && change.permissionRoleId !== null) await ensureRoleGrantable(tx, change.permissionRoleId, actor.section_permissions);
}

export function createStaffService({ db, authService }: { db: Db; authService: AuthService }) {
  async function getStaff(id: number): Promise<StaffItem> {
    const row = await repo.findStaff(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return toItem(row);
  }

  async function lockStaff(tx: Db, id: number) {
    const before = await repo.findStaffValues(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    return before;
  }

  return {
    async listStaff(query: StaffListQuery): Promise<ListResponse<StaffItem>> {
      const page = { limit: query.page_size, offset: query.page * query.page_size };
      const [rows, total] = await Promise.all([repo.listStaff(db, query, page), repo.countStaff(db, query)]);
      return { items: rows.map(toItem), total, page: query.page, page_size: query.page_size };
    },

    async listAllStaff(filters: repo.StaffFilters): Promise<StaffItem[]> {
      return (await repo.listStaff(db, filters)).map(toItem);
    },

    getStaff,

    /** Created without a password; an active account is invited by mail once the row is committed. */
    async createStaff(actor: Actor, body: StaffBody): Promise<StaffItem> {
      const values = valuesOf(body);
      const id = await db.transaction(async (tx) => {
        await checkUniqueAndRole(tx, body);
        await ensureMayAssignRole(tx, actor, undefined, {
          permissionRoleId: values.permission_role_id,
          roleChanged: values.permission_role_id !== null,
          // A new sales, general or teacher member is ordinary work; an admin-group main role is a grant.
          mainRoleChanged: isAdminLike(values.main_role as MainRole),
        });
        const staffId = await repo.insertStaff(tx, values);
        await recordAudit(tx, { staffId: actor.id, entityType: ENTITY, entityId: staffId, after: { ...values } });
        return staffId;
      });
      if (values.active) await authService.sendInvitation('admin', { id, email: values.email, name: values.name });
      return getStaff(id);
    },

    async updateStaff(actor: Actor, id: number, body: StaffBody): Promise<StaffItem> {
      const values = valuesOf(body);
      if (id === actor.id && !values.active) {
        throw badRequest('ご自身のアカウントは無効にできません。別の管理者に依頼してください。', { active: 'ご自身のアカウントは無効にできません。' });
      }
      const oldEmail = await db.transaction(async (tx) => {
        const { password_set: _passwordSet, ...before } = await lockStaff(tx, id);
        await checkUniqueAndRole(tx, body, id);
        await ensureMayAssignRole(tx, actor, id, {
          permissionRoleId: values.permission_role_id,
          roleChanged: before.permission_role_id !== values.permission_role_id,
          mainRoleChanged: before.main_role !== values.main_role,
        });
        const emailChanged = before.email.toLowerCase() !== values.email.toLowerCase();
        if (emailChanged && id !== actor.id && !can(actor.section_permissions, 'admins', 'all')) {
          throw forbidden('ほかのスタッフのメールアドレスを変更するには「admins」（スタッフ管理）の全体権限が必要です。');
        }
        await repo.updateStaff(tx, id, values);
        await recordAudit(tx, { staffId: actor.id, entityType: ENTITY, entityId: id, before: { ...before }, after: { ...values } });
        // A deactivated account, or one whose sign-in address moved, must not keep working on old sessions or links.
        if ((before.active && !values.active) || emailChanged) await authService.endSessions(ACCOUNT_TYPE.admin, id, tx);
        if (emailChanged) await authService.expireSetPasswordLinks('admin', id, tx);
        await ensureRoleManagerRemains(tx);
        return emailChanged ? before.email : undefined;
      });
      if (oldEmail) await authService.sendEmailChangedNotice('admin', { oldEmail, newEmail: values.email, name: values.name });
      return getStaff(id);
    },

    async deleteStaff(actor: Actor, id: number): Promise<void> {
      const actorId = actor.id;
      if (id === actorId) throw badRequest('ご自身のアカウントは削除できません。別の管理者に依頼してください。');
      await db.transaction(async (tx) => {
        const { password_set: _passwordSet, ...before } = await lockStaff(tx, id);
        await authService.endSessions(ACCOUNT_TYPE.admin, id, tx);
        await repo.deleteStaff(tx, id);
        await recordAudit(tx, { staffId: actorId, entityType: ENTITY, entityId: id, before: { ...before } });
        await ensureRoleManagerRemains(tx);
      });
    },

    /** Mails a fresh set-password link; earlier links stop working. */
    async resendInvitation(id: number): Promise<void> {
      const member = await getStaff(id);
      if (!member.active) throw conflict('無効なアカウントには招待を送れません。先にアカウントを有効にしてください。');
      if (member.password_set) {
        throw conflict('このスタッフは既にパスワードを設定済みです。忘れた場合はログイン画面の「パスワードを忘れた方」から再設定を案内してください。');
      }
      await authService.sendInvitation('admin', { id, email: member.email, name: member.name });
    },

    async endSessions(id: number): Promise<void> {
      await getStaff(id);
      await authService.endSessions(ACCOUNT_TYPE.admin, id);
    },

    async historyOf(id: number) {
      await getStaff(id);
      return listAuditEntries(db, ENTITY, id);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** For features that link to a staff account (teacher profiles). */
export async function staffExists(db: Db, id: number): Promise<boolean> {
  return (await repo.findStaff(db, id)) !== undefined;
}
