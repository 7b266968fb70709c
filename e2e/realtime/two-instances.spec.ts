import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/server-process.mjs';
import { DEMO_ACCOUNTS } from '../../apps/server/src/demo/demo-accounts.ts';
import { DESKTOP, INSTALL_ADMIN, launchBrowser, screenshot, signIn, watchLiveSocket } from '../fixtures.ts';

/** This spec's own database is loaded with the demo dataset (as `npm run db:demo` does): its student signs in. */
const DEMO_STUDENT = DEMO_ACCOUNTS.find((account) => account.area === 'student')!.email;

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = path.resolve(import.meta.dirname, '../..');

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const available = (await answers(PG_URL)) && (await answers(REDIS_URL));

/**
 * DESIGN §8 in a real browser: two production server processes over one PostgreSQL database and
 * one Redis. A notice published through the first reaches a student whose page talks to the
 * second, live. Skipped when PostgreSQL or Redis does not answer on this machine.
 */
describe.skipIf(!available)('live notices across two server instances (PostgreSQL + Redis)', () => {
  const databaseName = `manabiya_e2e_${randomBytes(5).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(PG_URL), { pathname: `/${databaseName}` }).toString();
  let servers: Array<Awaited<ReturnType<typeof startServer>>> = [];
  let browser: Browser;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    // Migrations and the demo data, as `npm run db:demo` loads them into a configured PostgreSQL.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    const env = { DATABASE_URL: databaseUrl, REDIS_URL, PUBLISH_POLL_MS: '500', LOGIN_LIMIT_PER_IP: '1000' };
    servers = await Promise.all([startServer(env), startServer(env)]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  it('shows the urgent alert in a browser on the second instance when the first publishes', async () => {
    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const context = await browser.newContext({ baseURL: second.url, viewport: DESKTOP, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const liveSocket = await watchLiveSocket(page);
    await signIn(page, 'student', DEMO_STUDENT, INSTALL_ADMIN.password);
    await page.getByTestId('bell-slot').getByRole('button').waitFor();
    // The second instance has accepted the page's WebSocket before the notice goes out.
    await liveSocket.accepted;

    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(INSTALL_ADMIN),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const name = `二台構成のお知らせ ${randomBytes(3).toString('hex')}`;
    const published = await fetch(`${first.url}/api/admin/information`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, content: '別のサーバーから公開しました。', priority: 2, notice_target: 2, publish_status: 1 }),
    });
    expect(published.status).toBe(201);

    const alert = page.getByRole('alertdialog');
    await alert.getByText(name).waitFor({ timeout: 5000 });
    await screenshot(page, 'realtime-two-instances-urgent');
    await context.close();
  });
});
