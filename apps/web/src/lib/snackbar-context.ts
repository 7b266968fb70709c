import { createContext, useContext } from 'react';

export type SnackbarSeverity = 'success' | 'error';

/** The notification snackbar of spec §3. */
export interface SnackbarState {
  open: boolean;
  message: string;
  severity: SnackbarSeverity;
}

export type ShowSnackbar = (message: string, severity?: SnackbarSeverity) => void;

export const SnackbarContext = createContext<ShowSnackbar | null>(null);

export function useSnackbar(): ShowSnackbar {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar needs a SnackbarProvider above it');
  return show;
}
