import { z } from 'zod';

export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  /** Field → [before, after] of the fields that changed. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
