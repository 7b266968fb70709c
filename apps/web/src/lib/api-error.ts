/** A failed API call: the HTTP status (0 when the network failed) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Readonly<Record<string, string>> | undefined;
  readonly code: string | undefined;

  constructor(status: number, message: string, options: { details?: Record<string, string>; code?: string } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = options.details;
    this.code = options.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the statuses that mean "this session is gone or belongs to another portal". */
export function isSessionRejected(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** What a proxy or load balancer answers when the server behind it is down or does not answer. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * True when the server could not be reached: the network failed (status 0), or a gateway answered
 * for it without the server's JSON error. Such a failure says nothing about the session or the
 * data; the connection banner reconnects. A 503 of our own server carries its message and is a
 * server error, shown as such.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || (GATEWAY_STATUSES.has(error.status) && error.message === '' && error.code === undefined);
}

/**
 * True when a script of the app itself (a lazy page or portal chunk) could not be downloaded: the
 * same outage as an unreachable API, met before any call. Browsers word it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}
