import { Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlayContext, type LoadingOverlayControl } from '../lib/loading-overlay-context.ts';

/** Waits shorter than this show no overlay, so quick answers do not flash the page. */
export const OVERLAY_SHOW_DELAY_MS = 200;

/**
 * The overlay (MUI's Backdrop and its transitions) is a chunk of its own, fetched with the first
 * wait, during the delay below, so a page that never waits (the login before a submit) does not
 * load it. If it cannot be fetched (the server is unreachable), this page shows no overlay.
 */
export const loadLoadingOverlay = () =>
  import('./loading-overlay.tsx').then(
    (module) => ({ default: module.LoadingOverlay }),
    () => ({ default: () => null }),
  );
const LazyLoadingOverlay = lazy(loadLoadingOverlay);

/** Counts the reasons to show the overlay so that overlapping waits do not hide it early. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [holds, setHolds] = useState(0);
  const waiting = holds > 0;
  const [delayPassed, setDelayPassed] = useState(false);
  const [everWaited, setEverWaited] = useState(false);
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
        setEverWaited(true);
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
      {everWaited && (
        <Suspense fallback={null}>
          <LazyLoadingOverlay open={waiting && delayPassed} />
        </Suspense>
      )}
    </LoadingOverlayContext.Provider>
  );
}
