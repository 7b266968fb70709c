import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router';

interface RouterState {
  action: NavigationType;
  location: Location;
}

/** True while a navigation to another page (another path) waits for that page's code or catalogues. */
const LeavingContext = createContext(false);

/** Whether the page on screen is one the user has already navigated away from (its successor is loading). */
export function useLeavingPage(): boolean {
  return use(LeavingContext);
}

/**
 * React Router's <BrowserRouter>, which already runs every navigation in a transition (the page left
 * stays on screen until the next is ready, decision 046), plus what it does not tell: that such a
 * navigation is pending. Only a change of path counts — a list's filters in the query string update the
 * page in place and must not take the focus from the field being typed in.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>({ action: history.action, location: history.location });
  const [target, setTarget] = useState(history.location.pathname);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((next) => {
        setTarget(next.location.pathname);
        startTransition(() => setState(next));
      }),
    [history],
  );
  const leaving = pending && target !== state.location.pathname;
  return (
    <LeavingContext value={leaving}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </LeavingContext>
  );
}
