import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { areaOfAccountType } from '@manabiya/domain/enums/account-type';
import { ROOT_REDIRECT_PATH, startPathOf } from '../lib/portal-paths.ts';

/** Where "back" leads from a page outside the portals: the user's start page, else the default login. */
export function resolveHomePath(user: SignedInUser | null): string {
  return user ? startPathOf(areaOfAccountType(user.account_type)) : ROOT_REDIRECT_PATH;
}
