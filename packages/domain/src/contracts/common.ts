import { z } from 'zod';

/** Error body of every failed call (DESIGN §3). `details` maps a field to its message. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A message the server writes for the reader in a successful answer (a confirmation, why an action
 * is not possible now). Written in Japanese like an error's, and answered in the request's language
 * the same way (Accept-Language; docs/decisions/020, 044): the server translates every field of a
 * response declared with this schema, so a plain `z.string()` there would stay Japanese.
 */
export const ServerMessage = z.string().meta({ description: "A message for the reader, in the request's language (Accept-Language)." });

/** PostgreSQL's integer range: a larger id is a client's mistake (400), not a server error. */
export const MAX_ID = 2_147_483_647;
const ID_MESSAGE = 'id は 1 から 2147483647 までの整数で指定してください。';

/** An id in a JSON body. */
export const idSchema = (message = ID_MESSAGE) => z.number({ message }).int({ message }).positive({ message }).max(MAX_ID, { message });
/**
 * An id as a path or query string writes it: decimal digits, no sign, no leading zero, no point or
 * exponent. Number() alone would read `0x10` as 16 and `1.0` or ` 1` as 1, so one row would answer
 * to many spellings; those are refused (400) like any other text that is no id (decision 037).
 */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;
const canonicalIdOrNaN = (value: unknown) => {
  if (value === undefined || typeof value === 'number') return value;
  return typeof value === 'string' && CANONICAL_ID.test(value) ? value : Number.NaN;
};
/** An id in a path or query string (canonical decimal text, then a number; a number as given). */
export const idParamSchema = (message = ID_MESSAGE) =>
  z.preprocess(canonicalIdOrNaN, z.coerce.number({ message }).int({ message }).positive({ message }).max(MAX_ID, { message }));

export const IdName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdName>;

export const AutocompleteQuery = z.object({ q: z.string().max(100).optional() });
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

export const AUTOCOMPLETE_LIMIT = 20;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
