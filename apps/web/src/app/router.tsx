import { AREAS, type Area } from '@manabiya/domain/enums/account-type';
import i18next from 'i18next';
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { loadSnackbarView } from '../components/snackbar-provider.tsx';
import { SHELL_NAMESPACES } from '../lib/namespaces.ts';
import { MAINTENANCE_PATH, NOT_FOUND_PATH, ROOT_REDIRECT_PATH, resetRequestPathOf } from '../lib/portal-paths.ts';
import { LoginPage } from '../public-pages/login-page.tsx';
import { LazyBoundary } from './lazy-boundary.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * A lazy page that queries: its chunk, the query provider's (TanStack Query) and the theme's texts
 * of the display language (MUI's, the grid's, the charts'; decision 044) load in parallel, and the
 * page renders inside them.
 */
function lazyWithQueries<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [{ QueryProvider }, { LocalizedTheme }, { default: Page }] = await Promise.all([import('./query-provider.tsx'), import('../shell/localized-theme.tsx'), load()]);
    return {
      default: (props: Props) => (
        <QueryProvider>
          <LocalizedTheme>
            <Page {...props} />
          </LocalizedTheme>
        </QueryProvider>
      ),
    };
  });
}

/**
 * What a portal asks for as soon as it runs, fetched beside its code rather than after it: the
 * shell's catalogues (the language's file, vite.config.ts), the auth endpoints of the session check,
 * and the snackbar, which must still show after the server went away (a failed logout). A failure
 * here is left to the portal's own request, which reports it.
 */
function preloadPortalNeeds(): void {
  void i18next.loadNamespaces([...SHELL_NAMESPACES]).catch(() => undefined);
  void import('@manabiya/domain/endpoints/auth').catch(() => undefined);
  void loadSnackbarView();
}

// Each portal and the reset pages are separate chunks, so a login page loads none of them.
const PORTALS: Record<Area, ComponentType> = {
  admin: lazyWithQueries(() => (preloadPortalNeeds(), import('../portals/admin/admin-portal.tsx'))),
  company: lazyWithQueries(() => (preloadPortalNeeds(), import('../portals/company/company-portal.tsx'))),
  student: lazyWithQueries(() => (preloadPortalNeeds(), import('../portals/student/student-portal.tsx'))),
};
const ResetPasswordPage = lazyWithQueries(() => import('../public-pages/reset-password-page.tsx'));
const ResetRequestPage = lazyWithQueries(() => import('../public-pages/reset-request-page.tsx'));
const NotFoundPage = lazy(async () => ({ default: (await import('../public-pages/not-found-page.tsx')).NotFoundPage }));
const MaintenancePage = lazy(async () => ({ default: (await import('../public-pages/maintenance-page.tsx')).MaintenancePage }));

function buildAreaRoutes(area: Area): RouteObject[] {
  const Portal = PORTALS[area];
  const routes: RouteObject[] = [
    { path: `${area}/login`, element: <LoginPage area={area} /> },
    {
      path: `${area}/reset-password`,
      element: (
        <LazyBoundary>
          <ResetPasswordPage area={area} />
        </LazyBoundary>
      ),
    },
    // The splat also matches the area's root ("/admin"); the portal resolves its own pages.
    {
      path: `${area}/*`,
      element: (
        <LazyBoundary>
          <Portal />
        </LazyBoundary>
      ),
    },
  ];
  routes.push({
    path: resetRequestPathOf(area).slice(1),
    element: (
      <LazyBoundary>
        <ResetRequestPage area={area} />
      </LazyBoundary>
    ),
  });
  return routes;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        { index: true, element: <Navigate to={ROOT_REDIRECT_PATH} replace /> },
        {
          path: MAINTENANCE_PATH.slice(1),
          element: (
            <LazyBoundary>
              <MaintenancePage />
            </LazyBoundary>
          ),
        },
        {
          path: NOT_FOUND_PATH.slice(1),
          element: (
            <LazyBoundary>
              <NotFoundPage />
            </LazyBoundary>
          ),
        },
        ...AREAS.flatMap(buildAreaRoutes),
        { path: '*', element: <Navigate to={ROOT_REDIRECT_PATH} replace /> },
      ],
    },
  ];
}

const ROUTES = buildRoutes();

/**
 * The app's routes, rendered inside a plain <BrowserRouter>: the app uses no loader, action or
 * blocker, so the data router (about 19 kB of gzip) stays out of the login page's JavaScript.
 */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
