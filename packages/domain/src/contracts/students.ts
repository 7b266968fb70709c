import { z } from 'zod';
import { idSchema, idParamSchema } from './common.ts';
import { PREFECTURES } from '../enums/prefectures.ts';
import { COURSE_MODE, GENDER, GRADES, RETIRE_REASON, STUDENT_STATUS } from '../enums/student.ts';
import { DateText, EmailAddress, OptionalBirthday, OptionalDateText, OptionalKana } from './fields.ts';
import { ENROLMENT_STATES } from './learning.ts';
import { ListQuery } from './lists.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

// What the caller may do with one row: the service refuses with the same rules, the UI offers only what is allowed (docs/decisions/022).
/** What the caller may do with one student row; the UI offers exactly these actions. */
export const StudentAbilities = z.object({ edit: z.boolean(), delete: z.boolean() });
export type StudentAbilities = z.infer<typeof StudentAbilities>;

/** The row state the rules read: whether the student has signed up (set a password) yet. */
export interface StudentAbilityState {
  password_set: boolean;
}

/**
 * Only a student who never signed up (invitation pending) can be deleted: one who has signed in has
 * a learning record and is retired instead (decision 011). The service refuses a delete with 409
 * when this says no. Students have no separate deactivate, re-invite or end-sessions action today:
 * retiring is a status edit.
 */
export function canDeleteStudent(student: StudentAbilityState): boolean {
  return !student.password_set;
}

export function studentAbilities(permissions: SectionPermissions | null | undefined, student: StudentAbilityState): StudentAbilities {
  return {
    edit: can(permissions, 'student', 'write'),
    delete: can(permissions, 'student', 'all') && canDeleteStudent(student),
  };
}

const literalsOf = <T extends number>(values: readonly T[], message: string) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...Array<z.ZodLiteral<T>>], { message });

export const StudentStatusSchema = literalsOf(Object.values(STUDENT_STATUS), 'ステータスを選んでください。');
export const RetireReasonSchema = literalsOf(Object.values(RETIRE_REASON), '退会理由を選んでください。');
export const GradeSchema = z.enum(GRADES, { message: 'グレードは S、A、B、C、D から選んでください。' });
export const CourseModeSchema = literalsOf(Object.values(COURSE_MODE), '受講形態を選んでください。');
export const GenderSchema = literalsOf(Object.values(GENDER), '性別を選んでください。');
export const PrefectureIdSchema = z
  .number({ message: '都道府県を選んでください。' })
  .int({ message: '都道府県を選んでください。' })
  .min(1, { message: '都道府県を選んでください。' })
  .max(PREFECTURES.length, { message: '都道府県を選んでください。' });

/** A calendar date as people type it, given on as `yyyy-MM-dd` (contracts/fields.ts). */
export { DateText };
const optionalDate = OptionalDateText;

const requiredText = (max: number, label: string) =>
  z
    .string({ message: `${label}を入力してください。` })
    .trim()
    .min(1, { message: `${label}を入力してください。` })
    .max(max, { message: `${label}は${max}文字以内で入力してください。` });

export const StudentNameSchema = requiredText(100, '氏名');
/** フリガナ in katakana; hiragana typed is turned into katakana. */
export const StudentNameKanaSchema = OptionalKana(100);
export const StudentEmailSchema = EmailAddress;

