import { COURSE_MODE, GENDER, GRADES, RETIRE_REASON, STUDENT_STATUS, type Gender, type StudentStatus } from '@manabiya/domain/enums/student';
import { addDays } from '@manabiya/domain/contracts/learning';
import { zonedDate } from '@manabiya/domain/zoned-time';
import { and, eq, inArray } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { courses } from '../../db/schema/courses.ts';
import { students } from '../../db/schema/students.ts';
import { daysBefore, insertInChunks, isoDate, personName, SEED_EMAIL_DOMAIN, type DemoContext, type DemoStanding, type SeedContext } from '../../platform/sample-data.ts';

const PREFECTURE_IDS = [13, 13, 13, 14, 27, 23, 40, 1, 11, 12, 26, 28, 4, 34] as const;
const RETIRE_REASONS = Object.values(RETIRE_REASON);
const GRADUATED = [STUDENT_STATUS.graduated, STUDENT_STATUS.graduated_server, STUDENT_STATUS.graduated_other] as const;

/** Quarterly intakes over the last three years, six months each (intensive: three). */
function intakeDates(anchor: Date): string[] {
  const year = anchor.getUTCFullYear();
  const intakes: string[] = [];
  for (let y = year - 3; y <= year; y++) for (const month of ['01', '04', '07', '10']) intakes.push(`${y}-${month}-01`);
  return intakes.filter((date) => date <= isoDate(anchor));
}

/**
 * Students spread over the companies, with realistic names, statuses by intake (those whose course
 * ended have mostly graduated, some retired; the rest are taking it), about 5 % not yet onboarded.
 */
export async function seedStudents(context: SeedContext): Promise<void> {
  const { db, random, made, size, anchor, passwordHash } = context;
  const intakes = intakeDates(anchor);
  const today = isoDate(anchor);
  const rows = Array.from({ length: size.students }, (_, i) => {
    const person = personName(random);
    const intensive = random.chance(0.2);
    // Recent intakes are bigger (the school grows): about half the students are taking their course.
    const start = intakes[intakes.length - 1 - Math.floor(random.next() ** 3 * intakes.length)]!;
    const end = isoDate(daysBefore(new Date(`${start}T00:00:00Z`), intensive ? -91 : -182));
    const finished = end < today;
    let status: StudentStatus = STUDENT_STATUS.taking;
    if (finished) status = random.chance(0.9) ? random.pick(GRADUATED) : STUDENT_STATUS.retired;
    else if (random.chance(0.03)) status = STUDENT_STATUS.retired;
    const retired = status === STUDENT_STATUS.retired;
    const onboarded = !random.chance(0.05);
    // The seeded courses come as [normal, intensive, another normal one]: intensive students take the second.
    const [normalCourse, intensiveCourse, otherCourse] = made.courseIds;
    const course_id = intensive ? (intensiveCourse ?? null) : random.chance(0.2) ? (otherCourse ?? normalCourse ?? null) : (normalCourse ?? null);
    return {
      course_id,
      // Students of big companies cluster: the square skews the spread so a few companies have hundreds.
      company_id: made.companyIds[Math.floor(random.next() ** 2 * made.companyIds.length)]!,
      email: `student${String(i + 1).padStart(5, '0')}@${SEED_EMAIL_DOMAIN}`,
      password_hash: passwordHash,
      name: person.name,
      name_kana: person.name_kana,
      gender: onboarded ? person.gender : null,
      init_input_flg: onboarded ? 1 : 0,
      final_input_flg: finished && onboarded ? 1 : 0,
      status,
      retire_reason: retired ? random.pick(RETIRE_REASONS) : null,
      retire_date: retired ? (finished ? end : today) : null,
      grade: onboarded ? random.pick(GRADES) : null,
      course_mode: intensive ? COURSE_MODE.intensive : COURSE_MODE.normal,
      start_date: start,
      end_date: end,
      birthday: onboarded ? `${random.int(1966, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}` : null,
      prefecture_id: onboarded ? random.pick(PREFECTURE_IDS) : null,
      active: !retired || random.chance(0.5),
    };
  });
  await insertInChunks(db, students, rows, 500);
}

