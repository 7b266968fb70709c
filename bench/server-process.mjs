// Starts a process of the app (or the bare hello ceiling) for benchmarks, and reads its memory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
export function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function waitForOutput(child, marker, getOutput, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!getOutput().includes(marker)) {
    if (child.exitCode !== null) throw new Error(`process exited:\n${getOutput()}`);
    if (Date.now() > deadline) throw new Error(`process did not start:\n${getOutput()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopper(child, cleanup = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

/**
 * The production server on a fresh embedded database in a temp dir (demo data), or on the database
 * `extraEnv.DATABASE_URL` names; `options.dataDir` reuses an embedded database prepared beforehand.
 */
export async function startServer(extraEnv = {}, options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // The bench posts questions and heartbeats at hundreds a second from one account, and the browser
    // tests build their data through the API as the one administrator: far beyond a person's writes.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000000', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await waitForOutput(child, 'is running at', () => output, 180_000);
  // A server that ends before it is stopped says so, rather than leaving its callers to meet refused connections.
  const reportExit = (code, signal) =>
    console.error(`The server on port ${port} (pid ${child.pid}) exited unasked (${signal ?? `exit ${code}`}); its last output:\n${output.slice(-4000)}`);
  child.once('exit', reportExit);
  const stop = stopper(child, () => {
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      child.off('exit', reportExit);
      return stop();
    },
  };
}

/** A bare Fastify hello server in its own process: the ceiling every route is compared with. */
export async function startHelloServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await waitForOutput(child, 'listening', () => output, 30_000);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}

/** Runs `npm run db:seed -- --size <size>` against the given environment (DATABASE_URL or DATA_DIR). */
export function seedDatabase(size, env) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/seed-cli.ts', '--size', size], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}
