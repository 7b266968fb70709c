import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from './redis.ts';

/**
 * Counts events per key within a window (failed logins per account, reset mails per address).
 * In memory for one instance; in Redis when several instances share the work, falling back to
 * this process's memory while Redis does not answer (decision 028).
 */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  record(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows per key in this process, swept when they grow many. */
class MemoryWindows {
  private readonly entries = new Map<string, Window>();
  constructor(private readonly now: () => number = Date.now) {}

  current(key: string): Window | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  record(key: string, windowMs: number): Window {
    const entry = this.current(key) ?? { count: 0, resetAt: this.now() + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    if (this.entries.size > 100_000) this.sweep();
    return entry;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  ttl(entry: Window): number {
    return Math.max(0, entry.resetAt - this.now());
  }

  private sweep(): void {
    const at = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= at) this.entries.delete(key);
  }
}

export function createMemoryAttemptCounter(windowMs: number, now: () => number = Date.now): AttemptCounter {
  const windows = new MemoryWindows(now);
  return {
    count: (key) => Promise.resolve(windows.current(key)?.count ?? 0),
    record: (key) => Promise.resolve(windows.record(key, windowMs).count),
    clear(key) {
      windows.clear(key);
      return Promise.resolve();
    },
  };
}

/** In Redis while it answers; in this process's memory meanwhile (the counts of the two are not merged). */
export function createRedisAttemptCounter(link: RedisLink, windowMs: number, prefix: string): AttemptCounter {
  const local = createMemoryAttemptCounter(windowMs);
  const redisKey = (key: string) => link.key(`${prefix}:${key}`);
  return {
    count: (key) => link.attempt(async (redis) => Number((await redis.get(redisKey(key))) ?? 0), () => local.count(key)),
    record: (key) =>
      link.attempt(
        async (redis) => {
          const [[, count]] = (await redis.multi().incr(redisKey(key)).pexpire(redisKey(key), windowMs, 'NX').exec()) as [[null, number]];
          return count;
        },
        () => local.record(key),
      ),
    clear: (key) =>
      link.attempt(
        async (redis) => {
          await redis.del(redisKey(key));
          await local.clear(key);
        },
        () => local.clear(key),
      ),
  };
}

/** One event counted in a fixed window: the count so far in it, and the milliseconds until it ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * Counts events per key in fixed windows, answering the count and the window's remaining time: in
 * Redis (keys under `prefix`, after the deployment's REDIS_KEY_PREFIX) while it answers, in this process's memory while it does not.
 */
export function createWindowCounter(link: RedisLink | undefined, prefix: string): (key: string, windowMs: number) => Promise<WindowCount> {
  const windows = new MemoryWindows();
  const local = (key: string, windowMs: number): WindowCount => {
    const entry = windows.record(key, windowMs);
    return { current: entry.count, ttl: windows.ttl(entry) };
  };
  return (key, windowMs) => {
    if (!link) return Promise.resolve(local(key, windowMs));
    const redisKey = link.key(`${prefix}${key}`);
    return link.attempt(
      async (redis) => {
        const [[, current], , [, ttl]] = (await redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec()) as [
          [null, number],
          unknown,
          [null, number],
        ];
        return { current, ttl: Math.max(0, ttl) };
      },
      () => local(key, windowMs),
    );
  };
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The store of @fastify/rate-limit (the per-IP limits of sign-in and a few other routes): in Redis
 * while it answers, in this process's memory while it does not. The plugin's own Redis store
 * would fail the request instead (or, with `skipOnError`, stop limiting altogether).
 */
export function createRateLimitStore(link: RedisLink | undefined): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly count: ReturnType<typeof createWindowCounter>;
    /** The plugin constructs the root store with its options; each route's store is a child named by the route. */
    constructor(_options?: unknown, private readonly prefix = 'rate-limit:') {
      this.count = createWindowCounter(link, prefix);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      this.count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged options, its method and path under `routeInfo`.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      return new FallbackStore(undefined, `${this.prefix}${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}:`);
    }
  }
  return FallbackStore;
}
