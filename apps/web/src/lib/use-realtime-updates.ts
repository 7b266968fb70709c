import type { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildAccessTokenQueryKey } from './access-token-query-key.ts';
import { connectRealtime, type RealtimeArea } from './realtime-socket.ts';

/**
 * What one feature's queries need from the live events: the queries an event makes out of date, and
 * those to refresh once the socket is back after a drop (events sent meanwhile are lost). Each
 * feature states its own; the portal lists the features it shows.
 */
export interface RealtimeQueryKeys {
  keysOf: (event: RealtimeEvent) => readonly QueryKey[];
  catchUp: readonly QueryKey[];
}

/**
 * Holds the portal's one WebSocket while its user is signed in (DESIGN §8) and refreshes the
 * queries its events name, as the features' key maps say. `area` null opens nothing (an admin who
 * cannot read rooms); unmounting (sign-out, leaving the portal) closes it. `features` should be a
 * constant of the portal: a new list reopens the socket.
 */
export function useRealtimeUpdates(area: RealtimeArea | null, userId: number | null, features: readonly RealtimeQueryKeys[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!area || userId === null) return undefined;
    const refresh = (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    return connectRealtime(area, {
      onEvent: (event) => refresh(features.flatMap((feature) => feature.keysOf(event))),
      onReconnected: () => refresh(features.flatMap((feature) => feature.catchUp)),
      // The server ended the session: the access check now gets 401, which signs out.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: buildAccessTokenQueryKey(area) }),
    });
  }, [area, userId, features, queryClient]);
}
