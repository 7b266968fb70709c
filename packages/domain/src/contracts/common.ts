import { z } from 'zod';

/** Error body of every failed call (DESIGN §3). `details` maps a field to its message. */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const IdName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdName>;

export const AutocompleteQuery = z.object({ q: z.string().max(100).optional() });
export type AutocompleteQuery = z.infer<typeof AutocompleteQuery>;

export const AUTOCOMPLETE_LIMIT = 20;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
