import type { Config } from '../config.ts';
import type { AuthService } from '../features/auth/auth.service.ts';
import type { Db } from './db.ts';
import type { WebPushService } from '../features/webpush/webpush.service.ts';
import type { Mailer } from './mail.ts';
import type { Realtime } from './realtime.ts';
import type { FileStorage } from './storage.ts';

/** What feature routes receive from buildApp. */
export interface FeatureDeps {
  db: Db;
  config: Config;
  authService: AuthService;
  mailer: Mailer;
  storage: FileStorage;
  realtime: Realtime;
  webPush: WebPushService;
}
