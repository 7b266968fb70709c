import { z } from 'zod';

/** Liveness: 200 with `ok`, or 503 when the database does not answer. */
export const Health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });
export type Health = z.infer<typeof Health>;

export const Pong = z.object({ pong: z.literal(true) });
