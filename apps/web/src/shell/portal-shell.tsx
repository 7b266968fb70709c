import { setDisplayTimeZone } from '@manabiya/domain/zoned-time';
import { displayTimeZone } from '../lib/display-time-zone.ts';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isSignedInTo, needsInitialInput, resolveRouteGuard } from '../lib/route-guard.ts';
import { useSignedInUser } from '../lib/auth-store.ts';
import { isFullWidthPath, startPathOf } from '../lib/portal-paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { takeTitleFocusOnArrival } from '../lib/title-focus-on-arrival.ts';
import { findItemAt } from './menu-matching.ts';
import { buildMenuEntries, listRoutableItems, type MenuItem, type MenuLabelKey, type PortalMenu } from './portal-menu.ts';
import type { PortalHeaderSlots } from './portal-header.tsx';
import { PortalLayout } from './portal-layout.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { PortalNotFound } from './portal-not-found.tsx';
import { GROUP_CHILD_TIMINGS, TOP_LEVEL_ITEM_TIMINGS } from './sidebar-timings.ts';
import { useTimers } from './use-timers.ts';

// "Today" of the shared field rules (a birthday not in the future) is the day in the server's zone.
// Set when a portal loads, the first place a form uses those rules, so the sign-in pages stay light.
setDisplayTimeZone(displayTimeZone());

interface PortalShellProps extends PortalHeaderSlots {
  menu: PortalMenu;
}

/**
 * Moves the focus to the page title after each navigation inside the portal (not on the first
 * page, unless the user just signed in and the focus was left nowhere), once the title names the new
 * page: a screen reader then reads where the user arrived, and the next Tab starts from the top of
 * the page instead of from the menu item or link clicked.
 */
function useFocusTitleOnNavigation(pathname: string, titleShown: boolean) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusedPath = useRef(pathname);
  useEffect(() => {
    if (!titleShown || !titleRef.current) return;
    const arrived = takeTitleFocusOnArrival() && (document.activeElement === null || document.activeElement === document.body);
    if (focusedPath.current === pathname && !arrived) return;
    focusedPath.current = pathname;
    titleRef.current.focus({ preventScroll: true });
  });
  return titleRef;
}

/**
 * A signed-in portal: derives the routes from the menu definition (any other path shows the
 * not-found page at the address typed) and renders the page inside the shell. The portal checks the
 * session and supplies the bell, the logout and the saving of the language, which belong to
 * features the shell does not import.
 */
export function PortalShell({ menu, bell, onLogout, onLanguageChange, banner }: PortalShellProps) {
  const { area } = menu;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const storedUser = useSignedInUser();
  const user = isSignedInTo(area, storedUser) ? storedUser : null;
  const schedule = useTimers();
  // While a menu click's title delay runs, the header keeps showing the previous title.
  const [heldTitleKey, setHeldTitleKey] = useState<MenuLabelKey | null>(null);

  const routableItems = useMemo(() => (user ? listRoutableItems(menu, user) : []), [menu, user]);
  const entries = useMemo(() => (user ? buildMenuEntries(menu, user) : []), [menu, user]);
  const startItem = menu.items.find((item) => item.path === startPathOf(area));
  // The start page is always open to the portal's users, even if its menu entry is gated away.
  const currentItem = findItemAt(routableItems, pathname) ?? (findItemAt(startItem ? [startItem] : [], pathname));
  const knownPaths = [startPathOf(area), ...routableItems.map((item) => item.path)];
  const { redirect, notFound } = user ? resolveRouteGuard({ pathname, user, knownPaths }) : { redirect: undefined, notFound: false };
  const titleKey = heldTitleKey ?? currentItem?.labelKey;
  const onboarding = user !== null && needsInitialInput(user);
  // Before initial input the start page is the start flow, not the dashboard its menu item names.
  const title = onboarding
    ? t('start.onboardingPageTitle')
    : heldTitleKey === null && notFound
      ? t('publicPages.notFoundTitle')
      : titleKey
        ? t(titleKey)
        : '';
  useDocumentTitle(title || undefined);
  const titleRef = useFocusTitleOnNavigation(pathname, heldTitleKey === null);

  // The root layout redirects a missing or foreign user; render nothing until it has.
  if (!user) return null;
  if (redirect) return <Navigate to={redirect} replace />;

  const select = (item: MenuItem, inGroup: boolean) => {
    const timings = inGroup ? GROUP_CHILD_TIMINGS : TOP_LEVEL_ITEM_TIMINGS;
    if (currentItem && currentItem !== item) {
      setHeldTitleKey(currentItem.labelKey);
      schedule(() => setHeldTitleKey(null), timings.titleMs);
    }
    void navigate(item.path);
  };

  const Page = currentItem?.page;
  const fullWidth = isFullWidthPath(pathname) || onboarding;
  return (
    <PortalLayout {...{ area, user, title, titleRef, entries, pathname, fullWidth, bell, onLogout, onLanguageChange, banner }} onSelect={select}>
      {notFound ? (
        <PortalNotFound homePath={startPathOf(area)} />
      ) : (
        Page && (
          // One boundary for every page, outside the per-page error boundary: a navigation (a transition) keeps
          // the page it leaves on screen until the next page's code is here; the first page shows a skeleton.
          <Suspense fallback={<PageSkeleton />}>
            <PageErrorBoundary key={currentItem?.path}>
              <Page />
            </PageErrorBoundary>
          </Suspense>
        )
      )}
    </PortalLayout>
  );
}
