import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { roomStaffKeys } from './room-admin-api.ts';
import { roomKeys, roomRealtimeKeys } from './room-keys.ts';

/** The queries of a cache a room event makes stale, by the name given to each. */
function staleAfter(event: Parameters<typeof roomRealtimeKeys.keysOf>[0], keys: Record<string, readonly unknown[]>): string[] {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  for (const queryKey of roomRealtimeKeys.keysOf(event)) void client.invalidateQueries({ queryKey });
  return Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name);
}

describe('room keys on the live socket', () => {
  const cache = {
    queue: roomKeys.list('admin', 'page=0&page_size=50'),
    studentList: roomKeys.list('student', 'page=0'),
    room41: roomKeys.detail('admin', 41),
    room4: roomKeys.detail('admin', 4),
    figures: roomKeys.figures('2026-01-01', '2026-01-30'),
    snippets: roomStaffKeys.snippets,
  };

  it('refreshes the changed room and every room list, not another room, the figures or the snippets', () => {
    expect(staleAfter({ type: 'room.changed', id: 41 }, cache)).toEqual(['queue', 'studentList', 'room41']);
  });

  it('leaves rooms alone on a notice event', () => {
    expect(staleAfter({ type: 'information.changed', id: 41 }, cache)).toEqual([]);
  });
});
