import { ServerMessage } from '@manabiya/domain/contracts/common';
import { translateMessage, type MessageLanguage } from '@manabiya/domain/messages/translate-message';
import { z } from 'zod';

/** Where a response schema holds a ServerMessage: object keys, and `[]` for every element of an array. */
type Step = string | typeof EACH;
const EACH = Symbol('each');

/** The schema inside the wrappers that do not change where a value sits (nullable, optional, default, readonly). */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodNullable || current instanceof z.ZodOptional || current instanceof z.ZodReadonly) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
    else return current;
  }
}

function pathsOf(schema: z.ZodType, prefix: Step[], found: Step[][], depth: number): void {
  if (schema === ServerMessage) {
    found.push(prefix);
    return;
  }
  // Answers are a few levels deep; a recursive schema (a tree) is not walked without end.
  if (depth > 8) return;
  const inner = unwrapped(schema);
  if (inner === ServerMessage) found.push(prefix);
  else if (inner instanceof z.ZodObject) for (const [key, value] of Object.entries(inner.shape)) pathsOf(value as z.ZodType, [...prefix, key], found, depth + 1);
  else if (inner instanceof z.ZodArray) pathsOf(inner.element as z.ZodType, [...prefix, EACH], found, depth + 1);
  else if (inner instanceof z.ZodUnion) for (const option of inner.options) pathsOf(option as z.ZodType, prefix, found, depth + 1);
}

/** The places of a response schema that hold a ServerMessage (exported for its test). */
export function serverMessagePaths(schema: z.ZodType): Step[][] {
  const found: Step[][] = [];
  pathsOf(schema, [], found, 0);
  return found;
}

function translateAt(value: unknown, path: readonly Step[], language: MessageLanguage): unknown {
  if (path.length === 0) return typeof value === 'string' ? translateMessage(value, language) : value;
  const [step, ...rest] = path;
  if (step === EACH) return Array.isArray(value) ? value.map((item) => translateAt(item, rest, language)) : value;
  if (typeof value !== 'object' || value === null || !(step! in value)) return value;
  return { ...value, [step!]: translateAt((value as Record<string, unknown>)[step!], rest, language) };
}

export type AnswerTranslator = <T>(body: T, language: MessageLanguage) => T;

/**
 * The function that puts an answer's ServerMessage fields into the request's language (the server
 * writes them in Japanese, as it does errors: decision 020); undefined when the response has none,
 * so other routes pay nothing. Other strings (names, titles, what people wrote) are left as they are.
 */
export function answerTranslatorOf(response: z.ZodType | undefined): AnswerTranslator | undefined {
  if (!(response instanceof z.ZodType)) return undefined;
  const paths = serverMessagePaths(response);
  if (paths.length === 0) return undefined;
  return <T>(body: T, language: MessageLanguage): T =>
    language === 'ja' ? body : (paths.reduce<unknown>((current, path) => translateAt(current, path, language), body) as T);
}
