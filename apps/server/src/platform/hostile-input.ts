import { validatorCompiler } from '@fastify/type-provider-zod';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { englishIssuesOf, validationFailed } from './errors.ts';

/**
 * Control characters (C0 but tab, LF and CR; DEL) and lone surrogates. PostgreSQL cannot store NUL
 * in text, and nothing a person types contains the rest; multi-line text keeps its line breaks.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE = '制御文字など、入力できない文字が含まれています。取り除いてからもう一度お試しください。';

/** The path of the first string (value or key) holding an unsafe character, if any. */
export function findUnsafeText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return UNSAFE_TEXT.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSAFE_TEXT.test(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Every contract refuses unsafe text (docs/decisions/016): one check in front of the zod validator of
 * each route's params, query string and body, so no field has to remember it.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  return (data) => {
    const unsafe = findUnsafeText(data);
    return unsafe ? { error: [schemaValidationIssue(unsafe, UNSAFE_TEXT_MESSAGE)] } : validate(data);
  };
};

/** One issue in the shape @fastify/type-provider-zod gives its own, so the error handler answers both alike. */
function schemaValidationIssue(path: PropertyKey[], message: string) {
  const pointer = `/${path.map(String).join('/')}`;
  return { [Symbol.for('ZodFastifySchemaValidationError')]: true, keyword: 'custom', instancePath: pointer, schemaPath: `#${pointer}/custom`, message, params: {} };
}

/** Refuses (400, the field named) a value read by hand, such as a multipart file name, that holds unsafe text. */
export function refuseUnsafeText(value: unknown, path: PropertyKey[] = []): void {
  const unsafe = findUnsafeText(value, path);
  if (unsafe) throw validationFailed([{ path: unsafe, message: UNSAFE_TEXT_MESSAGE }]);
}

/** The same rules for a body read by hand (a multipart part's JSON): unsafe text, then the contract. */
export function parseContract<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  refuseUnsafeText(raw);
  const parsed = schema.safeParse(raw);
  // Both renderings now: the answer picks by the request's language (zod messages are made when parsing).
  if (!parsed.success) throw validationFailed(parsed.error.issues, englishIssuesOf(schema, raw));
  return parsed.data;
}
