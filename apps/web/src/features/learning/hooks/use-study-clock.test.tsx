import { HEARTBEAT_SECONDS, IDLE_SECONDS } from '@manabiya/domain/enums/learning';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStudyClock } from './use-study-clock.ts';

/** The study clock's rules on the page side, on a fake clock: when heartbeats go, and when they stop. */
describe('useStudyClock', () => {
  let bodies: unknown[];
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    bodies = [];
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(init.body as string));
        return Promise.resolve(Response.json({ study_date: '2026-04-01', today_seconds: bodies.length * HEARTBEAT_SECONDS }));
      }),
    );
  });
  afterEach(() => {
    // Each test's page closes: its listeners must not hear the next test's events.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const advance = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
  const setVisibility = (state: DocumentVisibilityState) =>
    act(() => {
      visibility = state;
      return Promise.resolve(document.dispatchEvent(new Event('visibilitychange')));
    });
  /** Some input every `every` seconds for `seconds` seconds. */
  async function useThePage(seconds: number, every = 60) {
    for (let elapsed = 0; elapsed < seconds; elapsed += every) {
      await advance(Math.min(every, seconds - elapsed));
      await act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    }
  }

  it('sends one heartbeat when the page opens and one every interval while it is used', async () => {
    const { result } = renderHook(() => useStudyClock({ stepId: 7 }));
    await advance(0);
    expect(bodies).toEqual([{ step_id: 7 }]);
    expect(result.current.active).toBe(true);
    await useThePage(HEARTBEAT_SECONDS * 3);
    expect(bodies).toHaveLength(4);
    expect(result.current.todaySeconds).toBe(4 * HEARTBEAT_SECONDS);
  });

  it('stops while the tab is hidden and sends at once when it comes back', async () => {
    const { result } = renderHook(() => useStudyClock({ stepId: 7 }));
    await advance(0);
    await setVisibility('hidden');
    expect(result.current.active).toBe(false);
    await advance(HEARTBEAT_SECONDS * 4);
    expect(bodies).toHaveLength(1);
    await setVisibility('visible');
    await advance(0);
    expect(bodies).toHaveLength(2);
    expect(result.current.active).toBe(true);
  });

  it('stops after IDLE_SECONDS without input, and starts again with the next input', async () => {
    const { result } = renderHook(() => useStudyClock({ movieId: 3 }));
    await advance(0);
    await advance(IDLE_SECONDS + HEARTBEAT_SECONDS);
    const sent = bodies.length;
    // Heartbeats went only while the last input was recent enough.
    expect(sent).toBe(1 + Math.floor(IDLE_SECONDS / HEARTBEAT_SECONDS) - 1);
    expect(result.current.active).toBe(false);
    await advance(HEARTBEAT_SECONDS * 3);
    expect(bodies).toHaveLength(sent);
    await act(() => document.dispatchEvent(new Event('pointerdown')));
    await advance(0);
    expect(bodies).toHaveLength(sent + 1);
    expect(bodies.at(-1)).toEqual({ movie_id: 3 });
  });

  it('counts a playing video as use', async () => {
    renderHook(() => useStudyClock({ stepId: 9 }));
    const video = document.createElement('video');
    document.body.append(video);
    await advance(0);
    for (let i = 0; i < (IDLE_SECONDS / HEARTBEAT_SECONDS) * 2; i++) {
      await advance(HEARTBEAT_SECONDS);
      // timeupdate does not bubble: the hook hears it in the capture phase.
      await act(() => video.dispatchEvent(new Event('timeupdate')));
    }
    expect(bodies).toHaveLength(1 + (IDLE_SECONDS / HEARTBEAT_SECONDS) * 2);
    video.remove();
  });

  it('sends nothing while disabled (a locked step, the page loading)', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useStudyClock({ stepId: 7, enabled }), { initialProps: { enabled: false } });
    await advance(HEARTBEAT_SECONDS * 3);
    expect(bodies).toEqual([]);
    expect(result.current.active).toBe(false);
    rerender({ enabled: true });
    await advance(0);
    expect(bodies).toEqual([{ step_id: 7 }]);
  });
});
