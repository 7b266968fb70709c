import { z } from 'zod';
import { StaffAbilities } from '../abilities/staff.ts';
import { idSchema, idParamSchema } from './common.ts';
import { EMPLOYMENT_TYPE, MAIN_ROLE_VALUES, ROLE_TYPE } from '../enums/staff.ts';
import { ListQuery, QueryBoolean } from './lists.ts';

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
  name_kana: optionalText(100),
  email: z
    .string({ message: 'メールアドレスを入力してください。' })
    .trim()
    .pipe(z.email({ message: 'メールアドレスの形式が正しくありません。' }).max(254)),
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
