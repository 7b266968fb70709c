import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { registerInformationRoutes } from './informations.routes.ts';
import { createInformationService, type InformationService, type InformationServiceDeps } from './informations.service.ts';

/**
 * Notices: needs the audit trail and the webpush feature (a high-priority notice is pushed to its
 * students). While the app runs, a poll announces notices whose publish date has come.
 */
export function createInformationModule(
  platform: Platform,
  deps: { audit: AuditService; webPush: InformationServiceDeps['webPush'] },
): FeatureModule<InformationService> {
  const { db, storage, realtime, logger, config } = platform;
  const service = createInformationService({ db, storage, realtime, logger, ...deps, timeZone: config.DISPLAY_TIME_ZONE });
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'informations',
    service,
    registerRoutes: (app) => registerInformationRoutes(app, service),
    start() {
      timer ??= setInterval(() => {
        service.announceDue().catch((error: unknown) => logger.error({ err: error }, 'announcing due notices failed'));
      }, config.PUBLISH_POLL_MS);
      // The poll never keeps the process alive on its own.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
