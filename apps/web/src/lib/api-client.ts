import { ApiError } from './api-error.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) {
    const payload = await readErrorPayload(response);
    throw new ApiError(response.status, typeof payload.message === 'string' ? payload.message : '', {
      details: readDetails(payload.details),
      code: typeof payload.code === 'string' ? payload.code : undefined,
    });
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * Calls the API of the same origin. The session travels in the HttpOnly cookie the server set at
 * login, so the web never sees or stores the token itself.
 */
export function requestApi<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return readResponse<T>(
    fetch(`/api${path}`, { method, headers, credentials: 'same-origin', body: body === undefined ? null : JSON.stringify(body) }),
  );
}

/**
 * `requestApi` with a multipart body (file uploads). No Content-Type header: the browser sets
 * `multipart/form-data` with its boundary.
 */
export function requestFormApi<T>(method: Method, path: string, formData: FormData): Promise<T> {
  return readResponse<T>(fetch(`/api${path}`, { method, headers: { Accept: 'application/json' }, credentials: 'same-origin', body: formData }));
}

export const getApi = <T>(path: string): Promise<T> => requestApi<T>('GET', path);
export const postApi = <T>(path: string, body?: unknown): Promise<T> => requestApi<T>('POST', path, body);
