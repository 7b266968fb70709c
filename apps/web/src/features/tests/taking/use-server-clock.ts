import { useCallback, useEffect, useRef, useState } from 'react';
import { measureClockOffset, remainingMs } from './server-clock.ts';

export interface ServerClock {
  /** The server's clock minus the page's, as last measured (ms). */
  offsetMs: number;
  /** Records the server's time of an answer and the page's clock around the call. */
  record: (serverNow: string, sentAt: number, receivedAt: number) => void;
  /** The server's time now. */
  now: () => number;
}

/** The offset of the server's clock, measured again at each of its answers (decision 048). */
export function useServerClock(first: { serverNow: string; sentAt: number; receivedAt: number }): ServerClock {
  const [offsetMs, setOffsetMs] = useState(() => measureClockOffset(first.serverNow, first.sentAt, first.receivedAt)?.offsetMs ?? 0);
  const offsetRef = useRef(offsetMs);
  const record = useCallback((serverNow: string, sentAt: number, receivedAt: number) => {
    const sample = measureClockOffset(serverNow, sentAt, receivedAt);
    if (!sample) return;
    offsetRef.current = sample.offsetMs;
    setOffsetMs(sample.offsetMs);
  }, []);
  const now = useCallback(() => Date.now() + offsetRef.current, []);
  return { offsetMs, record, now };
}

/**
 * The time left until `deadlineAt` by the server's clock, renewed every second and at once when the
 * tab is shown again (a background tab's timers are throttled; `onShown` measures the clock again).
 */
export function useRemaining(deadlineAt: string | null, offsetMs: number, onShown?: () => void): number | null {
  const [pageNow, setPageNow] = useState(() => Date.now());
  const shown = useRef(onShown);
  useEffect(() => {
    shown.current = onShown;
  });
  useEffect(() => {
    if (deadlineAt === null) return;
    const timer = window.setInterval(() => setPageNow(Date.now()), 1000);
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      setPageNow(Date.now());
      shown.current?.();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadlineAt]);
  return remainingMs(deadlineAt, pageNow, offsetMs);
}

/** The dark amber of answers kept on this device and of a near deadline: 4.5:1 on white (MUI's warning.dark is not). */
export const KEPT_COLOR = '#8a4600';
