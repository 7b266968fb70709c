import { useCallback, useEffect, useRef, useState } from 'react';

/** The id of the portal's page title (an h1 that script may focus), where the reader starts on a page. */
export const PAGE_TITLE_ID = 'page-title';

/**
 * Where the focus should go once an action's outcome is on screen: the element, `null` for the page
 * title (nothing nearer is left), or `undefined` while the page does not show the outcome yet.
 */
export type FocusTarget = () => HTMLElement | null | undefined;

/** Focuses the page title (the shell's h1, focusable by script only). */
export function focusPageTitle(): void {
  document.getElementById(PAGE_TITLE_ID)?.focus();
}

/**
 * Moves the keyboard focus to the next sensible place after an action that disables, replaces or
 * removes the focused control (decision 046): a send button disabled while sending, a claim button
 * replaced by the release — the focus would otherwise fall to <body> and the next Tab start again at
 * the top of the page. `moveFocus(target)` tries `target` after each render of the calling component
 * until it names an enabled element, and focuses it. It gives up once the user has put the focus
 * somewhere else meanwhile.
 */
export function useFocusAfter(): (target: FocusTarget) => void {
  const wanted = useRef<{ target: FocusTarget; from: Element | null } | null>(null);
  const [, setRequests] = useState(0);
  useEffect(() => {
    if (!wanted.current) return;
    const { target, from } = wanted.current;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== from) {
      wanted.current = null;
      return;
    }
    const found = target();
    if (found === undefined || found?.matches(':disabled')) return;
    wanted.current = null;
    if (found) found.focus();
    else focusPageTitle();
  });
  return useCallback((target: FocusTarget) => {
    wanted.current = { target, from: document.activeElement };
    setRequests((count) => count + 1);
  }, []);
}
