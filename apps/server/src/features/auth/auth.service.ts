import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCOUNT_TYPE, accountTypeOfArea, type AccountType, type Area } from '@manabiya/domain/enums/account-type';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import { findCredentialsByEmail, findCredentialsById, updatePasswordHash } from './accounts.repository.ts';
import { buildEmailChangedMail, buildInvitationMail, buildResetMail } from './reset-mail.ts';
import * as sessionsRepo from './sessions.repository.ts';
import { loadSignedInUser } from './signed-in-user.ts';

const HOUR_MS = 3_600_000;
/** Staff sessions idle out sooner: they can change everyone's data. */
const IDLE_TIMEOUT_MS: Record<AccountType, number> = {
  [ACCOUNT_TYPE.admin]: 2 * HOUR_MS,
  [ACCOUNT_TYPE.company]: 72 * HOUR_MS,
  [ACCOUNT_TYPE.student]: 72 * HOUR_MS,
};
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
const RESET_TOKEN_TTL_MS = HOUR_MS;
/** An invitation waits longer than a reset: the invitee may read it days later. */
const INVITATION_TTL_MS = 7 * 24 * HOUR_MS;
export const RESET_MAILS_PER_ADDRESS = 3;

export interface AuthContext {
  sessionId: number;
  tokenHash: string;
  accountType: AccountType;
  user: SignedInUser;
}

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  failedLogins: AttemptCounter;
  resetMails: AttemptCounter;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, config, mailer, failedLogins, resetMails }: AuthServiceDeps) {
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

  function sessionTtlMs(accountType: AccountType): number {
    return (accountType === ACCOUNT_TYPE.admin ? config.STAFF_SESSION_TTL_HOURS : config.SESSION_TTL_HOURS) * HOUR_MS;
  }

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
    return `${publicUrl}/${area}/reset-password?token=${encodeURIComponent(token)}`;
  }

  return {
    sessionTtlMs,

    async login(area: Area, email: string, password: string, client: { ip: string; userAgent: string | null }) {
      const accountType = accountTypeOfArea(area);
      const throttleKey = `${area}:${email.toLowerCase()}`;
      if ((await failedLogins.count(throttleKey)) >= config.LOGIN_LIMIT_PER_ACCOUNT) {
        throw tooManyRequests('ログインの失敗が続いたため、このアカウントへのログインを一時的に制限しています。15分ほどおいてからもう一度お試しください。');
      }
      const account = await findCredentialsByEmail(db, accountType, email);
      const passwordMatches = await verifyPassword(account?.password_hash, password);
      const user = account && passwordMatches && account.active ? await loadSignedInUser(db, accountType, account.id) : undefined;
      if (!account || !user) {
        await failedLogins.record(throttleKey);
        throw unauthorized('メールアドレスまたはパスワードが正しくありません。');
      }
      await failedLogins.clear(throttleKey);
      const token = generateToken();
      await sessionsRepo.insertSession(db, {
        token_hash: hashToken(token),
        account_type: accountType,
        account_id: account.id,
        expires_at: new Date(Date.now() + sessionTtlMs(accountType)),
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 400) ?? null,
      });
      return { token, user };
    },

    /** Resolves a token for a request to `area`: 401 when it is not a live session, 403 when it is another portal's. */
    async authenticate(token: string, area: Area): Promise<AuthContext> {
      const tokenHash = hashToken(token);
      const session = await sessionsRepo.findLiveSession(db, tokenHash);
      const accountType = session?.account_type as AccountType | undefined;
      if (!session || !accountType) throw unauthorized();
      const idleFor = Date.now() - session.last_seen_at.getTime();
      if (idleFor > IDLE_TIMEOUT_MS[accountType]) {
        await sessionsRepo.revokeSessionByTokenHash(db, tokenHash);
        throw unauthorized('一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。');
      }
      if (accountType !== accountTypeOfArea(area)) throw forbidden('このページは別のアカウント種別用です。');
      const user = await loadSignedInUser(db, accountType, session.account_id);
      if (!user) throw unauthorized('このアカウントは利用できません。');
      if (idleFor > TOUCH_INTERVAL_MS) await sessionsRepo.touchSession(db, session.id);
      return { sessionId: session.id, tokenHash, accountType, user };
    },

    /** Whether a session authenticated earlier is still live, without counting as activity (long-lived sockets re-check with it). */
    async isStillSignedIn(tokenHash: string): Promise<boolean> {
      const session = await sessionsRepo.findLiveSession(db, tokenHash);
      const accountType = session?.account_type as AccountType | undefined;
      return !!session && !!accountType && Date.now() - session.last_seen_at.getTime() <= IDLE_TIMEOUT_MS[accountType];
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessionsRepo.revokeSessionByTokenHash(db, hashToken(token));
    },

    async sendResetEmail(area: Area, email: string): Promise<void> {
      // Counted per address typed, known or not, so the limit reveals nothing about which accounts exist.
      const requests = await resetMails.record(`${area}:${email.toLowerCase()}`);
      if (requests > RESET_MAILS_PER_ADDRESS) {
        throw tooManyRequests('このメールアドレスへの再設定メールの送信が続いています。15分ほどおいてからもう一度お試しください。');
      }
      const accountType = accountTypeOfArea(area);
      const account = await findCredentialsByEmail(db, accountType, email);
      if (!account?.active) return;
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

    /** Links mailed earlier (invitation, reset) stop working: the address they went to is no longer the account's. */
    expireSetPasswordLinks(area: Area, accountId: number, tx: Db = db): Promise<void> {
      return sessionsRepo.expireResetTokensOfAccount(tx, accountTypeOfArea(area), accountId);
    },

    /** Tells the old address that the account's sign-in address changed, so a takeover does not go unnoticed. */
    async sendEmailChangedNotice(area: Area, change: { oldEmail: string; newEmail: string; name: string }): Promise<void> {
      await mailer.enqueue(buildEmailChangedMail({ to: change.oldEmail, ...change, productName: config.PRODUCT_NAME, loginUrl: `${publicUrl}/${area}/login` }));
    },

    /** Ends every session of an account at once (deactivation, an admin's "sign out everywhere"). */
    endSessions(accountType: AccountType, accountId: number, tx: Db = db): Promise<void> {
      return sessionsRepo.revokeSessionsOfAccount(tx, accountType, accountId);
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
      await db.transaction(async (tx) => {
        if (!(await sessionsRepo.consumeResetToken(tx, row.id))) throw invalidResetLink();
        await updatePasswordHash(tx, accountType, row.account_id, passwordHash);
        await sessionsRepo.expireResetTokensOfAccount(tx, accountType, row.account_id);
        await sessionsRepo.revokeSessionsOfAccount(tx, accountType, row.account_id);
      });
    },
  };
}

function invalidResetLink() {
  return badRequest('このリンクは無効か、有効期限が切れています。もう一度パスワード再設定をお申し込みください。');
}
