import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initI18n } from '../lib/i18n.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { ErrorMessage } from './error-message.tsx';

describe('ErrorMessage', () => {
  beforeEach(async () => {
    initI18n();
    await i18next.changeLanguage('ja');
  });
  afterEach(cleanup);

  it('shows markup in a message as text and never as elements', async () => {
    const message = '<img src=x onerror=alert(1)>';
    renderWithProviders(<ErrorMessage error={new ApiError(400, message)} />);
    const alert = await screen.findByTestId('error-message');
    expect(alert.textContent).toContain(message);
    expect(alert.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the status and keeps the line breaks as <br> elements', async () => {
    renderWithProviders(<ErrorMessage error={new ApiError(409, '満席です。\n別の日程を選んでください。')} />);
    const alert = await screen.findByTestId('error-message');
    expect(alert.textContent).toContain('409');
    expect(alert.textContent).toContain('満席です。');
    expect(alert.textContent).toContain('別の日程を選んでください。');
    expect(alert.querySelectorAll('br')).toHaveLength(1);
  });

  it('falls back to the generic text when there is no message', async () => {
    renderWithProviders(<ErrorMessage error={new ApiError(500, '')} />);
    expect((await screen.findByTestId('error-message')).textContent).toContain('予期せぬエラーが発生しました。');
    cleanup();
    renderWithProviders(<ErrorMessage error={new Error('boom')} />);
    expect((await screen.findByTestId('error-message')).textContent).toContain('予期せぬエラーが発生しました。');
  });

  it('lists the per-field details as text', async () => {
    const error = new ApiError(400, '入力内容を確認してください。', { details: { password: '<b>短すぎます</b>' } });
    renderWithProviders(<ErrorMessage error={error} />);
    const alert = await screen.findByTestId('error-message');
    expect(alert.textContent).toContain('<b>短すぎます</b>');
    expect(alert.querySelector('b')).toBeNull();
  });
});
