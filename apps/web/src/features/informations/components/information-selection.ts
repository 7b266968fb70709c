import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { PRIORITY } from '@manabiya/domain/enums/priority';

type Notice = Pick<InformationItem, 'id' | 'priority' | 'read'>;

/** The bell's dot (spec §4): the number of notices with read false. */
export function countUnread(items: readonly Notice[]): number {
  return items.filter((item) => !item.read).length;
}

/**
 * The notice the urgent alert shows next: the first (newest) unread high-priority one not alerted
 * yet in this session, so a notice whose read mark failed does not come back again and again.
 */
export function selectUrgentNotice<T extends Notice>(items: readonly T[], alreadyAlerted: ReadonlySet<number>): T | null {
  return items.find((item) => item.priority === PRIORITY.high && !item.read && !alreadyAlerted.has(item.id)) ?? null;
}

/** The dashboard banner (spec §4): the first unread medium-priority notice. */
export function selectBannerNotice<T extends Notice>(items: readonly T[]): T | null {
  return items.find((item) => item.priority === PRIORITY.medium && !item.read) ?? null;
}
