import { searchOf, pathOf, type EndpointDefinition, type EndpointInput, type EndpointOutput } from '@manabiya/domain/endpoints/define-endpoint';
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

async function readResponse<T>(request: Promise<Response>): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Headers of every call: JSON answers, in the language the user chose (the server's messages follow it). */
function headersOf(json: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (i18next.language) headers['Accept-Language'] = i18next.language;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The input may be left out when nothing in it is required (no path parameter, no body). */
type CallArguments<E extends EndpointDefinition> = Record<never, never> extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

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
  return readResponse<EndpointOutput<E>>(
    fetch(url, { method: endpoint.method, headers: headersOf(given.form === undefined && given.body !== undefined), credentials: 'same-origin', body }),
  );
}
