import { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { ACCOUNT_TYPE, type AccountType } from '@manabiya/domain/enums/account-type';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The accounts an event is for, by account type (2 company user, 3 student). */
export interface RealtimeAudience {
  companyUserIds?: readonly number[];
  studentIds?: readonly number[];
}

export interface RealtimeAccount {
  accountType: AccountType;
  accountId: number;
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
  close(): Promise<void>;
}

const CHANNEL = 'manabiya:realtime';
const keyOf = ({ accountType, accountId }: RealtimeAccount) => `${accountType}:${accountId}`;

interface Envelope {
  audience: RealtimeAudience;
  event: RealtimeEvent;
}

interface LocalDelivery {
  deliver(envelope: Envelope): void;
  listen(this: void, account: RealtimeAccount, listener: Listener): () => void;
}

function createLocalDelivery(): LocalDelivery {
  const listeners = new Map<string, Set<Listener>>();
  return {
    deliver({ audience, event }: Envelope) {
      const keys = [
        ...(audience.companyUserIds ?? []).map((accountId) => keyOf({ accountType: ACCOUNT_TYPE.company, accountId })),
        ...(audience.studentIds ?? []).map((accountId) => keyOf({ accountType: ACCOUNT_TYPE.student, accountId })),
      ];
      for (const key of keys) for (const listener of listeners.get(key) ?? []) listener(event);
    },
    listen(account: RealtimeAccount, listener: Listener) {
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

export function createInProcessRealtime(): Realtime {
  const local = createLocalDelivery();
  return {
    publish: (audience, event) => {
      local.deliver({ audience, event });
      return Promise.resolve();
    },
    listen: local.listen,
    close: () => Promise.resolve(),
  };
}

/** `publisher` is the app's Redis connection; a subscriber connection is made from it. */
export async function createRedisRealtime(publisher: Redis, logger: FastifyBaseLogger): Promise<Realtime> {
  const local = createLocalDelivery();
  const subscriber = publisher.duplicate();
  subscriber.on('error', (error) => logger.error({ err: error }, 'redis realtime subscriber error'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    try {
      const envelope = JSON.parse(message) as Envelope;
      local.deliver({ audience: envelope.audience, event: RealtimeEvent.parse(envelope.event) });
    } catch (error) {
      logger.warn({ err: error }, 'dropped a malformed realtime message');
    }
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async publish(audience, event) {
      await publisher.publish(CHANNEL, JSON.stringify({ audience, event } satisfies Envelope));
    },
    listen: local.listen,
    async close() {
      await subscriber.quit();
    },
  };
}
