import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '../../../lib/i18n.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY, getSignedInUser } from '../../../lib/auth-store.ts';
import { buildStudent } from '../../../test/user-fixtures.ts';
import { renderRoutes } from '../../../test/render-with-providers.tsx';
import { LoginForm } from './login-form.tsx';

function respondWith(status: number, body: unknown) {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

function renderLogin() {
  return renderRoutes(
    [
      { path: '/student/login', element: <LoginForm area="student" /> },
      { path: '/student', element: <p>start page</p> },
    ],
    '/student/login',
  );
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('メールアドレス', { selector: 'input' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('パスワード', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('LoginForm', () => {
  beforeEach(async () => {
    localStorage.clear();
    initI18n();
    await i18next.changeLanguage('ja');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('posts the credentials, stores the user and goes to the start page', async () => {
    const user = buildStudent({ name: '佐藤 花子' });
    const fetchMock = respondWith(200, { access_token: 'opaque', user });
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();

    fillAndSubmit(' hanako@example.com ', 'correct horse');

    expect(await screen.findByText('start page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/student/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'hanako@example.com', password: 'correct horse' });
    expect(getSignedInUser()?.name).toBe('佐藤 花子');
    // The token lives only in the HttpOnly cookie.
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toContain('opaque');
  });

  it('shows the server message of a 401 and stays on the form', async () => {
    vi.stubGlobal('fetch', respondWith(401, { message: 'メールアドレスまたはパスワードが正しくありません。', code: 'unauthorized' }));
    renderLogin();

    fillAndSubmit('hanako@example.com', 'wrong');

    const alert = await screen.findByTestId('error-message');
    expect(alert.textContent).toContain('401');
    expect(alert.textContent).toContain('メールアドレスまたはパスワードが正しくありません。');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeTruthy();
    expect(getSignedInUser()).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = respondWith(200, {});
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(screen.getAllByText('入力してください。')).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the reset form of its portal', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).getAttribute('href')).toBe(
      '/student/reset-password-form',
    );
  });
});
