import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

const base64urlBytes = (value: string): number => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1);

/** web-push's own rule: an uncompressed P-256 point (65 bytes) and a 32-byte private key, base64url. */
function checkKeys(keys: unknown, where: string): VapidKeys {
  const { publicKey, privateKey } = (typeof keys === 'object' && keys !== null ? keys : {}) as Record<string, unknown>;
  if (typeof publicKey !== 'string' || base64urlBytes(publicKey) !== 65 || typeof privateKey !== 'string' || base64urlBytes(privateKey) !== 32) {
    throw new Error(`${where}: the VAPID keys are not a base64url P-256 key pair (publicKey 65 bytes, privateKey 32 bytes)`);
  }
  return { publicKey, privateKey };
}

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (instances that share no data
 * dir), else `DATA_DIR/vapid.json`, generated on first start. Created with link(2) from a private
 * temporary file, so two instances starting together agree on one pair and no reader sees half a file.
 */
export async function loadVapidKeys(config: Pick<Config, 'dataDir' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    return checkKeys({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY');
  }
  const file = path.join(config.dataDir, VAPID_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;

  await fs.mkdir(config.dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify({ publicKey: generated.publicKey, privateKey: generated.privateKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    // Another instance won the race: use its pair.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  const stored = await readKeyFile(file);
  if (!stored) throw new Error(`${file}: could not be created`);
  return stored;
}

async function readKeyFile(file: string): Promise<VapidKeys | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Never replace it silently: every browser's subscription is bound to this key.
    throw new Error(`${file}: not valid JSON; restore it from a backup, or remove it to generate a new pair (browsers then subscribe again)`);
  }
  return checkKeys(parsed, file);
}

/** The contact push services see: VAPID_SUBJECT, else the address of MAIL_FROM, else an https PUBLIC_URL. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM' | 'PUBLIC_URL'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.MAIL_FROM)?.[1] ?? /^\s*([^<>\s]+@[^<>\s]+)\s*$/.exec(config.MAIL_FROM)?.[1];
  if (address) return `mailto:${address}`;
  if (config.PUBLIC_URL?.startsWith('https://')) return new URL(config.PUBLIC_URL).origin;
  return 'mailto:no-reply@manabiya.local';
}
