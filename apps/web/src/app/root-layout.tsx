import CssBaseline from '@mui/material/CssBaseline';
// The system's provider is what MUI's uses for a theme without CSS variables; MUI's also bundles the
// CSS-variables provider (color schemes), which this app does not use.
import { ThemeProvider } from '@mui/system';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../lib/auth-store.ts';
import { watchBrowserConnection } from '../lib/connection-status.ts';
import { loginPathOf, readAreaOfPath } from '../lib/portal-paths.ts';
import { LoadingOverlayProvider } from '../components/loading-overlay-provider.tsx';
import { SnackbarProvider } from '../components/snackbar-provider.tsx';
import { LazyBoundary } from './lazy-boundary.tsx';
import { LeavingPageBar } from './leaving-page-bar.tsx';
import { useLeavingPage } from './transition-router.tsx';
import { createPortalTheme, PORTAL_PALETTES } from './portal-theme.ts';
import { resolveRouteGuard } from '../lib/route-guard.ts';

/**
 * Wraps every route: the theme of the portal in the path, the app-wide overlay and snackbar, the
 * browser's online/offline events, and the part of the route guard that needs no portal code (the
 * unknown-path rule runs in the portal). The refetch after an outage is the query provider's.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const user = useSignedInUser();
  // Pages outside the portals (/404, /maintenance) take the colours of the default login.
  const area = readAreaOfPath(pathname) ?? 'student';
  const theme = useMemo(() => createPortalTheme(area), [area]);
  const { redirect } = resolveRouteGuard({ pathname, user });
  // Signing in sends the login page to the portal: the login page stays on screen while the portal loads.
  const keepPage = redirect !== undefined && user !== null && pathname === loginPathOf(area);
  // The page left stays on screen while the next loads (decision 046); meanwhile it takes no clicks or
  // keys — what it would do belongs to a page the user has already left.
  const leaving = useLeavingPage();
  useEffect(() => watchBrowserConnection(), []);

  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', PORTAL_PALETTES[area].primary);
  }, [area]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider>
        <LoadingOverlayProvider>
          {/* One boundary for every lazy route: shown on a first load; a navigation keeps the page it leaves meanwhile. */}
          {leaving && <LeavingPageBar />}
          <div inert={leaving} aria-busy={leaving} style={{ display: 'contents' }}>
            <LazyBoundary>
              {redirect && <Navigate to={redirect} replace />}
              {(!redirect || keepPage) && <Outlet />}
            </LazyBoundary>
          </div>
        </LoadingOverlayProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
