import { z } from 'zod';
import { idSchema, idParamSchema } from './common.ts';
import { EMPLOYMENT_TYPE, MAIN_ROLE_VALUES, ROLE_TYPE } from '../enums/staff.ts';
import { EmailAddress, OptionalKana } from './fields.ts';
import { ListQuery, QueryBoolean } from './lists.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

// What the caller may do with one row: the service refuses with the same rules, the UI offers only what is allowed (docs/decisions/022).
/** What the caller may do with one staff member; the UI offers exactly these actions. */
export const StaffAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  deactivate: z.boolean(),
  activate: z.boolean(),
  /** Mail the invitation again: only while it is pending (no password set) on an active account. */
  reinvite: z.boolean(),
  /** Mail a password-reset link: an active member who has set a password (the pending invitation is re-sent instead). */
  send_reset_mail: z.boolean(),
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
export type StaffRefusal = 'forbidden' | 'self' | 'inactive' | 'active' | 'password_set' | 'password_not_set' | 'last_role_manager';

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
    case 'send_reset_mail':
      if (!may('write')) return 'forbidden';
      if (!row.active) return 'inactive';
      return row.password_set ? undefined : 'password_not_set';
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

const literalsOf = <T extends number>(values: readonly T[], message: string) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...Array<z.ZodLiteral<T>>], { message });

export const MainRoleSchema = literalsOf(MAIN_ROLE_VALUES, '役割を選んでください。');
export const RoleTypeSchema = literalsOf(Object.values(ROLE_TYPE), 'ロール種別を選んでください。');
export const EmploymentTypeSchema = literalsOf(Object.values(EMPLOYMENT_TYPE), '雇用形態を選んでください。');

/** Optional free text: an empty or blank field means "not set". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${max}文字以内で入力してください。` })
    .nullish()
    .transform((value) => value || null);

export const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label}を入力してください。` })
    .trim()
    .min(1, { message: `${label}を入力してください。` })
    .max(max, { message: `${label}は${max}文字以内で入力してください。` });

/** Create and update (PUT replaces every field) of a staff member; the password is set by the invitee. */
export const StaffBody = z.object({
  name: requiredText(100, '氏名'),
  name_kana: OptionalKana(100),
  email: EmailAddress,
  main_role: MainRoleSchema,
  role_type: RoleTypeSchema.default(ROLE_TYPE.sales_general),
  employment_type: EmploymentTypeSchema.default(EMPLOYMENT_TYPE.employee),
  permission_role_id: idSchema().nullable(),
  active: z.boolean().default(true),
});
export type StaffBody = z.infer<typeof StaffBody>;
export type StaffBodyInput = z.input<typeof StaffBody>;

export const STAFF_SORT_KEYS = ['id', 'name', 'name_kana', 'email', 'main_role', 'permission_role', 'active', 'created_at'] as const;

export const StaffListQuery = ListQuery.extend({
  sort: z.enum(STAFF_SORT_KEYS).optional(),
  /** Part of the name, kana or email. */
  q: z.string().trim().max(100).optional(),
  main_role: z.coerce.number().pipe(MainRoleSchema).optional(),
  permission_role_id: idParamSchema().optional(),
  active: QueryBoolean.optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;

export const StaffItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  email: z.string(),
  main_role: z.number().int(),
  role_type: z.number().int(),
  employment_type: z.number().int(),
  permission_role_id: z.number().int().nullable(),
  permission_role_name: z.string().nullable(),
  active: z.boolean(),
  /** False while the invitee has not set a password yet (invitation pending). */
  password_set: z.boolean(),
  /** The linked teacher profile, if any. */
  teacher_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with this member (edit, delete, deactivate, reinvite, …). */
  abilities: StaffAbilities,
});
export type StaffItem = z.infer<typeof StaffItem>;

export const IdParams = z.object({ id: idParamSchema() });
export type IdParams = z.infer<typeof IdParams>;
