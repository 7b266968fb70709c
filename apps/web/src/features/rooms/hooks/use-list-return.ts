import { useEffect } from 'react';
import { useLocation } from 'react-router';

const storageKey = (listPath: string) => `rooms.list-search:${listPath}`;

/** Remembers the room list's filters (its search part) for this tab, so a room's "back" returns to the list as it was left. */
export function useRememberListSearch(listPath: string): void {
  const { search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(listPath), search);
    } catch {
      // Without storage, "back" goes to the unfiltered list.
    }
  }, [listPath, search]);
}

/** The room list's address with the filters it was left with. */
export function listReturnPath(listPath: string): string {
  try {
    return `${listPath}${sessionStorage.getItem(storageKey(listPath)) ?? ''}`;
  } catch {
    return listPath;
  }
}
