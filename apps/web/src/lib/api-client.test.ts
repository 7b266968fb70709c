import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, callApiPage, CREATE_RETRY_DELAYS_MS, withIdempotencyKey } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { reportReachable, resetConnectionStatusForTests } from './connection-status.ts';

/** Idempotency-Key on creates (decision 029): one per call, the same on the client's own retries. */
describe('callApi and Idempotency-Key', () => {
  let sent: Array<{ url: string; method: string; key: string | null }>;
  let answers: Array<() => Promise<Response>>;
  beforeEach(() => {
    sent = [];
    answers = [];
    resetConnectionStatusForTests(() => Promise.resolve(true));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({ url, method: String(init.method), key: new Headers(init.headers).get('Idempotency-Key') });
        const answer = answers.shift();
        return answer ? answer() : Promise.resolve(Response.json({ id: sent.length }, { status: 201 }));
      }),
    );
  });
  afterEach(() => {
    reportReachable();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const created = () => Promise.resolve(Response.json({ id: 7 }, { status: 201 }));
  const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));
  const gatewayTimeout = () => Promise.resolve(new Response('<html>504</html>', { status: 504 }));

  it('sends a fresh key with each create, and none with other calls', async () => {
    await callApi(teacherEndpoints.create, { body: { name: '講師' } });
    await callApi(teacherEndpoints.create, { body: { name: '講師' } });
    answers.push(() => Promise.resolve(Response.json({ id: 1 })));
    await callApi(teacherEndpoints.update, { params: { id: 1 }, body: { name: '講師' } });
    expect(sent.map((call) => call.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    expect(sent[2]!.key).toBeNull();
  });

  it('sends the create again with the same key when the server could not be reached, and answers what the retry got', async () => {
    vi.useFakeTimers();
    answers.push(networkDown, gatewayTimeout, created);
    const call = callApi(teacherEndpoints.create, { body: { name: '講師' } });
    await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS[0]!);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS[1]!);
    await expect(call).resolves.toEqual({ id: 7 });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((attempt) => attempt.key)).size).toBe(1);
  });

  it('gives up after its retries, and never repeats a create the server refused', async () => {
    vi.useFakeTimers();
    answers.push(networkDown, networkDown, networkDown);
    const unreachable = callApi(teacherEndpoints.create, { body: { name: '講師' } });
    const settled = expect(unreachable).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0));
    await settled;
    expect(sent).toHaveLength(1 + CREATE_RETRY_DELAYS_MS.length);

    sent = [];
    answers.push(() => Promise.resolve(Response.json({ message: '入力内容に誤りがあります。', code: 'validation' }, { status: 400 })));
    await expect(callApi(teacherEndpoints.create, { body: { name: '' } })).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
  });

  it('uses the key of the submit for its first create', async () => {
    await withIdempotencyKey('submit-key-1', () => callApi(teacherEndpoints.create, { body: { name: '講師' } }));
    await withIdempotencyKey('submit-key-1', async () => {
      await callApi(teacherEndpoints.create, { body: { name: '講師' } });
      // A second create in the same submit is another create: its own key.
      await callApi(teacherEndpoints.create, { body: { name: '別の講師' } });
    });
    expect(sent.map((call) => call.key)).toEqual(['submit-key-1', 'submit-key-1', expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });
});

/** A list answered as the spec's array, a page at a time, with its total in X-Total-Count (decision 031). */
describe('callApiPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (response: Response) => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(response));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('gives the array as the items and the header as the total', async () => {
    const fetchMock = answering(Response.json([{ id: 3 }, { id: 2 }], { headers: { 'X-Total-Count': '41' } }));
    await expect(callApiPage(informationEndpoints.companyList, { params: { company_id: 5 }, query: { page: 1, page_size: 2 } })).resolves.toEqual({
      items: [{ id: 3 }, { id: 2 }],
      total: 41,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/company/informations/5?page=1&page_size=2');
  });

  it('fails when the total is missing rather than guess it, and throws the server’s refusal as an ApiError', async () => {
    answering(Response.json([]));
    await expect(callApiPage(informationEndpoints.studentList)).rejects.toThrow('X-Total-Count');
    answering(Response.json({ message: '会社が見つかりません。' }, { status: 404 }));
    await expect(callApiPage(informationEndpoints.studentList)).rejects.toMatchObject({ status: 404, message: '会社が見つかりません。' });
  });
});
