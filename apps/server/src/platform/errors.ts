import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from '@fastify/type-provider-zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isCheckViolation, isDataException, isForeignKeyViolation, isUniqueViolation } from './database-errors.ts';

/** An error whose status, message and code reach the client as `{ message, code, details? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new HttpError(400, message, 'bad_request', details);
export const unauthorized = (message = 'ログインが必要です。もう一度ログインしてください。') =>
  new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'この操作を行う権限がありません。') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'お探しのデータは見つかりませんでした。') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const tooManyRequests = (message: string) => new HttpError(429, message, 'rate_limited');

/** A 400 naming each invalid field (details: field path → its first message), for schema checks done by hand too. */
export function validationFailed(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message?: string | undefined }>): HttpError {
  const details: Record<string, string> = {};
  for (const issue of issues) details[issue.path.map(String).join('.') || '_'] ??= issue.message ?? '値が正しくありません。';
  const lines = Object.entries(details).map(([field, message]) => `${field}: ${message}`);
  return new HttpError(400, `入力内容に誤りがあります。\n${lines.join('\n')}`, 'validation', details);
}

const INTERNAL_MESSAGE = 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。';

/** One error shape for every failure; details of a 500 stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = validationFailed(error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message })));
      return reply.status(invalid.statusCode).send({ message: invalid.message, code: invalid.code, details: invalid.details });
    }
    const upload = multipartError(error);
    if (upload) {
      request.log.warn({ err: error }, 'multipart body refused');
      return reply.status(upload.statusCode).send({ message: upload.message, code: upload.code });
    }
    const constraint = databaseConstraintError(error);
    if (constraint) {
      request.log.warn({ err: error }, 'database constraint refused a write');
      return reply.status(constraint.statusCode).send({ message: constraint.message, code: constraint.code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'internal' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'internal' });
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type).
    return reply.status(status).send({ message: error.message, code: error.code ?? 'client_error' });
  });
}

/**
 * A multipart body that is not multipart, or that breaks off or is malformed, is the client's
 * mistake. The parser (busboy) throws plain errors for the latter; they are known by their origin.
 */
function multipartError(error: FastifyError): HttpError | undefined {
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'ファイルは multipart/form-data で送ってください。', 'unsupported_media_type');
  }
  if (error.statusCode === undefined && /[\\/]busboy[\\/]/.test(error.stack ?? '')) {
    return new HttpError(400, '送られたファイルのデータを読み取れませんでした。ファイルを選び直してもう一度お試しください。', 'bad_multipart');
  }
  return undefined;
}

/**
 * The database keeps invariants too (unique keys, foreign keys, checks). When two requests race past
 * the service's own checks, its refusal is the client's conflict, not a server error.
 */
function databaseConstraintError(error: unknown): HttpError | undefined {
  if (isUniqueViolation(error)) return new HttpError(409, '同じ内容のデータが既に登録されています。画面を更新して確認してください。', 'conflict');
  if (isForeignKeyViolation(error)) return new HttpError(409, '関連するデータがあるため、この操作はできません。', 'conflict');
  if (isCheckViolation(error)) return new HttpError(400, '入力内容が保存の条件を満たしていません。', 'bad_request');
  if (isDataException(error)) return new HttpError(400, '入力された値を扱えませんでした。値の範囲や使える文字を確かめてください。', 'bad_request');
  return undefined;
}

export function notFoundBody(method: string, url: string) {
  return { message: `${method} ${url.split('?')[0]} は存在しません。`, code: 'not_found' };
}
