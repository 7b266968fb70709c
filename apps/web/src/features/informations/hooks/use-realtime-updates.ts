import type { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import type { RealtimeQueryKeys } from '../../../lib/use-realtime-updates.ts';
import { informationKeys } from '../api/information-api.ts';

/** The notice queries a live event makes out of date. */
function keysOf(event: RealtimeEvent) {
  switch (event.type) {
    case 'information.created':
    case 'information.changed':
      return [informationKeys.all];
    default:
      return [];
  }
}

/**
 * What notices take from the portal's live socket (lib/use-realtime-updates.ts): a notice event
 * refreshes the bell, the banner and the lists; after a drop they all catch up. The company and
 * student portals list it beside the other features' maps.
 */
export const informationRealtimeKeys: RealtimeQueryKeys = { keysOf, catchUp: [informationKeys.all] };
