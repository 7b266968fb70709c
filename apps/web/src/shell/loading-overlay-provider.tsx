import { useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay.tsx';
import { LoadingOverlayContext, type LoadingOverlayControl } from './loading-overlay-context.ts';

/** Counts the reasons to show the overlay so that overlapping waits do not hide it early. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [holds, setHolds] = useState(0);
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
      <LoadingOverlay open={holds > 0} />
    </LoadingOverlayContext.Provider>
  );
}
