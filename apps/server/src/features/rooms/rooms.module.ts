import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerAdminRoomRoutes } from './admin-rooms.routes.ts';
import { registerCompanyRoomRoutes } from './company-rooms.routes.ts';
import { registerRoomFiguresRoutes } from './room-figures.routes.ts';
import { createRoomFiguresService } from './room-figures.service.ts';
import { createRoomFiles, roomFilesDirOf } from './room-files.ts';
import type { RoomServiceDeps } from './room-context.ts';
import { createRoomService, type RoomService } from './rooms.service.ts';
import { registerStudentRoomRoutes } from './student-rooms.routes.ts';

/** How often the daily mail of overdue rooms is looked for (it goes out once a day per subscriber, from DIGEST_HOUR of room-digest.service.ts). */
const DIGEST_POLL_MS = 15 * 60_000;

/**
 * Rooms: the student's conversations about assignment steps, the staff's review queue and the
 * company's read-only view. Needs the progress service (an OK completes the step, a redo reopens
 * it), web push (the student hears of replies and judgements) and the audit trail (a take-over of
 * someone else's claim is recorded); the review-time figures read its
 * tables. Attachments live under DATA_DIR/files/room/. While the app runs, a job sends the daily
 * mail of overdue rooms.
 */
export function createRoomModule(
  platform: Platform,
  deps: { progress: RoomServiceDeps['progress']; webPush: RoomServiceDeps['webPush']; audit: RoomServiceDeps['audit']; now?: () => Date },
): FeatureModule<RoomService> {
  const { db, config, realtime, mailer, logger } = platform;
  const files = createRoomFiles(roomFilesDirOf(config.dataDir));
  const service = createRoomService({ db, config, realtime, mailer, logger, files, ...deps });
  const figures = createRoomFiguresService({ db, config, now: deps.now });
  platform.jobs.register({ name: 'rooms.overdue-digest', everyMs: DIGEST_POLL_MS, run: () => service.sendOverdueDigest() });
  return {
    name: 'rooms',
    service,
    registerRoutes(app) {
      registerAdminRoomRoutes(app, service, files);
      registerStudentRoomRoutes(app, service, files);
      registerCompanyRoomRoutes(app, service);
      registerRoomFiguresRoutes(app, figures);
    },
  };
}
