import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from '@fastify/type-provider-zod';
import { translateMessage, type MessageLanguage } from '@manabiya/domain/messages/translate-message';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isCheckViolation, isDataException, isForeignKeyViolation, isUniqueViolation } from './database-errors.ts';
import { requestLanguage } from './request-language.ts';

/**
 * An error whose status, message and code reach the client as `{ message, code, details? }`. The
 * message and details are written in Japanese; the answer translates them into the request's
 * language (docs/decisions/020). `englishDetails`: a validation's zod messages rendered in English.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly details?: Record<string, string>,
    readonly englishDetails?: Record<string, string>,
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

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message?: string | undefined }>;

function detailsOf(issues: Issues): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) details[issue.path.map(String).join('.') || '_'] ??= issue.message ?? '値が正しくありません。';
  return details;
}

function validationMessage(details: Record<string, string>, language: MessageLanguage): string {
  const lines = Object.entries(details).map(([field, message]) => `${field}: ${message}`);
  return `${translateMessage('入力内容に誤りがあります。', language)}\n${lines.join('\n')}`;
}

/**
 * A 400 naming each invalid field (details: field path → its first message), for schema checks done
 * by hand too. `englishIssues`: the same check with zod's own messages in English (englishIssuesOf).
 */
export function validationFailed(issues: Issues, englishIssues?: Issues): HttpError {
  const details = detailsOf(issues);
  return new HttpError(400, validationMessage(details, 'ja'), 'validation', details, englishIssues && detailsOf(englishIssues));
}

const ENGLISH_ZOD = z.locales.en();

/**
 * The issues of `data` against `schema` with zod's own messages in English (a contract's own
 * messages stay as written, for the catalogue); undefined when the schema is not zod's or passes.
 */
export function englishIssuesOf(schema: unknown, data: unknown): Issues | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const result = z.safeDecode(schema, data, { error: ENGLISH_ZOD.localeError });
  return result.success ? undefined : result.error.issues;
}

/** The answer to an HttpError in the request's language: the message and each detail translated. */
function bodyOf(error: HttpError, language: MessageLanguage) {
  if (language === 'ja') return { message: error.message, code: error.code, details: error.details };
  const source = error.englishDetails ?? error.details;
  const details = source && Object.fromEntries(Object.entries(source).map(([field, message]) => [field, translateMessage(message, language)]));
  const message = error.code === 'validation' && details ? validationMessage(details, language) : translateMessage(error.message, language);
  return { message, code: error.code, details };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  return reply.status(error.statusCode).send(bodyOf(error, requestLanguage(request)));
}

/** What a schema validation error checked: the route's schema of that part, and the part as sent. */
function validatedPart(request: FastifyRequest, context: string | undefined): { schema: unknown; data: unknown } | undefined {
  const schemas = request.routeOptions.schema;
  if (context === 'body') return { schema: schemas?.body, data: request.body };
  if (context === 'querystring') return { schema: schemas?.querystring, data: request.query };
  if (context === 'params') return { schema: schemas?.params, data: request.params };
  if (context === 'headers') return { schema: schemas?.headers, data: request.headers };
  return undefined;
}

const INTERNAL_MESSAGE = 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。';

/** One error shape for every failure; details of a 500 stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message }));
      // zod's own messages were rendered in Japanese; English ones come from checking the part again.
      const part = requestLanguage(request) === 'en' ? validatedPart(request, error.validationContext) : undefined;
      return sendError(request, reply, validationFailed(issues, part && englishIssuesOf(part.schema, part.data)));
    }
    const upload = multipartError(error);
    if (upload) {
      request.log.warn({ err: error }, 'multipart body refused');
      return sendError(request, reply, upload);
    }
    const constraint = databaseConstraintError(error);
    if (constraint) {
      request.log.warn({ err: error }, 'database constraint refused a write');
      return sendError(request, reply, constraint);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(request, reply, new HttpError(500, INTERNAL_MESSAGE, 'internal'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, new HttpError(500, INTERNAL_MESSAGE, 'internal'));
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type), in English as Fastify writes them.
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
  // A part declaring application/json is parsed by @fastify/multipart itself, which answers 406 in English when it cannot.
  if (error.code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new HttpError(400, 'application/json として送られた項目を JSON として読み取れませんでした。', 'bad_request');
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
  if (isUniqueViolation(error)) return new HttpError(409, '同じ内容のデータがすでに登録されています。画面を更新して確認してください。', 'conflict');
  if (isForeignKeyViolation(error)) return new HttpError(409, '関連するデータがあるため、この操作はできません。', 'conflict');
  if (isCheckViolation(error)) return new HttpError(400, '入力内容が保存の条件を満たしていません。', 'bad_request');
  if (isDataException(error)) return new HttpError(400, '入力された値を扱えませんでした。値の範囲や使える文字を確かめてください。', 'bad_request');
  return undefined;
}

export function notFoundBody(method: string, url: string, language: MessageLanguage = 'ja') {
  return { message: translateMessage(`${method} ${url.split('?')[0]} は存在しません。`, language), code: 'not_found' };
}
