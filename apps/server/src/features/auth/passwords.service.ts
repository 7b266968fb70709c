import type { ChangePasswordBody } from '@manabiya/domain/contracts/mypage';
import { accountTypeOfArea, type Area } from '@manabiya/domain/enums/account-type';
import type { Config } from '../../config.ts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound, tooManyRequests } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { findCredentialsByEmail, findCredentialsById, updatePasswordHash } from './accounts.repository.ts';
import { buildEmailChangedMail, buildInvitationMail, buildResetMail } from './reset-mail.ts';
import * as sessionsRepo from './sessions.repository.ts';

const HOUR_MS = 3_600_000;
const RESET_TOKEN_TTL_MS = HOUR_MS;
/** An invitation waits longer than a reset: the invitee may read it days later. */
const INVITATION_TTL_MS = 7 * 24 * HOUR_MS;
/** Reset requests one client address may make for one e-mail address in the window (then 429, to that client only). */
export const RESET_REQUESTS_PER_CLIENT = 3;
/**
 * Reset mails one e-mail address receives in the window, whoever asks. Past it, requests answer as
 * usual and send nothing: the newest link (at most one window old, valid an hour) is already in the
 * owner's inbox, so a flood neither fills the inbox nor keeps the owner from resetting.
 */
export const RESET_MAILS_PER_ADDRESS = 5;

export interface PasswordServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  resetMails: AttemptCounter;
  /** Closes the live sockets of sessions a new password ended, once that has committed (the auth service's). */
  closeSocketsOfSessions: (sessionIds: readonly number[]) => Promise<void>;
}

/**
 * Passwords set and reset: single-use links to /{area}/reset-password (a reset asked for, a staff
 * member's request, an invitation), the mails that carry them, and the password change itself,
 * which ends the account's other sessions. Part of the auth service, which spreads it in.
 */
