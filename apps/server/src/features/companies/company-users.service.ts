import type { CompanyAdministratorItem, CompanyUserItem, CreateCompanyUserBody, UpdateCompanyUserBody } from '@manabiya/domain/contracts/company-users';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import type { FeatureDeps } from '../../platform/feature-deps.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.service.ts';
import { companyExists } from './companies.repository.ts';
import * as repo from './company-users.repository.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';

export const COMPANY_USER_ENTITY = 'company_user';

type Deps = Pick<FeatureDeps, 'db' | 'authService'>;

const companyUserNotFound = () => notFound('指定された企業ユーザーは見つかりませんでした。削除された可能性があります。');

function duplicateEmail(): HttpError {
  const message = 'このメールアドレスは別の企業ユーザーが使用しています。別のメールアドレスを入力してください。';
  return new HttpError(409, message, 'conflict', { email: 'このメールアドレスは既に登録されています。' });
}

/** Checked first for a clear answer; the unique index still decides when two requests race. */
async function assertEmailFree(db: Db, email: string, exceptId?: number): Promise<void> {
  const holder = await repo.findCompanyUserIdByEmail(db, email);
  if (holder !== undefined && holder !== exceptId) throw duplicateEmail();
}

async function translatingDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findCompanyUserItem>>>;

function toItem(row: ItemRow): CompanyUserItem {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export async function getCompanyUser(db: Db, id: number): Promise<CompanyUserItem> {
  const row = await repo.findCompanyUserItem(db, id);
  if (!row) throw companyUserNotFound();
  return toItem(row);
}

export async function listCompanyUsersOfCompany(db: Db, companyId: number): Promise<CompanyUserItem[]> {
  if (!(await companyExists(db, companyId))) throw notFound('指定された企業は見つかりませんでした。削除された可能性があります。');
  return (await repo.selectCompanyUsersOfCompany(db, companyId)).map(toItem);
}

/** The company portal's list: the caller's company only, the scope coming from their session. */
export function listColleagues(db: Db, companyId: number): Promise<CompanyAdministratorItem[]> {
  return repo.selectColleagues(db, companyId);
}

/** Creates the user without a password and mails them a link to set one, once the row is committed. */
export async function createCompanyUser({ db, authService }: Deps, staffId: number, body: CreateCompanyUserBody): Promise<CompanyUserItem> {
  if (!(await companyExists(db, body.company_id))) {
    throw badRequest('企業が見つかりません。一覧から選び直してください。', { company_id: '指定された企業は存在しません。' });
  }
  await assertEmailFree(db, body.email);
  const created = await translatingDuplicate(() =>
    db.transaction(async (tx) => {
      const row = await repo.insertCompanyUser(tx, { company_id: body.company_id, name: body.name, name_kana: body.name_kana ?? null, email: body.email });
      await recordAudit(tx, { staffId, entityType: COMPANY_USER_ENTITY, entityId: row.id, after: row });
      return row;
    }),
  );
  await authService.sendInvitation('company', created);
  return getCompanyUser(db, created.id);
}

/** Deactivating signs the user out everywhere in the same transaction, so no request slips through after. */
export async function updateCompanyUser({ db, authService }: Deps, staffId: number, id: number, body: UpdateCompanyUserBody): Promise<CompanyUserItem> {
  await assertEmailFree(db, body.email, id);
  await translatingDuplicate(() =>
    db.transaction(async (tx) => {
      const before = await repo.findCompanyUserForUpdate(tx, id);
      if (!before) throw companyUserNotFound();
      const after = await repo.updateCompanyUser(tx, id, { name: body.name, name_kana: body.name_kana ?? null, email: body.email, active: body.active });
      if (before.active && !after.active) await authService.endSessions(ACCOUNT_TYPE.company, id, tx);
      await recordAudit(tx, { staffId, entityType: COMPANY_USER_ENTITY, entityId: id, before, after });
    }),
  );
  return getCompanyUser(db, id);
}

/**
 * Only a user who is not in use can be deleted: deactivated, or still waiting on their invitation.
 * One click must not erase an account someone signs in with; deactivation keeps it recoverable.
 */
export async function deleteCompanyUser({ db, authService }: Deps, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findCompanyUserForUpdate(tx, id);
    if (!before) throw companyUserNotFound();
    if (before.active && before.password_hash !== null) {
      throw conflict('この企業ユーザーは利用中のため削除できません。先に「無効」にしてから削除してください。');
    }
    await authService.endSessions(ACCOUNT_TYPE.company, id, tx);
    await repo.deleteCompanyUser(tx, id);
    await recordAudit(tx, { staffId, entityType: COMPANY_USER_ENTITY, entityId: id, before });
  });
}

export async function reinviteCompanyUser({ db, authService }: Deps, id: number): Promise<void> {
  const user = await getCompanyUser(db, id);
  if (!user.active) throw conflict('無効な企業ユーザーには招待メールを送れません。先に「有効」に戻してください。');
  await authService.sendInvitation('company', user);
}

export async function endCompanyUserSessions({ db, authService }: Deps, id: number): Promise<void> {
  await getCompanyUser(db, id);
  await authService.endSessions(ACCOUNT_TYPE.company, id);
}

export async function listCompanyUserHistory(db: Db, id: number) {
  await getCompanyUser(db, id);
  return listAuditEntries(db, COMPANY_USER_ENTITY, id);
}
