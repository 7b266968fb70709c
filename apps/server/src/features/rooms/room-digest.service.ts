import type { RoomDigestSetting } from '@manabiya/domain/contracts/rooms';
import { zonedDate } from '@manabiya/domain/zoned-time';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import type { RoomDeps } from './room-context.ts';
import { buildOverdueDigestMail } from './room-mail.ts';
import * as staffRepo from './room-staff.repository.ts';
import * as repo from './rooms.repository.ts';

/* The rooms service's daily mail of overdue rooms: who subscribes, and the mail itself. */

/** How many overdue rooms a digest mail lists (the rest are counted). */
const DIGEST_ROOMS = 30;
/** The daily mail of overdue rooms goes out from this hour of the display time zone. */
export const DIGEST_HOUR = 9;
const HOUR_MS = 60 * 60_000;

export async function getDigest(deps: RoomDeps, caller: StaffCaller): Promise<RoomDigestSetting> {
  return { enabled: await staffRepo.isDigestSubscribed(deps.db, caller.id) };
}

export async function setDigest(deps: RoomDeps, caller: StaffCaller, enabled: boolean): Promise<RoomDigestSetting> {
  await staffRepo.setDigestSubscribed(deps.db, caller.id, enabled);
  return { enabled };
}

/**
 * The daily mail of overdue rooms to every subscriber not mailed yet today, from DIGEST_HOUR in
 * the display time zone and only on a day with overdue rooms. Each subscriber's day is claimed in
 * the transaction that writes their mail, so instances polling at once send it once. Returns how
 * many mails were written.
 */
export async function sendOverdueDigest(deps: RoomDeps, at: Date = deps.now()): Promise<number> {
  const { config, db, publicUrl } = deps;
  const timeZone = config.DISPLAY_TIME_ZONE;
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  if (hour < DIGEST_HOUR) return 0;
  const waitingBefore = new Date(at.getTime() - config.REVIEW_TARGET_HOURS * HOUR_MS);
  const overdue = await repo.overdueRooms(db, waitingBefore, DIGEST_ROOMS);
  if (overdue.total === 0) return 0;
  const rooms = overdue.items.map((room) => ({
    studentName: room.student_name,
    stepTitle: room.step_title,
    waitedHours: Math.floor((at.getTime() - room.waiting_since.getTime()) / HOUR_MS),
    link: `${publicUrl}/admin/room/${room.id}`,
  }));
  return db.transaction(async (tx) => {
    const recipients = await staffRepo.claimDigestRecipients(tx, zonedDate(at, timeZone));
    for (const recipient of recipients) {
      const digest = {
        productName: config.PRODUCT_NAME,
        staffName: recipient.name,
        reviewTargetHours: config.REVIEW_TARGET_HOURS,
        total: overdue.total,
        rooms,
        queueLink: `${publicUrl}/admin/room`,
      };
      await deps.mailer.enqueue(buildOverdueDigestMail(recipient.email, digest), tx);
    }
    return recipients.length;
  });
}
