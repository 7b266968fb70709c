import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ImageViewer } from './image-viewer.tsx';

beforeAll(async () => {
  await initI18n().changeLanguage('ja');
});
afterEach(cleanup);

describe('ImageViewer', () => {
  it('zooms from 0 to 300 in steps of 100 and no further, shown as 100% to 400%', () => {
    renderWithProviders(<ImageViewer image={{ src: '/api/files/information/a.png', title: '避難訓練のお知らせ', index: 1, count: 2 }} onClose={() => {}} />);
    const zoomIn = screen.getByRole('button', { name: '拡大' });
    const zoomOut = screen.getByRole('button', { name: '縮小' });
    expect(screen.getByTestId('image-zoom').textContent).toBe('100%');
    expect(zoomOut).toHaveProperty('disabled', true);
    for (let i = 0; i < 4; i++) fireEvent.click(zoomIn);
    expect(screen.getByTestId('image-zoom').textContent).toBe('400%');
    expect(zoomIn).toHaveProperty('disabled', true);
    fireEvent.click(zoomOut);
    expect(screen.getByTestId('image-zoom').textContent).toBe('300%');
  });

  it('is titled by its notice, with the image’s place among the notice’s images', () => {
    renderWithProviders(<ImageViewer image={{ src: '/api/files/information/a.png', title: '避難訓練のお知らせ', index: 2, count: 3 }} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: /避難訓練のお知らせ/ })).toBeTruthy();
    expect(screen.getByTestId('image-viewer-title').textContent).toBe('避難訓練のお知らせ');
    expect(screen.getByText('画像 2 / 3')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('避難訓練のお知らせ（画像 2 / 3）');
  });

  it('says "This image failed to load" when the image does not load', () => {
    renderWithProviders(<ImageViewer image={{ src: '/api/files/information/gone.png', title: '休講のお知らせ', index: 1, count: 1 }} onClose={() => {}} />);
    fireEvent.error(screen.getByTestId('viewer-image'));
    expect(screen.getByTestId('image-load-error').textContent).toBe('This image failed to load');
  });
});
