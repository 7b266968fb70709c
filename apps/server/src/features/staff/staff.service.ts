import { staffRefusal, type StaffAction, type StaffRefusal, type StaffRowState } from '@manabiya/domain/contracts/staff';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { StaffBody, StaffItem, StaffListQuery } from '@manabiya/domain/contracts/staff';
import { NO_ROLE_MANAGER_LEFT_MESSAGE } from '@manabiya/domain/contracts/permission-roles';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { isAdminLike } from '@manabiya/domain/permissions/role-groups';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PermissionRoleService } from '../permission-roles/permission-roles.service.ts';
import { presentStaff, staffStateOf } from './staff.presenter.ts';
import * as repo from './staff.repository.ts';

const ENTITY = 'staff';
const NOT_FOUND = 'スタッフが見つかりません。削除された可能性があります。';

/** A member being created: not the caller, and nobody depends on them yet. */
const NEW_MEMBER: StaffRowState = { id: 0, active: true, password_set: false, last_role_manager: false };

function valuesOf(body: StaffBody): repo.StaffValues {
  const { name, name_kana, email, main_role, role_type, employment_type, permission_role_id, active } = body;
  return { name, name_kana, email, main_role, role_type, employment_type, permission_role_id, active };
}

/** The answer to an action the ability rules refuse, as the API has always given it. */
function refusalError(action: StaffAction, refusal: StaffRefusal): HttpError {
  if (refusal === 'last_role_manager') return conflict(NO_ROLE_MANAGER_LEFT_MESSAGE);
  if (action === 'deactivate' && refusal === 'self') {
    return badRequest('ご自身のアカウントは無効にできません。別の管理者に依頼してください。', { active: 'ご自身のアカウントは無効にできません。' });
  }
  if (action === 'delete' && refusal === 'self') return badRequest('ご自身のアカウントは削除できません。別の管理者に依頼してください。');
  if (refusal === 'inactive') return conflict('無効なアカウントには招待を送れません。先にアカウントを有効にしてください。');
  if (refusal === 'password_set') {
    return conflict('このスタッフはすでにパスワードを設定済みです。忘れた場合は、操作メニューの「パスワード再設定メールを送る」を使うか、ログイン画面の「パスワードをお忘れの方」から再設定するよう案内してください。');
  }
  if (refusal === 'password_not_set') {
    return conflict('このスタッフはまだパスワードを設定していません。操作メニューの「招待メールを再送」を使ってください。');
  }
  if (action === 'change_role') {
    return refusal === 'self'
      ? forbidden('ご自身の権限ロールや役割は変更できません。別のロール管理者に依頼してください。')
      : forbidden('権限ロールや役割を割り当てるには「role_management」（ロール管理）の全体権限が必要です。');
  }
  if (action === 'change_email') return forbidden('ほかのスタッフのメールアドレスを変更するには「admins」（スタッフ管理）の全体権限が必要です。');
  return forbidden('この操作には「admins」（スタッフ管理）の権限が必要です。');
}

/**
 * A member who wrote in rooms keeps their messages and their name in the threads (decision 035), so
 * they are deactivated instead; one already inactive can no longer sign in and is left as they are.
 */
function wroteInRooms(messages: number, active: boolean): HttpError {
  return conflict(
    active
      ? `このスタッフは課題ルームで${messages}件のメッセージを書いています。やり取りの履歴を残すため削除できません。代わりに操作メニューの「無効にする」を使ってください。`
      : `このスタッフは課題ルームで${messages}件のメッセージを書いています。やり取りの履歴を残すため削除できません。アカウントはすでに無効で、ログインできない状態です。このままにしてください。`,
  );
}

function ensureAllowed(action: StaffAction, caller: StaffCaller, row: StaffRowState): void {
  const refusal = staffRefusal(action, caller, row);
  if (refusal) throw refusalError(action, refusal);
}

