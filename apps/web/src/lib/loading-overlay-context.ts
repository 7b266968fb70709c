import { createContext, useContext, useEffect } from 'react';

export interface LoadingOverlayControl {
  /** Registers one reason to show the overlay; the returned function withdraws it. */
  hold: () => () => void;
}

export const LoadingOverlayContext = createContext<LoadingOverlayControl | null>(null);

/** Shows the overlay while `active` is true (a form submitting, a check running). */
export function useLoadingOverlay(active: boolean): void {
  const control = useContext(LoadingOverlayContext);
  useEffect(() => {
    if (!active || !control) return undefined;
    return control.hold();
  }, [active, control]);
}

/** Shows the overlay while mounted: the fallback of a lazy chunk that is loading. */
export function LoadingOverlayFallback() {
  useLoadingOverlay(true);
  return null;
}
