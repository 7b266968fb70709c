import { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { ACCOUNT_TYPE, type AccountType } from '@manabiya/domain/enums/account-type';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { WriteClock } from './read-cache.ts';
import { closeRedisConnection, waitForReady, type RedisLink } from './redis.ts';

/** The accounts an event is for, by account type (2 company user, 3 student), and the staff who can read a section. */
export interface RealtimeAudience {
  companyUserIds?: readonly number[];
  studentIds?: readonly number[];
  /** Every connected staff member whose permissions let them read this section. */
  staffSection?: Section;
}

export interface RealtimeAccount {
  accountType: AccountType;
  accountId: number;
  /** A staff member's section permissions as the session had them when the socket opened. */
  permissions?: SectionPermissions | null;
}

type Listener = (event: RealtimeEvent) => void;

/** The session a socket was opened with: its row id, never its token (decision 040). */
export interface RealtimeSession {
  sessionId: number;
  accountType: AccountType;
  accountId: number;
}

/**
 * Sessions that ended, named by their row ids or as every session of an account. Only ids and
 * accounts go over Redis: a token, or its hash, never leaves the database.
 */
export interface EndedSessions {
  sessionIds?: readonly number[];
  accounts?: ReadonlyArray<{ accountType: AccountType; accountId: number }>;
}

/** What a socket hears about its session. */
export interface SessionWatch {
  ended: () => void;
  /** Staff sockets: permissions may have changed (they were read when the socket opened). */
  permissionsChanged?: () => void;
}

const EndedSessionsMessage = z.object({
  sessionIds: z.array(z.number().int()).optional(),
  accounts: z.array(z.object({ accountType: z.enum(ACCOUNT_TYPE), accountId: z.number().int() })).optional(),
});

/**
 * The one way the server tells browsers something changed (DESIGN §8). In-process by default;
 * with Redis every instance publishes to and listens on one channel, so an event published on one
 * instance reaches a user connected to any other.
 */
export interface Realtime {
  publish(audience: RealtimeAudience, event: RealtimeEvent): Promise<void>;
  /** Registers a local connection; returns the function that removes it. */
  listen(account: RealtimeAccount, listener: Listener): () => void;
  /**
   * Registers a local socket's session: `onEnded` runs when any instance announces that session
   * ended. Returns the function that removes it.
   */
  watchSession(session: RealtimeSession, on: SessionWatch): () => void;
  /**
   * Closes the sockets of sessions that ended, on every instance. Call it once the revocation has
   * committed: a browser told its session ended checks again at once, and must get 401.
   */
  endSessions(ended: EndedSessions): Promise<void>;
  /** A role's levels or a member's role changed: every instance has its staff sockets read their permissions again. */
  staffPermissionsChanged(): Promise<void>;
  /** Tells the other instances that this one wrote, so they drop what they keep (platform/read-cache.ts). */
  signalWrite(): Promise<void>;
  close(): Promise<void>;
}

const keyOf = ({ accountType, accountId }: RealtimeAccount) => `${accountType}:${accountId}`;

interface Envelope {
  audience: RealtimeAudience;
  event: RealtimeEvent;
}

/** What goes over Redis: an event for an audience, word of a write (no event), or sessions that ended. */
type Message = Envelope | { write: true } | { sessionsEnded: EndedSessions } | { staffPermissionsChanged: true };

interface LocalDelivery {
  deliver(envelope: Envelope): void;
  listen(this: void, account: RealtimeAccount, listener: Listener): () => void;
  watchSession(this: void, session: RealtimeSession, on: SessionWatch): () => void;
  endSessions(ended: EndedSessions): void;
  staffPermissionsChanged(): void;
}

/** Adds to a set kept under a key; returns the function that takes it out again (and the key once empty). */
function addUnder<K, V>(map: Map<K, Set<V>>, key: K, value: V): () => void {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
  return () => {
    set.delete(value);
    if (set.size === 0 && map.get(key) === set) map.delete(key);
  };
}

function createLocalDelivery(): LocalDelivery {
  const listeners = new Map<string, Set<Listener>>();
  // A socket's session is found by its id (a sign-out, a password change) or by its account (a deactivation).
  const bySession = new Map<number, Set<() => void>>();
  const byAccount = new Map<string, Set<() => void>>();
  const permissionWatchers = new Set<() => void>();
  // Staff sockets are few (dozens); a section event walks them and keeps those allowed to read it.
  const staffListeners = new Map<Listener, SectionPermissions | null | undefined>();
  return {
    deliver({ audience, event }: Envelope) {
      const keys = [
        ...(audience.companyUserIds ?? []).map((accountId) => keyOf({ accountType: ACCOUNT_TYPE.company, accountId })),
        ...(audience.studentIds ?? []).map((accountId) => keyOf({ accountType: ACCOUNT_TYPE.student, accountId })),
      ];
      for (const key of keys) for (const listener of listeners.get(key) ?? []) listener(event);
      const section = audience.staffSection;
      if (section) for (const [listener, permissions] of staffListeners) if (can(permissions, section, 'read')) listener(event);
    },
    listen(account: RealtimeAccount, listener: Listener) {
      if (account.accountType === ACCOUNT_TYPE.admin) {
        staffListeners.set(listener, account.permissions);
        return () => {
          staffListeners.delete(listener);
        };
      }
      return addUnder(listeners, keyOf(account), listener);
    },
    watchSession(session: RealtimeSession, on: SessionWatch) {
      // One wrapper in both maps, so a session named twice (by id and by account) ends once.
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        on.ended();
      };
      const stops = [addUnder(bySession, session.sessionId, end), addUnder(byAccount, keyOf(session), end)];
      const { permissionsChanged } = on;
      if (permissionsChanged) {
        permissionWatchers.add(permissionsChanged);
        stops.push(() => permissionWatchers.delete(permissionsChanged));
      }
      return () => {
        for (const stop of stops) stop();
      };
    },
    endSessions({ sessionIds = [], accounts = [] }: EndedSessions) {
      const ends = new Set<() => void>();
      for (const id of sessionIds) for (const end of bySession.get(id) ?? []) ends.add(end);
      for (const account of accounts) for (const end of byAccount.get(keyOf(account)) ?? []) ends.add(end);
      for (const end of ends) end();
    },
    staffPermissionsChanged() {
      for (const recheck of [...permissionWatchers]) recheck();
    },
  };
}

