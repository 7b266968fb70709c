/** @owner informations — notices, their files and reads; the push subscriptions are webpush’s */
import type { AccountType } from '@manabiya/domain/enums/account-type';
import type { CompanyFilter, CourseScope, NoticeTarget, PublishStatus } from '@manabiya/domain/enums/information';
import type { Priority } from '@manabiya/domain/enums/priority';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps, timestampTz } from './columns.ts';
import { staff } from './staff.ts';
import { students } from './students.ts';

/** Notices (spec §3 Information): who they reach is decided by target, company filter and course scope. */
export const informations = pgTable(
  'informations',
  {
    id: serial('id').primaryKey(),
    admin_id: integer('admin_id').references(() => staff.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    priority: smallint('priority').$type<Priority>().notNull(),
    notice_target: smallint('notice_target').$type<NoticeTarget>().notNull(),
    company_filter: smallint('company_filter').$type<CompanyFilter>().notNull().default(0),
    course_scope: smallint('course_scope').$type<CourseScope>().notNull().default(0),
    /** Courses arrive with their own issue; until then the ids are free-standing like students.course_id. */
    course_ids: integer('course_ids').array().notNull().default(sql`'{}'::integer[]`),
    publish_status: smallint('publish_status').$type<PublishStatus>().notNull().default(0),
    publish_date: timestampTz('publish_date').notNull().defaultNow(),
    /** Set once the live event and web push for its publication went out (claimed atomically, so once across instances). */
    announced_at: timestampTz('announced_at'),
    /**
     * Accounts that marked it read while in its audience, kept by the statement that writes the mark
     * (decision 030); recounted exactly when the notice's audience rules change.
     */
    read_count: integer('read_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('informations_visible_idx').on(t.publish_status, t.publish_date),
    check('informations_priority', sql`${t.priority} between 0 and 2`),
    check('informations_notice_target', sql`${t.notice_target} between 0 and 3`),
    check('informations_company_filter', sql`${t.company_filter} in (0, -1)`),
    check('informations_course_scope', sql`${t.course_scope} in (0, 1)`),
    check('informations_publish_status', sql`${t.publish_status} in (0, 1)`),
  ],
);

export const informationFiles = pgTable(
  'information_files',
  {
    id: serial('id').primaryKey(),
    information_id: belongsTo(() => informations.id),
    path: text('path').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('information_files_information_idx').on(t.information_id)],
);

/** One read mark per account and notice; account_type 2 company user, 3 student. */
export const informationReads = pgTable(
  'information_reads',
  {
    id: serial('id').primaryKey(),
    information_id: belongsTo(() => informations.id),
    account_type: smallint('account_type').$type<AccountType>().notNull(),
    account_id: integer('account_id').notNull(),
    read_at: timestampTz('read_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('information_reads_unique').on(t.information_id, t.account_type, t.account_id),
    index('information_reads_account_idx').on(t.account_type, t.account_id),
    check('information_reads_account_type', sql`${t.account_type} in (2, 3)`),
  ],
);

/**
 * A student's browser subscribed to web push (spec §7); the endpoint is the push service's URL.
 * @owner webpush
 */
export const webPushSubscriptions = pgTable(
  'webpush_subscriptions',
  {
    id: serial('id').primaryKey(),
    student_id: belongsTo(() => students.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webpush_subscriptions_endpoint_unique').on(t.endpoint), index('webpush_subscriptions_student_idx').on(t.student_id)],
);
