import type { InformationItem } from '@manabiya/domain/contracts/informations';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { useRealtimeUpdates } from '../../../lib/use-realtime-updates.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { buildAdmin, buildCompanyUser, buildStudent } from '../../../test/user-fixtures.ts';
import { informationRealtimeKeys } from '../hooks/use-realtime-updates.ts';
import { InformationBanner } from './information-banner.tsx';
import { InformationCenter } from './information-center.tsx';
import { InformationList } from './information-list.tsx';

const notice = (id: number, priority: 0 | 1 | 2, read: boolean, extra: Partial<InformationItem> = {}): InformationItem => ({
  id,
  admin_id: 1,
  priority,
  name: `お知らせ ${id}`,
  content: `本文 ${id}\n詳しくは https://example.com/${id} へ`,
  read,
  information_files: [],
  created_at: '2026-04-01T00:30:00+09:00',
  ...extra,
});

const NOTICES_ONLY = [informationRealtimeKeys];

/** The student portal's live socket, following the notices as the portal does. */
function StudentSocket() {
  useRealtimeUpdates('student', 1, NOTICES_ONLY);
  return null;
}

/** A fake of the browser's WebSocket that the test drives. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readonly url: string;
  closed = false;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's notices, which a read mark changes as the real one would; it answers the summary and pages like the real one. */
