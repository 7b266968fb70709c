/* Kept apart from use-focus-after.ts: the login page loads this, not the hook. */
let titleFocusOnArrival = false;

/**
 * Signing in replaces the whole login page, focused field and all: the portal's first page then
 * focuses its title (portal-shell.tsx), as every later navigation does.
 */
export function focusTitleOnArrival(): void {
  titleFocusOnArrival = true;
}

/** Whether the page reached should focus its title (after signing in); the request is used once. */
export function takeTitleFocusOnArrival(): boolean {
  const requested = titleFocusOnArrival;
  titleFocusOnArrival = false;
  return requested;
}
