import { createHash, randomUUID } from 'node:crypto';
import type { AccountType } from '@manabiya/domain/enums/account-type';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import type { Db } from './db.ts';
import { badRequest, conflict, HttpError } from './errors.ts';

/**
 * `Idempotency-Key` on creates (decision 029). A route opts in with `config.idempotent` (set by
 * addEndpointRoute for every endpoint that takesIdempotencyKey). A request carrying the header, by
 * a signed-in account:
 *   - claims the key (one row per account and key; the unique index lets one request win a race),
 *     runs, and stores its answer when it succeeded — a failure lets go of the key, since a failed
 *     create wrote nothing (services write in one transaction);
 *   - a repeat of a succeeded one answers the stored status and body with `Idempotent-Replayed: true`;
 *   - a repeat while the first still runs waits for it (up to WAIT_MS, then 409), so every repeat
 *     gets the same answer;
 *   - the same key with another method, URL or body answers 422.
 * Keys last 24 h. The fingerprint of a JSON body is taken from the validated body with its keys
 * sorted; a multipart body's from its bytes with the boundary left out, read as the handler reads it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes an `Idempotency-Key` (decision 029); set by addEndpointRoute from the endpoint definition. */
    idempotent?: boolean;
  }
}

export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEY_TTL = sql`interval '24 hours'`;
/** A claim its request never finished (the process died) may be taken over after this. */
const CLAIM_TTL = sql`interval '5 minutes'`;
/** How long a repeat waits for the first request before answering 409. */
const WAIT_MS = 30_000;
const CLEANUP_EVERY_MS = 10 * 60_000;

export const INVALID_KEY_MESSAGE = 'Idempotency-Key は 1〜255 文字の半角英数字と記号で送ってください。';
export const KEY_REUSED_MESSAGE = 'この Idempotency-Key は別の内容のリクエストに使われています。新しいキーで送り直してください。';
export const STILL_RUNNING_MESSAGE = '同じ Idempotency-Key のリクエストを処理中です。しばらくしてから画面を更新して結果を確かめてください。';

interface Scope {
  accountType: AccountType;
  accountId: number;
  key: string;
}

interface Claimed {
  id: number;
  claim: string;
  fingerprint: string | undefined;
  body: BodyDigest;
  settled: boolean;
}

/** The body's part of a fingerprint: known at once for JSON; for multipart once its bytes are read. */
interface BodyDigest {
  known: string | undefined;
  /** Multipart: resolves when the body has been read whole (undefined if it never is). */
  read(): Promise<string | undefined>;
  /** Multipart: read the rest of the body now (a replay answers without its handler). */
  drain(): void;
}

const claims = new WeakMap<FastifyRequest, Claimed>();

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so the same body sent by another client fingerprints the same. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  ) ?? '';
}

/** Hashes bytes with every occurrence of `boundary` replaced, across chunk edges. */
function boundaryBlindHash(boundary: Buffer) {
  const hash = createHash('sha256');
  let pending = Buffer.alloc(0);
  return {
    feed(chunk: Buffer) {
      const buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let from = 0;
      for (let at = buffer.indexOf(boundary, from); at !== -1; at = buffer.indexOf(boundary, from)) {
        hash.update(buffer.subarray(from, at)).update('\0boundary\0');
        from = at + boundary.length;
      }
      // A boundary may begin in the last bytes: keep them for the next chunk.
      const keep = Math.min(boundary.length - 1, buffer.length - from);
      hash.update(buffer.subarray(from, buffer.length - keep));
      pending = Buffer.from(buffer.subarray(buffer.length - keep));
    },
    digest: () => hash.update(pending).digest('hex'),
  };
}