function stubServer(initial: InformationItem[], listStatus = 200) {
  let items = initial;
  const calls: string[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${input}`);
    const url = new URL(input, 'http://localhost');
    if (url.pathname.endsWith('/informations/read')) {
      const { id } = JSON.parse(init?.body as string) as { id: number };
      items = items.map((item) => (item.id === id ? { ...item, read: true } : item));
      return Promise.resolve(json(204, null));
    }
    if (url.pathname.endsWith('/informations/read_all')) {
      const marked = items.filter((item) => !item.read).length;
      items = items.map((item) => ({ ...item, read: true }));
      return Promise.resolve(json(200, { marked }));
    }
    if (listStatus !== 200) return Promise.resolve(json(listStatus, { message: 'お知らせを読み込めませんでした。', code: 'bad_request' }));
    if (url.pathname.endsWith('/summary')) {
      const unread = items.filter((item) => !item.read);
      return Promise.resolve(
        json(200, {
          unread_count: unread.length,
          latest: items.slice(0, 5),
          urgent_unread: unread.filter((item) => item.priority === 2).slice(0, 5),
          important_unread: unread.find((item) => item.priority === 1) ?? null,
        }),
      );
    }
    const q = url.searchParams.get('q') ?? '';
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('page_size') ?? 20);
    const found = items.filter((item) => item.name.includes(q) || item.content.includes(q));
    // The spec's array (§7), the total in its header.
    const answer = json(200, found.slice(page * size, (page + 1) * size));
    answer.headers.set('X-Total-Count', String(found.length));
    return Promise.resolve(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    publish: (item: InformationItem) => {
      items = [item, ...items];
    },
  };
}

beforeEach(async () => {
  localStorage.clear();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  initI18n();
  await i18next.changeLanguage('ja');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('information center', () => {
  it('shows the unread dot, and a click marks the notice read, refreshes, then opens the detail', async () => {
    setSignedInUser(buildStudent());
    const server = stubServer([notice(2, 0, false), notice(1, 0, true)]);
    renderWithProviders(<InformationCenter />);
    const bell = await screen.findByRole('button', { name: 'お知らせ（未読 1 件）' });
    fireEvent.click(bell);
    const popover = await screen.findByTestId('information-popover');
    const rows = within(popover).getAllByTestId('information-row');
    expect(rows.map((row) => row.textContent)).toEqual(['未読2026-04-01お知らせ 2', '2026-04-01お知らせ 1']);
    expect(within(popover).getAllByTestId('unread-dot')).toHaveLength(1);

    fireEvent.click(rows[0]!);
    const detail = await screen.findByTestId('information-detail');
    expect(within(detail).getByRole('heading', { name: 'お知らせ 2' })).toBeTruthy();
    expect(within(detail).getByRole('link', { name: 'https://example.com/2' }).getAttribute('target')).toBe('_blank');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/student/informations/read']);
    expect(server.calls.filter((call) => call === 'GET /api/student/informations/summary')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('お知らせ'));
    expect(screen.queryByTestId('information-popover')).toBeNull();
  });

  it('opens the urgent alert for each unread high notice in turn, each closing into its detail', async () => {
    setSignedInUser(buildCompanyUser({ company_id: 7 }));
    const server = stubServer([notice(3, 2, false), notice(2, 1, false), notice(1, 2, false)]);
    renderWithProviders(<InformationCenter />);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByTestId('urgent-information-subject').textContent).toBe('お知らせ 3');
    fireEvent.click(within(alert).getByRole('button', { name: '内容を確認する' }));
    const detail = await screen.findByTestId('information-detail');
    expect(within(detail).getByRole('heading', { name: 'お知らせ 3' })).toBeTruthy();
    expect(server.calls).toContain('POST /api/company/informations/read');
    expect(server.calls).toContain('GET /api/company/informations/7/summary');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(within(detail).getByTestId('information-detail-close'));
    await waitFor(() => expect(screen.getByTestId('urgent-information-subject').textContent).toBe('お知らせ 1'));
  });

  it('refreshes on a live event, so a new high notice alerts without reload', async () => {
    setSignedInUser(buildStudent());
    const server = stubServer([notice(1, 0, true)]);
    renderWithProviders(
      <>
        <StudentSocket />
        <InformationCenter />
      </>,
    );
    await screen.findByRole('button', { name: 'お知らせ' });
    expect(FakeSocket.instances.map((socket) => socket.url)).toEqual(['ws://localhost:3000/api/student/ws']);
    server.publish(notice(9, 2, false, { name: '緊急メンテナンス' }));
    FakeSocket.instances[0]!.receive({ type: 'information.created', id: 9 });
    expect((await screen.findByTestId('urgent-information-subject')).textContent).toBe('緊急メンテナンス');
    expect(screen.getByTestId('notification-bell').getAttribute('data-unread')).toBe('true');
    cleanup();
    expect(FakeSocket.instances[0]!.closed).toBe(true);
  });

  it('shows a failed load in the error snackbar and an empty list', async () => {
    setSignedInUser(buildStudent());
    stubServer([], 400);
    renderWithProviders(<InformationCenter />);
    expect(await screen.findByText('お知らせを読み込めませんでした。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('information-empty')).textContent).toBe('データが取得できませんでした');
  });

  it('fetches nothing and opens no socket for admins', async () => {
    setSignedInUser(buildAdmin());
    const server = stubServer([notice(1, 2, false)]);
    renderWithProviders(
      <>
        <InformationCenter />
        <InformationBanner />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(server.calls).toEqual([]);
    expect(FakeSocket.instances).toEqual([]);
  });

  it('shows the first unread medium notice as the banner, and opening it marks it read', async () => {
    setSignedInUser(buildStudent());
    const server = stubServer([notice(3, 0, false), notice(2, 1, false), notice(1, 1, false)]);
    renderWithProviders(<InformationBanner />);
    const banner = await screen.findByTestId('information-banner');
    expect(banner.textContent).toContain('お知らせ 2');
    fireEvent.click(within(banner).getByRole('button', { name: 'お知らせ「お知らせ 2」を開く' }));
    expect(within(await screen.findByTestId('information-detail')).getByRole('heading', { name: 'お知らせ 2' })).toBeTruthy();
    expect(server.calls).toContain('POST /api/student/informations/read');
    await waitFor(() => expect(screen.getByTestId('information-banner').textContent).toContain('お知らせ 1'));
  });
  it('counts every unread notice on the bell, while the popover lists the newest five', async () => {
    setSignedInUser(buildStudent());
    stubServer(Array.from({ length: 8 }, (_, index) => notice(8 - index, 0, false)));
    renderWithProviders(<InformationCenter />);
    fireEvent.click(await screen.findByRole('button', { name: 'お知らせ（未読 8 件）' }));
    const popover = await screen.findByTestId('information-popover');
    expect(within(popover).getAllByTestId('information-row').map((row) => row.textContent)).toEqual(
      [8, 7, 6, 5, 4].map((id) => `未読2026-04-01お知らせ ${id}`),
    );
  });
});

describe('notices page', () => {
  it('shows 20 at a time with 「もっと見る」, keeps the read state across pages and searches on the server', async () => {
    setSignedInUser(buildStudent());
    const server = stubServer(Array.from({ length: 45 }, (_, index) => notice(45 - index, 0, index % 2 === 0)));
    renderWithProviders(<InformationList />);
    const rows = () => screen.getAllByTestId('information-list-row');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByTestId('information-shown').textContent).toBe('45 件中 20 件を表示');
    // The unread count is the summary's, over every notice.
    await waitFor(() => expect(screen.getByTestId('information-unread-count').textContent).toBe(' 未読 22 件'));

    fireEvent.click(screen.getByTestId('information-load-more'));
    await waitFor(() => expect(rows()).toHaveLength(40));
    // The first notice that came in takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(rows()[20]));
    fireEvent.click(screen.getByTestId('information-load-more'));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.queryByTestId('information-load-more')).toBeNull();
    expect(screen.getByTestId('information-shown').textContent).toBe('45 件中 45 件を表示');
    expect(server.calls.filter((call) => call.startsWith('GET /api/student/informations?'))).toEqual([
      'GET /api/student/informations?page=0&page_size=20',
      'GET /api/student/informations?page=1&page_size=20',
      'GET /api/student/informations?page=2&page_size=20',
    ]);

    // A notice of the last page read: every page shown is refreshed and keeps its place.
    const last = rows()[44]!;
    expect(last.getAttribute('data-unread')).toBe('false');
    const unreadOnPage3 = rows()[43]!;
    expect(unreadOnPage3.getAttribute('data-unread')).toBe('true');
    fireEvent.click(unreadOnPage3);
    await screen.findByTestId('information-detail');
    await waitFor(() => expect(rows()[43]!.getAttribute('data-unread')).toBe('false'));
    expect(rows()).toHaveLength(45);
    await waitFor(() => expect(screen.getByTestId('information-unread-count').textContent).toBe(' 未読 21 件'));
    expect(server.calls.slice(server.calls.indexOf('POST /api/student/informations/read')).filter((call) => call.startsWith('GET')).sort()).toEqual([
      'GET /api/student/informations/summary',
      'GET /api/student/informations?page=0&page_size=20',
      'GET /api/student/informations?page=1&page_size=20',
      'GET /api/student/informations?page=2&page_size=20',
    ]);
    fireEvent.click(screen.getByTestId('information-detail-close'));
    await waitFor(() => expect(screen.queryByTestId('information-detail')).toBeNull());

    fireEvent.change(screen.getByRole('searchbox', { name: '件名・本文で検索' }), { target: { value: 'お知らせ 4' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '件名・本文で検索' }), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('information-search-result').textContent).toBe('「お知らせ 4」の検索結果: 7 件'));
    expect(rows().map((row) => row.textContent?.replace(/^.*お知らせ /, ''))).toEqual(['45', '44', '43', '42', '41', '40', '4']);
    expect(server.calls).toContain(`GET /api/student/informations?page=0&page_size=20&${new URLSearchParams({ q: 'お知らせ 4' }).toString()}`);
    expect(screen.queryByTestId('information-load-more')).toBeNull();
  });
});
