import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startSmtpPeer } from '../apps/server/src/test/smtp-peer.ts';
import { createFreshPostgresDatabase } from '../apps/server/src/test/test-database.ts';
import { startServer } from '../bench/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One production server per worker; a spec file talks to its worker's (fixtures.ts). */
    baseURLs: string[];
    /** Where the SMTP peer writes each mail it receives, one JSON file per mail. */
    mailDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
/** The PostgreSQL the browser tests run on when it answers (the embedded database otherwise). */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A data dir (and PostgreSQL database, when given) with the migrations and the demo data, as `npm run db:demo` makes it. */
async function loadDemo(dataDir: string, databaseUrl = ''): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/demo-cli.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  });
}

interface Installs {
  /** A fresh copy of the demo install: its data dir, and its database's URL on PostgreSQL. */
  copy(): Promise<{ dataDir: string; env: Record<string, string> }>;
  remove(): Promise<void>;
}

/**
 * The demo install loaded once, on PostgreSQL when it answers and embedded otherwise, then copied
 * for each server: a database made from it as a template, and its data dir (the embedded database
 * and the demo's files).
 */
async function demoInstalls(): Promise<Installs> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-e2e-'));
  const templateDir = path.join(workDir, 'template');
  const template = (await answers(POSTGRES_URL)) ? await createFreshPostgresDatabase(POSTGRES_URL, 'manabiya_e2e_template') : undefined;
  const databases = template ? [template] : [];
  const remove = async () => {
    for (const database of databases) await database.drop();
    await fs.promises.rm(workDir, { recursive: true, force: true });
  };
  try {
    await loadDemo(templateDir, template?.url);
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    async copy(): Promise<{ dataDir: string; env: Record<string, string> }> {
      const dataDir = fs.mkdtempSync(path.join(workDir, 'server-'));
      fs.cpSync(templateDir, dataDir, { recursive: true });
      if (!template) return { dataDir, env: {} };
      const database = await createFreshPostgresDatabase(POSTGRES_URL, 'manabiya_e2e', template.name);
      // Dropped before the template they were made from.
      databases.unshift(database);
      return { dataDir, env: { DATABASE_URL: database.url } };
    },
    remove,
  };
}

/**
 * A production server per worker, each on its own copy of the demo install, all mailing through
 * one real SMTP peer. Spec files run in parallel workers, and a worker's spec files one at a time
 * on its own server, so what one spec makes (a notice to every student, say) never reaches a
 * spec running at the same time.
 */
export default async function setup(project: TestProject) {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-e2e-mail-'));
  let count = 0;
  const smtp = await startSmtpPeer({
    onMail: (mail) => fs.writeFileSync(path.join(mailDir, `${String(++count).padStart(4, '0')}.json`), JSON.stringify(mail)),
  });
  const installs = await demoInstalls();
  const workers = Number(project.config.maxWorkers || project.vitest.config.maxWorkers || 1);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, async () => {
      const { dataDir, env } = await installs.copy();
      return startServer({ SMTP_URL: smtp.url, LOGIN_LIMIT_PER_IP: '1000', ...env }, { dataDir });
    }),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await installs.remove();
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((server) => server.url.replace('127.0.0.1', 'localhost')),
  );
  project.provide('mailDir', mailDir);
  return teardown;
}
