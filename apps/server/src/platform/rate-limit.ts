import type { Redis } from 'ioredis';

/**
 * Counts events per key within a window (failed logins per account, reset mails per address).
 * In memory for one instance; in Redis when several instances share the work.
 */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  record(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

export function createMemoryAttemptCounter(windowMs: number, now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    count: (key) => Promise.resolve(current(key)?.count ?? 0),
    record(key) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      if (entries.size > 100_000) sweep(entries, now());
      return Promise.resolve(entry.count);
    },
    clear(key) {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

function sweep(entries: Map<string, { resetAt: number }>, at: number): void {
  for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
}

export function createRedisAttemptCounter(redis: Redis, windowMs: number, prefix: string): AttemptCounter {
  const redisKey = (key: string) => `manabiya:${prefix}:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async record(key) {
      const [[, count]] = (await redis.multi().incr(redisKey(key)).pexpire(redisKey(key), windowMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    async clear(key) {
      await redis.del(redisKey(key));
    },
  };
}
