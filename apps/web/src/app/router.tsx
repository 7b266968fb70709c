import { AREAS, type Area } from '@manabiya/domain/enums/account-type';
import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { MAINTENANCE_PATH, NOT_FOUND_PATH, ROOT_REDIRECT_PATH, resetRequestPathOf } from '../lib/portal-paths.ts';
import { LoginPage } from '../public-pages/login-page.tsx';
import { MaintenancePage } from '../public-pages/maintenance-page.tsx';
import { NotFoundPage } from '../public-pages/not-found-page.tsx';
import { RouteErrorPage } from '../public-pages/route-error-page.tsx';
import { LazyBoundary } from './lazy-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

// Each portal and the reset pages are separate chunks, so a login page loads none of them.
const PORTALS: Record<Area, ReturnType<typeof lazy>> = {
  admin: lazy(() => import('../portals/admin/admin-portal.tsx')),
  company: lazy(() => import('../portals/company/company-portal.tsx')),
  student: lazy(() => import('../portals/student/student-portal.tsx')),
};
const ResetPasswordPage = lazy(() => import('../public-pages/reset-password-page.tsx'));
const ResetRequestPage = lazy(() => import('../public-pages/reset-request-page.tsx'));

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
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={ROOT_REDIRECT_PATH} replace /> },
        { path: MAINTENANCE_PATH.slice(1), element: <MaintenancePage /> },
        { path: NOT_FOUND_PATH.slice(1), element: <NotFoundPage /> },
        ...AREAS.flatMap(buildAreaRoutes),
        { path: '*', element: <Navigate to={ROOT_REDIRECT_PATH} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
