import type { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildAccessTokenQueryKey } from '../../../lib/access-token-query-key.ts';
import { connectRealtime } from '../../../lib/realtime-socket.ts';
import { informationKeys } from '../api/information-api.ts';

/** The queries a live event makes out of date. */
function keysOf(event: RealtimeEvent): ReadonlyArray<readonly unknown[]> {
  switch (event.type) {
    case 'information.created':
    case 'information.changed':
      return [informationKeys.all];
  }
}

/**
 * Holds this tab's one WebSocket while a company user or student is signed in (DESIGN §8) and
 * refreshes the queries its events name. Unmounting (sign-out, leaving the portal) closes it.
 */
export function useRealtimeUpdates(area: 'company' | 'student' | null, userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!area || userId === null) return undefined;
    return connectRealtime(area, {
      onEvent: (event) => {
        for (const queryKey of keysOf(event)) void queryClient.invalidateQueries({ queryKey });
      },
      // Events sent while the socket was down are lost: catch up once it is back.
      onReconnected: () => void queryClient.invalidateQueries({ queryKey: informationKeys.all }),
      // The server ended the session: the access check now gets 401, which signs out.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: buildAccessTokenQueryKey(area) }),
    });
  }, [area, userId, queryClient]);
}
