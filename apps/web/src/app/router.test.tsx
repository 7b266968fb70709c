import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY, setSignedInUser } from '../lib/auth-store.ts';
import { initI18n } from '../lib/i18n.ts';
import { buildAdmin, buildCompanyUser, buildStudent } from '../test/user-fixtures.ts';
import { createQueryClient } from './query-client.ts';
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
    expect(await screen.findByText('株式会社サンプル')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('新しい 名前'));
  });

  it('gives admins no bell and shows their role', async () => {
    setSignedInUser(buildAdmin({ main_role: 0 }));
    stubApi((path) => (path.endsWith('/check_access_token') ? [200, { user: buildAdmin({ main_role: 0 }) }] : [500, {}]));
    renderApp('/admin');
    expect(await screen.findByTestId('welcome-role')).toBeTruthy();
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

  it('sends unknown paths inside a portal to /404', async () => {
    setSignedInUser(buildStudent());
    stubApi((path) => (path.endsWith('/check_access_token') ? [200, { user: buildStudent() }] : [500, {}]));
    const router = renderApp('/student/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
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
