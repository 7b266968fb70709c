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
