import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roomKeys } from '../api/room-keys.ts';
import { buildMessage, buildRoom } from '../test/room-fixtures.ts';
import { useMarkRoomRead } from './use-mark-room-read.ts';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setup() {
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    invalidated.push(filters?.queryKey);
    return Promise.resolve();
  });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const mark = vi.fn((_id: number) => Promise.resolve());
  return { wrapper, mark, invalidated };
}

afterEach(() => {
  setVisibility('visible');
  vi.restoreAllMocks();
});

describe('marking a room read while it is shown (issue 21)', () => {
  it('marks once when shown with something unread, again for a message that arrives live, and refreshes the counts', async () => {
    const { wrapper, mark, invalidated } = setup();
    let room = buildRoom({ messages: [buildMessage({ id: 1 })], unread_count: 1 });
    let unread = true;
    const hook = renderHook(() => useMarkRoomRead(room, unread, mark), { wrapper });
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    expect(mark).toHaveBeenLastCalledWith(41);
    await waitFor(() => expect(invalidated).toEqual([roomKeys.lists, roomKeys.room(41)]));

    // Read again with nothing unread: no call.
    room = { ...room, unread_count: 0 };
    unread = false;
    hook.rerender();
    // A new message arrives while the page shows the room: marked too.
    room = buildRoom({ messages: [buildMessage({ id: 1 }), buildMessage({ id: 2, author: { kind: 'staff', id: 3, name: '講師', icon_path: null } })], unread_count: 1 });
    unread = true;
    hook.rerender();
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(2));
    // The same message read again (still unread on a stale answer) is not marked twice.
    room = { ...room };
    hook.rerender();
    expect(mark).toHaveBeenCalledTimes(2);
  });

  it('sends nothing while nothing is unread, or to a reader whose reading does not count', () => {
    const { wrapper, mark } = setup();
    renderHook(() => useMarkRoomRead(buildRoom({ messages: [buildMessage()] }), false, mark), { wrapper });
    const readOnly = buildRoom({ messages: [buildMessage()], unread_count: 2 });
    renderHook(() => useMarkRoomRead({ ...readOnly, abilities: { ...readOnly.abilities, can_mark_read: false } }, true, mark), { wrapper });
    expect(mark).not.toHaveBeenCalled();
  });

  it('waits while the tab is in the background, and marks once it is looked at', async () => {
    const { wrapper, mark } = setup();
    setVisibility('hidden');
    renderHook(() => useMarkRoomRead(buildRoom({ messages: [buildMessage()], unread_count: 1 }), true, mark), { wrapper });
    expect(mark).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
  });

  it('does not retry a failed mark in a loop', async () => {
    const { wrapper, mark } = setup();
    mark.mockRejectedValue(new Error('offline'));
    const hook = renderHook(() => useMarkRoomRead(buildRoom({ messages: [buildMessage()], unread_count: 1 }), true, mark), { wrapper });
    await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
    hook.rerender();
    hook.rerender();
    expect(mark).toHaveBeenCalledTimes(1);
  });
});
