import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, idSchema, idParamSchema } from './common.ts';
import {
  COMPANY_FILTER,
  COMPANY_FILTER_VALUES,
  COURSE_SCOPE,
  COURSE_SCOPE_VALUES,
  FILE_CHANGE,
  MAX_INFORMATION_IMAGES,
  NOTICE_TARGET_VALUES,
  PUBLISH_STATUS,
  PUBLISH_STATUS_VALUES,
  type PublishStatus,
} from '../enums/information.ts';
import { PRIORITY_VALUES } from '../enums/priority.ts';
import { ListQuery } from './lists.ts';
import { requiredText } from './staff.ts';
import { can, type SectionPermissions } from '../permissions/section-permissions.ts';

// What the caller may do with one row: the service refuses with the same rules, the UI offers only what is allowed (docs/decisions/022).
/** What the caller may do with one notice; the UI offers exactly these actions. */
export const InformationAbilities = z.object({ edit: z.boolean(), delete: z.boolean(), publish: z.boolean() });
export type InformationAbilities = z.infer<typeof InformationAbilities>;

/**
 * A notice can be edited or deleted in any state (draft, scheduled, published: an edit of a
 * published one is announced as a change, a delete withdraws it from readers), so only the
 * section level decides: the same `can()` the routes check before their handlers run. Publishing
 * is offered for a draft (private) only; publishing a public notice again changes nothing (a
 * double click sends one announcement), so the server answers it without refusing.
 */
export function informationAbilities(permissions: SectionPermissions | null | undefined, row?: { publish_status: PublishStatus }): InformationAbilities {
  const write = can(permissions, 'information', 'write');
  return { edit: write, delete: can(permissions, 'information', 'all'), publish: write && row?.publish_status === PUBLISH_STATUS.private };
}

const literalsOf = <T extends number>(values: readonly T[], message: string) =>
  z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T>, ...Array<z.ZodLiteral<T>>], { message });

export const PrioritySchema = literalsOf(PRIORITY_VALUES, '優先度を選んでください。');
export const NoticeTargetSchema = literalsOf(NOTICE_TARGET_VALUES, 'お知らせの対象を選んでください。');
export const CompanyFilterSchema = literalsOf(COMPANY_FILTER_VALUES, '対象会社を選んでください。');
export const CourseScopeSchema = literalsOf(COURSE_SCOPE_VALUES, '対象コースを選んでください。');
export const PublishStatusSchema = literalsOf(PUBLISH_STATUS_VALUES, '公開状態を選んでください。');

/** An image of a notice as readers and the editor get it (spec §3 image item: path, name). */
export const InformationFile = z.object({ id: z.number().int(), path: z.string(), name: z.string() });
export type InformationFile = z.infer<typeof InformationFile>;

/** One notice as a student or company user reads it (spec §3, §7); created_at is when it was published. */
export const InformationItem = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  priority: PrioritySchema,
  name: z.string(),
  content: z.string(),
  read: z.boolean(),
  information_files: z.array(InformationFile),
  created_at: z.string(),
});
export type InformationItem = z.infer<typeof InformationItem>;

export const ReadInformationBody = z.object({ id: idSchema('お知らせの id を指定してください。') });
export type ReadInformationBody = z.infer<typeof ReadInformationBody>;

/** A reader's page of notices: the spec's 50 unless asked (§9), at most 100 (a reader never gets every notice at once; decision 031). */
export const MAX_READER_PAGE_SIZE = 100;
const READER_PAGE_SIZE_MESSAGE = `1ページの件数は1〜${MAX_READER_PAGE_SIZE}の整数で指定してください。`;

/** The notices page of a reader: a 0-based page, newest first, narrowed by part of the subject or content. */
export const InformationReaderQuery = ListQuery.pick({ page: true }).extend({
  page_size: z.coerce
    .number({ message: READER_PAGE_SIZE_MESSAGE })
    .int({ message: READER_PAGE_SIZE_MESSAGE })
    .min(1, { message: READER_PAGE_SIZE_MESSAGE })
    .max(MAX_READER_PAGE_SIZE, { message: READER_PAGE_SIZE_MESSAGE })
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(100, { message: '検索語は100文字以内で入力してください。' }).optional(),
});
export type InformationReaderQuery = z.infer<typeof InformationReaderQuery>;
export type InformationReaderQueryInput = z.input<typeof InformationReaderQuery>;

