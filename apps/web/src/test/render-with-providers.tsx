import type { Area } from '@manabiya/domain/enums/account-type';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { createPortalTheme } from '../app/portal-theme.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { LoadingOverlayProvider } from '../components/loading-overlay-provider.tsx';
import { LocalizedTheme } from '../shell/localized-theme.tsx';
import { loadAllCatalogues } from './load-all-catalogues.ts';
import { SnackbarProvider } from '../components/snackbar-provider.tsx';

/** The app's providers around a set of routes, starting at `initialPath`. */
export function renderRoutes(routes: RouteObject[], initialPath: string, area: Area = 'student'): RenderResult {
  loadAllCatalogues();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createPortalTheme(area)}>
        <CssBaseline />
        <LocalizedTheme>
          <SnackbarProvider>
            <LoadingOverlayProvider>
              <RouterProvider router={router} />
            </LoadingOverlayProvider>
          </SnackbarProvider>
        </LocalizedTheme>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

export function renderWithProviders(ui: ReactNode): RenderResult {
  return renderRoutes([{ path: '/', element: ui }], '/');
}
