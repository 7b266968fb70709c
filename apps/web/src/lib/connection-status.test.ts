import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getConnectionState,
  onReconnected,
  reportReachable,
  reportUnreachable,
  resetConnectionStatusForTests,
  retryConnectionNow,
  watchBrowserConnection,
} from './connection-status.ts';

describe('connection status', () => {
  let answers: boolean[];
  let probes: number;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    answers = [];
    probes = 0;
    resetConnectionStatusForTests(() => {
      probes += 1;
      return Promise.resolve(answers.shift() ?? false);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('probes with growing waits while unreachable and tells the app once the server answers', async () => {
    const reconnected = vi.fn();
    onReconnected(reconnected);
    reportUnreachable();
    expect(getConnectionState()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(999);
    expect(probes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes).toBe(1);
    // 2 s after the first failed probe, then 4 s.
    await vi.advanceTimersByTimeAsync(2000);
    expect(probes).toBe(2);
    answers.push(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(probes).toBe(3);
    expect(getConnectionState()).toBe('connected');
    expect(reconnected).toHaveBeenCalledTimes(1);
    // Connected: no more probes.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toBe(3);
  });

  it('probes at once on retry, and keeps waiting when the server still does not answer', async () => {
    reportUnreachable();
    await retryConnectionNow();
    expect(probes).toBe(1);
    expect(getConnectionState()).toBe('unreachable');
    answers.push(true);
    await retryConnectionNow();
    expect(probes).toBe(2);
    expect(getConnectionState()).toBe('connected');
  });

  it('ends the outage when any call gets an answer, and reports each outage once', () => {
    const reconnected = vi.fn();
    onReconnected(reconnected);
    reportReachable();
    expect(reconnected).not.toHaveBeenCalled();
    reportUnreachable();
    reportUnreachable();
    reportReachable();
    reportReachable();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('follows the browser going offline and online', async () => {
    const stop = watchBrowserConnection();
    window.dispatchEvent(new Event('offline'));
    expect(getConnectionState()).toBe('unreachable');
    answers.push(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(getConnectionState()).toBe('connected');
    stop();
  });

  it('shows the outage at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = watchBrowserConnection();
    expect(getConnectionState()).toBe('unreachable');
    stop();
  });
});
