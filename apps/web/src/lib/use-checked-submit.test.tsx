import { RoomReplyBody } from '@manabiya/domain/contracts/rooms';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { initI18n } from './i18n.ts';
import { useCheckedSubmit, type CheckedSubmitOptions } from './use-checked-submit.ts';

/** A send the test settles by hand. */
function deferredSend() {
  const calls: string[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const send = vi.fn(
    (body: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push(body);
        settle = { resolve, reject };
      }),
  );
  return { send, calls, resolve: () => settle!.resolve(), reject: (error: unknown) => settle!.reject(error) };
}

const render = (options: CheckedSubmitOptions<string, unknown>) => renderHook(() => useCheckedSubmit(options)).result;

beforeEach(async () => {
  initI18n();
  await i18next.changeLanguage('ja');
});

describe('useCheckedSubmit: check, send, show the refusal', () => {
  it('sends nothing while the contract refuses the input, and says why in the display language', async () => {
    const { send } = deferredSend();
    const hook = render({ rule: RoomReplyBody.shape.body, send });
    await act(() => hook.current.submit('   '));
    expect(send).not.toHaveBeenCalled();
    expect(hook.current.invalid).toEqual(expect.any(String));
    const japanese = hook.current.invalid;
    await act(() => i18next.changeLanguage('en'));
    await act(() => hook.current.submit('   '));
    expect(hook.current.invalid).not.toBe(japanese);
  });

  it('sends the checked input once however often it is submitted meanwhile, then calls onSent', async () => {
    const { send, calls, resolve } = deferredSend();
    const onSent = vi.fn();
    const hook = render({ rule: RoomReplyBody.shape.body, send, onSent });
    await act(() => hook.current.submit(''));
    expect(hook.current.invalid).not.toBeNull();
    let first!: Promise<void>;
    act(() => {
      first = hook.current.submit('答えです');
    });
    expect(hook.current.pending).toBe(true);
    expect(hook.current.invalid).toBeNull();
    await act(() => hook.current.submit('答えです'));
    expect(calls).toEqual(['答えです']);
    await act(async () => {
      resolve();
      await first;
    });
    expect([hook.current.pending, onSent.mock.calls.length, hook.current.error]).toEqual([false, 1, null]);
  });

  it('keeps a refusal in place, unless takeRefusal takes it; the next send clears it', async () => {
    const { send, reject, resolve } = deferredSend();
    const onSent = vi.fn();
    const onRefused = vi.fn();
    const conflict = new ApiError(409, 'ほかの講師が判定しました。');
    const takeRefusal = (error: unknown) => error === conflict;
    const hook = render({ send, onSent, takeRefusal, onRefused });

    const refused = new ApiError(400, '本文が長すぎます。');
    await act(async () => {
      const sending = hook.current.submit('a');
      reject(refused);
      await sending;
    });
    expect([hook.current.error, onSent.mock.calls.length, onRefused.mock.calls.length]).toEqual([refused, 0, 0]);

    await act(async () => {
      const sending = hook.current.submit('b');
      reject(conflict);
      await sending;
    });
    expect([hook.current.error, onRefused.mock.calls.length]).toEqual([null, 1]);

    await act(async () => {
      const sending = hook.current.submit('c');
      reject(refused);
      await sending;
    });
    act(() => hook.current.reset());
    expect(hook.current.error).toBeNull();
    await act(async () => {
      const sending = hook.current.submit('d');
      resolve();
      await sending;
    });
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});
