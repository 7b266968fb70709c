import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reads kept for a moment (decision 036): a signed-in session looked up by its token, and the answers
 * of a few hot staff reads (the review queue, a thread). Correct before fast: every write this
 * instance makes or hears of moves the write clock on, and a kept read from before that tick is gone;
 * what is left is bounded by a short lifetime (writes made outside a request, e.g. a seed script).
 */
export interface WriteClock {
  /** How many writes this instance has made or heard of; a read begun at an earlier tick may be stale. */
  readonly tick: number;
  /** A write committed here or on another instance: everything kept until now is dropped. */
  advance(): void;
  /** Calls `listener` on every tick (caches drop their entries). */
  onAdvance(listener: () => void): void;
}

export function createWriteClock(): WriteClock {
  let tick = 0;
  const listeners: Array<() => void> = [];
  return {
    get tick() {
      return tick;
    },
    advance() {
      tick += 1;
      for (const listener of listeners) listener();
    },
    onAdvance(listener) {
      listeners.push(listener);
    },
  };
}

/** Values by key, each for at most `lifetimeMs` and never across a write; a lifetime of 0 keeps nothing. */
export class ShortLivedCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly clock: WriteClock,
    private readonly lifetimeMs: number,
    private readonly maxEntries = 5_000,
  ) {
    clock.onAdvance(() => this.entries.clear());
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * Keeps a value read since tick `readSince` (the clock's tick before the read began), unless a write
   * came in between: the read may have seen the database before it.
   */
  set(key: string, value: V, readSince: number, until = Date.now() + this.lifetimeMs): void {
    if (this.lifetimeMs <= 0 || readSince !== this.clock.tick) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: Math.min(until, Date.now() + this.lifetimeMs) });
  }

  get size(): number {
    return this.entries.size;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface KeptAnswer {
  body: Buffer;
  contentType: string;
  /** The body gzipped, made once on the first request that accepts it. */
  gzipped?: Buffer;
}

/** Below this an answer is sent as it is: compressing would save too little. */
const GZIP_FROM_BYTES = 1024;

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));

/** The bytes to send for this request: gzipped (once per kept answer) when the client accepts it and it is worth it. */
function encodedFor(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): Buffer {
  void reply.header('vary', 'accept-encoding');
  if (kept.body.length < GZIP_FROM_BYTES || !acceptsGzip(request)) return kept.body;
  kept.gzipped ??= gzipSync(kept.body);
  void reply.header('content-encoding', 'gzip');
  return kept.gzipped;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer of this GET may be kept for a moment for the same account (platform/read-cache.ts). */
    keptRead?: boolean;
  }
  interface FastifyRequest {
    keptRead?: { key: string; readSince: number };
  }
}

/**
 * Every request that may write (any method but GET, HEAD, OPTIONS) moves the clock on when it
 * answers, and tells the other instances (`signalWrite`, through Redis when configured). The 200
 * answers of routes that declare `keptRead` are kept per account, language and URL for
 * `lifetimeMs`; a GET with a side effect keeps its answer only once the side effect is done, since
 * the side effect's own change moves the clock. A kept answer goes gzipped to a client that accepts
 * it (every browser does), compressed once however often it is sent.
 */
export function registerReadCache(app: FastifyInstance, options: { clock: WriteClock; lifetimeMs: number; signalWrite: () => Promise<void> }): void {
  const answers = new ShortLivedCache<KeptAnswer>(options.clock, options.lifetimeMs);

  app.addHook('preHandler', (request, reply, done) => {
    if (options.lifetimeMs <= 0 || request.method !== 'GET' || !request.routeOptions.config.keptRead || !request.auth) return done();
    const key = keyOf(request);
    const kept = answers.get(key);
    if (kept) {
      void reply.header('content-type', kept.contentType).send(encodedFor(request, reply, kept));
      return;
    }
    request.keptRead = { key, readSince: options.clock.tick };
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!SAFE_METHODS.has(request.method)) {
      options.clock.advance();
      void options.signalWrite().catch((error: unknown) => request.log.warn({ err: error }, 'could not tell the other instances of a write'));
    } else if (request.keptRead && reply.statusCode === 200 && !reply.hasHeader('content-encoding')) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
      if (body) {
        const kept: KeptAnswer = { body, contentType: contentTypeOf(reply) };
        answers.set(request.keptRead.key, kept, request.keptRead.readSince);
        return done(null, encodedFor(request, reply, kept));
      }
    }
    done(null, payload);
  });
}

function keyOf(request: FastifyRequest): string {
  const auth = request.auth;
  return `${auth?.accountType}:${auth?.user.id}:${request.headers['accept-language'] ?? ''}:${request.url}`;
}

function contentTypeOf(reply: FastifyReply): string {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type : 'application/json; charset=utf-8';
}
