import type { Area } from '@manabiya/domain/enums/account-type';

/**
 * The key of the session check the auth feature runs on entering a portal. It lives here because
 * other features invalidate it to refresh the signed-in user (after a profile change, when the
 * server ends the session) without reaching into the auth feature.
 */
export function buildAccessTokenQueryKey(area: Area) {
  return ['auth', area, 'access-token'] as const;
}
