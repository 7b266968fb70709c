import { ACCESS_LEVEL, fullAccessLevels, type AccessLevel } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS, type Section } from '@manabiya/domain/permissions/sections';
import { COURSE_MODE, GENDER, GRADES, STUDENT_STATUS, type Gender, type StudentStatus } from '@manabiya/domain/enums/student';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { NOTICE_TARGET, PUBLISH_STATUS, type NoticeTarget, targetsCompanyUsers, targetsStudents } from '@manabiya/domain/enums/information';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import { eq, sql } from 'drizzle-orm';
import { companies, companyUsers } from '../db/schema/companies.ts';
import { informationReads, informations } from '../db/schema/informations.ts';
import { permissionRoleLevels, permissionRoles, staff } from '../db/schema/staff.ts';
import { students } from '../db/schema/students.ts';
import { teachers } from '../db/schema/teachers.ts';
import type { Db } from '../platform/db.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { loadDemoRooms } from './demo-rooms.ts';
import { loadDemoLearning } from './demo-learning.ts';

const FULL_ACCESS = fullAccessLevels(SECTIONS);

const { all, write, read } = ACCESS_LEVEL;
const TEACHER_ACCESS: Partial<Record<Section, AccessLevel>> = {
  dashboard: read,
  teacher_attention: read,
  teacher: read,
  teacher_actions: read,
  teacher_schedule: write,
  student: read,
  student_detail: read,
  student_progress: read,
  presentation_schedule: write,
  event_schedule: write,
  test: write,
  course: read,
  curriculum: read,
  movie: read,
  survey: read,
  room: all,
  room_analytics: read,
  information: read,
};
const SALES_ACCESS: Partial<Record<Section, AccessLevel>> = { dashboard: read, company: write, student: read };

const FAMILY_NAMES = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'], ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'], ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'],
  ['井上', 'イノウエ'], ['木村', 'キムラ'],
] as const;
const GIVEN_NAMES = [
  ['陽翔', 'ハルト', GENDER.man], ['結衣', 'ユイ', GENDER.woman], ['蓮', 'レン', GENDER.man], ['美咲', 'ミサキ', GENDER.woman],
  ['大輝', 'ダイキ', GENDER.man], ['葵', 'アオイ', GENDER.woman], ['悠真', 'ユウマ', GENDER.man], ['さくら', 'サクラ', GENDER.woman],
  ['翔太', 'ショウタ', GENDER.man], ['真由', 'マユ', GENDER.woman], ['拓海', 'タクミ', GENDER.man], ['彩花', 'アヤカ', GENDER.woman],
  ['健太', 'ケンタ', GENDER.man], ['玲奈', 'レイナ', GENDER.woman], ['直樹', 'ナオキ', GENDER.unanswered],
] as const;

interface DemoStudent {
  email: string;
  name: string;
  name_kana: string;
  company: 'demo' | 'sample';
  init_input_flg: 0 | 1;
  gender: Gender;
  status?: StudentStatus;
}

function generatedStudents(count: number): DemoStudent[] {
  return Array.from({ length: count }, (_, i) => {
    const [family, familyKana] = FAMILY_NAMES[i % FAMILY_NAMES.length]!;
    const [given, givenKana, gender] = GIVEN_NAMES[(i * 7) % GIVEN_NAMES.length]!;
    return {
      email: `student${String(i + 3).padStart(2, '0')}@example.com`,
      name: `${family} ${given}`,
      name_kana: `${familyKana} ${givenKana}`,
      company: i % 3 === 2 ? 'sample' : 'demo',
      init_input_flg: 1,
      gender,
      status: i % 11 === 10 ? STUDENT_STATUS.graduated : STUDENT_STATUS.taking,
    };
  });
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com')).limit(1);
  return rows.length > 0;
}

/** The demo dataset of the README; all in one transaction, so a failed load leaves nothing behind. */
/** Where the demo's files go (the movie library's files) and the time zone its days are counted in. */
export interface DemoOptions {
  filesDir: string;
  timeZone: string;
}

