import { z } from 'zod';
import { OptionalDateText } from './fields.ts';
import { idSchema, idParamSchema } from './common.ts';
import { ListQuery, listResponseOf, QueryBoolean } from './lists.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

// What the caller may do with one row: the service refuses with the same rules, the UI offers only what is allowed (docs/decisions/022).
/** What the caller may do with one company; the UI offers exactly these actions. */
export const CompanyAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type CompanyAbilities = z.infer<typeof CompanyAbilities>;

/** The head counts a company's delete depends on. */
export interface CompanyMembers {
  student_count: number;
  company_user_count: number;
}

/** A company can go only while nobody belongs to it: its students and users would lose their company. */
export function isCompanyDeletable(members: CompanyMembers): boolean {
  return members.student_count === 0 && members.company_user_count === 0;
}

/** Why a company's delete is refused: the caller's level, or people who still belong to it (the web shows this reason). */
export type CompanyDeleteRefusal = 'forbidden' | 'has_members';

export function companyDeleteRefusal(permissions: SectionPermissions | null | undefined, company: CompanyMembers): CompanyDeleteRefusal | undefined {
  if (!can(permissions, 'company', 'all')) return 'forbidden';
  return isCompanyDeletable(company) ? undefined : 'has_members';
}

export function companyAbilities(permissions: SectionPermissions | null | undefined, company: CompanyMembers): CompanyAbilities {
  return { edit: can(permissions, 'company', 'write'), delete: companyDeleteRefusal(permissions, company) === undefined };
}

/** What the caller may do with one company user (section company_detail). */
export const CompanyUserAbilities = z.object({
  edit: z.boolean(),
  activate: z.boolean(),
  deactivate: z.boolean(),
  /** Mail the invitation again: only while it is pending (no password set) and the user is active. */
  reinvite: z.boolean(),
  /** Mail a password-reset link: an active user who has set a password. */
  send_reset_mail: z.boolean(),
  end_sessions: z.boolean(),
  delete: z.boolean(),
});
export type CompanyUserAbilities = z.infer<typeof CompanyUserAbilities>;

/** The account state the company-user rules depend on. */
export interface CompanyUserState {
  active: boolean;
  /** False while the invitation is pending. */
  password_set: boolean;
}

/** One click must not erase an account someone signs in with: only a deactivated or never signed-up user goes. */
export function isCompanyUserDeletable(user: CompanyUserState): boolean {
  return !user.active || !user.password_set;
}

/** An invitation is sent again only while it is pending, and never to a deactivated user. */
export function isCompanyUserInvitable(user: CompanyUserState): boolean {
  return user.active && !user.password_set;
}

export function companyUserAbilities(permissions: SectionPermissions | null | undefined, user: CompanyUserState): CompanyUserAbilities {
  const write = can(permissions, 'company_detail', 'write');
  const all = can(permissions, 'company_detail', 'all');
  return {
    edit: write,
    activate: write && !user.active,
    deactivate: write && user.active,
    reinvite: write && isCompanyUserInvitable(user),
    send_reset_mail: write && user.active && user.password_set,
    end_sessions: all,
    delete: all && isCompanyUserDeletable(user),
  };
}

const NAME_MAX = 200;
const TEXT_MAX = 500;

/** A free-text form field: blank means "not set", so the web can send what the input holds. */
function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, { message: `${label}は${max}文字以内で入力してください。` })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}


/** Create and update take the same fields (PUT replaces the editable fields as a whole). */
export const CompanyBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: '会社名を入力してください。' })
      .max(NAME_MAX, { message: `会社名は${NAME_MAX}文字以内で入力してください。` }),
    name_kana: optionalText(NAME_MAX, '会社名（カナ）'),
    address: optionalText(TEXT_MAX, '住所'),
    phone: z
      .string()
      .trim()
      .max(20, { message: '電話番号は20文字以内で入力してください。' })
      .regex(/^[0-9+\-() ]*$/, { message: '電話番号は半角数字とハイフンで入力してください（例: 03-1234-5678）。' })
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    contact_person: optionalText(100, '先方担当者'),
    sales_owner_id: idSchema().nullable().optional(),
    has_consulting_flg: z.boolean().default(false),
    student_invoice_enabled: z.boolean().default(false),
    contract_start: OptionalDateText,
    contract_end: OptionalDateText,
  })
  .refine((body) => !body.contract_start || !body.contract_end || body.contract_end >= body.contract_start, {
    path: ['contract_end'],
    message: '契約終了日は契約開始日以降の日付を入力してください。',
  });
export type CompanyBodyInput = z.input<typeof CompanyBody>;
export type CompanyBody = z.infer<typeof CompanyBody>;

export const CreateCompanyBody = CompanyBody;
export type CreateCompanyBody = z.infer<typeof CreateCompanyBody>;
export const UpdateCompanyBody = CompanyBody;
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBody>;

/** A company as lists and the detail page show it: its fields, the sales owner's name, head counts. */
export const CompanyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  contact_person: z.string().nullable(),
  sales_owner_id: z.number().int().nullable(),
  sales_owner_name: z.string().nullable(),
  has_consulting_flg: z.boolean(),
  student_invoice_enabled: z.boolean(),
  contract_start: z.string().nullable(),
  contract_end: z.string().nullable(),
  company_user_count: z.number().int(),
  student_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with this company. */
  abilities: CompanyAbilities,
});
export type CompanyItem = z.infer<typeof CompanyItem>;

export const CompanyDetail = CompanyItem;
export type CompanyDetail = z.infer<typeof CompanyDetail>;

export const COMPANY_SORT_KEYS = [
  'id',
  'name',
  'name_kana',
  'sales_owner_name',
  'contract_start',
  'contract_end',
  'company_user_count',
  'student_count',
  'created_at',
] as const;

export const CompanyListQuery = ListQuery.extend({
  sort: z.enum(COMPANY_SORT_KEYS).optional(),
  /** Matches name or kana. */
  q: z.string().trim().max(100).optional(),
  has_consulting_flg: QueryBoolean.optional(),
  student_invoice_enabled: QueryBoolean.optional(),
  sales_owner_id: idParamSchema().optional(),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;
/** The filters of the list without paging: what the CSV export takes. */
export const CompanyCsvQuery = CompanyListQuery.omit({ page: true, page_size: true });
export type CompanyCsvQuery = z.infer<typeof CompanyCsvQuery>;

export const CompanyListResponse = listResponseOf(CompanyItem);
export type CompanyListResponse = z.infer<typeof CompanyListResponse>;

/** A student as the company detail page lists them. */
export const CompanyStudentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  email: z.string(),
  status: z.number().int(),
  grade: z.string().nullable(),
  start_date: z.string().nullable(),
});
export type CompanyStudentItem = z.infer<typeof CompanyStudentItem>;

export const COMPANY_STUDENT_SORT_KEYS = ['id', 'name', 'name_kana', 'email', 'status', 'grade', 'start_date'] as const;
export type CompanyStudentSortKey = (typeof COMPANY_STUDENT_SORT_KEYS)[number];

export const CompanyStudentListQuery = ListQuery.extend({
  sort: z.enum(COMPANY_STUDENT_SORT_KEYS).optional(),
  /** Matches name, kana or email. */
  q: z.string().trim().max(100).optional(),
});
export type CompanyStudentListQuery = z.infer<typeof CompanyStudentListQuery>;

export const CompanyStudentListResponse = listResponseOf(CompanyStudentItem);
export type CompanyStudentListResponse = z.infer<typeof CompanyStudentListResponse>;