const DEMO_FAMILY_NAMES = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'], ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'], ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'],
  ['井上', 'イノウエ'], ['木村', 'キムラ'],
] as const;
const DEMO_GIVEN_NAMES = [
  ['陽翔', 'ハルト', GENDER.man], ['結衣', 'ユイ', GENDER.woman], ['蓮', 'レン', GENDER.man], ['美咲', 'ミサキ', GENDER.woman],
  ['大輝', 'ダイキ', GENDER.man], ['葵', 'アオイ', GENDER.woman], ['悠真', 'ユウマ', GENDER.man], ['さくら', 'サクラ', GENDER.woman],
  ['翔太', 'ショウタ', GENDER.man], ['真由', 'マユ', GENDER.woman], ['拓海', 'タクミ', GENDER.man], ['彩花', 'アヤカ', GENDER.woman],
  ['健太', 'ケンタ', GENDER.man], ['玲奈', 'レイナ', GENDER.woman], ['直樹', 'ナオキ', GENDER.unanswered],
] as const;
const DAY_MS = 86_400_000;

interface DemoStudent {
  email: string;
  name: string;
  name_kana: string;
  company: 'demo' | 'sample';
  init_input_flg: 0 | 1;
  gender: Gender;
  status?: StudentStatus;
}

function generatedDemoStudents(count: number): DemoStudent[] {
  return Array.from({ length: count }, (_, i) => {
    const [family, familyKana] = DEMO_FAMILY_NAMES[i % DEMO_FAMILY_NAMES.length]!;
    const [given, givenKana, gender] = DEMO_GIVEN_NAMES[(i * 7) % DEMO_GIVEN_NAMES.length]!;
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

/**
 * Where each demo student taking a course stands, so the progress lists show every bucket of spec
 * §9's filter: days since the start, days behind the plan, days since they last studied and the room
 * of their current assignment. The active ones have a room waiting on a teacher (the review queue);
 * those far behind stopped studying weeks ago, one after an NG judgement, one with nothing submitted.
 */
const DEMO_STANDINGS: readonly DemoStanding[] = [
  { elapsed: 40, behind: 0, idle: 1, room: 'active' },
  { elapsed: 20, behind: 0, idle: 1, room: 'active' },
  { elapsed: 75, behind: 3, idle: 1, room: 'active' },
  { elapsed: 60, behind: 9, idle: 2, room: 'active' },
  { elapsed: 90, behind: 18, idle: 3, room: 'active' },
  { elapsed: 120, behind: 40, idle: 12, room: 'none' },
  { elapsed: 200, behind: 100, idle: 35, room: 'stalled_ng' },
  { elapsed: 300, behind: 200, idle: 80, room: 'none' },
  { elapsed: 110, behind: 0, idle: 1, room: 'active' },
  { elapsed: 10, behind: 0, idle: 1, room: 'active' },
];

/** student@example.com: a month and a half in, a few days behind, its next assignment left to submit. */
const DEMO_STUDENT_STANDING: DemoStanding = { elapsed: 45, behind: 4, idle: 1, room: 'none' };

/**
 * The demo's students: four named ones (two not yet onboarded) and 32 more over both companies, a
 * few graduated. Every onboarded one takes the demo course of their mode, started so that they
 * stand where DEMO_STANDINGS puts them (student@example.com mid-course, slightly behind); each
 * standing goes to `standings`, in the order of the students' ids, for the learning and rooms demos.
 * Their status follows their dates by the app's rule (decision 043): a graduate finished every step
 * and their end date (a fortnight after the plan) has passed; a student taking the course has steps
 * left, and the end date (a month after the plan) has passed only for those far behind, whom the
 * pages show as 終了予定日超過.
 */
export async function demoStudents({ db, passwordHash, now, timeZone, course, standings }: DemoContext): Promise<void> {
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, ['デモ株式会社', 'サンプル商事']));
  const companyId = (name: string) => companyRows.find((row) => row.name === name)!.id;
  const namedStudents: DemoStudent[] = [
    { email: 'student@example.com', name: '学習 さくら', name_kana: 'ガクシュウ サクラ', company: 'demo', init_input_flg: 1, gender: GENDER.woman },
    { email: 'student2@example.com', name: '受講 健一', name_kana: 'ジュコウ ケンイチ', company: 'sample', init_input_flg: 1, gender: GENDER.man },
    { email: 'newstudent@example.com', name: '新人 翼', name_kana: 'シンジン ツバサ', company: 'demo', init_input_flg: 0, gender: GENDER.unanswered },
    { email: 'newstudent2@example.com', name: '新人 光', name_kana: 'シンジン ヒカル', company: 'sample', init_input_flg: 0, gender: GENDER.unanswered },
  ];
  const nextWeek = addDays(zonedDate(now, timeZone), 7);
  await db.insert(students).values(
    [...namedStudents, ...generatedDemoStudents(32)].map((s, i) => ({
      email: s.email,
      name: s.name,
      name_kana: s.name_kana,
      company_id: companyId(s.company === 'demo' ? 'デモ株式会社' : 'サンプル商事'),
      init_input_flg: s.init_input_flg,
      gender: s.gender,
      status: s.status ?? STUDENT_STATUS.taking,
      prefecture_id: s.init_input_flg ? [13, 14, 27, 23, 40, 1, 11][i % 7]! : null,
      birthday: s.init_input_flg ? `19${90 + (i % 10)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}` : null,
      // Grades spread as a class would be.
      grade: s.init_input_flg ? GRADES[(i * 3) % GRADES.length]! : null,
      course_mode: i % 5 === 4 ? COURSE_MODE.intensive : COURSE_MODE.normal,
      // Those taking the course get their dates below; the rest (not onboarded yet) start next week, for six months.
      start_date: nextWeek,
      end_date: addDays(nextWeek, 181),
      password_hash: passwordHash,
    })),
  );

  const courseRows = await db.select({ id: courses.id, mode: courses.mode }).from(courses).where(inArray(courses.name, course.courses.map((definition) => definition.name)));
  const courseIdOf = (mode: number) => courseRows.find((row) => row.mode === mode)!.id;
  const planDaysOf = (intensive: boolean) => course.curricula.reduce((sum, curriculum) => sum + (intensive ? curriculum.intensiveDays : curriculum.normalDays), 0);
  for (const [index, learner] of (await demoLearners(db)).entries()) {
    const graduated = learner.status === STUDENT_STATUS.graduated;
    const intensive = learner.course_mode === COURSE_MODE.intensive;
    const standing = learner.email === 'student@example.com' ? DEMO_STUDENT_STANDING : DEMO_STANDINGS[index % DEMO_STANDINGS.length]!;
    const planDays = planDaysOf(intensive);
    // Graduates finished on the plan's last day, a month ago. A student taking the course never
    // stands past the plan's end (they would have finished every step): the shorter intensive plan
    // brings the start closer, keeping the delay.
    const elapsed = graduated ? planDays + 30 : Math.min(standing.elapsed, Math.floor(planDays * 0.9) + standing.behind);
    standings.set(learner.id, graduated ? { elapsed, behind: 0, idle: 30, room: 'none' } : { ...standing, elapsed });
    const start = zonedDate(new Date(now.getTime() - elapsed * DAY_MS), timeZone);
    await db
      .update(students)
      .set({
        course_id: courseIdOf(intensive ? COURSE_MODE.intensive : COURSE_MODE.normal),
        start_date: start,
        end_date: addDays(start, planDays - 1 + (graduated ? 14 : 30)),
      })
      .where(eq(students.id, learner.id));
  }
}

/** The demo students who take a course: onboarded, taking it or graduated; in the order of their ids. */
function demoLearners(db: DemoContext['db']) {
  return db
    .select({ id: students.id, email: students.email, course_mode: students.course_mode, status: students.status })
    .from(students)
    .where(and(eq(students.init_input_flg, 1), inArray(students.status, [STUDENT_STATUS.taking, STUDENT_STATUS.graduated])))
    .orderBy(students.id);
}
