import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCOUNT_TYPE, accountTypeOfArea, areaOfAccountType, type AccountType, type Area } from '@manabiya/domain/enums/account-type';
import type { Language } from '@manabiya/domain/enums/language';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import type { Config } from '../../config.ts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import type { Db } from '../../platform/db.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AttemptCounter } from '../../platform/rate-limit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import { ShortLivedCache, createWriteClock, type WriteClock } from '../../platform/read-cache.ts';
import type { Realtime } from '../../platform/realtime.ts';
import {
  findCredentialsByEmail,
  prepareSessionLookups,
  updateLanguage,
  type CompanyUserProfile,
  type SessionLookup,
  type StaffProfile,
  type StudentProfile,
} from './accounts.repository.ts';
import { createPasswordService } from './passwords.service.ts';
import * as sessionsRepo from './sessions.repository.ts';
import { companyUserOf, loadSignedInUser, staffUserOf, studentUserOf } from './signed-in-user.ts';

const HOUR_MS = 3_600_000;
/** Staff sessions idle out sooner: they can change everyone's data. */
const IDLE_TIMEOUT_MS: Record<AccountType, number> = {
  [ACCOUNT_TYPE.admin]: 2 * HOUR_MS,
  [ACCOUNT_TYPE.company]: 72 * HOUR_MS,
  [ACCOUNT_TYPE.student]: 72 * HOUR_MS,
};
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
/** Failures of one account, from all addresses, before each further attempt is slowed down. */
const ACCOUNT_FAILURES_BEFORE_SLOWDOWN = 10;
const SLOWDOWN_BASE_MS = 250;

/**
 * How long a sign-in attempt waits when its account has `failures` recent failures across all
 * addresses: nothing at first, then doubling from 250 ms to the ceiling. Distributed guessing gets
 * slow; the owner's right password still signs in (decision 004).
 */
export function loginSlowdownMs(failures: number, ceilingMs: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_SLOWDOWN) return 0;
  return Math.min(ceilingMs, SLOWDOWN_BASE_MS * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_SLOWDOWN));
}

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  failedLogins: AttemptCounter;
  resetMails: AttemptCounter;
  /** Moves on at every write; a session kept from before it is looked up again (platform/read-cache.ts). */
  writeClock?: WriteClock;
  /** Closes the live sockets of the sessions a sign-out, password change or deactivation ended, on every instance (decision 040). */
  realtime: Pick<Realtime, 'endSessions'>;
  /** Waits before an attempt on an account under attack; a test may pass its own clock. */
  sleep?: (ms: number) => Promise<void>;
}

export type AuthService = ReturnType<typeof createAuthService>;

type Found = { session: FoundSession; user: SignedInUser | undefined };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface FoundSession {
  id: number;
  account_type: AccountType;
  last_seen_at: Date;
  expires_at: Date;
}

/** The session part of a lookup row, and the user when the account is of the expected type and active. */
function withUser<R extends SessionLookup<{ active: boolean }>>(row: R | undefined, userOf: (row: R) => SignedInUser) {
  if (!row) return undefined;
  const session: FoundSession = { id: row.session_id, account_type: row.session_account_type, last_seen_at: row.last_seen_at, expires_at: row.expires_at };
  return { session, user: row.active ? userOf(row) : undefined };
}

