import { useCallback, useEffect, useRef } from 'react';

/** setTimeout whose pending callbacks are cancelled when the component unmounts. */
export function useTimers(): (callback: () => void, delayMs: number) => void {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, delayMs: number) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
