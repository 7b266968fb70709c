import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { PRIORITY } from '@manabiya/domain/enums/priority';

type Notice = Pick<InformationItem, 'id' | 'priority' | 'read'>;

/**
 * The notice the urgent alert shows next: the first (newest) unread high-priority one not alerted
 * yet in this session, so a notice whose read mark failed does not come back again and again. The
 * summary carries the newest unread urgent notices; once they are read, it brings the next ones.
 */
export function selectUrgentNotice<T extends Notice>(items: readonly T[], alreadyAlerted: ReadonlySet<number>): T | null {
  return items.find((item) => item.priority === PRIORITY.high && !item.read && !alreadyAlerted.has(item.id)) ?? null;
}
