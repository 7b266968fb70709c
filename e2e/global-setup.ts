import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpPeer } from '../apps/server/src/test/smtp-peer.ts';
import { startServer } from '../bench/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the SMTP peer writes each mail it receives, one JSON file per mail. */
    mailDir: string;
  }
}

/** One production server on a fresh embedded database with the demo data, mailing through a real SMTP peer. */
export default async function setup(project: TestProject) {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-e2e-mail-'));
  let count = 0;
  const smtp = await startSmtpPeer({
    onMail: (mail) => fs.writeFileSync(path.join(mailDir, `${String(++count).padStart(4, '0')}.json`), JSON.stringify(mail)),
  });
  const server = await startServer({ SMTP_URL: smtp.url, LOGIN_LIMIT_PER_IP: '1000' });
  project.provide('baseURL', server.url.replace('127.0.0.1', 'localhost'));
  project.provide('mailDir', mailDir);
  return async () => {
    await server.stop();
    await smtp.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