/** Every field staff set on a student; refined by `withStudentRules` (the retire and period rules). */
export const StudentFields = z.object({
  name: StudentNameSchema,
  name_kana: StudentNameKanaSchema,
  email: StudentEmailSchema,
  company_id: z.number({ message: '会社を選んでください。' }).int().positive({ message: '会社を選んでください。' }),
  /** The course followed (with course_mode and start_date: the plan); none until one is chosen. */
  course_id: idSchema('コースを選んでください。').nullish().transform((value) => value ?? null),
  status: StudentStatusSchema.default(STUDENT_STATUS.taking),
  /** Required when retired; cleared for every other status. */
  retire_reason: RetireReasonSchema.nullish().transform((value) => value ?? null),
  retire_date: optionalDate,
  grade: GradeSchema.nullish().transform((value) => value ?? null),
  course_mode: CourseModeSchema.default(COURSE_MODE.normal),
  start_date: optionalDate,
  end_date: optionalDate,
  /** In the past and 15–100 years ago; empty is fine. */
  birthday: OptionalBirthday,
  gender: GenderSchema.nullish().transform((value) => value ?? null),
  prefecture_id: PrefectureIdSchema.nullish().transform((value) => value ?? null),
  init_input_flg: literalsOf([0, 1], '初回入力フラグは 0 か 1 です。').default(0),
});

type StudentRuleFields = {
  status: number;
  retire_reason: number | null;
  retire_date: string | null;
  start_date: string | null;
  end_date: string | null;
};

/** The rules across fields, as field errors: a retired student has a reason and a date; a period ends after it starts. */
export function checkStudentRules(value: StudentRuleFields, ctx: z.RefinementCtx): void {
  if (value.status === STUDENT_STATUS.retired) {
    if (value.retire_reason === null) ctx.addIssue({ code: 'custom', path: ['retire_reason'], message: '退会の場合は退会理由を選んでください。' });
    if (value.retire_date === null) ctx.addIssue({ code: 'custom', path: ['retire_date'], message: '退会の場合は退会日を入力してください。' });
  }
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: '受講終了日は受講開始日以降の日付にしてください。' });
  }
}

/** Create: a new student has no password and is invited by mail unless `send_invitation` is false. */
export const CreateStudentBody = StudentFields.extend({ send_invitation: z.boolean().default(true) }).superRefine(checkStudentRules);
export type CreateStudentBody = z.infer<typeof CreateStudentBody>;
export type CreateStudentBodyInput = z.input<typeof CreateStudentBody>;

/** Update replaces every field (PUT). */
export const UpdateStudentBody = StudentFields.superRefine(checkStudentRules);
export type UpdateStudentBody = z.infer<typeof UpdateStudentBody>;
export type UpdateStudentBodyInput = z.input<typeof UpdateStudentBody>;

export const STUDENT_SORT_KEYS = [
  'id', 'name', 'name_kana', 'email', 'company_name', 'status', 'grade', 'course_mode', 'start_date', 'end_date', 'created_at',
] as const;

export const StudentListQuery = ListQuery.extend({
  sort: z.enum(STUDENT_SORT_KEYS).optional(),
  /** Part of the name, kana or email. */
  q: z.string().trim().max(100).optional(),
  company_id: idParamSchema().optional(),
  status: z.coerce.number().pipe(StudentStatusSchema).optional(),
  grade: GradeSchema.optional(),
  course_mode: z.coerce.number().pipe(CourseModeSchema).optional(),
});
export type StudentListQuery = z.infer<typeof StudentListQuery>;

/** The list's filters without paging: what the CSV export takes. */
export const StudentCsvQuery = StudentListQuery.omit({ page: true, page_size: true });
export type StudentCsvQuery = z.infer<typeof StudentCsvQuery>;

/**
 * Personal facts that only the student's detail view shows: without `student_detail` read they are
 * absent from lists, exports and write responses, and kept as they are on update (decision 017).
 */
export const STUDENT_DETAIL_FIELDS = ['birthday', 'gender', 'prefecture_id', 'prefecture_name'] as const;

