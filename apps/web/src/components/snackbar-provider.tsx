import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SnackbarContext, type ShowSnackbar, type SnackbarState } from '../lib/snackbar-context.ts';
import { MultilineText } from './multiline-text.tsx';

/** Spec §9: the snackbar resets about 2000ms after it opens. */
export const SNACKBAR_RESET_MS = 2000;

const CLOSED: SnackbarState = { open: false, message: '', severity: 'success' };

/** The message as plain text at the top of the page, where the snackbar's code could not be fetched. */
function PlainSnackbar({ state }: { state: SnackbarState }) {
  if (!state.open) return null;
  return (
    <div role="alert" style={{ position: 'fixed', top: 24, left: '50%', transform: 'translateX(-50%)', zIndex: 1400, padding: '6px 16px', borderRadius: 4, background: '#323232', color: '#fff' }}>
      <MultilineText text={state.message} />
    </div>
  );
}

/**
 * The snackbar's code (MUI's Snackbar and Alert) loads with the first message, so a page that shows
 * none (the login) does not load it; the portals fetch it when they open (app/router.tsx), so a
 * message after the server went away (a failed logout) still shows as a snackbar.
 */
export const loadSnackbarView = (): Promise<{ default: ComponentType<{ state: SnackbarState; onClose: () => void }> }> =>
  import('./snackbar-view.tsx').catch(() => ({ default: PlainSnackbar }));
const SnackbarView = lazy(loadSnackbarView);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SnackbarState>(CLOSED);
  const [openedAt, setOpenedAt] = useState(0);

  const show = useCallback<ShowSnackbar>((message, severity = 'success') => {
    setState({ open: true, message, severity });
    setOpenedAt(Date.now());
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);

  useEffect(() => {
    if (!state.open) return undefined;
    const timer = window.setTimeout(close, SNACKBAR_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state.open, openedAt, close]);

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      {openedAt > 0 && (
        <Suspense fallback={null}>
          <SnackbarView state={state} onClose={close} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
