import {
  IDEMPOTENCY_KEY_HEADER,
  TOTAL_COUNT_HEADER,
  pathOf,
  searchOf,
  takesIdempotencyKey,
  urlOf,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
} from '@manabiya/domain/endpoints/define-endpoint';
import i18next from 'i18next';
import { ApiError, isServerUnreachable } from './api-error.ts';
import { reportReachable, reportUnreachable } from './connection-status.ts';

interface ErrorPayload {
  message?: unknown;
  code?: unknown;
  details?: unknown;
}

function readDetails(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

async function readErrorPayload(response: Response): Promise<ErrorPayload> {
  try {
    const payload: unknown = await response.json();
    return typeof payload === 'object' && payload !== null ? payload : {};
  } catch {
    // A proxy's HTML error page or an empty body: the UI falls back to the generic message.
    return {};
  }
}

/** The response of a call that succeeded; a failure (no answer, or an error status) is thrown as an ApiError. */
async function receive(request: Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    // A request the page itself aborted says nothing about the server.
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportUnreachable();
    throw new ApiError(0, '');
  }
  if (!response.ok) {
    const payload = await readErrorPayload(response);
    const error = new ApiError(response.status, typeof payload.message === 'string' ? payload.message : '', {
      details: readDetails(payload.details),
      code: typeof payload.code === 'string' ? payload.code : undefined,
    });
    // Every answer tells whether the server is there: the connection banner follows them.
    if (isServerUnreachable(error)) reportUnreachable();
    else reportReachable();
    throw error;
  }
  reportReachable();
  return response;
}

/** The JSON of a successful answer (nothing for 204 or an empty body). */
async function bodyOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

const readResponse = async <T>(request: Promise<Response>): Promise<T> => bodyOf<T>(await receive(request));

/** Headers of every call: JSON answers, in the language the user chose (the server's messages follow it). */
function headersOf(json: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (i18next.language) headers['Accept-Language'] = i18next.language;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The input may be left out when nothing in it is required (no path parameter, no body). */
type CallArguments<E extends EndpointDefinition> = Record<never, never> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** A random key for one attempt of a create (crypto.getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let submitKey: string | undefined;

/**
 * Runs `call` with `key` as the Idempotency-Key of the first create it calls synchronously (the
 * mutation hook's submit: the same key again when the user submits the same form after an outage).
 */
export function withIdempotencyKey<T>(key: string, call: () => T): T {
  const outer = submitKey;
  submitKey = key;
  try {
    return call();
  } finally {
    submitKey = outer;
  }
}

/** The waits before a create is sent again after the server could not be reached (same key each time). */
export const CREATE_RETRY_DELAYS_MS = [1_000, 3_000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A create (an endpoint that takes an Idempotency-Key, decision 029) goes with a key — the submit's,
 * or a fresh one per call — and is sent again with the same key when the server could not be
 * reached (network down, a gateway's 502/503/504): the server answers a repeat with the first
 * result, so a create that was saved although its answer was lost is not made twice.
 */
async function sendCreate<T>(send: (headers: Record<string, string>) => Promise<Response>, key: string): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await readResponse<T>(send({ [IDEMPOTENCY_KEY_HEADER]: key }));
    } catch (error) {
      const delay = CREATE_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isServerUnreachable(error)) throw error;
      await wait(delay);
    }
  }
}

/**
 * Calls one endpoint of the API of the same origin, typed by its definition in
 * `@manabiya/domain/endpoints`: the path is filled from `params`, the query from `query`, and
 * the answer has the endpoint's response type. The session travels in the HttpOnly cookie the
 * server set at login, so the web never sees or stores the token itself.
 */
export function callApi<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArguments<E>): Promise<EndpointOutput<E>> {
  const given = (input ?? {}) as { params?: object; query?: Parameters<typeof searchOf>[0]; body?: unknown; form?: FormData };
  const url = `${pathOf(endpoint, given.params)}${searchOf(given.query)}`;
  const body = given.form ?? (given.body === undefined ? null : JSON.stringify(given.body));
  const headers = headersOf(given.form === undefined && given.body !== undefined);
  const send = (extra: Record<string, string> = {}) =>
    fetch(url, { method: endpoint.method, headers: { ...headers, ...extra }, credentials: 'same-origin', body });
  if (!takesIdempotencyKey(endpoint)) return readResponse<EndpointOutput<E>>(send());
  // The submit's key goes to its first create only.
  const key = submitKey ?? newIdempotencyKey();
  submitKey = undefined;
  return sendCreate<EndpointOutput<E>>(send, key);
}

/** One page of a list answered as an array, with the total of the whole list from its `X-Total-Count` header. */
export interface CalledPage<E extends EndpointDefinition> {
  items: EndpointOutput<E>;
  total: number;
}

/**
 * Calls a list endpoint that answers one page as an array and its total in `X-Total-Count`
 * (`totalCountHeader` in its definition, e.g. the reader notices of spec §7): the items and the total.
 */
export async function callApiPage<E extends EndpointDefinition & { method: 'GET'; totalCountHeader: true }>(
  endpoint: E,
  ...[input]: CallArguments<E>
): Promise<CalledPage<E>> {
  const url = urlOf(endpoint, input ?? {});
  const response = await receive(fetch(url, { method: 'GET', headers: headersOf(false), credentials: 'same-origin' }));
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  if (!Number.isInteger(total)) throw new Error(`${endpoint.path}: the answer has no ${TOTAL_COUNT_HEADER} header`);
  return { items: await bodyOf<EndpointOutput<E>>(response), total };
}
