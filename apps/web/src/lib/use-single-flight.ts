import { useCallback, useRef } from 'react';

/**
 * Runs an action at most once at a time. A button's `disabled` follows its mutation a render later,
 * so a quick double click could otherwise send twice; the second click while the first is on its
 * way does nothing.
 */
export function useSingleFlight(): <T>(action: () => Promise<T>) => Promise<T | undefined> {
  const running = useRef(false);
  return useCallback(async <T,>(action: () => Promise<T>) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await action();
    } finally {
      running.current = false;
    }
  }, []);
}
