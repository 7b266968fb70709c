import { isArea, type Area } from '@manabiya/domain/enums/account-type';

export const ROOT_REDIRECT_PATH = '/student/login';
export const NOT_FOUND_PATH = '/404';
export const MAINTENANCE_PATH = '/maintenance';

export const startPathOf = (area: Area): string => `/${area}`;
export const loginPathOf = (area: Area): string => `/${area}/login`;
export const resetPasswordPathOf = (area: Area): string => `/${area}/reset-password`;
/** Every portal's "forgot password" form (staff too: issue 10). */
export const resetRequestPathOf = (area: Area): string => `/${area}/reset-password-form`;

/** "/admin/x/" → "/admin/x": the routes treat a trailing slash as the same page. */
export function normalisePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function readAreaOfPath(pathname: string): Area | null {
  const first = normalisePathname(pathname).split('/')[1];
  return isArea(first) ? first : null;
}

/** Student test pages take the whole width (spec §2): /student/test/{id}, whatever its number of digits. */
export function isFullWidthPath(pathname: string): boolean {
  return /^\/student\/test\/\d+$/.test(normalisePathname(pathname));
}
