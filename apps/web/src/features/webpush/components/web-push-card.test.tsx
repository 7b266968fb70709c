import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { buildStudent } from '../../../test/user-fixtures.ts';
import { base64UrlToUint8Array } from '../lib/base64url.ts';
import { WebPushCard } from './web-push-card.tsx';

const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const USER_ID = 7;

function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A browser with the Push API: Notification permission, a service worker registration and its push manager. */
function installPushBrowser(options: { permission: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean }) {
  const state = { permission: options.permission, subscription: null as PushSubscription | null };
  const unsubscribe = vi.fn(() => {
    state.subscription = null;
    return Promise.resolve(true);
  });
  const makeSubscription = (endpoint: string, key: BufferSource | string) =>
    ({
      endpoint,
      options: { applicationServerKey: typeof key === 'string' ? base64UrlToUint8Array(key).buffer : ArrayBuffer.isView(key) ? key.buffer : key, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' } }),
      unsubscribe,
    }) as unknown as PushSubscription;
  if (options.subscribed) state.subscription = makeSubscription('https://push.example.test/existing', base64UrlToUint8Array(SERVER_KEY));
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(state.subscription)),
    subscribe: vi.fn((subscribeOptions: PushSubscriptionOptionsInit) => {
      state.subscription = makeSubscription('https://push.example.test/new', subscribeOptions.applicationServerKey!);
      return Promise.resolve(state.subscription);
    }),
  };
  const registration = { pushManager };
  const register = vi.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: Promise.resolve(registration) } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(() => {
    state.permission = options.answer ?? 'granted';
    return Promise.resolve(state.permission);
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  return { register, pushManager, unsubscribe, requestPermission };
}

function stubServer() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/student/webpush/public_key') return Promise.resolve(json(200, { public_key: SERVER_KEY }));
    if (url === '/api/student/webpush/subscription' && (init?.method === 'POST' || init?.method === 'DELETE')) return Promise.resolve(json(204));
    return Promise.resolve(json(404, { message: 'not here', code: 'not_found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubServer>, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/student/webpush/subscription' && init?.method === method).map(([, init]) => JSON.parse(init!.body as string) as unknown);

const toggle = () => screen.getByRole<HTMLInputElement>('switch', { name: 'プッシュ通知を受け取る' });

beforeEach(async () => {
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
  setSignedInUser(buildStudent({ id: USER_ID }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('push notifications card', () => {
  it('explains that this browser cannot receive push', () => {
    const fetchMock = stubServer();
    renderWithProviders(<WebPushCard />);
    expect(screen.getByText('このブラウザはプッシュ通知に対応していません')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains how to allow notifications once they were blocked', () => {
    const browser = installPushBrowser({ permission: 'denied' });
    renderWithProviders(<WebPushCard />);
    expect(screen.getByText('通知がブラウザでブロックされています')).toBeTruthy();
    expect(screen.getByText(/「通知」を「許可」に変更/)).toBeTruthy();
    expect(toggle().checked).toBe(false);
    expect(toggle().disabled).toBe(true);
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('is off until turned on, then asks for permission, subscribes with the server key and tells the server', async () => {
    const browser = installPushBrowser({ permission: 'default' });
    const fetchMock = stubServer();
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().checked).toBe(false);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [subscribeOptions] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(subscribeOptions.userVisibleOnly).toBe(true);
    expect([...(subscribeOptions.applicationServerKey as Uint8Array)]).toEqual([...base64UrlToUint8Array(SERVER_KEY)]);
    expect(callsTo(fetchMock, 'POST')).toEqual([{ endpoint: 'https://push.example.test/new', keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' } }]);
    expect(screen.getByText('この端末では、重要なお知らせをプッシュ通知で受け取ります。')).toBeTruthy();
    expect(localStorage.getItem('webpush_user')).toBe(String(USER_ID));
  });

  it('stays off with a hint when the permission prompt is dismissed, and shows the block help when refused', async () => {
    installPushBrowser({ permission: 'default', answer: 'default' });
    const fetchMock = stubServer();
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    fireEvent.click(toggle());
    expect(await screen.findByText(/通知の許可が選ばれませんでした/)).toBeTruthy();
    expect(toggle().checked).toBe(false);
    expect(callsTo(fetchMock, 'POST')).toEqual([]);
    cleanup();

    installPushBrowser({ permission: 'default', answer: 'denied' });
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    fireEvent.click(toggle());
    expect(await screen.findByText('通知がブラウザでブロックされています')).toBeTruthy();
  });

  it('is on when this student turned it on in this browser, and turning it off unsubscribes here and on the server', async () => {
    localStorage.setItem('webpush_user', String(USER_ID));
    const browser = installPushBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = stubServer();
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().checked).toBe(true));
    // The server's row is kept in step with the browser's subscription.
    await waitFor(() => expect(callsTo(fetchMock, 'POST')).toHaveLength(1));

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(false));
    expect(callsTo(fetchMock, 'DELETE')).toEqual([{ endpoint: 'https://push.example.test/existing' }]);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('webpush_user')).toBeNull();
  });

  it('shows off to another student on a browser subscribed by someone else; turning it on takes the subscription over', async () => {
    localStorage.setItem('webpush_user', '999');
    const browser = installPushBrowser({ permission: 'granted', subscribed: true });
    const fetchMock = stubServer();
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().checked).toBe(false);
    expect(callsTo(fetchMock, 'POST')).toEqual([]);

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().checked).toBe(true));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST')).toEqual([{ endpoint: 'https://push.example.test/existing', keys: { p256dh: 'browser-p256dh', auth: 'browser-auth' } }]);
  });

  it('tells when the browser refuses to subscribe (Chrome’s private windows)', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    browser.pushManager.subscribe.mockImplementation(() => Promise.reject(new DOMException('Registration failed - permission denied', 'AbortError')));
    const fetchMock = stubServer();
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    fireEvent.click(toggle());
    expect(await screen.findByText(/シークレット（プライベート）ウィンドウでは利用できない/)).toBeTruthy();
    expect(toggle().checked).toBe(false);
    expect(callsTo(fetchMock, 'POST')).toEqual([]);
  });

  it('shows the server’s message when saving the subscription fails', async () => {
    installPushBrowser({ permission: 'granted' });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(input.endsWith('/public_key') ? json(200, { public_key: SERVER_KEY }) : json(400, { message: 'プッシュ通知の鍵が正しくありません。', code: 'bad_request' })),
      ),
    );
    renderWithProviders(<WebPushCard />);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    fireEvent.click(toggle());
    expect(await screen.findByText('プッシュ通知の鍵が正しくありません。')).toBeTruthy();
    expect(toggle().checked).toBe(false);
  });
});
