import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts.ts';

// The process loads the demo dataset itself on first start; this test signs in with one of its accounts.
const demoStudent = DEMO_ACCOUNTS.find((account) => account.area === 'student')!.email;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('the server process', () => {
  it('starts on the embedded database with the demo data, then finishes in-flight requests on SIGTERM', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    await vi.waitFor(() => {
      if (!output.includes('Demo accounts')) throw new Error(`server did not start:\n${output}`);
    }, { timeout: 60_000, interval: 50 });
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toContain(demoStudent);

    // Logins hash with argon2, so these are still running when the signal arrives.
    const inFlight = Array.from({ length: 12 }, () =>
      fetch(`http://127.0.0.1:${port}/api/student/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoStudent, password: DEMO_PASSWORD }),
      }).then((response) => response.status),
    );
    // Whether or not the server has read them yet, a graceful stop answers every one (graceful-stop.test.ts tries it with 50).
    await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(12).fill(200));
    const code = await exited;
    if (code !== 0) console.log(output.slice(-3000));
    expect(code).toBe(0);
    expect(output).toContain('shutting down');
  });
});
