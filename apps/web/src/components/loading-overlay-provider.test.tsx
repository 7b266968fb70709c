import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { useLoadingOverlay } from '../lib/loading-overlay-context.ts';
import { LoadingOverlayProvider, OVERLAY_SHOW_DELAY_MS, loadLoadingOverlay } from './loading-overlay-provider.tsx';

function Waiting({ active }: { active: boolean }) {
  useLoadingOverlay(active);
  return null;
}

const renderWaiting = (active: boolean) =>
  render(
    <LoadingOverlayProvider>
      <Waiting active={active} />
    </LoadingOverlayProvider>,
  );

describe('loading overlay', () => {
  beforeEach(() => {
    initI18n();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('appears only when a wait lasts longer than the show delay, with its animation image', async () => {
    // The overlay is a chunk of its own, fetched with the first wait; here it is fetched first.
    await loadLoadingOverlay();
    renderWaiting(true).unmount();
    await act(() => loadLoadingOverlay());
    const view = renderWaiting(true);
    act(() => {
      vi.advanceTimersByTime(OVERLAY_SHOW_DELAY_MS - 50);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('loading-overlay').querySelector('img')).not.toBeNull();
    view.rerender(
      <LoadingOverlayProvider>
        <Waiting active={false} />
      </LoadingOverlayProvider>,
    );
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('never shows for a quick wait', () => {
    const view = renderWaiting(true);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    view.rerender(
      <LoadingOverlayProvider>
        <Waiting active={false} />
      </LoadingOverlayProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