/** A student as staff see it; the STUDENT_DETAIL_FIELDS are absent for a caller without student_detail read. */
export const StudentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  email: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** The company's has_consulting_flg. */
  consulting: z.boolean(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  status: z.number().int(),
  retire_reason: z.number().int().nullable(),
  retire_date: z.string().nullable(),
  grade: z.string().nullable(),
  course_mode: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  birthday: z.string().nullable().optional(),
  gender: z.number().int().nullable().optional(),
  prefecture_id: z.number().int().nullable().optional(),
  prefecture_name: z.string().nullable().optional(),
  init_input_flg: z.number().int(),
  profile_icon_path: z.string().nullable(),
  /** False while the invitee has not set a password yet (invitation pending). */
  password_set: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The enrolment by the one rule (decision 043): 受講中, 終了予定日超過, 全ステップ完了, or the status. */
  enrolment_state: z.enum(ENROLMENT_STATES),
  /** What the caller may do with this student (studentAbilities). */
  abilities: StudentAbilities,
});
export type StudentItem = z.infer<typeof StudentItem>;

export const StudentIdParams = z.object({ id: idParamSchema() });

/** At most this many bytes of CSV text per import. */
export const STUDENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many students per import (one transaction); split bigger files. */
export const STUDENT_IMPORT_MAX_ROWS = 5_000;

export const StudentImportBody = z.object({
  /** The file's text (the web reads the file). */
  csv: z.string({ message: 'CSVファイルの内容を送ってください。' }),
  /** Mail each new student an invitation after the import commits. */
  send_invitations: z.boolean().default(false),
});
export type StudentImportBody = z.infer<typeof StudentImportBody>;

/** One imported row's values as parsed (null where empty or unreadable). */
export const StudentImportValues = z.object({
  name: z.string().nullable(),
  name_kana: z.string().nullable(),
  email: z.string().nullable(),
  company_id: z.number().int().nullable(),
  /** The company found (by ID or by name), as it is registered. */
  company_name: z.string().nullable(),
  status: z.number().int().nullable(),
  grade: z.string().nullable(),
  course_mode: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.number().int().nullable(),
  prefecture_id: z.number().int().nullable(),
  prefecture_name: z.string().nullable(),
});
export type StudentImportValues = z.infer<typeof StudentImportValues>;

export const StudentImportRow = z.object({
  /** The line in the file (the header is line 1), as a spreadsheet numbers it. */
  line: z.number().int(),
  values: StudentImportValues,
  /** Field → message; empty when the row can be imported. */
  errors: z.record(z.string(), z.string()),
});
export type StudentImportRow = z.infer<typeof StudentImportRow>;

export const StudentImportPreview = z.object({
  rows: z.array(StudentImportRow),
  total: z.number().int(),
  error_rows: z.number().int(),
  /** True when every row can be imported. */
  valid: z.boolean(),
});
export type StudentImportPreview = z.infer<typeof StudentImportPreview>;

export const StudentImportResult = z.object({
  created: z.number().int(),
  ids: z.array(z.number().int()),
  invited: z.number().int(),
});
export type StudentImportResult = z.infer<typeof StudentImportResult>;

// ---- Company portal ---------------------------------------------------------------------------

export const COMPANY_STUDENT_SORT_KEYS = ['id', 'name', 'name_kana', 'status', 'grade', 'start_date'] as const;

export const CompanyStudentListQuery = ListQuery.extend({
  sort: z.enum(COMPANY_STUDENT_SORT_KEYS).optional(),
  q: z.string().trim().max(100).optional(),
  status: z.coerce.number().pipe(StudentStatusSchema).optional(),
});
export type CompanyStudentListQuery = z.infer<typeof CompanyStudentListQuery>;

export const CompanyStudentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kana: z.string().nullable(),
  status: z.number().int(),
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  grade: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The enrolment by the one rule (decision 043): 受講中, 終了予定日超過, 全ステップ完了, or the status. */
  enrolment_state: z.enum(ENROLMENT_STATES),
});
export type CompanyStudentItem = z.infer<typeof CompanyStudentItem>;

/** What a company user sees of its own student; progress, rooms and tests join with their issues. */
export const CompanyStudentProfile = CompanyStudentItem.extend({
  email: z.string(),
  profile_icon_path: z.string().nullable(),
  course_mode: z.number().int(),
  retire_date: z.string().nullable(),
});
export type CompanyStudentProfile = z.infer<typeof CompanyStudentProfile>;
