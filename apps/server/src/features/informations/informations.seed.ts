import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { COMPANY_FILTER, NOTICE_TARGET, PUBLISH_STATUS, targetsCompanyUsers, targetsStudents, type NoticeTarget } from '@manabiya/domain/enums/information';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import { eq, sql } from 'drizzle-orm';
import { companyUsers } from '../../db/schema/companies.ts';
import { informationReads, informations } from '../../db/schema/informations.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { daysBefore, insertInChunks, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';
import { audienceCompanyUsers, audienceStudents } from './informations.repository.ts';

const SUBJECTS = ['メンテナンスのお知らせ', '集中講座のご案内', '請求書発行スケジュール', '年末年始の休講について', '新しい講座を公開しました', 'アンケートご協力のお願い', '面談予約の受付開始', '修了式のご案内'];
const TARGETS = [NOTICE_TARGET.students, NOTICE_TARGET.students, NOTICE_TARGET.everyone, NOTICE_TARGET.companies, NOTICE_TARGET.consulting_companies];

/**
 * Notices over the last two years (95 % published and announced, the rest drafts), then read
 * marks for half of each published notice's audience (the same audience rules the app uses),
 * written by the database in one statement per account type.
 */
export async function seedInformations(context: SeedContext): Promise<void> {
  const { db, random, made, size, anchor } = context;
  const rows = Array.from({ length: size.notices }, (_, i) => {
    const published = !random.chance(0.05);
    const date = daysBefore(anchor, Math.floor(((size.notices - i) / size.notices) * 730));
    return {
      admin_id: made.adminStaffIds.length > 0 ? random.pick(made.adminStaffIds) : null,
      name: `${random.pick(SUBJECTS)}（${i + 1}）`,
      content: '受講生・ご担当者のみなさまへ。\n詳しくは本文をご覧ください。\nご不明な点はお問い合わせください。',
      priority: random.pick([PRIORITY.low, PRIORITY.low, PRIORITY.medium, PRIORITY.high]),
      notice_target: random.pick(TARGETS),
      company_filter: random.chance(0.1) ? COMPANY_FILTER.consulting_only : COMPANY_FILTER.all,
      publish_status: published ? PUBLISH_STATUS.public : PUBLISH_STATUS.private,
      publish_date: date,
      announced_at: published ? date : null,
      created_at: date,
      updated_at: date,
    };
  });
  const [{ lastId }] = (await db.select({ lastId: sql<number>`coalesce(max(${informations.id}), 0)::integer` }).from(informations)) as [{ lastId: number }];
  await insertInChunks(db, informations, rows);
  // Half of the audience: the accounts whose id has the notice's parity; only the notices made now.
  const seeded = sql`informations.id > ${lastId} and informations.publish_status = ${PUBLISH_STATUS.public}`;
  for (const [accountType, audience] of [
    [ACCOUNT_TYPE.student, audienceStudents],
    [ACCOUNT_TYPE.company, audienceCompanyUsers],
  ] as const) {
    await db.execute(sql`insert into information_reads (information_id, account_type, account_id, read_at)
      select informations.id, ${accountType}, member.id, informations.publish_date + interval '1 day'
      from informations cross join lateral (${audience}) member
      where ${seeded} and (member.id + informations.id) % 2 = 0`);
  }
  await db.execute(sql`update informations set read_count = (select count(*) from information_reads r where r.information_id = informations.id)
    where informations.id > ${lastId}`);
}

/**
 * The demo's notices: low and medium only, so a first sign-in meets the bell and the dashboard banner
 * but no urgent alert. student@ and company@ have read theirs, so a notice published in a demo is
 * the one unread thing they see.
 */
export async function demoInformations({ db, now }: DemoContext): Promise<void> {
  const [adminStaff] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com'));
  const day = 86_400_000;
  const published = (name: string, content: string, priority: Priority, notice_target: NoticeTarget, daysAgo: number) => ({
    admin_id: adminStaff!.id,
    name,
    content,
    priority,
    notice_target,
    publish_status: PUBLISH_STATUS.public,
    publish_date: new Date(now.getTime() - daysAgo * day),
    announced_at: new Date(now.getTime() - daysAgo * day),
  });
  const notices = await db
    .insert(informations)
    .values([
      published(
        'Manabiya へようこそ',
        '受講生・企業ご担当者のみなさま、Manabiya をご利用いただきありがとうございます。\n操作方法はマニュアルをご覧ください: https://example.com/manual',
        PRIORITY.low,
        NOTICE_TARGET.everyone,
        14,
      ),
      published('12月の集中講座のご案内', '12月は平日夜の集中講座を開講します。\nお申し込みはイベント画面から受け付けます。', PRIORITY.medium, NOTICE_TARGET.students, 2),
      published(
        '請求書発行スケジュールのお知らせ',
        '今月の請求書は月末に発行します。\n企業ポータルの「請求書」からダウンロードできます。',
        PRIORITY.medium,
        NOTICE_TARGET.companies,
        1,
      ),
    ])
    .returning({ id: informations.id, notice_target: informations.notice_target });
  const [demoStudent] = await db.select({ id: students.id }).from(students).where(eq(students.email, 'student@example.com'));
  const [demoCompanyUser] = await db.select({ id: companyUsers.id }).from(companyUsers).where(eq(companyUsers.email, 'company@example.com'));
  await db.insert(informationReads).values(
    notices.flatMap(({ id, notice_target }) => [
      ...(targetsStudents(notice_target) ? [{ information_id: id, account_type: ACCOUNT_TYPE.student, account_id: demoStudent!.id }] : []),
      ...(targetsCompanyUsers(notice_target) ? [{ information_id: id, account_type: ACCOUNT_TYPE.company, account_id: demoCompanyUser!.id }] : []),
    ]),
  );
  await db.execute(sql`update informations set read_count = (select count(*) from information_reads r where r.information_id = informations.id)`);
}
