import { z } from 'zod';
import { UNDERSTANDING_MAX, UNDERSTANDING_MIN } from '../enums/learning.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';
import { idSchema } from './common.ts';
import { DateText } from './fields.ts';
import { ListQuery } from './lists.ts';

/*
 * Daily reports (日報) and self-checks: what a student writes about a day and about a curriculum,
 * what staff add (comments, the checked stamp) and what companies read (their own students only).
 */

/** Each Markdown field of a report holds at most this many characters. */
export const REPORT_MARKDOWN_MAX = 10_000;
/** A staff comment on a report (Markdown too). */
export const REPORT_COMMENT_MAX = 4_000;
/** A day has 1,440 minutes. */
export const REPORT_MINUTES_MAX = 1_440;
/** A self-check's comment. */
export const SELFCHECK_COMMENT_MAX = 2_000;

/** Markdown as typed (never trimmed: leading spaces of a code block matter). */
const markdown = (label: string) =>
  z.string({ message: `${label}を入力してください。` }).max(REPORT_MARKDOWN_MAX, { message: `${label}は${REPORT_MARKDOWN_MAX}文字以内で入力してください。` });

const requiredMarkdown = (label: string) => markdown(label).refine((text) => text.trim() !== '', { message: `${label}を入力してください。` });

/** Create and update (PUT replaces every field) of a daily report. */
export const DailyReportBody = z.object({
  /** The day the report is about (one report per day); not in the future. */
  report_date: DateText,
  /** What the student declares; the ledger's figure for the day is shown beside it. */
  study_minutes: z
    .number({ message: '学習時間（分）を入力してください。' })
    .int({ message: '学習時間は分単位の整数で入力してください。' })
    .min(0, { message: '学習時間は0分から1440分までで入力してください。' })
    .max(REPORT_MINUTES_MAX, { message: '学習時間は0分から1440分までで入力してください。' }),
  did: requiredMarkdown('やったこと'),
  next: markdown('次にやること').default(''),
  troubles: markdown('困っていること').default(''),
});
export type DailyReportBody = z.infer<typeof DailyReportBody>;
export type DailyReportBodyInput = z.input<typeof DailyReportBody>;

export const ReportCommentBody = z.object({
  body: z
    .string({ message: 'コメントを入力してください。' })
    .max(REPORT_COMMENT_MAX, { message: `コメントは${REPORT_COMMENT_MAX}文字以内で入力してください。` })
    .refine((text) => text.trim() !== '', { message: 'コメントを入力してください。' }),
});
export type ReportCommentBody = z.infer<typeof ReportCommentBody>;

/** Reports are listed newest day first, a page at a time. */
export const ReportListQuery = ListQuery.pick({ page: true, page_size: true });
export type ReportListQuery = z.infer<typeof ReportListQuery>;

export const ReportDraftQuery = z.object({ date: DateText });
export type ReportDraftQuery = z.infer<typeof ReportDraftQuery>;

/** What the form starts from for a day: the ledger's study time and the report already written for it, if any. */
export const ReportDraft = z.object({
  report_date: z.string(),
  /** Σ of the study ledger's sessions on that day, in whole minutes (rounded). */
  ledger_minutes: z.number().int(),
  existing_id: z.number().int().nullable(),
});
export type ReportDraft = z.infer<typeof ReportDraft>;

export const ReportComment = z.object({
  id: z.number().int(),
  body: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type ReportComment = z.infer<typeof ReportComment>;

/** What the caller may do with one report; the service refuses with the same rules. */
export const ReportAbilities = z.object({ edit: z.boolean(), comment: z.boolean(), check: z.boolean() });
export type ReportAbilities = z.infer<typeof ReportAbilities>;

/** Who looks at a report: its student, a staff member (with their permissions) or a company user. */
export type ReportViewer = { kind: 'student' } | { kind: 'staff'; permissions: SectionPermissions | null | undefined } | { kind: 'company' };

/**
 * The student edits a report until staff have checked it; staff with student_detail write comment
 * and stamp it checked (once: checking again changes nothing); a company user only reads.
 */
export function reportAbilities(viewer: ReportViewer, report: { checked: boolean }): ReportAbilities {
  if (viewer.kind === 'student') return { edit: !report.checked, comment: false, check: false };
  if (viewer.kind === 'company') return { edit: false, comment: false, check: false };
  const write = can(viewer.permissions, 'student_detail', 'write');
  return { edit: false, comment: write, check: write && !report.checked };
}

export const DailyReportItem = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  report_date: z.string(),
  study_minutes: z.number().int(),
  /** The ledger's study time of that day in whole minutes, for the difference the UI shows. */
  ledger_minutes: z.number().int(),
  did: z.string(),
  next: z.string(),
  troubles: z.string(),
  checked_at: z.string().nullable(),
  checked_by_name: z.string().nullable(),
  comments: z.array(ReportComment),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: ReportAbilities,
});
export type DailyReportItem = z.infer<typeof DailyReportItem>;

// ---- Self-checks --------------------------------------------------------------------------------

const UNDERSTANDING_MESSAGE = `理解度は${UNDERSTANDING_MIN}から${UNDERSTANDING_MAX}で選んでください。`;

export const SelfcheckBody = z.object({
  curriculum_id: idSchema('カリキュラムを選んでください。'),
  understanding: z
    .number({ message: UNDERSTANDING_MESSAGE })
    .int({ message: UNDERSTANDING_MESSAGE })
    .min(UNDERSTANDING_MIN, { message: UNDERSTANDING_MESSAGE })
    .max(UNDERSTANDING_MAX, { message: UNDERSTANDING_MESSAGE }),
  comment: z
    .string()
    .trim()
    .max(SELFCHECK_COMMENT_MAX, { message: `コメントは${SELFCHECK_COMMENT_MAX}文字以内で入力してください。` })
    .nullish()
    .transform((value) => value ?? ''),
});
export type SelfcheckBody = z.infer<typeof SelfcheckBody>;
export type SelfcheckBodyInput = z.input<typeof SelfcheckBody>;

/** The student's latest self-assessment of a curriculum; null fields while none is given. */
export const Selfcheck = z.object({
  understanding: z.number().int(),
  comment: z.string(),
  updated_at: z.string(),
});
export type Selfcheck = z.infer<typeof Selfcheck>;

/** A curriculum of the student's course with their self-check of it (null until given). */
export const SelfcheckItem = z.object({
  curriculum_id: z.number().int(),
  curriculum_name: z.string(),
  position: z.number().int(),
  selfcheck: Selfcheck.nullable(),
});
export type SelfcheckItem = z.infer<typeof SelfcheckItem>;
