import type { MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * How deep a JSON body may nest. No contract nests more than a few levels; a deeper body is an
 * attack on whatever walks it afterwards (the text check, zod, the error's details), each of which
 * recurses once per level (decision 037).
 */
export const JSON_MAX_DEPTH = 64;
/**
 * How many values (keys' values and array items, nested ones included) a JSON body may hold. The
 * largest legitimate bodies hold a few hundred (200 played ranges of a movie, the steps of a
 * curriculum, 200 course ids); a CSV import travels as one string.
 */
export const JSON_MAX_VALUES = 10_000;

export const JSON_TOO_DEEP_MESSAGE = `JSON の入れ子が深すぎます。${JSON_MAX_DEPTH}段までにしてください。`;
export const JSON_TOO_MANY_VALUES_MESSAGE = `JSON の項目が多すぎます。${JSON_MAX_VALUES}個までにしてください。`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const isJsonSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * Why a JSON text is too big to parse, by one pass over its characters (strings skipped with
 * indexOf, so a long text costs little): more than JSON_MAX_DEPTH levels, or more than
 * JSON_MAX_VALUES values. Malformed text passes; the parser that follows refuses it.
 */
export function jsonTextProblem(text: string): string | undefined {
  let depth = 0;
  // The root, then each container's items: one per comma, and its first one when it is not empty.
  let values = 1;
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isJsonSpace(code)) continue;
    if (opened) {
      opened = false;
      if (code !== CLOSE_OBJECT && code !== CLOSE_ARRAY) values++;
    }
    if (code === QUOTE) {
      const end = closingQuote(text, i);
      if (end < 0) return undefined;
      i = end;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > JSON_MAX_DEPTH) return JSON_TOO_DEEP_MESSAGE;
      opened = true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    } else if (code === COMMA) {
      values++;
    } else {
      continue;
    }
    if (values > JSON_MAX_VALUES) return JSON_TOO_MANY_VALUES_MESSAGE;
  }
  return undefined;
}

/** The index of the quote that closes the string opened at `start` (-1 if none): one not escaped by an odd run of backslashes. */
function closingQuote(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/** The same limits for a value already parsed (a multipart part that declared application/json), walked without recursion. */
export function jsonValueProblem(root: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (++values > JSON_MAX_VALUES) return JSON_TOO_MANY_VALUES_MESSAGE;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > JSON_MAX_DEPTH) return JSON_TOO_DEEP_MESSAGE;
    for (const item of Array.isArray(value) ? value : Object.values(value)) pending.push({ value: item, depth: depth + 1 });
  }
  return undefined;
}

/**
 * Every `application/json` body is measured before it is parsed (400 beyond the limits), then parsed
 * as Fastify does by default (`__proto__` and `constructor.prototype` keys refused).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonTextProblem(text);
    if (problem) return done(badRequest(problem), undefined);
    void parse(request, text, done);
  });
}

export const DATA_PART_UNREADABLE_MESSAGE = 'data の JSON を読み取れませんでした。';
export const DATA_PART_REPEATED_MESSAGE = 'data が2つ以上送られました。data は1つだけ送ってください。';
export const DATA_PART_TOO_LARGE_MESSAGE = 'data が大きすぎます。本文を短くしてからもう一度お試しください。';

/**
 * The JSON `data` part of a multipart body (a room message, a notice with images), read the same
 * way everywhere: measured before it is parsed, as a JSON body is; whether or not the part declares
 * `Content-Type: application/json` (then @fastify/multipart has parsed it already, and the parsed
 * value is measured instead); and only once: a second `data` part is refused rather than one of them
 * silently winning. `read` takes each `data` part; `value` is what was read (undefined if none came).
 */
export function createDataPartReader(): { read(part: MultipartValue): void; readonly value: unknown } {
  let received = false;
  let value: unknown;
  return {
    read(part) {
      if (received) throw badRequest(DATA_PART_REPEATED_MESSAGE);
      received = true;
      if (part.valueTruncated) throw badRequest(DATA_PART_TOO_LARGE_MESSAGE);
      if (part.mimetype === 'application/json' && typeof part.value !== 'string') {
        const problem = jsonValueProblem(part.value);
        if (problem) throw badRequest(problem);
        value = part.value;
        return;
      }
      const text = String(part.value);
      const problem = jsonTextProblem(text);
      if (problem) throw badRequest(problem);
      try {
        value = JSON.parse(text);
      } catch {
        throw badRequest(DATA_PART_UNREADABLE_MESSAGE);
      }
    },
    get value() {
      return value;
    },
  };
}
