import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TransitionRouter, useLeavingPage } from './transition-router.tsx';

/** A page whose code arrives when the test says so. */
function deferredPage() {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>next page</h1> });
      }),
  );
  return { Page, arrive: () => arrive() };
}

function Shell({ children }: { children: React.ReactNode }) {
  const leaving = useLeavingPage();
  return (
    <div data-testid="page" inert={leaving}>
      {children}
    </div>
  );
}

function ListPage() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>filter {params.get('q') ?? 'none'}</p>
      <button onClick={() => setParams({ q: 'x' })}>filter</button>
      <Link to="/next">go</Link>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('TransitionRouter', () => {
  it('keeps the page left on screen but inert until the next page is ready, and only for a change of path', async () => {
    window.history.replaceState(null, '', '/list');
    const next = deferredPage();
    render(
      <TransitionRouter>
        <Shell>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              <Route path="/list" element={<ListPage />} />
              <Route path="/next" element={<next.Page />} />
            </Routes>
          </Suspense>
        </Shell>
      </TransitionRouter>,
    );
    // A filter in the query string updates the page in place: never inert.
    await act(() => Promise.resolve(screen.getByRole('button', { name: 'filter' }).click()));
    expect(screen.getByText('filter x')).toBeTruthy();
    expect(screen.getByTestId('page').hasAttribute('inert')).toBe(false);

    await act(() => Promise.resolve(screen.getByRole('link', { name: 'go' }).click()));
    // The list stays (no fallback), but takes no input while the next page loads.
    expect(screen.getByText('filter x')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByTestId('page').hasAttribute('inert')).toBe(true);

    await act(() => Promise.resolve(next.arrive()));
    expect(await screen.findByRole('heading', { name: 'next page' })).toBeTruthy();
    expect(screen.getByTestId('page').hasAttribute('inert')).toBe(false);
  });
});
