import type { RoomMessage, RoomMessagesPage } from '@manabiya/domain/contracts/rooms';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMessage, buildRoom } from '../test/room-fixtures.ts';
import { useThread } from './use-thread.ts';

const messages = (from: number, to: number): RoomMessage[] => Array.from({ length: to - from + 1 }, (_, index) => buildMessage({ id: from + index, body: `#${from + index}` }));
const ids = (list: readonly RoomMessage[]) => list.map((message) => message.id);

describe('a thread shown a window at a time', () => {
  it('loads the page before the oldest shown, and keeps what slides out of the window as new messages come', async () => {
    // 120 messages: the room answers the latest 50 (71–120).
    const server = vi.fn((before: number): Promise<RoomMessagesPage> => {
      const start = Math.max(1, before - 50);
      return Promise.resolve({ items: messages(start, before - 1), earlier_count: start - 1 });
    });
    let room = buildRoom({ messages: messages(71, 120), earlier_count: 70 });
    const hook = renderHook(() => useThread(room, server));
    expect(hook.result.current.remaining).toBe(70);
    expect(ids(hook.result.current.messages)).toEqual(ids(messages(71, 120)));

    act(() => hook.result.current.loadEarlier());
    await waitFor(() => expect(hook.result.current.remaining).toBe(20));
    expect(server).toHaveBeenLastCalledWith(71);
    expect(ids(hook.result.current.messages)).toEqual(ids(messages(21, 120)));

    // Two new messages: the window is now 73–122; 71 and 72 stay shown, nothing is counted twice.
    room = buildRoom({ messages: messages(73, 122), earlier_count: 72 });
    hook.rerender();
    expect(ids(hook.result.current.messages)).toEqual(ids(messages(21, 122)));
    expect(hook.result.current.remaining).toBe(20);

    act(() => hook.result.current.loadEarlier());
    await waitFor(() => expect(hook.result.current.remaining).toBe(0));
    expect(server).toHaveBeenLastCalledWith(21);
    expect(ids(hook.result.current.messages)).toEqual(ids(messages(1, 122)));
  });

  it('takes a changed mark on a message outside the window', async () => {
    const room = buildRoom({ messages: messages(3, 4), earlier_count: 2 });
    const hook = renderHook(() => useThread(room, () => Promise.resolve({ items: messages(1, 2), earlier_count: 0 })));
    act(() => hook.result.current.loadEarlier());
    await waitFor(() => expect(hook.result.current.messages).toHaveLength(4));
    act(() => hook.result.current.patch(1, { mark: 0 }));
    expect(hook.result.current.messages[0]!.mark).toBe(0);
  });
});
