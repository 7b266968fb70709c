import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../platform/db.ts';
import { openTestDatabase } from './test-database.ts';

/** The password of every account the factories make (test/factories.ts). */
export const TEST_PASSWORD = 'factory-made-passphrase';

export { createFreshPostgresDatabase, usesPostgres } from './test-database.ts';

/**
 * An app on a fresh database of its own (test/test-database.ts), or over another app's database
 * (`sharing`). A test makes the accounts and records it asserts about with test/factories.ts.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
    /** A second instance over the first one's database (the first one closes it). */
    sharing?: TestApp;
    /** The app's log, for a test that asserts on it (none by default). */
    logger?: Parameters<typeof buildApp>[0]['logger'];
  } = {},
) {
  const { database, drop } = options.sharing
    ? { database: options.sharing.database, drop: () => Promise.resolve() }
    : await openTestDatabase();
  // Tests sign in and write far more often than a person; the rate-limit tests set their own limits.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/manabiya-test',
    WEB_DIST_DIR: '/nonexistent',
    LOGIN_LIMIT_PER_IP: '100000',
    WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
    // Ids start again in every test database, so each keeps its Redis counters and channel apart; a second instance shares the first's.
    REDIS_KEY_PREFIX: options.sharing?.config?.REDIS_KEY_PREFIX ?? `manabiya-test-${randomUUID()}`,
    ...env,
  });
  const app = await buildApp({ config, database, logger: options.logger ?? false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    call: (method: Method, url: string, token?: string, payload?: object | string, headers: Record<string, string> = {}) =>
      app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload }) }),
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      if (options.sharing) return;
      await database.close();
      await drop();
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** One request helper for API tests: method, path, the caller's token (none for public routes), JSON body, extra headers. */
  call(method: Method, url: string, token?: string, payload?: object | string, headers?: Record<string, string>): Promise<InjectResponse>;
  db: Database['db'];
  database: Database;
  config: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
}

export async function loginAs(app: TestApp['app'], area: 'admin' | 'company' | 'student', email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/${area}/login`, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return (response.json<{ access_token: string }>()).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
