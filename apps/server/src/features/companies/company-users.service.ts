import { isCompanyUserDeletable, isCompanyUserInvitable } from '@manabiya/domain/contracts/companies';
import type { CompanyAdministratorItem, CompanyUserItem, CreateCompanyUserBody, UpdateCompanyUserBody } from '@manabiya/domain/contracts/company-users';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { companyExists } from './companies.repository.ts';
import { companyNotFound } from './companies.service.ts';
import { presentCompanyUser } from './companies.presenter.ts';
import * as repo from './company-users.repository.ts';

export const COMPANY_USER_ENTITY = 'company_user';

export interface CompanyUserServiceDeps {
  db: Db;
  audit: AuditService;
  /** The auth feature mails invitations and ends sessions (it owns the tokens and sessions). */
  auth: Pick<AuthService, 'sendInvitation' | 'sendResetLinkTo' | 'endSessions' | 'closeSockets'>;
}

export type CompanyUserService = ReturnType<typeof createCompanyUserService>;

const companyUserNotFound = () => notFound('指定された会社担当者は見つかりませんでした。削除された可能性があります。');

function duplicateEmail(): HttpError {
  const message = 'このメールアドレスは別の会社担当者が使用しています。別のメールアドレスを入力してください。';
  return new HttpError(409, message, 'conflict', { email: 'このメールアドレスはすでに登録されています。' });
}

async function translatingDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

/** Company users as staff manage them; each write is refused by the rule that sets the row's `abilities`. */
export function createCompanyUserService({ db, audit, auth }: CompanyUserServiceDeps) {
  /** Checked first for a clear answer; the unique index still decides when two requests race. */
  async function assertEmailFree(email: string, exceptId?: number): Promise<void> {
    const holder = await repo.findCompanyUserIdByEmail(db, email);
    if (holder !== undefined && holder !== exceptId) throw duplicateEmail();
  }

  async function getCompanyUser(caller: StaffCaller, id: number): Promise<CompanyUserItem> {
    const row = await repo.findCompanyUserItem(db, id);
    if (!row) throw companyUserNotFound();
    return presentCompanyUser(row, caller.permissions);
  }

  return {
    getCompanyUser,

    async listCompanyUsersOfCompany(caller: StaffCaller, companyId: number): Promise<CompanyUserItem[]> {
      if (!(await companyExists(db, companyId))) throw companyNotFound();
      return (await repo.selectCompanyUsersOfCompany(db, companyId)).map((row) => presentCompanyUser(row, caller.permissions));
    },

    /** The company portal's list: the caller's company only, the scope coming from their session. */
    listColleagues: (companyId: number): Promise<CompanyAdministratorItem[]> => repo.selectColleagues(db, companyId),

    /** Creates the user without a password and mails them a link to set one, once the row is committed. */
    async createCompanyUser(caller: StaffCaller, body: CreateCompanyUserBody): Promise<CompanyUserItem> {
      if (!(await companyExists(db, body.company_id))) {
        throw badRequest('会社が見つかりません。一覧から選び直してください。', { company_id: '指定された会社は存在しません。' });
      }
      await assertEmailFree(body.email);
      const created = await translatingDuplicate(() =>
        db.transaction(async (tx) => {
          const row = await repo.insertCompanyUser(tx, { company_id: body.company_id, name: body.name, name_kana: body.name_kana ?? null, email: body.email });
          await audit.record(tx, { staffId: caller.id, entityType: COMPANY_USER_ENTITY, entityId: row.id, after: row });
          return row;
        }),
      );
      await auth.sendInvitation('company', created);
      return getCompanyUser(caller, created.id);
    },

    /** Deactivating signs the user out everywhere in the same transaction, so no request slips through after. */
    async updateCompanyUser(caller: StaffCaller, id: number, body: UpdateCompanyUserBody): Promise<CompanyUserItem> {
      await assertEmailFree(body.email, id);
      const deactivated = await translatingDuplicate(() =>
        db.transaction(async (tx) => {
          const before = await repo.findCompanyUserForUpdate(tx, id);
          if (!before) throw companyUserNotFound();
          const after = await repo.updateCompanyUser(tx, id, { name: body.name, name_kana: body.name_kana ?? null, email: body.email, active: body.active });
          if (before.active && !after.active) await auth.endSessions(ACCOUNT_TYPE.company, id, tx);
          await audit.record(tx, { staffId: caller.id, entityType: COMPANY_USER_ENTITY, entityId: id, before, after });
          return before.active && !after.active;
        }),
      );
      if (deactivated) await auth.closeSockets(ACCOUNT_TYPE.company, id);
      return getCompanyUser(caller, id);
    },

    /** Only a user who is not in use can be deleted; deactivation keeps an account recoverable. */
    async deleteCompanyUser(caller: StaffCaller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.findCompanyUserForUpdate(tx, id);
        if (!before) throw companyUserNotFound();
        if (!isCompanyUserDeletable({ active: before.active, password_set: before.password_hash !== null })) {
          throw conflict('この会社担当者は利用中のため削除できません。先に「無効」にしてから削除してください。');
        }
        await auth.endSessions(ACCOUNT_TYPE.company, id, tx);
        await repo.deleteCompanyUser(tx, id);
        await audit.record(tx, { staffId: caller.id, entityType: COMPANY_USER_ENTITY, entityId: id, before });
      });
      await auth.closeSockets(ACCOUNT_TYPE.company, id);
    },

    async reinviteCompanyUser(caller: StaffCaller, id: number): Promise<void> {
      const user = await getCompanyUser(caller, id);
      if (!isCompanyUserInvitable(user)) {
        throw conflict(
          user.active
            ? 'この会社担当者はすでにパスワードを設定済みのため、招待メールは送れません。忘れた場合は「パスワード再設定メールを送る」を使ってください。'
            : '無効な会社担当者には招待メールを送れません。先に「有効」に戻してください。',
        );
      }
      await auth.sendInvitation('company', user);
    },

    /** Mails a one-hour reset link to a user who forgot their password; the history records who sent it. */
    async sendCompanyUserResetMail(caller: StaffCaller, id: number): Promise<void> {
      const user = await getCompanyUser(caller, id);
      if (!user.active) throw conflict('無効な会社担当者にはパスワード再設定メールを送れません。先に「有効」に戻してください。');
      if (!user.password_set) throw conflict('この会社担当者はまだパスワードを設定していません。「招待メールを再送」を使ってください。');
      await auth.sendResetLinkTo('company', user);
      await audit.record(db, { staffId: caller.id, entityType: COMPANY_USER_ENTITY, entityId: id, before: { password_reset_mail_sent_at: null }, after: { password_reset_mail_sent_at: new Date() } });
    },

    async endCompanyUserSessions(caller: StaffCaller, id: number): Promise<void> {
      await getCompanyUser(caller, id);
      await auth.endSessions(ACCOUNT_TYPE.company, id);
    },

    async historyOf(caller: StaffCaller, id: number) {
      await getCompanyUser(caller, id);
      return audit.history(COMPANY_USER_ENTITY, id);
    },
  };
}
