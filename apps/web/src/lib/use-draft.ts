import { areaOfAccountType } from '@manabiya/domain/enums/account-type';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { useState } from 'react';
import { useSignedInUser } from './auth-store.ts';

/** The localStorage key of a draft: the portal and the account signed in, then what the caller names. */
export function draftStorageKey(user: Pick<SignedInUser, 'id' | 'account_type'>, scope: string): string {
  return `draft:${areaOfAccountType(user.account_type)}:${user.id}:${scope}`;
}

/** Forgets every draft kept in this browser: on sign-out, so a shared computer keeps no one's unsent text. */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter((key): key is string => key?.startsWith('draft:') ?? false);
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Without storage there is nothing kept.
  }
}

function readStored<T>(key: string, parse: (stored: unknown) => T | null): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
  } catch {
    // Unreadable (storage off, text of an older shape): start from nothing.
    return null;
  }
}

function writeStored(key: string, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Without storage (private mode, full) the draft lives as long as the page.
  }
}

export interface Draft<T> {
  value: T;
  /** Keeps `next` (in this browser too); the empty value removes what was kept. */
  set: (next: T) => void;
  /** Back to the empty value, nothing kept: after sending, or when the writer throws it away. */
  clear: () => void;
  /** The value shown was kept from an earlier visit (and is not empty yet). */
  restored: boolean;
}

/**
 * What someone is writing, kept in this browser's localStorage per portal, signed-in account and
 * `scope` (say `rooms:41:reply`), so leaving the page loses nothing: the next visit shows it again.
 * `empty` is the value of nothing written (never stored); `parse` checks what storage gives back and
 * answers null for anything else. Only plain data is kept: files and other objects stay with the page.
 * Signed out, the draft lives in memory only.
 */
export function useDraft<T>(scope: string, empty: T, parse: (stored: unknown) => T | null): Draft<T> {
  const user = useSignedInUser();
  const key = user ? draftStorageKey(user, scope) : null;
  const emptyText = JSON.stringify(empty);
  const load = () => {
    const stored = key === null ? null : readStored(key, parse);
    const found = stored !== null && JSON.stringify(stored) !== emptyText;
    return { key, value: found ? stored : empty, restored: found };
  };
  const [state, setState] = useState(load);
  let current = state;
  if (state.key !== key) {
    // Another room or account: show its own draft.
    current = load();
    setState(current);
  }
  const set = (next: T) => {
    const text = JSON.stringify(next);
    const isEmpty = text === emptyText;
    setState({ key, value: next, restored: current.restored && !isEmpty });
    if (key !== null) writeStored(key, isEmpty ? null : text);
  };
  return { value: current.value, set, clear: () => set(empty), restored: current.restored };
}
