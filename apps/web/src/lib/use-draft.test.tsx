import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSignedInUser, USER_STORAGE_KEY } from './auth-store.ts';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { clearAllDrafts, draftStorageKey, useDraft } from './use-draft.ts';

interface Reply {
  text: string;
  kind: number | null;
}
const EMPTY: Reply = { text: '', kind: null };
const parseReply = (stored: unknown): Reply | null => {
  const value = stored as Partial<Reply> | null;
  return typeof value?.text === 'string' && (value.kind === null || typeof value.kind === 'number') ? { text: value.text, kind: value.kind } : null;
};

const signIn = (id: number, account_type: SignedInUser['account_type']) => setSignedInUser({ id, account_type } as SignedInUser);
const useReply = (scope: string) => useDraft(scope, EMPTY, parseReply);

beforeEach(() => {
  localStorage.clear();
  signIn(12, 1);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useDraft', () => {
  it('keeps what is written per portal, account and scope, and shows it again on the next visit', () => {
    const first = renderHook(() => useReply('rooms:41:reply'));
    expect(first.result.current).toMatchObject({ value: EMPTY, restored: false });
    act(() => first.result.current.set({ text: 'よくできています。', kind: 3 }));
    expect(first.result.current).toMatchObject({ value: { text: 'よくできています。', kind: 3 }, restored: false });
    expect(JSON.parse(localStorage.getItem('draft:admin:12:rooms:41:reply')!)).toEqual({ text: 'よくできています。', kind: 3 });
    first.unmount();

    const again = renderHook(() => useReply('rooms:41:reply'));
    expect(again.result.current).toMatchObject({ value: { text: 'よくできています。', kind: 3 }, restored: true });
    // Another room of the same account has its own draft.
    expect(renderHook(() => useReply('rooms:42:reply')).result.current.value).toEqual(EMPTY);
    // Another account, or the same id in another portal, sees nothing of it.
    signIn(13, 1);
    expect(renderHook(() => useReply('rooms:41:reply')).result.current.value).toEqual(EMPTY);
    signIn(12, 3);
    expect(renderHook(() => useReply('rooms:41:reply')).result.current.value).toEqual(EMPTY);
    expect(draftStorageKey({ id: 12, account_type: 3 }, 'rooms:41:reply')).toBe('draft:student:12:rooms:41:reply');
  });

  it('forgets the draft once it is emptied or cleared (after sending)', () => {
    localStorage.setItem('draft:admin:12:rooms:41:reply', JSON.stringify({ text: '下書き', kind: null }));
    const { result } = renderHook(() => useReply('rooms:41:reply'));
    expect(result.current.restored).toBe(true);
    act(() => result.current.set({ text: '', kind: null }));
    expect(result.current.restored).toBe(false);
    expect(localStorage.getItem('draft:admin:12:rooms:41:reply')).toBeNull();
    act(() => result.current.set({ text: '送る前', kind: 2 }));
    act(() => result.current.clear());
    expect(result.current.value).toEqual(EMPTY);
    expect(localStorage.getItem('draft:admin:12:rooms:41:reply')).toBeNull();
  });

  it('follows a change of scope while mounted', () => {
    localStorage.setItem('draft:admin:12:rooms:42:reply', JSON.stringify({ text: '42 の下書き', kind: null }));
    const { result, rerender } = renderHook(({ scope }) => useReply(scope), { initialProps: { scope: 'rooms:41:reply' } });
    act(() => result.current.set({ text: '41 の下書き', kind: null }));
    rerender({ scope: 'rooms:42:reply' });
    expect(result.current).toMatchObject({ value: { text: '42 の下書き', kind: null }, restored: true });
    rerender({ scope: 'rooms:41:reply' });
    expect(result.current.value.text).toBe('41 の下書き');
  });

  it('starts empty from text it cannot read, and keeps the draft in memory without storage or sign-in', () => {
    localStorage.setItem('draft:admin:12:rooms:41:reply', '{not json');
    localStorage.setItem('draft:admin:12:rooms:43:reply', JSON.stringify({ body: 'older shape' }));
    expect(renderHook(() => useReply('rooms:41:reply')).result.current).toMatchObject({ value: EMPTY, restored: false });
    expect(renderHook(() => useReply('rooms:43:reply')).result.current).toMatchObject({ value: EMPTY, restored: false });

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const full = renderHook(() => useReply('rooms:44:reply'));
    act(() => full.result.current.set({ text: 'まだ書いています', kind: null }));
    expect(full.result.current.value.text).toBe('まだ書いています');
    vi.restoreAllMocks();

    localStorage.setItem(USER_STORAGE_KEY, '{}');
    const before = localStorage.length;
    const signedOut = renderHook(() => useReply('rooms:45:reply'));
    act(() => signedOut.result.current.set({ text: 'メモ', kind: null }));
    expect(signedOut.result.current.value.text).toBe('メモ');
    expect(localStorage.length).toBe(before);
  });

  it('forgets every draft at sign-out, and nothing else kept in the browser', () => {
    const draft = renderHook(() => useReply('rooms:46:reply'));
    act(() => draft.result.current.set({ text: '書きかけ', kind: 2 }));
    localStorage.setItem('other', 'stays');
    clearAllDrafts();
    expect(localStorage.getItem(draftStorageKey({ id: 12, account_type: 1 }, 'rooms:46:reply'))).toBeNull();
    expect(localStorage.getItem('other')).toBe('stays');
  });
});
