import { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { ACCOUNT_TYPE, type AccountType } from '@manabiya/domain/enums/account-type';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import type { FastifyBaseLogger } from 'fastify';
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

/**
 * The one way the server tells browsers something changed (DESIGN §8). In-process by default;
 * with Redis every instance publishes to and listens on one channel, so an event published on one
 * instance reaches a user connected to any other.
 */
export interface Realtime {
  publish(audience: RealtimeAudience, event: RealtimeEvent): Promise<void>;
  /** Registers a local connection; returns the function that removes it. */
  listen(account: RealtimeAccount, listener: Listener): () => void;
  /** Tells the other instances that this one wrote, so they drop what they keep (platform/read-cache.ts). */
  signalWrite(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'manabiya:realtime';
const keyOf = ({ accountType, accountId }: RealtimeAccount) => `${accountType}:${accountId}`;

interface Envelope {
  audience: RealtimeAudience;
  event: RealtimeEvent;
}

/** What goes over Redis: an event for an audience, or word of a write (no event). */
type Message = Envelope | { write: true };

interface LocalDelivery {
  deliver(envelope: Envelope): void;
  listen(this: void, account: RealtimeAccount, listener: Listener): () => void;
}

function createLocalDelivery(): LocalDelivery {
  const listeners = new Map<string, Set<Listener>>();
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
      const key = keyOf(account);
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
  };
}

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
  const subscriber = link.client.duplicate();
  let subscribed = false;
  let subscribing: Promise<void> | undefined;
  // One SUBSCRIBE at a time; a failed one (the connection went away again) is tried on the next 'ready'.
  const subscribe = () =>
    (subscribing ??= subscriber.subscribe(CHANNEL).then(
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
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    // Any message is word of a write somewhere: kept reads go before the event is delivered.
    clock?.advance();
    try {
      const parsed = JSON.parse(message) as Message;
      if ('write' in parsed) return;
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
          await redis.publish(CHANNEL, JSON.stringify(envelope));
        },
        () => dropForOtherInstances(envelope),
      );
    },
    listen: local.listen,
    async signalWrite() {
      await link.attempt(
        async (redis) => {
          await redis.publish(CHANNEL, JSON.stringify({ write: true } satisfies Message));
        },
        () => undefined,
      );
    },
    async close() {
      await closeRedisConnection(subscriber);
    },
  };
}
