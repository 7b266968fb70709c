import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../lib/auth-store.ts';
import { onReconnected, watchBrowserConnection } from '../lib/connection-status.ts';
import { readAreaOfPath } from '../lib/portal-paths.ts';
import { LoadingOverlayProvider } from '../components/loading-overlay-provider.tsx';
import { SnackbarProvider } from '../components/snackbar-provider.tsx';
import { createPortalTheme, PORTAL_PALETTES } from './portal-theme.ts';
import { resolveRouteGuard } from '../lib/route-guard.ts';

/**
 * While the server is unreachable, pages keep the data they showed (the cache keeps it through a
 * failed fetch); once it answers again, every query on screen is fetched anew, the session check
 * included.
 */
function useRefetchOnReconnect(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopWatching = watchBrowserConnection();
    const unsubscribe = onReconnected(() => void queryClient.invalidateQueries());
    return () => {
      stopWatching();
      unsubscribe();
    };
  }, [queryClient]);
}

/**
 * Wraps every route: the theme of the portal in the path, the app-wide overlay and snackbar, the
 * refetch after an outage, and the part of the route guard that needs no portal code (the
 * unknown-path rule runs in the portal).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const user = useSignedInUser();
  // Pages outside the portals (/404, /maintenance) take the colours of the default login.
  const area = readAreaOfPath(pathname) ?? 'student';
  const theme = useMemo(() => createPortalTheme(area), [area]);
  const { redirect } = resolveRouteGuard({ pathname, user });
  useRefetchOnReconnect();

  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', PORTAL_PALETTES[area].primary);
  }, [area]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <LoadingOverlayProvider>{redirect ? <Navigate to={redirect} replace /> : <Outlet />}</LoadingOverlayProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
