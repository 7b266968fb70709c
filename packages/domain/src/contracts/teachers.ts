import { z } from 'zod';
import { idSchema } from './common.ts';
import { ListQuery } from './lists.ts';
import { optionalText, requiredText } from './staff.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

// What the caller may do with one row: the service refuses with the same rules, the UI offers only what is allowed (docs/decisions/022).
/** What the caller may do with one teacher profile; the UI offers exactly these actions. */
export const TeacherAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TeacherAbilities = z.infer<typeof TeacherAbilities>;

/**
 * A teacher profile has no state that forbids an action (its staff link is cleared on delete), so
 * only the section decides: the same `can()` the routes check before their handlers run.
 */
export function teacherAbilities(permissions: SectionPermissions | null | undefined): TeacherAbilities {
  return { edit: can(permissions, 'teacher', 'write'), delete: can(permissions, 'teacher', 'all') };
}

/** Create and update (PUT replaces every field) of a teacher profile; the icon has its own route. */
export const TeacherBody = z.object({
  name: requiredText(100, '氏名'),
  name_kana: optionalText(100),
  introduction: optionalText(4000),
  specialities: optionalText(1000),
  /** The staff account the teacher signs in with; one profile per account. */
  staff_id: idSchema().nullish().transform((value) => value ?? null),
});
export type TeacherBody = z.infer<typeof TeacherBody>;
export type TeacherBodyInput = z.input<typeof TeacherBody>;

export const TEACHER_SORT_KEYS = ['id', 'name', 'name_kana', 'created_at'] as const;

export const TeacherListQuery = ListQuery.extend({
  sort: z.enum(TEACHER_SORT_KEYS).optional(),
  /** Part of the name, kana or specialities. */
  q: z.string().trim().max(100).optional(),
});
export type TeacherListQuery = z.infer<typeof TeacherListQuery>;

/** What company users and students see of a teacher. */
export const TeacherProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  icon_path: z.string().nullable(),
  introduction: z.string().nullable(),
  specialities: z.string().nullable(),
});
export type TeacherProfile = z.infer<typeof TeacherProfile>;

export const TeacherItem = TeacherProfile.extend({
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with this profile. */
  abilities: TeacherAbilities,
});
export type TeacherItem = z.infer<typeof TeacherItem>;

/** Portal lists (company, student) take only a search and the page. */
export const TeacherProfileListQuery = ListQuery.pick({ page: true, page_size: true }).extend({
  q: z.string().trim().max(100).optional(),
});
export type TeacherProfileListQuery = z.infer<typeof TeacherProfileListQuery>;
