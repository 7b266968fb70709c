import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './common.ts';

/** Query of every paginated list (DESIGN §3): 0-based page, page_size ≤ 200, one sort column. */
export const ListQuery = z.object({
  // Bounded so that page × page_size stays a valid OFFSET.
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** `{ items, total, page, page_size }` for a given item schema. */
export function listResponseOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
}

export type ListResponse<T> = { items: T[]; total: number; page: number; page_size: number };

/** Query-string booleans arrive as text. */
export const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
