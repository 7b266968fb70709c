import { z } from 'zod';

export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  /** Field → [before, after] of the fields that changed. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  /**
   * The names of the records the values point at, by kind and id (`{ curriculum: { "10": "HTML基礎" } }`),
   * so the history names them instead of showing numbers; an id without a name was deleted since.
   */
  names: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
