import { COMPLETION_SOURCE, STEP_TYPE } from '@manabiya/domain/enums/learning';
import { COURSE_MODE, STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { startOfZonedDay, zonedDate } from '@manabiya/domain/zoned-time';
import { and, asc, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { courseCurricula, steps } from '../../db/schema/courses.ts';
import { dailyReportComments, dailyReports, selfchecks, stepCompletions, studySessions } from '../../db/schema/learning.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { isoDate, SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';
import { recomputeCourses } from './progress.repository.ts';

/** Days of study history each seeded student who is taking a course gets, up to the anchor day. */
const STUDY_HISTORY_DAYS = 90;

/**
 * Progress for every seeded student and 90 days of study time (decision 030's dataset). Each student
 * has a pace (0.35–1.3 × the plan): the steps done are the first ones of the course in order, as many
 * as the days since the start at that pace earn; graduates finished; retirees stopped part-way.
 * Built up to today (not the fixed anchor): the delay is measured against today.
 * Study sessions: on about 60 % of days, one evening session of 20–150 minutes on the current step,
 * written by the database (about 500,000 rows at XXL). Then student_progress is computed by the
 * progress repository's own statements, as the app would.
 */
export async function seedLearning(context: SeedContext): Promise<void> {
  const { db, random, made } = context;
  if (made.courseIds.length === 0) return;
  const rows = await db
    .select({ id: students.id, status: students.status })
    .from(students)
    .where(and(isNotNull(students.course_id), like(students.email, `%@${SEED_EMAIL_DOMAIN}`)))
    .orderBy(students.id);
  const ids: number[] = [];
  const paces: number[] = [];
  for (const row of rows) {
    ids.push(row.id);
    const graduated = row.status !== STUDENT_STATUS.taking && row.status !== STUDENT_STATUS.retired;
    // Graduates reached the end; most others keep near the plan, a tail falls far behind.
    paces.push(graduated ? 10 : row.status === STUDENT_STATUS.retired ? 0.2 + random.next() * 0.4 : 0.35 + random.next() ** 0.6 * 0.95);
  }
  // Progress is measured against today, so it is built up to today rather than to the dataset's fixed
  // anchor day: a dataset seeded weeks ago would otherwise show everyone weeks behind.
  const anchorDay = isoDate(new Date());
  for (let start = 0; start < ids.length; start += 2_000) {
    const idChunk = ids.slice(start, start + 2_000);
    const paceChunk = paces.slice(start, start + 2_000);
    await db.execute(sql`
      with pace as (select * from unnest(${`{${idChunk.join(',')}}`}::int[], ${`{${paceChunk.join(',')}}`}::float8[]) as p(student_id, pace)),
      ordered as (
        select cc.course_id, st.id as step_id, st.step_type,
          row_number() over (partition by cc.course_id order by cc.position, st.position) as n,
          count(*) over (partition by cc.course_id) as total
        from course_curricula cc
        join curricula c on c.id = cc.curriculum_id and c.publish_status = 1
        join steps st on st.curriculum_id = cc.curriculum_id and st.publish_status = 1
      ),
      plan as (
        select s.id as student_id, s.course_id, s.start_date, p.pace,
          (select sum(case when s.course_mode = 1 then cc.intensive_days else cc.normal_days end) from course_curricula cc where cc.course_id = s.course_id) as plan_days
        from pace p join students s on s.id = p.student_id
      )
      insert into step_completions (student_id, step_id, source, completed_at)
      select pl.student_id, o.step_id, case when o.step_type = 0 then 1 else 0 end,
        ((pl.start_date + (o.n * pl.plan_days / o.total / pl.pace)::int)::timestamp + interval '20 hours') at time zone 'Asia/Tokyo'
      from plan pl
      join ordered o on o.course_id = pl.course_id
      where pl.start_date <= ${anchorDay}::date
        and o.n <= floor(o.total * least(1.0, (${anchorDay}::date - pl.start_date) * pl.pace / greatest(pl.plan_days, 1)))
      on conflict do nothing`);
  }
  await recomputeCourses(db, made.courseIds);
  // Study sessions of the students taking a course, on their current step (or the last one done).
  await db.execute(sql`
    insert into study_sessions (student_id, step_id, curriculum_id, course_id, study_date, started_at, ended_at, seconds)
    select s.id, p.current_step_id, p.current_curriculum_id, s.course_id, d::date,
      (d::date + time '19:00' + ((s.id * 37 + g * 11) % 120) * interval '1 minute') at time zone 'Asia/Tokyo',
      (d::date + time '19:00' + ((s.id * 37 + g * 11) % 120) * interval '1 minute' + (20 + (s.id * 13 + g * 29) % 131) * interval '1 minute') at time zone 'Asia/Tokyo',
      (20 + (s.id * 13 + g * 29) % 131) * 60
    from students s
    join student_progress p on p.student_id = s.id
    cross join generate_series(0, ${STUDY_HISTORY_DAYS - 1}) as g
    cross join lateral (select ${anchorDay}::date - g as d) day
    where s.status = ${STUDENT_STATUS.taking} and s.email like ${`%@${SEED_EMAIL_DOMAIN}`}
      and s.start_date <= day.d and (s.id * 7919 + g * 104729) % 100 < 60`);
  await db.execute(sql`update student_progress p set last_activity_at = x.last
    from (select student_id, max(ended_at) as last from study_sessions group by student_id) x where x.student_id = p.student_id`);
}

const DAY_MS = 86_400_000;

interface PlannedCurriculum {
  id: number;
  days: number;
  stepIds: number[];
}

/** The first `count` steps of the course earn these days (decision 033: each curriculum in proportion to its steps done). */
function earnedDays(plan: readonly PlannedCurriculum[], count: number): number {
  let left = count;
  let earned = 0;
  for (const curriculum of plan) {
    const done = Math.min(left, curriculum.stepIds.length);
    earned += (curriculum.days * done) / Math.max(1, curriculum.stepIds.length);
    left -= done;
  }
  return earned;
}

/** How many steps, taken in order, leave the student about `behind` days behind after `elapsed` days. */
function stepsForStanding(plan: readonly PlannedCurriculum[], elapsed: number, behind: number): number {
  const planDays = plan.reduce((sum, curriculum) => sum + curriculum.days, 0);
  const target = Math.max(0, Math.min(elapsed, planDays) - behind);
  const total = plan.reduce((sum, curriculum) => sum + curriculum.stepIds.length, 0);
  let count = 0;
  while (count < total && earnedDays(plan, count + 1) <= target + 0.01) count++;
  return count;
}

const DEMO_REPORTS = [
  {
    did: '- HTML の基本タグを復習しました\n- フォームの `label` と `input` の関係を理解しました',
    next: 'CSS のボックスモデルを進めます。',
    troubles: '`margin` と `padding` の違いがまだ曖昧です。',
  },
  { did: 'JavaScript の配列メソッド（`map` / `filter`）を練習しました。\n\n```js\nconst even = [1, 2, 3, 4].filter((n) => n % 2 === 0);\n```', next: '非同期処理に進みます。', troubles: '' },
  { did: 'Git のブランチを切って、プルリクエストを作る練習をしました。', next: 'レビューでの指摘を反映します。', troubles: 'コンフリクトの解消に時間がかかりました。' },
  { did: 'SQL の `JOIN` を使って、注文と顧客を結合するクエリを書きました。', next: '集計関数（`GROUP BY`）を学びます。', troubles: '' },
  { did: '課題の提出物を見直しました。', next: '次のカリキュラムに進みます。', troubles: '業務が忙しく、学習時間が少なめでした。' },
];

/**
 * The demo students' learning, where the students' demo placed them (`standings`): the steps done in
 * order, spread from the start to yesterday evening (an assignment's completion is its room's OK; the
 * rooms demo writes the room), 30 days of study sessions, daily reports with a teacher's checks and
 * comments, self-checks of the curricula done; then student_progress by the progress repository's
 * own statements, as the app would.
 */
export async function demoLearning({ db, now, timeZone, standings }: DemoContext): Promise<void> {
  const [teacher] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@example.com'));
  const learnerRows = await db
    .select({ id: students.id, email: students.email, course_id: students.course_id, course_mode: students.course_mode, status: students.status })
    .from(students)
    .where(inArray(students.id, [...standings.keys()]));
  const courseIds = [...new Set(learnerRows.map((learner) => learner.course_id!))];
  const planRows = await db
    .select({ courseId: courseCurricula.course_id, curriculumId: courseCurricula.curriculum_id, normalDays: courseCurricula.normal_days, intensiveDays: courseCurricula.intensive_days, stepId: steps.id, stepType: steps.step_type })
    .from(courseCurricula)
    .innerJoin(steps, eq(steps.curriculum_id, courseCurricula.curriculum_id))
    .where(inArray(courseCurricula.course_id, courseIds))
    .orderBy(asc(courseCurricula.course_id), asc(courseCurricula.position), asc(steps.position));
  const assignments = new Set(planRows.filter((row) => row.stepType === STEP_TYPE.assignment).map((row) => row.stepId));
  /** A course's curricula in order, with the days of the learner's mode and their steps in order. */
  function planOf(courseId: number, intensive: boolean): PlannedCurriculum[] {
    const plan: PlannedCurriculum[] = [];
    for (const row of planRows.filter((one) => one.courseId === courseId)) {
      if (plan.at(-1)?.id !== row.curriculumId) plan.push({ id: row.curriculumId, days: intensive ? row.intensiveDays : row.normalDays, stepIds: [] });
      plan.at(-1)!.stepIds.push(row.stepId);
    }
    return plan;
  }

  const completions: (typeof stepCompletions.$inferInsert)[] = [];
  const sessions: (typeof studySessions.$inferInsert)[] = [];
  const reports: { student_id: number; report_date: string; minutes: number; index: number }[] = [];
  const checks: (typeof selfchecks.$inferInsert)[] = [];
  for (const [index, [learnerId, standing]] of [...standings].entries()) {
    const learner = learnerRows.find((row) => row.id === learnerId)!;
    const graduated = learner.status === STUDENT_STATUS.graduated;
    const coursePlan = planOf(learner.course_id!, learner.course_mode === COURSE_MODE.intensive);
    const { elapsed } = standing;
    const start = zonedDate(new Date(now.getTime() - elapsed * DAY_MS), timeZone);
    const orderedSteps = coursePlan.flatMap((curriculum) => curriculum.stepIds);
    const doneCount = graduated ? orderedSteps.length : stepsForStanding(coursePlan, elapsed, standing.behind);
    // Completed in order, spread evenly between the start and yesterday evening.
    orderedSteps.slice(0, doneCount).forEach((stepId, n) => {
      const day = Math.floor(((n + 1) / (doneCount + 1)) * elapsed);
      completions.push({
        student_id: learner.id,
        step_id: stepId,
        source: assignments.has(stepId) ? COMPLETION_SOURCE.room : COMPLETION_SOURCE.self,
        completed_at: new Date(startOfZonedDay(start, timeZone).getTime() + day * DAY_MS + 21 * 3_600_000),
      });
    });
    let offset = 0;
    for (const curriculum of coursePlan) {
      const done = curriculum.stepIds.every((stepId) => orderedSteps.indexOf(stepId) < doneCount);
      if (done) checks.push({ student_id: learner.id, curriculum_id: curriculum.id, understanding: 2 + ((learner.id + offset) % 4), comment: offset % 2 ? '実務で使えそうです。' : '復習が必要な部分があります。' });
      offset++;
    }
    if (graduated) continue;
    // Study sessions of the last 30 days on the step the student was on: evenings, about 3 days in 5.
    const current = orderedSteps[Math.min(doneCount, orderedSteps.length - 1)]!;
    for (let daysAgo = Math.min(29, elapsed); daysAgo >= 0; daysAgo--) {
      if ((learner.id * 31 + daysAgo * 17) % 5 >= 3) continue;
      const date = zonedDate(new Date(now.getTime() - daysAgo * DAY_MS), timeZone);
      const startedAt = new Date(startOfZonedDay(date, timeZone).getTime() + (19 * 60 + ((learner.id * 7 + daysAgo * 13) % 90)) * 60_000);
      const minutes = 25 + ((learner.id * 11 + daysAgo * 29) % 100);
      const endedAt = new Date(startedAt.getTime() + minutes * 60_000);
      if (endedAt > now) continue;
      sessions.push({ student_id: learner.id, step_id: current, course_id: learner.course_id!, study_date: date, started_at: startedAt, ended_at: endedAt, seconds: minutes * 60 });
      if (daysAgo > 0 && (learner.email === 'student@example.com' || index % 4 === 0) && reports.filter((r) => r.student_id === learner.id).length < 8) {
        reports.push({ student_id: learner.id, report_date: date, minutes, index: reports.length });
      }
    }
  }
  for (let start = 0; start < completions.length; start += 1_000) await db.insert(stepCompletions).values(completions.slice(start, start + 1_000));
  for (let start = 0; start < sessions.length; start += 1_000) await db.insert(studySessions).values(sessions.slice(start, start + 1_000));
  // The curriculum of each session follows from its step.
  await db.execute(sql`update study_sessions ss set curriculum_id = st.curriculum_id from steps st where st.id = ss.step_id and ss.curriculum_id is null`);
  if (checks.length > 0) await db.insert(selfchecks).values(checks);
  if (reports.length > 0) {
    const inserted = await db
      .insert(dailyReports)
      .values(
        reports.map((report) => {
          const text = DEMO_REPORTS[report.index % DEMO_REPORTS.length]!;
          // Most declare what the clock measured; some round it, as people do.
          const minutes = report.index % 3 === 0 ? Math.round(report.minutes / 30) * 30 : report.minutes;
          const older = report.report_date < zonedDate(new Date(now.getTime() - 3 * DAY_MS), timeZone);
          return {
            student_id: report.student_id,
            report_date: report.report_date,
            study_minutes: minutes,
            did: text.did,
            next: text.next,
            troubles: text.troubles,
            checked_by_staff_id: older ? (teacher?.id ?? null) : null,
            checked_at: older ? new Date(startOfZonedDay(report.report_date, timeZone).getTime() + 34 * 3_600_000) : null,
          };
        }),
      )
      .returning({ id: dailyReports.id, troubles: dailyReports.troubles });
    const comments = inserted
      .filter((report) => report.troubles !== '')
      .slice(0, 12)
      .map((report) => ({ report_id: report.id, staff_id: teacher?.id ?? null, body: 'お疲れさまです。つまずいた点は次回の面談で一緒に確認しましょう。' }));
    if (comments.length > 0) await db.insert(dailyReportComments).values(comments);
  }
  await recomputeCourses(db, courseIds);
  await db.execute(sql`update student_progress p set last_activity_at = x.last
    from (select student_id, max(ended_at) as last from study_sessions group by student_id) x where x.student_id = p.student_id`);
}
