import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** A command Redis has not answered by then fails, and its caller falls back (decision 028). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** After a command went unanswered, how often a PING checks whether Redis answers again. */
const PROBE_INTERVAL_MS = 1000;
/** The longest the start waits for Redis before serving without it. */
const START_WAIT_MS = 2000;

/**
 * Fail fast instead of queueing (decision 028): no offline queue (a command while disconnected fails
 * at once), a command timeout (a Redis that accepts connections but never answers, e.g. stopped,
 * cannot hang a request), a short connect timeout, nothing resent after a reconnect (a publish that
 * timed out must not arrive twice), and reconnect attempts every second at most, forever.
 */
export const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 1000,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  retryStrategy: (attempt: number) => Math.min(100 * attempt, 1000),
} satisfies RedisOptions;

export type RedisHealth = 'ok' | 'unreachable';

/**
 * The app's Redis connection as an accelerator, not a dependency: every use goes through
 * `attempt`, which runs the command while Redis answers and the caller's in-process way otherwise.
 * The state changes (unreachable, reachable again) are logged once each, not per command.
 */
export interface RedisLink {
  readonly client: Redis;
  /** A key or channel name of this deployment (REDIS_KEY_PREFIX, then `:`, then the name). */
  key(name: string): string;
  /** Connected, and no command has gone unanswered since. */
  usable(): boolean;
  /** The command while Redis is usable; the fallback when it is not, or when the command fails. */
  attempt<T>(command: (client: Redis) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** For /api/health: a PING when usable, within the command timeout. */
  check(): Promise<RedisHealth>;
  /** Resolves once connected, or as soon as the first attempt fails (within 2 s at most): the app starts without Redis. */
  whenStarted(): Promise<void>;
  close(): Promise<void>;
}

/** Closes a connection whatever its state: QUIT when it answers, else drop the socket. */
export async function closeRedisConnection(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Not answering (stopped): drop it below.
    }
  }
  client.disconnect();
}

/** Resolves when the first connection attempt has an outcome (ready, or an error), or after `ms`. Never rejects. */
export function waitForReady(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['ready', 'error', 'end'] as const) client.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    for (const event of ['ready', 'error', 'end'] as const) client.on(event, done);
  });
}

export function createRedisLink(url: string, logger: FastifyBaseLogger, keyPrefix = 'manabiya'): RedisLink {
  const client = new Redis(url, REDIS_OPTIONS);
  /** A command went unanswered on the open connection: skip Redis until a probe or a new connection answers. */
  let unanswered = false;
  let reportedDown = false;
  let probe: ReturnType<typeof setInterval> | undefined;
  let closing = false;

  const usable = () => client.status === 'ready' && !unanswered;

  function reportDown(error?: unknown): void {
    if (reportedDown || closing) return;
    reportedDown = true;
    logger.warn({ err: error }, 'Redis unreachable: rate limits count in this process and live events reach only this instance until it answers again');
  }
  function reportUp(): void {
    if (!reportedDown) return;
    reportedDown = false;
    logger.info('Redis answers again: rate limits and live events are shared across instances again');
  }
  function stopProbe(): void {
    if (probe) clearInterval(probe);
    probe = undefined;
  }
  function markUnanswered(error: unknown): void {
    unanswered = true;
    reportDown(error);
    probe ??= setInterval(() => {
      if (client.status !== 'ready') return;
      client.ping().then(
        () => {
          unanswered = false;
          stopProbe();
          reportUp();
        },
        () => undefined,
      );
    }, PROBE_INTERVAL_MS);
    probe.unref();
  }

  // Without a listener an 'error' event would end the process; the state changes are what is logged.
  client.on('error', (error) => reportDown(error));
  client.on('close', () => reportDown());
  client.on('ready', () => {
    unanswered = false;
    stopProbe();
    reportUp();
  });

  const isTimeout = (error: unknown) => error instanceof Error && /timed out/i.test(error.message);

  return {
    client,
    key: (name) => `${keyPrefix}:${name}`,
    usable,
    async attempt(command, fallback) {
      if (!usable()) {
        reportDown();
        return fallback();
      }
      try {
        return await command(client);
      } catch (error) {
        if (isTimeout(error) || client.status !== 'ready') markUnanswered(error);
        else logger.error({ err: error }, 'Redis command failed; used the in-process fallback');
        return fallback();
      }
    },
    async check() {
      if (!usable()) return 'unreachable';
      try {
        await client.ping();
        return 'ok';
      } catch (error) {
        markUnanswered(error);
        return 'unreachable';
      }
    },
    whenStarted: () => waitForReady(client, START_WAIT_MS),
    async close() {
      closing = true;
      stopProbe();
      await closeRedisConnection(client);
    },
  };
}
