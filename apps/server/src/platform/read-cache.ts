import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language.ts';

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

/**
 * Values by key, each for at most `lifetimeMs` and never across a write; a lifetime of 0 keeps
 * nothing. At most `maxEntries` values and, with `weigh`, at most `maxWeight` in all: the oldest go first.
 */
export class ShortLivedCache<V> {
  private readonly entries = new Map<string, { value: V; until: number; weight: number }>();
  private weight = 0;

  constructor(
    private readonly clock: WriteClock,
    private readonly lifetimeMs: number,
    private readonly maxEntries = 5_000,
    private readonly budget?: { weigh: (value: V) => number; maxWeight: number },
  ) {
    clock.onAdvance(() => {
      this.entries.clear();
      this.weight = 0;
    });
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.remove(key);
    return undefined;
  }

  /**
   * Keeps a value read since tick `readSince` (the clock's tick before the read began), unless a write
   * came in between (the read may have seen the database before it) or it alone outweighs the budget.
   * Answers whether it was kept.
   */
  set(key: string, value: V, readSince: number, until = Date.now() + this.lifetimeMs): boolean {
    const weight = this.budget?.weigh(value) ?? 0;
    if (this.lifetimeMs <= 0 || readSince !== this.clock.tick || (this.budget && weight > this.budget.maxWeight)) return false;
    this.remove(key);
    const maxWeight = this.budget?.maxWeight ?? Number.POSITIVE_INFINITY;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.weight + weight <= maxWeight) break;
      this.remove(oldest);
    }
    this.entries.set(key, { value, until: Math.min(until, Date.now() + this.lifetimeMs), weight });
    this.weight += weight;
    return true;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The weight of what is kept (bytes, for answers). */
  get totalWeight(): number {
    return this.weight;
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
/** A larger answer (a thread of very long messages) is neither kept nor compressed on the event loop. */
export const MAX_KEPT_ANSWER_BYTES = 256 * 1024;
/** All kept answers of an instance together. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** Whether the client takes gzip: named (or `*`) in Accept-Encoding with a quality above 0. */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const codings = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name) codings.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const quality = codings.get('gzip') ?? codings.get('*') ?? 0;
  return quality > 0;
}

/** The bytes to send for this request: gzipped (once per kept answer) when the client accepts it and it is worth it. */
function encodedFor(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): Buffer {
  void reply.header('vary', 'accept-encoding');
  if (kept.body.length < GZIP_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding'])) return kept.body;
  kept.gzipped ??= gzipSync(kept.body, { level: 4 });
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
    /** A request other than GET/HEAD/OPTIONS that passed its session, permission and validation checks: its handler may write. */
    mayHaveWritten?: boolean;
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
  const answers = new ShortLivedCache<KeptAnswer>(options.clock, options.lifetimeMs, 5_000, {
    weigh: (answer) => answer.body.length * 2,
    maxWeight: MAX_KEPT_BYTES,
  });

  app.addHook('preHandler', (request, reply, done) => {
    // Only a request that reached its handler may have written: refused, unknown and invalid ones move nothing.
    if (!SAFE_METHODS.has(request.method) && !request.is404) request.mayHaveWritten = true;
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
    if (request.mayHaveWritten) {
      options.clock.advance();
      void options.signalWrite().catch((error: unknown) => request.log.warn({ err: error }, 'could not tell the other instances of a write'));
    } else if (request.keptRead && reply.statusCode === 200 && !reply.hasHeader('content-encoding')) {
      const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
      const kept: KeptAnswer | undefined = body && body.length <= MAX_KEPT_ANSWER_BYTES ? { body, contentType: contentTypeOf(reply) } : undefined;
      // Compressed only when kept: a miss that is not kept costs what it did before.
      if (kept && answers.set(request.keptRead.key, kept, request.keptRead.readSince)) return done(null, encodedFor(request, reply, kept));
    }
    done(null, payload);
  });
}

/** The account, the answer's language and the route with its validated parameters and query (unknown query keys are stripped, so they cannot multiply the keys). */
function keyOf(request: FastifyRequest): string {
  const auth = request.auth;
  return `${auth?.accountType}:${auth?.user.id}:${requestLanguage(request)}:${request.routeOptions.url}:${JSON.stringify(request.params)}:${JSON.stringify(request.query)}`;
}

function contentTypeOf(reply: FastifyReply): string {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type : 'application/json; charset=utf-8';
}