/** How many notices of each kind the summary carries. */
export const SUMMARY_LATEST = 5;
export const SUMMARY_URGENT = 5;

/**
 * What the header and the dashboard show of a reader's notices, without the list: the unread count
 * (the bell's dot), the newest notices read or not (the bell's popover), the newest unread urgent
 * ones (the urgent alert, one after another) and the newest unread important one (the dashboard
 * banner). Each item is whole, so the detail opens from it without another call.
 */
export const InformationSummary = z.object({
  unread_count: z.number().int(),
  latest: z.array(InformationItem).max(SUMMARY_LATEST),
  urgent_unread: z.array(InformationItem).max(SUMMARY_URGENT),
  important_unread: InformationItem.nullable(),
});
export type InformationSummary = z.infer<typeof InformationSummary>;

/** What "mark all as read" did: how many notices it marked (those already read are not counted). */
export const ReadAllInformationsResult = z.object({ marked: z.number().int() });
export type ReadAllInformationsResult = z.infer<typeof ReadAllInformationsResult>;

export const CompanyInformationParams = z.object({ company_id: idParamSchema() });

/**
 * The image list of a create or update, with the spec's file change marker: `0` a new image (its
 * bytes come as the next `images` file part, in order), `1` keep the existing image `id`, `2` remove it.
 */
export const InformationImageChange = z.discriminatedUnion('changed', [
  z.object({ changed: z.literal(FILE_CHANGE.add), name: z.string().trim().min(1).max(200) }),
  z.object({ changed: z.literal(FILE_CHANGE.keep), id: idSchema() }),
  z.object({ changed: z.literal(FILE_CHANGE.remove), id: idSchema() }),
]);
export type InformationImageChange = z.infer<typeof InformationImageChange>;

/** A publish date with its offset; empty (null or missing) means now. */
const publishDateSchema = z.iso
  .datetime({ offset: true, message: '公開日時の形式が正しくありません。' })
  .nullish()
  .transform((value) => value ?? null);

/** Create and update (PUT replaces every field). Sent as JSON, or as the `data` field of a multipart request with `images` file parts. */
export const InformationBody = z
  .object({
    name: requiredText(200, '件名'),
    content: requiredText(10_000, '本文'),
    priority: PrioritySchema,
    notice_target: NoticeTargetSchema,
    company_filter: CompanyFilterSchema.default(COMPANY_FILTER.all),
    course_scope: CourseScopeSchema.default(COURSE_SCOPE.all),
    course_ids: z.array(idSchema()).max(200).default([]),
    /** A new notice is a draft (private) unless the caller decides otherwise; publishing is its own call (decision 023). */
    publish_status: PublishStatusSchema.default(PUBLISH_STATUS.private),
    /** When readers may see it once public; empty means at the moment it is saved public or published. */
    publish_date: publishDateSchema,
    information_files: z.array(InformationImageChange).default([]),
  })
  .superRefine((body, context) => {
    if (body.course_scope === COURSE_SCOPE.selected && body.course_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['course_ids'], message: '対象コースを1つ以上選んでください。' });
    }
    const kept = body.information_files.filter((file) => file.changed !== FILE_CHANGE.remove).length;
    if (kept > MAX_INFORMATION_IMAGES) {
      context.addIssue({ code: 'custom', path: ['information_files'], message: `画像は${MAX_INFORMATION_IMAGES}枚までです。` });
    }
  });
export type InformationBody = z.infer<typeof InformationBody>;
export type InformationBodyInput = z.input<typeof InformationBody>;

