import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCOUNT_TYPE, type Area } from '@manabiya/domain/enums/account-type';
import { matchPath } from 'react-router';
import {
  MAINTENANCE_PATH,
  NOT_FOUND_PATH,
  ROOT_REDIRECT_PATH,
  loginPathOf,
  normalisePathname,
  readAreaOfPath,
  resetPasswordPathOf,
  resetRequestPathOf,
  startPathOf,
} from './portal-paths.ts';

export interface RouteGuardInput {
  pathname: string;
  user: SignedInUser | null;
  /**
   * Route patterns that exist in the area the pathname is in. Only the portal chunk knows them;
   * without them the unknown-path rule is skipped and the portal applies it once it has loaded.
   */
  knownPaths?: readonly string[];
}

export interface RouteGuardResult {
  redirect?: string;
  /** An unknown path inside the signed-in user's portal: the not-found page shows at the address typed. */
  notFound?: boolean;
}

const TOP_LEVEL_PUBLIC_PATHS = new Set([MAINTENANCE_PATH, NOT_FOUND_PATH]);

function isLoginPath(area: Area, pathname: string): boolean {
  return pathname === loginPathOf(area);
}

function isAreaPublicPath(area: Area, pathname: string): boolean {
  return (
    isLoginPath(area, pathname) || pathname === resetPasswordPathOf(area) || pathname === resetRequestPathOf(area)
  );
}

export function isSignedInTo(area: Area, user: SignedInUser | null): user is SignedInUser {
  return user !== null && user.account_type === ACCOUNT_TYPE[area];
}

/** Students who have not finished initial input may only be on the start page (spec §2). */
export function needsInitialInput(user: SignedInUser): boolean {
  return user.account_type === ACCOUNT_TYPE.student && user.init_input_flg !== 1;
}

/** Every path parameter of the portals is a numeric id, so `/admin/company/month` is not `/admin/company/:id`. */
function isKnownPath(pathname: string, knownPaths: readonly string[]): boolean {
  return knownPaths.some((path) => {
    const match = matchPath({ path, end: true }, pathname);
    return match !== null && Object.values(match.params).every((value) => value === undefined || /^\d+$/.test(value));
  });
}

/** The guard of spec §2 as a pure function, so every rule is unit-tested in one place. */
export function resolveRouteGuard({ pathname: rawPathname, user, knownPaths }: RouteGuardInput): RouteGuardResult {
  const pathname = normalisePathname(rawPathname);
  if (TOP_LEVEL_PUBLIC_PATHS.has(pathname)) return {};
  const area = readAreaOfPath(pathname);
  if (area === null) return { redirect: ROOT_REDIRECT_PATH };

  const signedIn = isSignedInTo(area, user);
  if (isAreaPublicPath(area, pathname)) {
    return signedIn && isLoginPath(area, pathname) ? { redirect: startPathOf(area) } : {};
  }
  if (!signedIn) return { redirect: loginPathOf(area) };
  if (needsInitialInput(user) && pathname !== startPathOf('student')) return { redirect: startPathOf('student') };
  if (knownPaths && !isKnownPath(pathname, knownPaths)) return { notFound: true };
  return {};
}
