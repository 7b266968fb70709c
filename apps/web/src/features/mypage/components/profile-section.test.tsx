import type { MypageProfile } from '@manabiya/domain/contracts/mypage';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSignedInUser, setSignedInUser } from '../../../lib/auth-store.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { buildStudent } from '../../../test/user-fixtures.ts';
import { ProfileSection } from './profile-section.tsx';

const PROFILE: MypageProfile = {
  name: '学習 さくら',
  name_kana: 'ガクシュウ サクラ',
  email: 'student@example.com',
  birthday: '1995-04-01',
  gender: 2,
  prefecture_id: 13,
  prefecture_name: '東京都',
  profile_icon_path: null,
  company_name: 'デモ株式会社',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(async () => {
  localStorage.clear();
  initI18n();
  await i18next.changeLanguage('ja');
  setSignedInUser(buildStudent({ name: PROFILE.name }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Page profile', () => {
  it('shows the profile, and the server’s field errors on the fields after saving', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(json(400, { message: '入力内容に誤りがあります。', code: 'validation', details: { name_kana: 'フリガナは全角カタカナで入力してください。' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfileSection profile={PROFILE} />);
    expect(screen.getByText('東京都')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '編集する' }));

    fireEvent.change(screen.getByLabelText('フリガナ', { selector: 'input' }), { target: { value: 'がくしゅう' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('フリガナは全角カタカナで入力してください。')).toBeTruthy();
    expect(screen.getByLabelText('フリガナ', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/氏名/, { selector: 'input' }).getAttribute('aria-invalid')).toBe('false');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/student/mypage');
    expect(init?.method).toBe('PUT');
    // Hiragana typed in フリガナ is sent as katakana (the contract's kana field converts it).
    expect(JSON.parse(init?.body as string)).toMatchObject({ name: '学習 さくら', name_kana: 'ガクシュウ', prefecture_id: 13, gender: 2 });
  });

  it('saves and puts the fresh name into the stored user for the header', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(input === '/api/student/mypage' ? json(200, { ...PROFILE, name: '学習 さくら子' }) : json(500, { message: 'x', code: 'x' })),
      ),
    );
    renderWithProviders(<ProfileSection profile={PROFILE} />);
    fireEvent.click(screen.getByRole('button', { name: '編集する' }));
    fireEvent.change(screen.getByLabelText(/氏名/, { selector: 'input' }), { target: { value: '学習 さくら子' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(getSignedInUser()?.name).toBe('学習 さくら子'));
  });

  it('checks the required name before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfileSection profile={PROFILE} />);
    fireEvent.click(screen.getByRole('button', { name: '編集する' }));
    fireEvent.change(screen.getByLabelText(/氏名/, { selector: 'input' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('氏名を入力してください。')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