export interface StaffServiceDeps {
  db: Db;
  audit: AuditService;
  /** Invitations, set-password links and sessions belong to the auth feature. */
  auth: Pick<AuthService, 'sendInvitation' | 'sendResetLinkTo' | 'endSessions' | 'closeSockets' | 'expireSetPasswordLinks' | 'sendEmailChangedNotice'>;
  /** Whether a role exists, may be given, and who can still manage roles: the permission-roles feature's answers. */
  roles: Pick<PermissionRoleService, 'roleExists' | 'ensureRoleGrantable' | 'ensureRoleManagerRemains' | 'lastRoleManagerId'>;
  /** What the member did in rooms: messages they wrote refuse their deletion; claims they hold are let go of. */
  rooms: { messageCountOf(tx: Db, staffId: number): Promise<number>; releaseClaimsOf(tx: Db, staffId: number): Promise<void> };
  /** A member given another role has their open staff sockets read their permissions again (decision 040). */
  realtime: Pick<Realtime, 'staffPermissionsChanged'>;
}

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({ db, audit, auth, roles, rooms, realtime }: StaffServiceDeps) {
  async function checkUniqueAndRole(tx: Db, body: StaffBody, exceptId?: number): Promise<void> {
    if (await repo.isEmailTaken(tx, body.email, exceptId)) {
      throw new HttpError(409, `${body.email} はすでに別のスタッフが使っています。`, 'conflict', { email: 'このメールアドレスはすでに登録されています。' });
    }
    if (body.permission_role_id !== null && !(await roles.roleExists(tx, body.permission_role_id))) {
      throw badRequest('選んだ権限ロールが見つかりません。一覧から選び直してください。', { permission_role_id: '権限ロールが見つかりません。' });
    }
  }

  /**
   * Nobody grants more than they hold (decision 015). A permission role, or a main role of the admin
   * group, is given only by a role manager (role_management at all), only when the role is no
   * stronger than the giver's own levels, and never to oneself.
   */
  async function ensureMayAssignRole(tx: Db, caller: StaffCaller, target: StaffRowState, change: { permissionRoleId: number | null; roleChanged: boolean; mainRoleChanged: boolean }) {
    if (!change.roleChanged && !change.mainRoleChanged) return;
    ensureAllowed('change_role', caller, target);
    if (change.roleChanged && change.permissionRoleId !== null) await roles.ensureRoleGrantable(tx, change.permissionRoleId, caller.permissions);
  }

  async function findRow(id: number) {
    const row = await repo.findStaff(db, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function getStaff(caller: StaffCaller, id: number): Promise<StaffItem> {
    const [row, lastRoleManagerId] = await Promise.all([findRow(id), roles.lastRoleManagerId()]);
    return presentStaff(row, caller, lastRoleManagerId);
  }

  /** Rows as items: what the caller may do to each depends on who the last role manager is. */
  async function presentRows(rows: Array<NonNullable<repo.StaffRow>>, caller: StaffCaller): Promise<StaffItem[]> {
    const lastRoleManagerId = await roles.lastRoleManagerId();
    return rows.map((row) => presentStaff(row, caller, lastRoleManagerId));
  }

  async function lockStaff(tx: Db, id: number) {
    const before = await repo.findStaffValues(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    return before;
  }

  /** The member's state for the rules, read inside the caller's transaction. */
  const stateIn = async (tx: Db, id: number, row: { active: boolean; password_set: boolean }) =>
    staffStateOf({ id, ...row }, await roles.lastRoleManagerId(tx));

  return {
    listStaff(caller: StaffCaller, query: StaffListQuery): Promise<ListResponse<StaffItem>> {
      return readPage(query, repo.listStaff(db, query), (rows) => presentRows(rows, caller));
    },

    async listAllStaff(caller: StaffCaller, filters: repo.StaffFilters): Promise<StaffItem[]> {
      return presentRows(await repo.listStaff(db, filters).rows(), caller);
    },

    getStaff,

    /** Created without a password; an active account is invited by mail once the row is committed. */
    async createStaff(caller: StaffCaller, body: StaffBody): Promise<StaffItem> {
      const values = valuesOf(body);
      const id = await db.transaction(async (tx) => {
        await checkUniqueAndRole(tx, body);
        await ensureMayAssignRole(tx, caller, NEW_MEMBER, {
          permissionRoleId: values.permission_role_id,
          roleChanged: values.permission_role_id !== null,
          // A new sales, general or teacher member is ordinary work; an admin-group main role is a grant.
          mainRoleChanged: isAdminLike(values.main_role),
        });
        const staffId = await repo.insertStaff(tx, values);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: staffId, after: { ...values } });
        return staffId;
      });
      if (values.active) await auth.sendInvitation('admin', { id, email: values.email, name: values.name });
      return getStaff(caller, id);
    },

    async updateStaff(caller: StaffCaller, id: number, body: StaffBody): Promise<StaffItem> {
      const values = valuesOf(body);
      const { oldEmail, sessionsEnded, roleChanged } = await db.transaction(async (tx) => {
        const { password_set: passwordSet, ...before } = await lockStaff(tx, id);
        const target = await stateIn(tx, id, { active: before.active, password_set: passwordSet });
        if (before.active && !values.active) ensureAllowed('deactivate', caller, target);
        await checkUniqueAndRole(tx, body, id);
        await ensureMayAssignRole(tx, caller, target, {
          permissionRoleId: values.permission_role_id,
          roleChanged: before.permission_role_id !== values.permission_role_id,
          mainRoleChanged: before.main_role !== values.main_role,
        });
        const emailChanged = before.email.toLowerCase() !== values.email.toLowerCase();
        if (emailChanged) ensureAllowed('change_email', caller, target);
        await repo.updateStaff(tx, id, values);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { ...before }, after: { ...values } });
        // A deactivated account, or one whose sign-in address moved, must not keep working on old sessions or links.
        const endsSessions = (before.active && !values.active) || emailChanged;
        if (endsSessions) await auth.endSessions(ACCOUNT_TYPE.admin, id, tx);
        if (emailChanged) await auth.expireSetPasswordLinks('admin', id, tx);
        await roles.ensureRoleManagerRemains(tx);
        return { oldEmail: emailChanged ? before.email : undefined, sessionsEnded: endsSessions, roleChanged: before.permission_role_id !== values.permission_role_id };
      });
      if (sessionsEnded) await auth.closeSockets(ACCOUNT_TYPE.admin, id);
      else if (roleChanged) await realtime.staffPermissionsChanged();
      if (oldEmail) await auth.sendEmailChangedNotice('admin', { oldEmail, newEmail: values.email, name: values.name });
      return getStaff(caller, id);
    },

    /**
     * Refused for a member who wrote in rooms: counted under the member's row lock, which a message
     * being written waits for, so none slips past the count. Their room claims are let go of.
     */
    async deleteStaff(caller: StaffCaller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { password_set: passwordSet, ...before } = await lockStaff(tx, id);
        ensureAllowed('delete', caller, await stateIn(tx, id, { active: before.active, password_set: passwordSet }));
        const roomMessages = await rooms.messageCountOf(tx, id);
        if (roomMessages > 0) throw wroteInRooms(roomMessages, before.active);
        await rooms.releaseClaimsOf(tx, id);
        await auth.endSessions(ACCOUNT_TYPE.admin, id, tx);
        await repo.deleteStaff(tx, id);
        await audit.record(tx, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { ...before } });
        await roles.ensureRoleManagerRemains(tx);
      });
      await auth.closeSockets(ACCOUNT_TYPE.admin, id);
    },

    /** Mails a fresh set-password link (only while the invitation is pending); earlier links stop working. */
    async resendInvitation(caller: StaffCaller, id: number): Promise<void> {
      const member = await findRow(id);
      ensureAllowed('reinvite', caller, staffStateOf(member, undefined));
      await auth.sendInvitation('admin', { id, email: member.email, name: member.name });
    },

    /** Mails a one-hour reset link to a member who forgot their password; the history records who sent it. */
    async sendResetMail(caller: StaffCaller, id: number): Promise<void> {
      const member = await findRow(id);
      ensureAllowed('send_reset_mail', caller, staffStateOf(member, undefined));
      await auth.sendResetLinkTo('admin', { id, email: member.email });
      await audit.record(db, { staffId: caller.id, entityType: ENTITY, entityId: id, before: { password_reset_mail_sent_at: null }, after: { password_reset_mail_sent_at: new Date() } });
    },

    async endSessions(caller: StaffCaller, id: number): Promise<void> {
      ensureAllowed('end_sessions', caller, staffStateOf(await findRow(id), undefined));
      await auth.endSessions(ACCOUNT_TYPE.admin, id);
    },

    async historyOf(id: number) {
      await findRow(id);
      return audit.history(ENTITY, id);
    },

    /** For features that link to a staff account (teacher profiles, a company's sales owner), inside their transaction. */
    staffExists: async (tx: Db, id: number): Promise<boolean> => (await repo.findStaff(tx, id)) !== undefined,
  };
}
