import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from './errors.ts';
import type { WindowCount } from './rate-limit.ts';

const MINUTE_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface WriteLimitOptions {
  /** Writes one account may send a minute (WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE). */
  perMinute: number;
  /** The shared window counter (platform/rate-limit.ts): in Redis when configured, so every instance counts together. */
  count: (key: string, windowMs: number) => Promise<WindowCount>;
}

/**
 * Every write (any method but GET, HEAD and OPTIONS) of a signed-in account counts against one
 * generous limit a minute, whatever the route, so no route is a free way to burn the server's CPU
 * (decision 037). A person never comes near it; a script looping on one account gets 429 with the
 * seconds to wait. Counted right after the session check and before the body is read, so a refused
 * request costs no parsing and no transaction. Requests without a session (sign-in, password reset)
 * have their own per-address limits.
 */
export function registerWriteLimit(app: FastifyInstance, { perMinute, count }: WriteLimitOptions): void {
  app.addHook('onRequest', (request, reply, done) => {
    const auth = request.auth;
    if (!auth || SAFE_METHODS.has(request.method)) return done();
    count(`${auth.accountType}:${auth.user.id}`, MINUTE_MS).then(({ current, ttl }) => {
      if (current <= perMinute) return done();
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      void reply.header('Retry-After', String(seconds));
      done(tooManyRequests(`リクエストが多すぎます。${seconds}秒ほどおいてからもう一度お試しください。`));
    }, done);
  });
}
