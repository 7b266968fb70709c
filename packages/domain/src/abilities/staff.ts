import { z } from 'zod';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

/** What the caller may do with one staff member; the UI offers exactly these actions. */
export const StaffAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  deactivate: z.boolean(),
  activate: z.boolean(),
  /** Mail the invitation again: only while it is pending (no password set) on an active account. */
  reinvite: z.boolean(),
  end_sessions: z.boolean(),
  /** Give a permission role or an admin-group main role (decision 015). */
  change_role: z.boolean(),
  /** Change the sign-in address (one's own with write, anybody's with all). */
  change_email: z.boolean(),
});
export type StaffAbilities = z.infer<typeof StaffAbilities>;
export type StaffAction = keyof StaffAbilities;

/** The staff member acting. */
export interface StaffActor {
  id: number;
  permissions: SectionPermissions | null | undefined;
}

/** What the rules need to know of the member acted on. */
export interface StaffRowState {
  id: number;
  active: boolean;
  password_set: boolean;
  /** The only active staff member with full role_management access: nobody could fix roles without them. */
  last_role_manager: boolean;
}

/** Why an action is refused, so the server can answer with its own status and message. */
export type StaffRefusal = 'forbidden' | 'self' | 'inactive' | 'active' | 'password_set' | 'last_role_manager';

/**
 * The one rule of what may be done to a staff member: the list's abilities come from it and the
 * service refuses with it. Reasons are checked in the order the service has always answered them.
 */
export function staffRefusal(action: StaffAction, actor: StaffActor, row: StaffRowState): StaffRefusal | undefined {
  const self = actor.id === row.id;
  const may = (access: 'write' | 'all') => can(actor.permissions, 'admins', access);
  switch (action) {
    case 'edit':
      return may('write') ? undefined : 'forbidden';
    case 'delete':
      if (!may('all')) return 'forbidden';
      if (self) return 'self';
      return row.last_role_manager ? 'last_role_manager' : undefined;
    case 'deactivate':
      if (!may('write')) return 'forbidden';
      if (self) return 'self';
      if (!row.active) return 'inactive';
      return row.last_role_manager ? 'last_role_manager' : undefined;
    case 'activate':
      if (!may('write')) return 'forbidden';
      return row.active ? 'active' : undefined;
    case 'reinvite':
      if (!may('write')) return 'forbidden';
      if (!row.active) return 'inactive';
      return row.password_set ? 'password_set' : undefined;
    case 'end_sessions':
      return may('all') ? undefined : 'forbidden';
    case 'change_role':
      // Nobody edits their own role; only a role manager gives one.
      if (!may('write')) return 'forbidden';
      if (self) return 'self';
      return can(actor.permissions, 'role_management', 'all') ? undefined : 'forbidden';
    case 'change_email':
      if (!may('write')) return 'forbidden';
      return self || may('all') ? undefined : 'forbidden';
  }
}

const ACTIONS = Object.keys(StaffAbilities.shape) as StaffAction[];

export function staffAbilities(actor: StaffActor, row: StaffRowState): StaffAbilities {
  return Object.fromEntries(ACTIONS.map((action) => [action, staffRefusal(action, actor, row) === undefined])) as StaffAbilities;
}
