import type { RealtimeEvent } from '@manabiya/domain/contracts/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeArea } from './realtime-socket.ts';
import { useRealtimeUpdates, type RealtimeQueryKeys } from './use-realtime-updates.ts';

/** A fake of the browser's WebSocket that the test drives. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readonly url: string;
  closed = false;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

/** Two features as a portal lists them: notices, and things keyed by the id an event names. */
const notices: RealtimeQueryKeys = { keysOf: (event: RealtimeEvent) => (event.type === 'information.created' ? [['notices']] : []), catchUp: [['notices']] };
const things: RealtimeQueryKeys = { keysOf: (event: RealtimeEvent) => (event.type === 'room.changed' ? [['things', event.id]] : []), catchUp: [['things']] };
const PORTAL = [notices, things];

/** A cache holding a notice list and two things, none stale. */
function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys = { notices: ['notices'], thing41: ['things', 41], thing42: ['things', 42] };
  for (const key of Object.values(keys)) client.setQueryData(key, {});
  const stale = () => Object.entries(keys).filter(([, key]) => client.getQueryState(key)?.isInvalidated).map(([name]) => name);
  return { client, stale };
}

function renderSocket(client: QueryClient, area: RealtimeArea | null, userId: number | null) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useRealtimeUpdates(area, userId, PORTAL), { wrapper });
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the portal live socket', () => {
  it('opens one socket and lets each feature say which queries an event makes stale', () => {
    const { client, stale } = seededClient();
    renderSocket(client, 'student', 1);
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual(['ws://localhost:3000/api/student/ws']);
    act(() => FakeSocket.instances[0]!.receive({ type: 'room.changed', id: 41 }));
    expect(stale()).toEqual(['thing41']);
    act(() => FakeSocket.instances[0]!.receive({ type: 'information.created', id: 3 }));
    expect(stale()).toEqual(['notices', 'thing41']);
  });

  it('opens the staff socket on /api/admin/ws and closes it when the portal goes', () => {
    const { client } = seededClient();
    const hook = renderSocket(client, 'admin', 5);
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual(['ws://localhost:3000/api/admin/ws']);
    hook.unmount();
    expect(FakeSocket.instances[0]!.closed).toBe(true);
  });

  it('opens nothing without an area (staff who cannot read rooms) or a user', () => {
    const { client } = seededClient();
    renderSocket(client, null, 5);
    renderSocket(client, 'company', null);
    expect(FakeSocket.instances).toEqual([]);
  });

  it('catches up on every feature once the socket is back after a drop', () => {
    vi.useFakeTimers();
    try {
      const { client, stale } = seededClient();
      renderSocket(client, 'student', 1);
      const first = FakeSocket.instances[0]!;
      act(() => {
        first.dispatchEvent(new Event('open'));
        first.dispatchEvent(new CloseEvent('close', { code: 1006 }));
        vi.advanceTimersByTime(31_000);
      });
      const second = FakeSocket.instances[1]!;
      expect(stale()).toEqual([]);
      act(() => {
        second.dispatchEvent(new Event('open'));
      });
      expect(stale()).toEqual(['notices', 'thing41', 'thing42']);
    } finally {
      vi.useRealTimers();
    }
  });
});
