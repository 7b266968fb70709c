import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { MultilineText } from './multiline-text.tsx';
import { SnackbarContext, type ShowSnackbar, type SnackbarState } from '../lib/snackbar-context.ts';

/** Spec §9: the snackbar resets about 2000ms after it opens. */
export const SNACKBAR_RESET_MS = 2000;

const CLOSED: SnackbarState = { open: false, message: '', severity: 'success' };

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SnackbarState>(CLOSED);
  const [openedAt, setOpenedAt] = useState(0);

  const show = useCallback<ShowSnackbar>((message, severity = 'success') => {
    setState({ open: true, message, severity });
    setOpenedAt(Date.now());
  }, []);

  useEffect(() => {
    if (!state.open) return undefined;
    const timer = window.setTimeout(() => setState((current) => ({ ...current, open: false })), SNACKBAR_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state.open, openedAt]);

  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <Snackbar
        open={state.open}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setState((current) => ({ ...current, open: false }));
        }}
      >
        <Alert severity={state.severity} variant="filled" sx={{ width: '100%' }}>
          <MultilineText text={state.message} />
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}
