import { z } from 'zod';
import { CompanyUserAbilities } from './companies.ts';
import { idSchema } from './common.ts';
import { EmailAddress, OptionalKana } from './fields.ts';

const NAME_MAX = 100;

const CompanyUserName = z
  .string()
  .trim()
  .min(1, { message: '氏名を入力してください。' })
  .max(NAME_MAX, { message: `氏名は${NAME_MAX}文字以内で入力してください。` });

const CompanyUserNameKana = OptionalKana(NAME_MAX);

const CompanyUserEmail = EmailAddress;

/** A new company user has no password: they set one from the invitation mail. */
export const CreateCompanyUserBody = z.object({
  company_id: idSchema('会社を選択してください。'),
  name: CompanyUserName,
  name_kana: CompanyUserNameKana,
  email: CompanyUserEmail,
});
export type CreateCompanyUserBodyInput = z.input<typeof CreateCompanyUserBody>;
export type CreateCompanyUserBody = z.infer<typeof CreateCompanyUserBody>;

/** The editable fields; a user stays in their company. `active: false` deactivates and signs them out. */
export const UpdateCompanyUserBody = z.object({
  name: CompanyUserName,
  name_kana: CompanyUserNameKana,
  email: CompanyUserEmail,
  active: z.boolean(),
});
export type UpdateCompanyUserBodyInput = z.input<typeof UpdateCompanyUserBody>;
export type UpdateCompanyUserBody = z.infer<typeof UpdateCompanyUserBody>;

export const CompanyUserItem = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  name_kana: z.string().nullable(),
  email: z.string(),
  active: z.boolean(),
  /** False until the user sets a password from the invitation: the invitation is still pending. */
  password_set: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with this user. */
  abilities: CompanyUserAbilities,
});
export type CompanyUserItem = z.infer<typeof CompanyUserItem>;

/** A colleague as the company portal lists them. */
export const CompanyAdministratorItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  email: z.string(),
  active: z.boolean(),
});
export type CompanyAdministratorItem = z.infer<typeof CompanyAdministratorItem>;
