import { useSyncExternalStore } from 'react';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';

/** localStorage key of the signed-in user (spec §3); the logged-out state is stored as `{}`. */
export const USER_STORAGE_KEY = 'user';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: SignedInUser | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A shallow shape check rather than the zod schema: zod would otherwise land in the login page's
 * initial chunk, and the server re-validates the session on every portal entry anyway.
 */
function parseUser(raw: string | null): SignedInUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const candidate = value as Partial<SignedInUser>;
    if (typeof candidate.id !== 'number' || ![1, 2, 3].includes(candidate.account_type as number)) return null;
    return candidate as SignedInUser;
  } catch {
    return null;
  }
}

export function getSignedInUser(): SignedInUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function writeRaw(raw: string): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, raw);
  } catch {
    // Without storage the session still works for this page view through the cookie.
  }
  for (const listener of listeners) listener();
}

export function setSignedInUser(user: SignedInUser): void {
  writeRaw(JSON.stringify(user));
}

export function clearSignedInUser(): void {
  writeRaw('{}');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSignedInUser(): SignedInUser | null {
  return useSyncExternalStore(subscribe, getSignedInUser, () => null);
}
