import type { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import type { RealtimeQueryKeys } from '../../../lib/use-realtime-updates.ts';

/** The portals that show rooms: staff review them, students write in them, companies read them. */
export type RoomArea = 'admin' | 'student' | 'company';

/**
 * Every room query sits under `all`; a room's own queries under `room(id)`, so a live event about one
 * room refreshes its thread and the lists it appears in, and nothing else.
 */
export const roomKeys = {
  all: ['rooms'] as const,
  lists: ['rooms', 'list'] as const,
  list: (area: RoomArea, apiQuery: string) => ['rooms', 'list', area, apiQuery] as const,
  /** The next room to review after a room, for the queue's filters: a list, refreshed with the others. */
  next: (id: number, query: string) => ['rooms', 'list', 'next', id, query] as const,
  room: (id: number) => ['rooms', 'room', id] as const,
  detail: (area: RoomArea, id: number) => ['rooms', 'room', id, area] as const,
  figures: (from: string, to: string) => ['rooms', 'figures', from, to] as const,
  snippets: ['rooms', 'snippets'] as const,
  digest: ['rooms', 'digest'] as const,
};

function keysOf(event: RealtimeEvent) {
  return event.type === 'room.changed' ? [roomKeys.lists, roomKeys.room(event.id)] : [];
}

/**
 * What rooms take from the portal's live socket (lib/use-realtime-updates.ts): `room.changed` (a
 * message, a judgement, a redo, a claim) refreshes the room's thread and the room lists within a
 * second; after a drop every room query catches up.
 */
export const roomRealtimeKeys: RealtimeQueryKeys = { keysOf, catchUp: [roomKeys.all] };
