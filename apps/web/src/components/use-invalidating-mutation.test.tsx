import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, CREATE_RETRY_DELAYS_MS } from '../lib/api-client.ts';
import { reportReachable, resetConnectionStatusForTests } from '../lib/connection-status.ts';
import { sameSubmit, useInvalidatingMutation } from './use-invalidating-mutation.ts';

/** The key of a submit (decision 029): fresh per submit; kept when the same values are submitted again after an outage. */
describe('useInvalidatingMutation and Idempotency-Key', () => {
  let keys: Array<string | null>;
  let serverUp: boolean;
  beforeEach(() => {
    keys = [];
    serverUp = true;
    resetConnectionStatusForTests(() => Promise.resolve(true));
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return serverUp ? Promise.resolve(Response.json({ id: keys.length }, { status: 201 })) : Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
  });
  afterEach(() => {
    reportReachable();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderCreate() {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return renderHook(() => useInvalidatingMutation((body: { name: string }) => callApi(teacherEndpoints.create, { body }), ['teachers']), { wrapper }).result;
  }

  it('keeps the key when the same values are submitted again after the server could not be reached', async () => {
    vi.useFakeTimers();
    const mutation = renderCreate();
    serverUp = false;
    await act(async () => {
      const failed = mutation.current.mutateAsync({ name: '講師' }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
      expect(await failed).toMatchObject({ status: 0 });
    });
    serverUp = true;
    await act(() => mutation.current.mutateAsync({ name: '講師' }));
    // Each attempt of the first submit and the submit again carry one key.
    expect(keys).toHaveLength(CREATE_RETRY_DELAYS_MS.length + 2);
    expect(new Set(keys).size).toBe(1);

    // After the success, the next submit of the same values is a new create.
    await act(() => mutation.current.mutateAsync({ name: '講師' }));
    expect(keys.at(-1)).not.toBe(keys[0]);
  });

  it('gives other values, and a submit after a refusal, a fresh key', async () => {
    vi.useFakeTimers();
    const mutation = renderCreate();
    serverUp = false;
    await act(async () => {
      const failed = mutation.current.mutateAsync({ name: '講師' }).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
      await failed;
    });
    serverUp = true;
    await act(() => mutation.current.mutateAsync({ name: '別の講師' }));
    expect(keys.at(-1)).not.toBe(keys[0]);
  });

  it('compares submits by value, form data by its entries and files by identity', () => {
    const file = new File(['x'], 'a.png');
    const form = (name: string, attached: File) => {
      const data = new FormData();
      data.append('data', JSON.stringify({ name }));
      data.append('images', attached);
      return data;
    };
    expect(sameSubmit({ id: null, body: { name: 'a', tags: [1, 2] } }, { id: null, body: { name: 'a', tags: [1, 2] } })).toBe(true);
    expect(sameSubmit({ id: null, body: { name: 'a' } }, { id: null, body: { name: 'b' } })).toBe(false);
    expect(sameSubmit({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameSubmit(form('a', file), form('a', file))).toBe(true);
    expect(sameSubmit(form('a', file), form('b', file))).toBe(false);
    expect(sameSubmit(form('a', file), form('a', new File(['x'], 'a.png')))).toBe(false);
  });
});