export function createAuthService({ db, config, mailer, failedLogins, resetMails, writeClock = createWriteClock(), realtime, sleep = wait }: AuthServiceDeps) {
  const sessionLookups = prepareSessionLookups(db);
  /**
   * Live sessions by portal and token hash, kept for SESSION_CACHE_MS (never past the session's end):
   * a page's burst of calls and a room's live refresh look a token up once. Any write (a sign-out, a
   * deactivation, a role's new permissions) drops them all, here and on the other instances.
   */
  const keptSessions = new ShortLivedCache<Found>(writeClock, config.SESSION_CACHE_MS, 20_000);

  async function liveSessionOfToken(tokenHash: string, expected: AccountType): Promise<Found | undefined> {
    const key = `${expected}:${tokenHash}`;
    const kept = keptSessions.get(key);
    if (kept) return kept;
    const readSince = writeClock.tick;
    const found = await signedInUserOfToken(tokenHash, expected);
    if (found?.user && found.session.account_type === expected) keptSessions.set(key, found, readSince, found.session.expires_at.getTime());
    return found;
  }

  /**
   * The live session of a token and, when it is of the expected type and the account is active, its
   * signed-in user: one round trip. `session.account_type` tells a session of another portal.
   */
  async function signedInUserOfToken(tokenHash: string, expected: AccountType): Promise<Found | undefined> {
    if (expected === ACCOUNT_TYPE.admin) return withUser(await sessionLookups.staff(tokenHash), (row) => staffUserOf(row as StaffProfile));
    if (expected === ACCOUNT_TYPE.company) return withUser(await sessionLookups.companyUser(tokenHash), (row) => companyUserOf(row as CompanyUserProfile));
    return withUser(await sessionLookups.student(tokenHash), (row) => studentUserOf(row as StudentProfile));
  }

  function sessionTtlMs(accountType: AccountType): number {
    return (accountType === ACCOUNT_TYPE.admin ? config.STAFF_SESSION_TTL_HOURS : config.SESSION_TTL_HOURS) * HOUR_MS;
  }

  /** After the revocation committed: a browser told its session ended checks again at once, and must get 401. */
  const closeSocketsOfSessions = (sessionIds: readonly number[]) => realtime.endSessions({ sessionIds });
  const closeSocketsOfAccount = (accountType: AccountType, accountId: number) => realtime.endSessions({ accounts: [{ accountType, accountId }] });

  async function authenticate(token: string, area: Area): Promise<AuthContext> {
    const tokenHash = hashToken(token);
    const expected = accountTypeOfArea(area);
    const found = await liveSessionOfToken(tokenHash, expected);
    if (!found || found.session.expires_at.getTime() <= Date.now()) throw unauthorized();
    const { session, user } = found;
    const accountType = session.account_type;
    const idleFor = Date.now() - session.last_seen_at.getTime();
    if (idleFor > IDLE_TIMEOUT_MS[accountType]) {
      const ended = await sessionsRepo.revokeSessionByTokenHash(db, tokenHash);
      writeClock.advance();
      await closeSocketsOfSessions(ended);
      throw unauthorized('一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。');
    }
    if (accountType !== expected) throw forbidden('このページは別のアカウント種別用です。');
    if (!user) throw unauthorized('このアカウントは利用できません。');
    if (idleFor > TOUCH_INTERVAL_MS) {
      await sessionsRepo.touchSession(db, session.id);
      session.last_seen_at = new Date();
    }
    return { sessionId: session.id, tokenHash, accountType, user };
  }

  /**
   * The session of a token of whichever portal it belongs to (a file link works in every portal): one
   * lookup tells the session's account type even when it is not a student's, then its portal's check.
   */
  async function authenticateAnyPortal(token: string): Promise<AuthContext> {
    const found = await liveSessionOfToken(hashToken(token), ACCOUNT_TYPE.student);
    return authenticate(token, areaOfAccountType(found?.session.account_type ?? ACCOUNT_TYPE.student));
  }

  return {
    // Setting and resetting passwords: the links, their mails and the password itself (passwords.service.ts).
    ...createPasswordService({ db, config, mailer, resetMails, closeSocketsOfSessions }),

    sessionTtlMs,

    async login(area: Area, email: string, password: string, client: { ip: string; userAgent: string | null }) {
      const accountType = accountTypeOfArea(area);
      // Refusals are per account and client address, so nobody can lock another person out;
      // the account's failures from everywhere only slow every attempt down (decision 004).
      const accountKey = `${area}:${email.toLowerCase()}`;
      const pairKey = `${accountKey}:${client.ip}`;
      // Both counters in one round trip: with Redis each read is a request on the sign-in path.
      const [pairFailures, accountFailures] = await Promise.all([failedLogins.count(pairKey), failedLogins.count(accountKey)]);
      if (pairFailures >= config.LOGIN_LIMIT_PER_ACCOUNT) {
        throw tooManyRequests('このアカウントへのログインの失敗が続いたため、この接続元からのログインを一時的に制限しています。15分ほどおいてからもう一度お試しください。');
      }
      const delay = loginSlowdownMs(accountFailures, config.LOGIN_SLOWDOWN_MAX_MS);
      if (delay > 0) await sleep(delay);
      const account = await findCredentialsByEmail(db, accountType, email);
      const passwordMatches = await verifyPassword(account?.password_hash, password);
      const user = account && passwordMatches && account.active ? await loadSignedInUser(db, accountType, account.id) : undefined;
      if (!account || !user) {
        await Promise.all([failedLogins.record(pairKey), failedLogins.record(accountKey)]);
        throw unauthorized('メールアドレスまたはパスワードが正しくありません。');
      }
      // The owner's success clears their own address; the account's count stays, so a guesser
      // elsewhere is not sped up again by it.
      await failedLogins.clear(pairKey);
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
    authenticate,

    authenticateAnyPortal,

    /** Whether a session authenticated earlier is still live, without counting as activity (long-lived sockets re-check with it). */
    async isStillSignedIn(tokenHash: string): Promise<boolean> {
      const session = await sessionsRepo.findLiveSession(db, tokenHash);
      const accountType = session?.account_type;
      return !!session && !!accountType && Date.now() - session.last_seen_at.getTime() <= IDLE_TIMEOUT_MS[accountType];
    },

    /**
     * A staff session's section permissions as the database has them now (nothing kept), or
     * undefined once the session or the account is no longer live: a staff socket reads them again
     * when a role changes.
     */
    async staffPermissionsOf(tokenHash: string): Promise<SectionPermissions | null | undefined> {
      const found = await signedInUserOfToken(tokenHash, ACCOUNT_TYPE.admin);
      return found?.user && found.session.account_type === ACCOUNT_TYPE.admin ? found.user.section_permissions : undefined;
    },

    /** Keeps the display language with the signed-in account: the next sign-in, on any device, applies it. */
    async saveLanguage(session: AuthContext, language: Language): Promise<void> {
      await updateLanguage(db, session.accountType, session.user.id, language);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await closeSocketsOfSessions(await sessionsRepo.revokeSessionByTokenHash(db, hashToken(token)));
    },

    /** Removes the sessions that no longer sign in (revoked or past their end); live ones stay. The session pruning job's work. */
    pruneEndedSessions: () => sessionsRepo.deleteEndedSessions(db),

    /**
     * Ends every session of an account at once (deactivation, deletion, an admin's "sign out
     * everywhere"). Alone, it also closes the account's sockets on every instance; inside the
     * caller's transaction `tx`, the caller calls `closeSockets` once that transaction committed.
     */
    async endSessions(accountType: AccountType, accountId: number, tx?: Db): Promise<void> {
      await sessionsRepo.revokeSessionsOfAccount(tx ?? db, accountType, accountId);
      if (!tx) await closeSocketsOfAccount(accountType, accountId);
    },

    /** Closes an account's live sockets on every instance, after a transaction that ended its sessions (`endSessions` with `tx`) committed. */
    closeSockets: closeSocketsOfAccount,

  };
}

