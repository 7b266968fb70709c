import { act, cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { DiskSpaceBanner } from './disk-space-banner.tsx';

const health = (body: object) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));

describe('DiskSpaceBanner', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18next.changeLanguage('ja');
  });

  it('says the disk is low and what is refused meanwhile', async () => {
    vi.stubGlobal('fetch', health({ status: 'degraded', database: 'ok', disk: { state: 'low', free_mb: 150 } }));
    renderWithProviders(<DiskSpaceBanner />);
    const banner = await screen.findByTestId('disk-space-banner');
    expect(banner.dataset.state).toBe('low');
    expect(banner.textContent).toContain('残り 150 MB');
    expect(banner.textContent).toContain('ファイルのアップロードと CSV の一括登録は停止中です');
  });

  it('says only signing in and out works when the disk is nearly full, in the reader’s language', async () => {
    await i18next.changeLanguage('en');
    vi.stubGlobal('fetch', health({ status: 'degraded', database: 'ok', disk: { state: 'critical', free_mb: 1234 } }));
    renderWithProviders(<DiskSpaceBanner />);
    const banner = await screen.findByTestId('disk-space-banner');
    expect(banner.dataset.state).toBe('critical');
    expect(banner.textContent).toContain('1,234 MB free');
    expect(banner.textContent).toContain('Nothing can be saved except signing in and out');
  });

  it('shows nothing while the disk is fine or not reported (PostgreSQL)', async () => {
    for (const body of [{ status: 'ok', database: 'ok', disk: { state: 'ok', free_mb: 90_000 } }, { status: 'ok', database: 'ok' }]) {
      const fetchMock = health(body);
      vi.stubGlobal('fetch', fetchMock);
      renderWithProviders(<DiskSpaceBanner />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      // The answer has been read and rendered before looking.
      await act(async () => {
        await fetchMock.mock.results[0]?.value;
      });
      expect(screen.queryByTestId('disk-space-banner')).toBeNull();
      cleanup();
    }
  });
});
