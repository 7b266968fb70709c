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
  it('zooms from 0 to 300 in steps of 100 and no further', () => {
    renderWithProviders(<ImageViewer image={{ src: '/api/files/information/a.png', name: 'map.png' }} onClose={() => {}} />);
    const zoomIn = screen.getByRole('button', { name: '拡大' });
    const zoomOut = screen.getByRole('button', { name: '縮小' });
    expect(screen.getByTestId('image-zoom').textContent).toBe('0');
    expect(zoomOut).toHaveProperty('disabled', true);
    for (let i = 0; i < 4; i++) fireEvent.click(zoomIn);
    expect(screen.getByTestId('image-zoom').textContent).toBe('300');
    expect(zoomIn).toHaveProperty('disabled', true);
    fireEvent.click(zoomOut);
    expect(screen.getByTestId('image-zoom').textContent).toBe('200');
  });

  it('says "This image failed to load" when the image does not load', () => {
    renderWithProviders(<ImageViewer image={{ src: '/api/files/information/gone.png', name: 'gone.png' }} onClose={() => {}} />);
    fireEvent.error(screen.getByTestId('viewer-image'));
    expect(screen.getByTestId('image-load-error').textContent).toBe('This image failed to load');
  });
});
