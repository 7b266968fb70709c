import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../platform/db.ts';

/** The password of every account the factories make (test/factories.ts). */
export const TEST_PASSWORD = 'factory-made-passphrase';

/**
 * A fresh, empty database per test app (migrated, no demo data): in-memory PGlite by default, a new
 * PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set. A test makes the accounts
 * and records it asserts about with test/factories.ts.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pgliteDir: 'memory' });
    return { database, drop: () => Promise.resolve() };
  }
  const { url, drop } = await createFreshPostgresDatabase(adminUrl, 'manabiya_test');
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory' });
  return { database, drop };
}

/** A new, empty PostgreSQL database on the server of `adminUrl`, and the function that drops it. */
export async function createFreshPostgresDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
  if (!options.sharing) await database.migrate();
  // Tests sign in and write far more often than a person; the rate-limit tests set their own limits.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/manabiya-test',
    WEB_DIST_DIR: '/nonexistent',
    LOGIN_LIMIT_PER_IP: '100000',
    WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000',
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
