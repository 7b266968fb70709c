import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY, setSignedInUser } from '../lib/auth-store.ts';
import { resetConnectionStatusForTests } from '../lib/connection-status.ts';
import { initI18n } from '../lib/i18n.ts';
import { buildAdmin, buildCompanyUser, buildStudent } from '../test/user-fixtures.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { buildRoutes } from './router.tsx';

type Responder = (path: string, init?: RequestInit) => [number, unknown];

function stubApi(respond: Responder) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const [status, body] = respond(input, init);
    const payload = status === 204 ? null : JSON.stringify(body);
    return Promise.resolve(new Response(payload, { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('app routes', () => {
  beforeEach(async () => {
    resetConnectionStatusForTests();
    localStorage.clear();
    initI18n();
    await i18next.changeLanguage('ja');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the root to the student login', async () => {
    const router = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '受講生ログイン' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student/login');
    expect(document.title).toBe('受講生ログイン | Manabiya');
  });

  it('opens a portal after the access-token check and refreshes the stored user', async () => {
    setSignedInUser(buildCompanyUser({ name: '古い 名前' }));
    stubApi((path) => (path.endsWith('/api/company/check_access_token') ? [200, { user: buildCompanyUser({ name: '新しい 名前' }) }] : [500, {}]));
    renderApp('/company');
    // The first test to open a portal also transforms its lazy chunk, which takes a while in jsdom.
    expect((await screen.findByTestId('page-title', {}, { timeout: 5000 })).textContent).toBe('ダッシュボード');
    expect(screen.getByTestId('bell-slot')).toBeTruthy();
    expect(await screen.findByText('株式会社サンプル', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('新しい 名前'));
  });

  it('gives admins no bell and shows their role', async () => {
    setSignedInUser(buildAdmin({ main_role: 0 }));
    stubApi((path) => (path.endsWith('/check_access_token') ? [200, { user: buildAdmin({ main_role: 0 }) }] : [500, {}]));
    renderApp('/admin');
    expect(await screen.findByTestId('welcome-role', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('welcome-role').textContent).toBe('営業');
    expect(screen.queryByTestId('bell-slot')).toBeNull();
  });

  it('clears the user and returns to the login when the check answers 401', async () => {
    setSignedInUser(buildStudent());
    stubApi(() => [401, { message: 'expired', code: 'unauthorized' }]);
    const router = renderApp('/student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBe('{}');
  });

  it('shows the not-found page inside the portal at the address typed', async () => {
    setSignedInUser(buildStudent());
    stubApi((path) => (path.endsWith('/check_access_token') ? [200, { user: buildStudent() }] : [500, {}]));
    const router = renderApp('/student/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
    expect(screen.getByTestId('not-found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student/no-such-page');
    expect(document.title).toBe('ページが見つかりません | Manabiya');
  });

  it('keeps the user signed in when the check cannot reach the server, shows the banner, and checks again on retry', async () => {
    setSignedInUser(buildStudent());
    let reachable = false;
    const fetchMock = vi.fn((input: string) => {
      if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
      const body = input.endsWith('/check_access_token') ? { user: buildStudent() } : { status: 'ok', database: 'ok' };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderApp('/student');
    expect((await screen.findByTestId('connection-banner', {}, { timeout: 5000 })).textContent).toContain('サーバーに接続できません。再接続しています…');
    expect(router.state.location.pathname).toBe('/student');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('"account_type":3');
    expect(screen.queryByText(/ログイン状態を確認できませんでした/)).toBeNull();

    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    await waitFor(() => expect(screen.queryByTestId('connection-banner')).toBeNull());
    // Back online, the session check runs again with the other queries.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/check_access_token')).length).toBe(2));
    expect(router.state.location.pathname).toBe('/student');
  });

  it('says what the server said when the check fails with a server error, and stays signed in', async () => {
    setSignedInUser(buildStudent());
    stubApi((path) => (path.endsWith('/check_access_token') ? [500, { message: 'データベースに接続できません。' }] : [500, {}]));
    const router = renderApp('/student');
    expect(await screen.findByText('ログイン状態を確認できませんでした。 データベースに接続できません。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('connection-banner')).toBeNull();
    expect(router.state.location.pathname).toBe('/student');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('"account_type":3');
  });

  it('logs out locally and goes to the login even when the logout call fails', async () => {
    setSignedInUser(buildStudent());
    const fetchMock = stubApi((path) => (path.endsWith('/check_access_token') ? [200, { user: buildStudent() }] : [500, {}]));
    const router = renderApp('/student');
    fireEvent.click(await screen.findByTestId('profile-menu-button'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'ログアウト' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/login'));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBe('{}');
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/student/logout' && init?.method === 'POST')).toBe(true);
  });
});
