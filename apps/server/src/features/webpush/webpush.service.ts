import { createECDH } from 'node:crypto';
import type { InformationPushPayload, WebPushSubscriptionBody } from '@manabiya/domain/contracts/informations';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { OutboundRefused, postOutbound, refusalOf, type OutboundPolicy } from '../../platform/outbound-hosts.ts';
import { loadVapidKeys, vapidSubject } from './vapid-keys.ts';
import * as repo from './webpush.repository.ts';

export interface WebPushDeps {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  /** Waits before the retries of a failed delivery (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/**
 * What a push message carries to the service worker: what it is about (`type` and `id`: a notice,
 * a room), the notification's title and text, and the page a click opens.
 */
export type PushPayload = InformationPushPayload | { type: 'room'; id: number; title: string; body: string; url: string };

/** Web push to students' browsers (spec §7 webpush subscription). */
export interface WebPushService {
  publicKey(): string;
  subscribe(studentId: number, subscription: WebPushSubscriptionBody): Promise<void>;
  unsubscribe(studentId: number, endpoint: string): Promise<void>;
  /** Sends to every subscription of these students; subscriptions the push service calls gone (404/410) are removed. */
  sendToStudents(studentIds: readonly number[], payload: PushPayload): Promise<{ sent: number; removed: number; failed: number }>;
}

/** A notice not read within a day is no longer news; the push service may drop it. */
const TTL_SECONDS = 24 * 60 * 60;
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAYS_MS = [1_000, 4_000];
/** Push services accept 4 KB of encrypted payload; the rest is the encryption's overhead and room to spare. */
const MAX_PAYLOAD_BYTES = 3_000;
/** Browsers (devices) per student; the oldest go first. */
const MAX_SUBSCRIPTIONS_PER_STUDENT = 10;
const STUDENT_BATCH = 1_000;

const KEY_MESSAGE = 'プッシュ通知の鍵が正しくありません。ブラウザでもう一度オンにしてください。';

/** The browser's public key must be a P-256 point and its auth secret 16 bytes, or every push to it would fail. */
function checkBrowserKeys(keys: WebPushSubscriptionBody['keys']): void {
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+=*$/.test(value) ? Buffer.from(value, 'base64url') : Buffer.alloc(0));
  const p256dh = bytes(keys.p256dh);
  let pointOk = p256dh.length === 65 && p256dh[0] === 0x04;
  if (pointOk) {
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(Buffer.alloc(32, 1));
      ecdh.computeSecret(p256dh);
    } catch {
      pointOk = false;
    }
  }
  if (!pointOk) throw badRequest(KEY_MESSAGE, { 'keys.p256dh': KEY_MESSAGE });
  if (bytes(keys.auth).length !== 16) throw badRequest(KEY_MESSAGE, { 'keys.auth': KEY_MESSAGE });
}

/** Shortens the body (never the title, id or url) until the JSON fits a push message. */
export function fitPayload(payload: PushPayload): string {
  let text = JSON.stringify(payload);
  let body = payload.body;
  while (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES && body.length > 0) {
    body = body.slice(0, Math.floor(body.length * 0.8));
    text = JSON.stringify({ ...payload, body: body.length > 0 ? `${body}…` : '' });
  }
  return text;
}

type Outcome = 'sent' | 'gone' | 'failed';

async function mapLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createWebPushService({ db, config, logger, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: WebPushDeps): Promise<WebPushService> {
  const keys = await loadVapidKeys(config);
  const subject = vapidSubject(config);
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: address or an https:// URL, not ${subject}`);
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const outbound: OutboundPolicy = { allowedHosts: config.PUSH_ALLOWED_HOSTS, allowLocalTestPeer: config.PUSH_ALLOW_LOCAL_TEST_PEER };

  /** One delivery: web-push encrypts and signs; the outbound client carries it, to a vetted address only. */
  async function deliverOnce(row: repo.SubscriptionRow, body: string, topic: string): Promise<{ status: number } | { refused: string } | { error: unknown }> {
    try {
      const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
        vapidDetails,
        TTL: TTL_SECONDS,
        urgency: 'high',
        topic,
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      return await postOutbound(request.endpoint, { headers, body: Buffer.from(request.body ?? ''), timeoutMs: REQUEST_TIMEOUT_MS }, outbound);
    } catch (error) {
      return error instanceof OutboundRefused ? { refused: error.message } : { error };
    }
  }

  async function deliver(row: repo.SubscriptionRow, body: string, topic: string): Promise<Outcome> {
    for (let attempt = 0; ; attempt++) {
      const result = await deliverOnce(row, body, topic);
      if ('refused' in result) {
        // Not a push service (or no longer one: its name now points inside): the subscription goes.
        logger.warn({ subscriptionId: row.id, studentId: row.student_id, reason: result.refused }, 'web push endpoint refused');
        return 'gone';
      }
      if ('status' in result && result.status >= 200 && result.status < 300) return 'sent';
      if ('status' in result && (result.status === 404 || result.status === 410)) return 'gone';
      // Worth another try: the network, the push service's own trouble, or its rate limit. A 400/403/413 would only repeat.
      const retriable = 'error' in result || result.status === 429 || result.status >= 500;
      if (!retriable || attempt >= retryDelaysMs.length) {
        const host = URL.canParse(row.endpoint) ? new URL(row.endpoint).host : 'invalid endpoint';
        logger.warn(
          { subscriptionId: row.id, studentId: row.student_id, host, attempts: attempt + 1, ...('status' in result ? { status: result.status } : { err: result.error }) },
          'web push delivery failed',
        );
        return 'failed';
      }
      await sleep(retryDelaysMs[attempt]!);
    }
  }

  return {
    publicKey: () => keys.publicKey,

    async subscribe(studentId, subscription) {
      const refusal = refusalOf(subscription.endpoint, outbound);
      if (refusal) {
        throw badRequest(`プッシュ通知の宛先として使えない URL です。${refusal}`, { endpoint: `ブラウザのプッシュサービスの URL ではありません。${refusal}` });
      }
      checkBrowserKeys(subscription.keys);
      await repo.upsertSubscription(db, { student_id: studentId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });
      await repo.pruneSubscriptions(db, studentId, MAX_SUBSCRIPTIONS_PER_STUDENT);
    },

    async unsubscribe(studentId, endpoint) {
      await repo.deleteOwnSubscription(db, studentId, endpoint);
    },

    async sendToStudents(studentIds, payload) {
      const counts = { sent: 0, removed: 0, failed: 0 };
      try {
        const unique = [...new Set(studentIds)];
        const rows: repo.SubscriptionRow[] = [];
        for (let i = 0; i < unique.length; i += STUDENT_BATCH) rows.push(...(await repo.subscriptionsOf(db, unique.slice(i, i + STUDENT_BATCH))));
        if (rows.length === 0) return counts;
        const body = fitPayload(payload);
        // A newer push about the same thing replaces one the browser has not received yet.
        const topic = `${payload.type}-${payload.id}`;
        await mapLimited(rows, CONCURRENCY, async (row) => {
          const outcome = await deliver(row, body, topic);
          if (outcome === 'gone') {
            try {
              await repo.deleteGoneSubscription(db, row);
              counts.removed++;
            } catch (error) {
              logger.error({ err: error, subscriptionId: row.id }, 'could not remove an expired web push subscription');
              counts.failed++;
            }
          } else counts[outcome]++;
        });
        logger.info({ about: payload.type, id: payload.id, ...counts }, 'web push sent');
      } catch (error) {
        logger.error({ err: error, about: payload.type, id: payload.id }, 'web push could not be sent');
      }
      return counts;
    },
  };
}
