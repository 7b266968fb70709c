import type { RoomDetail, RoomMessage, RoomMessagesPage } from '@manabiya/domain/contracts/rooms';
import { useState } from 'react';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';

const byId = (a: RoomMessage, b: RoomMessage) => a.id - b.id;

export interface Thread {
  /** Every message known, oldest first: those loaded or seen before the room's window, then the window. */
  messages: RoomMessage[];
  /** How many earlier messages are not loaded yet. */
  remaining: number;
  loading: boolean;
  error: unknown;
  loadEarlier: () => void;
  /** Updates a message shown outside the window (a mark changed on an older answer). */
  patch: (id: number, changes: Partial<RoomMessage>) => void;
}

/**
 * A room's thread as the page shows it: the room answers its latest messages (a window of
 * ROOM_THREAD_PAGE), earlier ones load a page at a time before the oldest shown. Messages that slide
 * out of the window as new ones arrive stay shown (messages are never deleted), so what the reader
 * scrolled back to does not vanish under them.
 */
export function useThread(room: RoomDetail, loadBefore: (before: number) => Promise<RoomMessagesPage>): Thread {
  const once = useSingleFlight();
  const [older, setOlder] = useState<RoomMessage[]>([]);
  const [seenWindow, setSeenWindow] = useState(room.messages);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (room.messages !== seenWindow) {
    // The window moved on: what left it at its start is kept with the older messages.
    const start = room.messages[0]?.id ?? Number.POSITIVE_INFINITY;
    const known = new Set(older.map((message) => message.id));
    const slid = seenWindow.filter((message) => message.id < start && !known.has(message.id));
    if (slid.length > 0) setOlder([...older, ...slid].sort(byId));
    setSeenWindow(room.messages);
  }
  const windowStart = room.messages[0]?.id ?? Number.POSITIVE_INFINITY;
  const before = older.filter((message) => message.id < windowStart);
  const oldest = before[0] ?? room.messages[0];
  const loadEarlier = () =>
    void once(async () => {
      if (!oldest) return;
      setLoading(true);
      setError(null);
      try {
        const page = await loadBefore(oldest.id);
        setOlder((current) => {
          const known = new Set(current.map((message) => message.id));
          return [...page.items.filter((message) => !known.has(message.id)), ...current].sort(byId);
        });
      } catch (caught) {
        setError(caught);
      } finally {
        setLoading(false);
      }
    });
  return {
    messages: [...before, ...room.messages],
    remaining: Math.max(0, room.earlier_count - before.length),
    loading,
    error,
    loadEarlier,
    patch: (id, changes) => setOlder((current) => current.map((message) => (message.id === id ? { ...message, ...changes } : message))),
  };
}