function digestOf(request: FastifyRequest): BodyDigest {
  if (!request.isMultipart()) {
    const known = sha256(request.body === undefined ? '' : stableJson(request.body));
    return { known, read: () => Promise.resolve(known), drain: () => undefined };
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const hash = boundaryBlindHash(Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`));
  const raw = request.raw;
  // Listening must not start the flow: the handler pipes the body later, and then both read it.
  raw.pause();
  raw.on('data', (chunk: Buffer) => hash.feed(chunk));
  const whole = new Promise<string | undefined>((resolve) => {
    raw.once('end', () => resolve(hash.digest()));
    raw.once('close', () => resolve(undefined));
    raw.once('error', () => resolve(undefined));
  });
  return { known: undefined, read: () => whole, drain: () => raw.resume() };
}

const fingerprintOf = (request: FastifyRequest, bodyDigest: string) => sha256(`${request.method} ${request.url}\n${bodyDigest}`);

/** Wakes the repeats waiting in this process; repeats in other instances poll. */
const waiters = new Map<string, Set<() => void>>();
const scopeName = (scope: Scope) => `${scope.accountType}:${scope.accountId}:${scope.key}`;

function wake(scope: Scope): void {
  for (const resume of waiters.get(scopeName(scope)) ?? []) resume();
}

function changeOrTimeout(scope: Scope, ms: number): Promise<void> {
  const name = scopeName(scope);
  return new Promise((resolve) => {
    const set = waiters.get(name) ?? new Set();
    waiters.set(name, set);
    const resume = () => {
      clearTimeout(timer);
      set.delete(resume);
      if (set.size === 0) waiters.delete(name);
      resolve();
    };
    const timer = setTimeout(resume, ms);
    set.add(resume);
  });
}

const whereScope = (scope: Scope) =>
  and(eq(idempotencyKeys.account_type, scope.accountType), eq(idempotencyKeys.account_id, scope.accountId), eq(idempotencyKeys.key, scope.key));

/** Claims the key: a new row, or one whose key expired or whose claim was left unfinished. */
async function claim(db: Db, scope: Scope, fingerprint: string | undefined): Promise<{ id: number; claim: string } | undefined> {
  const token = randomUUID();
  const fresh = {
    fingerprint: fingerprint ?? null,
    claim: token,
    claimed_until: sql`now() + ${CLAIM_TTL}`,
    response_status: null,
    response_type: null,
    response_body: null,
    created_at: sql`now()`,
    expires_at: sql`now() + ${KEY_TTL}`,
  };
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ account_type: scope.accountType, account_id: scope.accountId, key: scope.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.account_type, idempotencyKeys.account_id, idempotencyKeys.key],
      set: fresh,
      setWhere: sql`${idempotencyKeys.expires_at} <= now() or (${idempotencyKeys.response_status} is null and ${idempotencyKeys.claimed_until} <= now())`,
    })
    .returning({ id: idempotencyKeys.id });
  return row && { id: row.id, claim: token };
}

async function current(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.response_status,
      type: idempotencyKeys.response_type,
      body: idempotencyKeys.response_body,
      open: sql<boolean>`${idempotencyKeys.expires_at} > now() and (${idempotencyKeys.response_status} is not null or ${idempotencyKeys.claimed_until} > now())`,
    })
    .from(idempotencyKeys)
    .where(whereScope(scope));
  return row?.open ? row : undefined;
}

function replay(reply: FastifyReply, row: { status: number | null; type: string | null; body: string | null }): FastifyReply {
  reply.code(row.status ?? 200).header(REPLAYED_HEADER, 'true');
  if (row.type) reply.header('content-type', row.type);
  return reply.send(row.body ?? '');
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  let lastCleanup = 0;
  const cleanUp = () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    db.delete(idempotencyKeys)
      .where(sql`${idempotencyKeys.expires_at} <= now()`)
      .catch((error: unknown) => app.log.warn({ err: error }, 'expired idempotency keys were not deleted'));
  };

  // After authentication and validation: the key belongs to the account, the fingerprint to the validated body.
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = String(header);
    if (!KEY_PATTERN.test(key)) throw badRequest(INVALID_KEY_MESSAGE);
    if (!request.auth) return;
    const scope: Scope = { accountType: request.auth.accountType, accountId: request.auth.user.id, key };
    const body = digestOf(request);
    const fingerprint = body.known && fingerprintOf(request, body.known);
    cleanUp();

    const waitUntil = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      const claimed = await claim(db, scope, fingerprint);
      if (claimed) {
        claims.set(request, { ...claimed, fingerprint, body, settled: false });
        return;
      }
      const row = await current(db, scope);
      if (!row) continue; // let go of, or expired, in between: claim again
      if (row.status !== null) {
        // Done: the same request is answered as before; a multipart one is read to compare it.
        let ours = fingerprint;
        if (!ours && row.fingerprint) {
          body.drain();
          const digest = await body.read();
          ours = digest && fingerprintOf(request, digest);
        }
        if (row.fingerprint && ours !== row.fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE, 'idempotency_key_reused');
        return replay(reply, row);
      }
      if (fingerprint && row.fingerprint && fingerprint !== row.fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE, 'idempotency_key_reused');
      if (Date.now() >= waitUntil) throw conflict(STILL_RUNNING_MESSAGE);
      await changeOrTimeout(scope, Math.min(pause, waitUntil - Date.now()));
    }
  }

  /** Stores a success as the answer to repeats; lets go of the key after a failure. Once per claim. */
  async function settle(request: FastifyRequest, status: number, type: string | undefined, payload: unknown): Promise<void> {
    const claimed = claims.get(request);
    if (!claimed || claimed.settled) return;
    claimed.settled = true;
    const scope: Scope = { accountType: request.auth!.accountType, accountId: request.auth!.user.id, key: String(request.headers['idempotency-key']) };
    const mine = and(eq(idempotencyKeys.id, claimed.id), eq(idempotencyKeys.claim, claimed.claim));
    try {
      if (status >= 200 && status < 300 && (typeof payload === 'string' || payload === null || payload === undefined)) {
        // A multipart body has been read by its handler by now; its fingerprint is complete.
        const digest = claimed.fingerprint ? undefined : await Promise.race([claimed.body.read(), new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000).unref())]);
        await db
          .update(idempotencyKeys)
          .set({
            response_status: status,
            response_type: type ?? null,
            response_body: payload ?? '',
            ...(digest ? { fingerprint: fingerprintOf(request, digest) } : {}),
          })
          .where(mine);
      } else {
        await db.delete(idempotencyKeys).where(mine);
      }
    } catch (error) {
      // The answer still goes out; a repeat finds the claim and waits for it to go stale.
      request.log.error({ err: error }, 'the result of an idempotent request was not stored');
    } finally {
      wake(scope);
    }
  }

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = reply.getHeader('content-type');
    await settle(request, reply.statusCode, typeof type === 'string' ? type : undefined, payload);
    return payload;
  };
  // Should the answer never reach onSend, the key is let go of rather than left claimed.
  const onResponse = async (request: FastifyRequest, reply: FastifyReply) => {
    await settle(request, reply.statusCode >= 400 ? reply.statusCode : 500, undefined, undefined);
  };

  // Only the routes that take a key carry the hooks; every other request pays nothing.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(claimOrReplay);
    route.onSend = [route.onSend ?? []].flat().concat(onSend);
    route.onResponse = [route.onResponse ?? []].flat().concat(onResponse);
  });
}
