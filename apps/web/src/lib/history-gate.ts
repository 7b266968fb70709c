/**
 * A gate on the browser's back and forward buttons, listening before the router does: listeners of
 * one event on `window` run in the order they were added, and this module's is added when the app
 * starts, before the router mounts. While a gate is set (a form with unsaved changes,
 * `components/leave-guard.tsx`), it sees each `popstate` first; when it answers true, the router
 * never hears of it.
 */
type Gate = (event: PopStateEvent) => boolean;

let current: Gate | null = null;

/** Sets the gate; the returned function removes it (if it is still this one). */
export function setHistoryGate(gate: Gate): () => void {
  current = gate;
  return () => {
    if (current === gate) current = null;
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (current?.(event)) event.stopImmediatePropagation();
  });
}
