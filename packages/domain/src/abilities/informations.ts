import { z } from 'zod';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/** What the caller may do with one notice; the UI offers exactly these actions. */
export const InformationAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type InformationAbilities = z.infer<typeof InformationAbilities>;

/**
 * A notice can be edited or deleted in any state (draft, scheduled, published: an edit of a
 * published one is announced as a change, a delete withdraws it from readers), so only the
 * section level decides: the same `can()` the routes check before their handlers run.
 */
export function informationAbilities(permissions: SectionPermissions | null | undefined): InformationAbilities {
  return { edit: can(permissions, 'information', 'write'), delete: can(permissions, 'information', 'all') };
}