const namesAny = ({ sessionIds, accounts }: EndedSessions) => (sessionIds?.length ?? 0) + (accounts?.length ?? 0) > 0;

/**
 * An event means something changed: the write clock moves on before anyone hears of it, so a page
 * that reloads on the event never reads a kept answer from before (platform/read-cache.ts).
 */
export function createInProcessRealtime(clock?: WriteClock): Realtime {
  const local = createLocalDelivery();
  return {
    publish: (audience, event) => {
      clock?.advance();
      local.deliver({ audience, event });
      return Promise.resolve();
    },
    listen: local.listen,
    watchSession: local.watchSession,
    endSessions: (ended) => {
      if (!namesAny(ended)) return Promise.resolve();
      clock?.advance();
      local.endSessions(ended);
      return Promise.resolve();
    },
    staffPermissionsChanged: () => {
      clock?.advance();
      local.staffPermissionsChanged();
      return Promise.resolve();
    },
    signalWrite: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** How often, at most, dropped cross-instance events are logged while Redis is away. */
const DROP_LOG_INTERVAL_MS = 60_000;

/**
 * Publishes through the app's Redis connection and listens on a second one made from it. While Redis
 * does not answer, an event still reaches this instance's own sockets but not the other instances'
 * (one log line a minute says how many were dropped); the subscriber subscribes again on its own
 * when Redis returns (decision 028).
 */
export async function createRedisRealtime(link: RedisLink, logger: FastifyBaseLogger, clock?: WriteClock): Promise<Realtime> {
  const local = createLocalDelivery();
  const channel = link.key('realtime');
  const subscriber = link.client.duplicate();
  let subscribed = false;
  let subscribing: Promise<void> | undefined;
  // One SUBSCRIBE at a time; a failed one (the connection went away again) is tried on the next 'ready'.
  const subscribe = () =>
    (subscribing ??= subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      () => {
        subscribing = undefined;
      },
    ));
  // Errors and reconnects are the link's to report (once per outage); ioredis needs a listener.
  subscriber.on('error', () => undefined);
  // ioredis subscribes again by itself after a reconnect once a first SUBSCRIBE succeeded.
  subscriber.on('ready', () => {
    if (!subscribed) void subscribe();
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    // Any message is word of a write somewhere: kept reads go before the event is delivered.
    clock?.advance();
    try {
      const parsed = JSON.parse(message) as Message;
      if ('write' in parsed) return;
      if ('sessionsEnded' in parsed) {
        local.endSessions(EndedSessionsMessage.parse(parsed.sessionsEnded));
        return;
      }
      if ('staffPermissionsChanged' in parsed) {
        local.staffPermissionsChanged();
        return;
      }
      const envelope = parsed;
      local.deliver({ audience: envelope.audience, event: RealtimeEvent.parse(envelope.event) });
    } catch (error) {
      logger.warn({ err: error }, 'dropped a malformed realtime message');
    }
  });
  // At start, listen before serving when Redis is there (bounded by the command timeout when it is not).
  await waitForReady(subscriber, 2000);
  if (subscriber.status === 'ready') await subscribe();

  let dropped = 0;
  let droppedLoggedAt = Number.NEGATIVE_INFINITY;
  const dropForOtherInstances = (envelope: Envelope) => {
    local.deliver(envelope);
    dropped += 1;
    if (Date.now() - droppedLoggedAt < DROP_LOG_INTERVAL_MS) return;
    droppedLoggedAt = Date.now();
    logger.warn({ dropped }, 'Redis unreachable: live events reach only the sockets of this instance');
    dropped = 0;
  };

  return {
    async publish(audience, event) {
      clock?.advance();
      const envelope: Envelope = { audience, event };
      await link.attempt(
        async (redis) => {
          await redis.publish(channel, JSON.stringify(envelope));
        },
        () => dropForOtherInstances(envelope),
      );
    },
    listen: local.listen,
    watchSession: local.watchSession,
    async endSessions(ended) {
      if (!namesAny(ended)) return;
      clock?.advance();
      // This instance's sockets close at once, whether or not Redis answers; the others hear it
      // through Redis, and while it is away their sockets still close at the next ping's check.
      local.endSessions(ended);
      await link.attempt(
        async (redis) => {
          await redis.publish(channel, JSON.stringify({ sessionsEnded: ended } satisfies Message));
        },
        () => undefined,
      );
    },
    async staffPermissionsChanged() {
      clock?.advance();
      local.staffPermissionsChanged();
      await link.attempt(
        async (redis) => {
          await redis.publish(channel, JSON.stringify({ staffPermissionsChanged: true } satisfies Message));
        },
        () => undefined,
      );
    },
    async signalWrite() {
      await link.attempt(
        async (redis) => {
          await redis.publish(channel, JSON.stringify({ write: true } satisfies Message));
        },
        () => undefined,
      );
    },
    async close() {
      await closeRedisConnection(subscriber);
    },
  };
}
