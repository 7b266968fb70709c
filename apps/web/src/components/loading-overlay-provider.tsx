import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay.tsx';
import { LoadingOverlayContext, type LoadingOverlayControl } from '../lib/loading-overlay-context.ts';

/** Waits shorter than this show no overlay, so quick answers do not flash the page. */
export const OVERLAY_SHOW_DELAY_MS = 200;

/** Counts the reasons to show the overlay so that overlapping waits do not hide it early. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [holds, setHolds] = useState(0);
  const waiting = holds > 0;
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setDelayPassed(true), OVERLAY_SHOW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [waiting]);
  const control = useMemo<LoadingOverlayControl>(
    () => ({
      hold: () => {
        setHolds((count) => count + 1);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          setHolds((count) => count - 1);
        };
      },
    }),
    [],
  );
  return (
    <LoadingOverlayContext.Provider value={control}>
      {children}
      <LoadingOverlay open={waiting && delayPassed} />
    </LoadingOverlayContext.Provider>
  );
}
