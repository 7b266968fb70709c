import type { InformationPushPayload, WebPushSubscriptionBody } from '@manabiya/domain/contracts/informations';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';

export interface WebPushDeps {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
}

/** Web push to students' browsers (spec §7 webpush subscription). TODO(helper): implement. */
export interface WebPushService {
  publicKey(): string;
  subscribe(studentId: number, subscription: WebPushSubscriptionBody): Promise<void>;
  unsubscribe(studentId: number, endpoint: string): Promise<void>;
  /** Sends to every subscription of these students; subscriptions the push service calls gone (404/410) are removed. */
  sendToStudents(studentIds: readonly number[], payload: InformationPushPayload): Promise<{ sent: number; removed: number; failed: number }>;
}

export async function createWebPushService(_deps: WebPushDeps): Promise<WebPushService> {
  return {
    publicKey: () => '',
    subscribe: async () => {},
    unsubscribe: async () => {},
    sendToStudents: async () => ({ sent: 0, removed: 0, failed: 0 }),
  };
}
