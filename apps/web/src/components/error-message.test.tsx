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

  it('leads with the message, shows the status small after it, and keeps the line breaks as <br> elements', async () => {
    renderWithProviders(<ErrorMessage error={new ApiError(409, '満席です。\n別の日程を選んでください。')} />);
    const alert = await screen.findByTestId('error-message');
    expect(alert.textContent).toBe('満席です。別の日程を選んでください。 （ステータス 409）');
    expect(alert.textContent).not.toContain('エラー（409）');
    expect(screen.getByTestId('error-status').textContent).toBe('（ステータス 409）');
    expect(alert.querySelectorAll('br')).toHaveLength(1);
  });

  it('says the server cannot be reached, without a status, when the network failed or a gateway answered for it', async () => {
    renderWithProviders(<ErrorMessage error={new ApiError(0, '')} />);
    expect((await screen.findByTestId('error-message')).textContent).toBe('サーバーに接続できません。');
    cleanup();
    renderWithProviders(<ErrorMessage error={new ApiError(502, '')} />);
    expect((await screen.findByTestId('error-message')).textContent).toBe('サーバーに接続できません。');
    expect(screen.queryByTestId('error-status')).toBeNull();
    cleanup();
    // Our own server's 503 carries its message: a server error, with its status.
    renderWithProviders(<ErrorMessage error={new ApiError(503, '保存領域が不足しています。', { code: 'unavailable' })} />);
    expect((await screen.findByTestId('error-message')).textContent).toBe('保存領域が不足しています。 （ステータス 503）');
  });

  it('speaks English when the display language is English', async () => {
    await i18next.changeLanguage('en');
    renderWithProviders(<ErrorMessage error={new ApiError(409, 'The room is full.')} />);
    expect((await screen.findByTestId('error-message')).textContent).toBe('The room is full. (status 409)');
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
