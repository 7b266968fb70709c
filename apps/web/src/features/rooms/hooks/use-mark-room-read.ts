import type { RoomDetail } from '@manabiya/domain/contracts/rooms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { roomKeys } from '../api/room-keys.ts';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * Marks the room read while the page shows it (decision 038: reading a room is a GET and changes
 * nothing, so a Markdown image pointing at a room cannot mark it read): once when the thread is shown
 * with something unread, and again for each message that arrives live while it is shown. A tab in the
 * background waits until it is looked at. Then the room and the lists read their counts again.
 *
 * `unread` says whether the caller's side has something to mark (the student: teachers' messages
 * unread; staff: the student's latest message not yet seen); `mark` is the portal's read call.
 */
export function useMarkRoomRead(room: RoomDetail, unread: boolean, mark: (id: number) => Promise<unknown>): void {
  const queryClient = useQueryClient();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  // The newest message marked (or tried): one call per message, never a loop on a failing call.
  const marked = useRef<number | null>(null);
  const newest = room.messages.at(-1)?.id ?? 0;
  const wanted = room.abilities.can_mark_read && unread && visible;
  useEffect(() => {
    if (!wanted || marked.current === newest) return;
    marked.current = newest;
    mark(room.id)
      .then(() => Promise.all([queryClient.invalidateQueries({ queryKey: roomKeys.lists }), queryClient.invalidateQueries({ queryKey: roomKeys.room(room.id) })]))
      // Nothing to tell the reader: the thread is shown either way, and the next message tries again.
      .catch(() => undefined);
  }, [wanted, newest, room.id, mark, queryClient]);
}