export function createPasswordService({ db, config, mailer, resetMails, closeSocketsOfSessions }: PasswordServiceDeps) {
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

  /** A single-use link to /{area}/reset-password; any earlier link of the account stops working. */
  async function issueSetPasswordLink(area: Area, accountId: number, ttlMs: number): Promise<string> {
    const accountType = accountTypeOfArea(area);
    const token = generateToken();
    await db.transaction(async (tx) => {
      await sessionsRepo.expireResetTokensOfAccount(tx, accountType, accountId);
      await sessionsRepo.insertResetToken(tx, {
        token_hash: hashToken(token),
        account_type: accountType,
        account_id: accountId,
        expires_at: new Date(Date.now() + ttlMs),
      });
    });
    return setPasswordLink(area, token);
  }

  const setPasswordLink = (area: Area, token: string) => `${publicUrl}/${area}/reset-password?token=${encodeURIComponent(token)}`;


  return {
    async sendResetEmail(area: Area, email: string, clientIp: string): Promise<void> {
      // Counted per address typed, known or not, so the limits reveal nothing about which accounts exist.
      const addressKey = `${area}:${email.toLowerCase()}`;
      if ((await resetMails.record(`${addressKey}:${clientIp}`)) > RESET_REQUESTS_PER_CLIENT) {
        throw tooManyRequests('このメールアドレスへの再設定のお申し込みが続いています。15分ほどおいてからもう一度お試しください。');
      }
      if ((await resetMails.record(addressKey)) > RESET_MAILS_PER_ADDRESS) return;
      const accountType = accountTypeOfArea(area);
      const account = await findCredentialsByEmail(db, accountType, email);
      if (!account?.active) return;
      const link = await issueSetPasswordLink(area, account.id, RESET_TOKEN_TTL_MS);
      await mailer.enqueue(buildResetMail({ to: account.email, link, productName: config.PRODUCT_NAME }));
    },

    /**
     * Mails an account a one-hour reset link on a staff member's request (the account forgot its
     * password and asked the school); earlier links stop working, the password stays until used.
     */
    async sendResetLinkTo(area: Area, account: { id: number; email: string }): Promise<void> {
      const link = await issueSetPasswordLink(area, account.id, RESET_TOKEN_TTL_MS);
      await mailer.enqueue(buildResetMail({ to: account.email, link, productName: config.PRODUCT_NAME }));
    },

    /**
     * Mails a new account (staff, company user) a link to set its own password; valid 7 days.
     * Called after the account's row is committed.
     */
    async sendInvitation(area: Area, account: { id: number; email: string; name: string }): Promise<void> {
      const link = await issueSetPasswordLink(area, account.id, INVITATION_TTL_MS);
      await mailer.enqueue(buildInvitationMail({ to: account.email, name: account.name, link, productName: config.PRODUCT_NAME }));
    },

    /**
     * Invitations for accounts made in the caller's transaction (an import): links and mails are
     * written with the accounts, so both commit or neither; then call sendQueuedMail.
     */
    async inviteNewAccounts(tx: Db, area: Area, accounts: ReadonlyArray<{ id: number; email: string; name: string }>): Promise<void> {
      const accountType = accountTypeOfArea(area);
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      const invitations = accounts.map((account) => ({ account, token: generateToken() }));
      await sessionsRepo.insertResetTokens(
        tx,
        invitations.map(({ account, token }) => ({ token_hash: hashToken(token), account_type: accountType, account_id: account.id, expires_at: expiresAt })),
      );
      await mailer.enqueueMany(
        invitations.map(({ account, token }) =>
          buildInvitationMail({ to: account.email, name: account.name, link: setPasswordLink(area, token), productName: config.PRODUCT_NAME }),
        ),
        tx,
      );
    },

    /** Wakes the mail sender (after a transaction that queued mail committed). */
    sendQueuedMail(): void {
      mailer.deliverSoon();
    },

    /** Links mailed earlier (invitation, reset) stop working: the address they went to is no longer the account's. */
    expireSetPasswordLinks(area: Area, accountId: number, tx: Db = db): Promise<void> {
      return sessionsRepo.expireResetTokensOfAccount(tx, accountTypeOfArea(area), accountId);
    },

    /** Tells the old address that the account's sign-in address changed, so a takeover does not go unnoticed. */
    async sendEmailChangedNotice(area: Area, change: { oldEmail: string; newEmail: string; name: string }): Promise<void> {
      await mailer.enqueue(buildEmailChangedMail({ to: change.oldEmail, ...change, productName: config.PRODUCT_NAME, loginUrl: `${publicUrl}/${area}/login` }));
    },

    /**
     * The signed-in account changes its own password (student "my page" now; staff and company later):
     * the current password is required, and every other session of the account ends, this one stays.
     */
    async changePassword(session: AuthContext, body: ChangePasswordBody): Promise<void> {
      const { accountType, tokenHash } = session;
      const accountId = session.user.id;
      const account = await findCredentialsById(db, accountType, accountId);
      if (!account) throw notFound('アカウントが見つかりません。もう一度ログインしてください。');
      if (!(await verifyPassword(account.password_hash, body.current_password))) {
        throw badRequest('現在のパスワードが正しくありません。', { current_password: '現在のパスワードが正しくありません。' });
      }
      if (isCommonPassword(body.new_password)) {
        throw badRequest('よく使われるパスワードは設定できません。別のパスワードを入力してください。', {
          new_password: 'よく使われるパスワードは設定できません。',
        });
      }
      if (body.new_password === body.current_password) {
        throw badRequest('新しいパスワードが現在のパスワードと同じです。別のパスワードを入力してください。', {
          new_password: '現在のパスワードと同じです。',
        });
      }
      const passwordHash = await hashPassword(body.new_password);
      const ended = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, accountType, accountId, passwordHash);
        return sessionsRepo.revokeOtherSessionsOfAccount(tx, accountType, accountId, tokenHash);
      });
      await closeSocketsOfSessions(ended);
    },

    async checkResetToken(area: Area, token: string): Promise<{ email: string }> {
      const row = await sessionsRepo.findUsableResetToken(db, hashToken(token));
      const account = row && row.account_type === accountTypeOfArea(area) ? await findCredentialsById(db, row.account_type, row.account_id) : undefined;
      if (!account?.active) throw invalidResetLink();
      return { email: account.email };
    },

    async resetPassword(area: Area, token: string, password: string): Promise<void> {
      if (isCommonPassword(password)) {
        throw badRequest('よく使われるパスワードは設定できません。別のパスワードを入力してください。', {
          password: 'よく使われるパスワードは設定できません。',
        });
      }
      const accountType = accountTypeOfArea(area);
      const row = await sessionsRepo.findUsableResetToken(db, hashToken(token));
      if (!row || row.account_type !== accountType) throw invalidResetLink();
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        if (!(await sessionsRepo.consumeResetToken(tx, row.id))) throw invalidResetLink();
        await updatePasswordHash(tx, accountType, row.account_id, passwordHash);
        await sessionsRepo.expireResetTokensOfAccount(tx, accountType, row.account_id);
        return sessionsRepo.revokeSessionsOfAccount(tx, accountType, row.account_id);
      });
      await closeSocketsOfSessions(ended);
    },
  };
}

function invalidResetLink() {
  return badRequest('このリンクは無効か、有効期限が切れています。もう一度パスワード再設定をお申し込みください。');
}