export async function loadDemoData(db: Db, options: DemoOptions): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const roleIds: Record<string, number> = {};
    for (const [name, levels] of [
      ['管理者', FULL_ACCESS],
      ['講師', TEACHER_ACCESS],
      ['営業', SALES_ACCESS],
    ] as const) {
      const [role] = await tx.insert(permissionRoles).values({ name }).returning({ id: permissionRoles.id });
      roleIds[name] = role!.id;
      await tx.insert(permissionRoleLevels).values(
        SECTIONS.map((section) => ({ role_id: role!.id, section, level: levels[section] ?? ACCESS_LEVEL.none })),
      );
    }

    const staffRows = await tx
      .insert(staff)
      .values([
        { email: 'admin@example.com', name: '管理 太郎', name_kana: 'カンリ タロウ', main_role: MAIN_ROLE.admin, role_type: ROLE_TYPE.admin, permission_role_id: roleIds['管理者']! },
        { email: 'teacher@example.com', name: '講師 花子', name_kana: 'コウシ ハナコ', main_role: MAIN_ROLE.teacher, employment_type: EMPLOYMENT_TYPE.contractor, permission_role_id: roleIds['講師']! },
        { email: 'sales@example.com', name: '営業 一郎', name_kana: 'エイギョウ イチロウ', main_role: MAIN_ROLE.sales, permission_role_id: roleIds['営業']! },
      ].map((row) => ({ ...row, password_hash: passwordHash })))
      .returning({ id: staff.id, email: staff.email });
    const teacherStaff = staffRows.find((row) => row.email === 'teacher@example.com')!;
    const salesStaff = staffRows.find((row) => row.email === 'sales@example.com')!;
    await tx.insert(teachers).values({
      staff_id: teacherStaff.id,
      name: '講師 花子',
      name_kana: 'コウシ ハナコ',
      introduction: 'Web 開発とデータ分析を担当しています。質問はいつでもどうぞ。',
      specialities: 'TypeScript, React, SQL',
    });

    const [demoCompany, sampleCompany] = await tx
      .insert(companies)
      .values([
        {
          name: 'デモ株式会社',
          name_kana: 'デモカブシキガイシャ',
          address: '東京都千代田区丸の内1-1-1 デモビル8階',
          phone: '03-1234-5678',
          contact_person: '人事 次郎',
          sales_owner_id: salesStaff.id,
          has_consulting_flg: true,
          student_invoice_enabled: true,
          contract_start: '2025-04-01',
          contract_end: '2027-03-31',
        },
        {
          name: 'サンプル商事',
          name_kana: 'サンプルショウジ',
          address: '大阪府大阪市北区梅田2-2-2 サンプルタワー12階',
          phone: '06-9876-5432',
          contact_person: '総務 三奈',
          sales_owner_id: salesStaff.id,
          has_consulting_flg: false,
          student_invoice_enabled: false,
          contract_start: '2025-10-01',
          contract_end: null,
        },
      ])
      .returning({ id: companies.id });
    await tx.insert(companyUsers).values([
      { company_id: demoCompany!.id, email: 'company@example.com', name: '人事 次郎', name_kana: 'ジンジ ジロウ', password_hash: passwordHash },
      { company_id: sampleCompany!.id, email: 'company2@example.com', name: '総務 三奈', name_kana: 'ソウム ミナ', password_hash: passwordHash },
    ]);

    const namedStudents: DemoStudent[] = [
      { email: 'student@example.com', name: '学習 さくら', name_kana: 'ガクシュウ サクラ', company: 'demo', init_input_flg: 1, gender: GENDER.woman },
      { email: 'student2@example.com', name: '受講 健一', name_kana: 'ジュコウ ケンイチ', company: 'sample', init_input_flg: 1, gender: GENDER.man },
      { email: 'newstudent@example.com', name: '新人 翼', name_kana: 'シンジン ツバサ', company: 'demo', init_input_flg: 0, gender: GENDER.unanswered },
      { email: 'newstudent2@example.com', name: '新人 光', name_kana: 'シンジン ヒカル', company: 'sample', init_input_flg: 0, gender: GENDER.unanswered },
    ];
    await tx.insert(students).values(
      [...namedStudents, ...generatedStudents(32)].map((s, i) => ({
        email: s.email,
        name: s.name,
        name_kana: s.name_kana,
        company_id: s.company === 'demo' ? demoCompany!.id : sampleCompany!.id,
        init_input_flg: s.init_input_flg,
        gender: s.gender,
        status: s.status ?? STUDENT_STATUS.taking,
        prefecture_id: s.init_input_flg ? [13, 14, 27, 23, 40, 1, 11][i % 7]! : null,
        birthday: s.init_input_flg ? `19${90 + (i % 10)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}` : null,
        // Two intakes (April and October), six months each; grades spread as a class would be.
        grade: s.init_input_flg ? GRADES[(i * 3) % GRADES.length]! : null,
        course_mode: i % 5 === 4 ? COURSE_MODE.intensive : COURSE_MODE.normal,
        start_date: i % 2 === 0 ? '2026-04-01' : '2026-10-01',
        end_date: i % 2 === 0 ? '2026-09-30' : '2027-03-31',
        password_hash: passwordHash,
      })),
    );

    // Notices: low and medium only, so a first sign-in meets the bell and the dashboard banner but no urgent alert.
    // student@ and company@ have read theirs, so a notice published in a demo is the one unread thing they see.
    const adminStaff = staffRows.find((row) => row.email === 'admin@example.com')!;
    const day = 86_400_000;
    const published = (name: string, content: string, priority: Priority, notice_target: NoticeTarget, daysAgo: number) => ({
      admin_id: adminStaff.id,
      name,
      content,
      priority,
      notice_target,
      publish_status: PUBLISH_STATUS.public,
      publish_date: new Date(Date.now() - daysAgo * day),
      announced_at: new Date(Date.now() - daysAgo * day),
    });
    const notices = await tx.insert(informations).values([
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
    ]).returning({ id: informations.id, notice_target: informations.notice_target });
    const [demoStudent] = await tx.select({ id: students.id }).from(students).where(eq(students.email, 'student@example.com'));
    const [demoCompanyUser] = await tx.select({ id: companyUsers.id }).from(companyUsers).where(eq(companyUsers.email, 'company@example.com'));
    await tx.insert(informationReads).values(
      notices.flatMap(({ id, notice_target }) => [
        ...(targetsStudents(notice_target) ? [{ information_id: id, account_type: ACCOUNT_TYPE.student, account_id: demoStudent!.id }] : []),
        ...(targetsCompanyUsers(notice_target) ? [{ information_id: id, account_type: ACCOUNT_TYPE.company, account_id: demoCompanyUser!.id }] : []),
      ]),
    );
    await tx.execute(sql`update informations set read_count = (select count(*) from information_reads r where r.information_id = informations.id)`);
  });
  await loadDemoLearning(db, options);
  await loadDemoRooms(db);
}