/** A notice as the admin editor and list see it, with its reach. */
export const InformationAdminItem = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_name: z.string().nullable(),
  name: z.string(),
  content: z.string(),
  priority: PrioritySchema,
  notice_target: NoticeTargetSchema,
  company_filter: CompanyFilterSchema,
  course_scope: CourseScopeSchema,
  course_ids: z.array(z.number().int()),
  publish_status: PublishStatusSchema,
  publish_date: z.string(),
  /** Public and its publish date has come. */
  published: z.boolean(),
  information_files: z.array(InformationFile),
  /** Accounts in the audience now, and how many of them have read it. */
  audience_count: z.number().int(),
  read_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the caller may do with this notice. */
  abilities: InformationAbilities,
});
export type InformationAdminItem = z.infer<typeof InformationAdminItem>;

export const INFORMATION_SORT_KEYS = ['id', 'name', 'priority', 'notice_target', 'publish_date', 'created_at'] as const;

export const InformationListQuery = ListQuery.extend({
  sort: z.enum(INFORMATION_SORT_KEYS).optional(),
  /** Part of the subject or content. */
  q: z.string().trim().max(100).optional(),
  priority: z.coerce.number().pipe(PrioritySchema).optional(),
  notice_target: z.coerce.number().pipe(NoticeTargetSchema).optional(),
  publish_status: z.coerce.number().pipe(PublishStatusSchema).optional(),
  /** Publish date within [from, to] (dates, yyyy-MM-dd, in the display time zone). */
  publish_from: z.iso.date().optional(),
  publish_to: z.iso.date().optional(),
});
export type InformationListQuery = z.infer<typeof InformationListQuery>;

/** Publish a draft: now (`publish_date` empty) or at the given date. Publishing a public notice again changes nothing. */
export const PublishInformationBody = z.object({ publish_date: publishDateSchema });
export type PublishInformationBody = z.infer<typeof PublishInformationBody>;
export type PublishInformationBodyInput = z.input<typeof PublishInformationBody>;

/** Course ids in a query string: "3,7" (empty for none). */
const courseIdList = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { message: '対象コースは id をカンマで区切って指定してください。' })
  .transform((text) => (text === '' ? [] : [...new Set(text.split(',').map(Number))]))
  .pipe(z.array(z.number().int().positive().max(2_147_483_647, { message: '対象コースの id が大きすぎます。' })).max(200))
  .optional();

/** Who a notice with these target fields would reach: the same rules as the delivery. */
export const InformationAudienceQuery = z.object({
  notice_target: z.coerce.number().pipe(NoticeTargetSchema),
  company_filter: z.coerce.number().pipe(CompanyFilterSchema).default(COMPANY_FILTER.all),
  course_scope: z.coerce.number().pipe(CourseScopeSchema).default(COURSE_SCOPE.all),
  course_ids: courseIdList,
});
export type InformationAudienceQuery = z.infer<typeof InformationAudienceQuery>;

/** The audience size of a target, as accounts active now. */
export const InformationAudience = z.object({ students: z.number().int(), company_users: z.number().int(), total: z.number().int() });
export type InformationAudience = z.infer<typeof InformationAudience>;

/** Someone in a notice's audience who has not read it. */
export const InformationReader = z.object({
  account_type: z.enum(['student', 'company']),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company_name: z.string(),
});
export type InformationReader = z.infer<typeof InformationReader>;

export const InformationUnreadQuery = ListQuery.pick({ page: true, page_size: true }).extend({
  /** Part of the name, email or company name. */
  q: z.string().trim().max(100).optional(),
  account_type: z.enum(['student', 'company']).optional(),
});
export type InformationUnreadQuery = z.infer<typeof InformationUnreadQuery>;

/** Web push subscription of a browser (PushSubscription.toJSON()). */
export const WebPushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'プッシュ通知の宛先が正しくありません。' }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type WebPushSubscriptionBody = z.infer<typeof WebPushSubscriptionBody>;
export const WebPushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2000) });
export const WebPushPublicKey = z.object({ public_key: z.string() });

/** What a push message carries to the service worker. */
export const InformationPushPayload = z.object({ type: z.literal('information'), id: z.number().int(), title: z.string(), body: z.string(), url: z.string() });
export type InformationPushPayload = z.infer<typeof InformationPushPayload>;


