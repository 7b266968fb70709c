import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext, type Navigator, type To } from 'react-router';
import { setHistoryGate } from '../lib/history-gate.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The path a navigation goes to, to tell leaving the page from changing its query or hash. */
function pathnameOf(to: To): string {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  return to.pathname ?? window.location.pathname;
}

/** Where a history entry sits in the session, as the router numbers it (`idx` of its state). */
const entryIndex = (state: unknown): number | undefined => {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};

/**
 * Sends the app's navigations (`push`, `replace`, `go`) through `ask` until the returned function
 * puts the navigator back.
 */
function interceptNavigator(navigator: Navigator, ask: (to: To | null, proceed: () => void) => void): () => void {
  const own = Object.getOwnPropertyDescriptors(navigator);
  const push = navigator.push.bind(navigator);
  const replace = navigator.replace.bind(navigator);
  const go = navigator.go.bind(navigator);
  navigator.push = (to, state, options) => ask(to, () => push(to, state, options));
  navigator.replace = (to, state, options) => ask(to, () => replace(to, state, options));
  navigator.go = (delta) => ask(null, () => go(delta));
  return () => {
    for (const key of ['push', 'replace', 'go'] as const) {
      const descriptor = own[key] as PropertyDescriptor | undefined;
      if (descriptor) Object.defineProperty(navigator, key, descriptor);
      else Reflect.deleteProperty(navigator, key);
    }
  };
}

/**
 * While `when` holds (a form with unsaved changes), leaving the page asks first (decision 042):
 * a link or a navigation of the app to another page, the browser's back and forward buttons
 * (the move is undone, then made again if the person leaves), and a reload, a closed tab or another
 * site (the browser's own question, `beforeunload`). Changing the page's query or hash is no leaving.
 *
 * React Router's `useBlocker` does this only under a data router, which the app leaves out of the
 * login page's JavaScript (decision 032): this asks the same through the plain router's navigator
 * and the history gate (`lib/history-gate.ts`).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  /** The navigation waiting on the answer: run it to leave, drop it to stay. */
  const [pending, setPending] = useState<(() => void) | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return undefined;
    leaving.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    const restoreNavigator = interceptNavigator(navigator, (to, proceed) => {
      if (leaving.current || (to !== null && pathnameOf(to) === window.location.pathname)) proceed();
      else setPending(() => proceed);
    });

    // Back and forward: the browser has moved already. The history gate hears it before the router,
    // which then never does; the move is undone at once, and made again if the person leaves.
    const here = entryIndex(window.history.state);
    let undoing = false;
    const removeGate = setHistoryGate((event) => {
      if (leaving.current) return false;
      const there = entryIndex(event.state);
      if (here === undefined || there === undefined) return false;
      if (undoing) {
        undoing = false;
        return true;
      }
      const delta = there - here;
      if (delta === 0) return false;
      undoing = true;
      window.history.go(-delta);
      setPending(() => () => window.history.go(delta));
      return true;
    });

    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      removeGate();
      restoreNavigator();
    };
  }, [navigator, when]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('form.leave.title')}
      message={t('form.leave.message')}
      confirmLabel={t('form.leave.leave')}
      cancelLabel={t('form.leave.stay')}
      onConfirm={() => {
        leaving.current = true;
        pending?.();
        return Promise.resolve();
      }}
      onClose={() => setPending(null)}
    />
  );
}
