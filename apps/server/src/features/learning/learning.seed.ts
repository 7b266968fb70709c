import { COMPLETION_SOURCE, STEP_TYPE } from '@manabiya/domain/enums/learning';
import { COURSE_MODE, STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { addDays, daysBetween } from '@manabiya/domain/contracts/learning';
import { startOfZonedDay, zonedDate } from '@manabiya/domain/zoned-time';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { dailyReportComments, dailyReports, selfchecks, stepCompletions, studySessions } from '../../db/schema/learning.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { isoDate, SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';
import { planRowsOf, recomputeCourses } from './progress.repository.ts';

/** Days of study history each seeded student who is taking a course gets, up to the anchor day. */
const STUDY_HISTORY_DAYS = 90;

/**
 * Progress for every seeded student and 90 days of study time (decision 030's dataset), by the app's
 * rules (decision 043). Each student has a pace (0.35–1.3 × the plan): the steps done are the first
 * ones of the course in order, as many as the days since the start at that pace earn, completed up to
 * yesterday; graduates finished; retirees stopped part-way; a student taking the course keeps at
 * least one step (finishing is recorded as graduation). Built up to today (not the fixed anchor): the
 * delay is measured against today.
 * Study sessions of the students taking a course, on about 60 % of the last 90 days: one evening
 * session on the step they were on that day (the next one they completed after it, or the current
 * one). Each step gets about its standard hours (0.8–1.2 ×, the current one half) over its last
 * sessions, about an hour each, so study time follows the steps. Written by the database (a few
 * hundred thousand rows at XXL). Then student_progress is computed by the progress repository's own
 * statements, as the app would.
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
        select s.id as student_id, s.course_id, s.start_date, s.status, p.pace,
          (select sum(case when s.course_mode = 1 then cc.intensive_days else cc.normal_days end) from course_curricula cc where cc.course_id = s.course_id) as plan_days
        from pace p join students s on s.id = p.student_id
      )
      insert into step_completions (student_id, step_id, source, completed_at)
      select pl.student_id, o.step_id, case when o.step_type = 0 then 1 else 0 end,
        ((pl.start_date + (o.n * pl.plan_days / o.total / pl.pace)::int)::timestamp + interval '20 hours') at time zone 'Asia/Tokyo'
      from plan pl
      join ordered o on o.course_id = pl.course_id
      where pl.start_date < ${anchorDay}::date
        and o.n <= floor(o.total * least(1.0, (${anchorDay}::date - 1 - pl.start_date) * pl.pace / greatest(pl.plan_days, 1)))
        and o.n <= o.total - (case when pl.status = ${STUDENT_STATUS.taking} then 1 else 0 end)
      on conflict do nothing`);
  }
  // The current step of each student, which the study sessions below need.
  await recomputeCourses(db, made.courseIds);
  const seeded = `%@${SEED_EMAIL_DOMAIN}`;
  await db.execute(sql`
    with days as (
      select s.id as student_id, s.course_id, day.d, g
      from students s
      cross join generate_series(1, ${STUDY_HISTORY_DAYS}) as g
      cross join lateral (select ${anchorDay}::date - g as d) day
      where s.status = ${STUDENT_STATUS.taking} and s.email like ${seeded} and s.course_id is not null
        and s.start_date <= day.d and (s.id * 7919 + g * 104729) % 100 < 60
    ),
    on_step as (
      select days.*, (days.d + time '19:00' + ((days.student_id * 37 + days.g * 11) % 120) * interval '1 minute') at time zone 'Asia/Tokyo' as started_at,
        coalesce(
          (select sc.step_id from step_completions sc
            where sc.student_id = days.student_id and sc.completed_at >= (days.d + time '19:00') at time zone 'Asia/Tokyo'
            order by sc.completed_at limit 1),
          p.current_step_id) as step_id
      from days join student_progress p on p.student_id = days.student_id
    ),
    ranked as (
      select o.*, st.curriculum_id, st.standard_hours::float8 as hours,
        exists (select 1 from step_completions sc where sc.student_id = o.student_id and sc.step_id = o.step_id) as done,
        row_number() over (partition by o.student_id, o.step_id order by o.d desc) as k
      from on_step o join steps st on st.id = o.step_id
    ),
    kept as (
      select r.*, count(*) over (partition by r.student_id, r.step_id) as n
      from ranked r where r.k <= greatest(1, ceil(r.hours))
    ),
    sized as (
      select kept.*, least(9000, greatest(300, round(kept.hours * 3600
        * (case when kept.done then 0.8 + ((kept.student_id * 13 + kept.step_id * 7) % 41) / 100.0 else 0.5 end) / kept.n)))::int as seconds
      from kept
    )
    insert into study_sessions (student_id, step_id, curriculum_id, course_id, study_date, started_at, ended_at, seconds)
    select student_id, step_id, curriculum_id, course_id, d, started_at, started_at + seconds * interval '1 second', seconds
    from sized`);
  // The last activity now counts the study sessions too.
  await recomputeCourses(db, made.courseIds);
}

const MINUTE_MS = 60_000;

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

/** How many steps, taken in order, leave the student about `behind` days behind after `elapsed` days (the delay is not capped at the plan's end). */
function stepsForStanding(plan: readonly PlannedCurriculum[], elapsed: number, behind: number): number {
  const planDays = plan.reduce((sum, curriculum) => sum + curriculum.days, 0);
  const target = Math.max(0, Math.min(elapsed - behind, planDays));
  const total = plan.reduce((sum, curriculum) => sum + curriculum.stepIds.length, 0);
  let count = 0;
  while (count < total && earnedDays(plan, count + 1) <= target + 0.01) count++;
  return count;
}

/** The count nearest to `count` that leaves an assignment as the next step (so its room is the current one), or `count` when the course has none. */
function alignToAssignment(orderedSteps: readonly number[], count: number, assignments: ReadonlySet<number>): number {
  let best = count;
  let distance = Number.POSITIVE_INFINITY;
  orderedSteps.forEach((stepId, index) => {
    if (assignments.has(stepId) && Math.abs(index - count) < distance) {
      best = index;
      distance = Math.abs(index - count);
    }
  });
  return best;
}

/** A number from 0 to 1 that stays the same for the same inputs, so the demo is the same on every load. */
const spread = (...parts: number[]) => (parts.reduce((hash, part) => (hash * 31 + part) % 9_973, 7) % 1_000) / 1_000;

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

/** Study in the display time zone: sessions of a day follow each other from 19:00 (13:00 for a long one) and end by 23:30. */
const AFTERNOON_START_MINUTES = 13 * 60;
const EVENING_START_MINUTES = 19 * 60;
const EVENING_END_MINUTES = 23 * 60 + 30;
const COMPLETED_AT_MINUTES = 23 * 60 + 40;
/** Ids start at 1: the plan read for this id carries nobody's completions. */
const NO_STUDENT = 0;

/**
 * The demo students' learning, generated by the app's rules (decision 043) from where the students'
 * demo placed them (`standings`):
 * - the steps done are the first ones of the course, as many as the standing's delay means (the
 *   standing comes from the plan), completed evenly from the start to the last day the student
 *   studied; a student with a room for their current step stops just before an assignment;
 * - study time follows the steps: each done step got about its standard hours (0.8–1.3 ×) in the
 *   evenings before its completion, the current step part of its hours (all of them once its room
 *   holds a submission), and nothing after the student's last study day (`idle` days ago);
 * - daily reports of some study days with a teacher's checks and comments, self-checks of the
 *   curricula done; then student_progress by the progress repository's own statements, as the app would.
 * An assignment's completion is its room's OK: the rooms demo writes the rooms.
 */
export async function demoLearning({ db, now, timeZone, standings }: DemoContext): Promise<void> {
  const [teacher] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@example.com'));
  const learnerRows = await db
    .select({ id: students.id, email: students.email, course_id: students.course_id, course_mode: students.course_mode, status: students.status, start_date: students.start_date })
    .from(students)
    .where(inArray(students.id, [...standings.keys()]));
  const courseIds = [...new Set(learnerRows.map((learner) => learner.course_id!))];
  // The plan the app itself follows (public steps in course order); the demo's content is all public.
  const plans = new Map(await Promise.all(courseIds.map(async (courseId) => [courseId, await planRowsOf(db, courseId, NO_STUDENT)] as const)));
  const planRows = [...plans.values()].flat();
  const assignments = new Set(planRows.filter((row) => row.stepType === STEP_TYPE.assignment).map((row) => row.stepId));
  const hoursOf = new Map(planRows.map((row) => [row.stepId, row.standardHours]));
  /** A course's curricula in order, with the days of the learner's mode and their steps in order. */
  function planOf(courseId: number, intensive: boolean): PlannedCurriculum[] {
    const plan: PlannedCurriculum[] = [];
    for (const row of plans.get(courseId) ?? []) {
      if (plan.at(-1)?.id !== row.curriculumId) plan.push({ id: row.curriculumId, days: intensive ? row.intensiveDays : row.normalDays, stepIds: [] });
      plan.at(-1)!.stepIds.push(row.stepId);
    }
    return plan;
  }
  const today = zonedDate(now, timeZone);
  const at = (day: string, minutes: number) => new Date(startOfZonedDay(day, timeZone).getTime() + minutes * MINUTE_MS);

  const completions: (typeof stepCompletions.$inferInsert)[] = [];
  const sessions: (typeof studySessions.$inferInsert)[] = [];
  const reports: { student_id: number; report_date: string; minutes: number; index: number }[] = [];
  const checks: (typeof selfchecks.$inferInsert)[] = [];
  for (const [index, [learnerId, standing]] of [...standings].entries()) {
    const learner = learnerRows.find((row) => row.id === learnerId)!;
    const graduated = learner.status === STUDENT_STATUS.graduated;
    const coursePlan = planOf(learner.course_id!, learner.course_mode === COURSE_MODE.intensive);
    const planDays = coursePlan.reduce((sum, curriculum) => sum + curriculum.days, 0);
    const orderedSteps = coursePlan.flatMap((curriculum) => curriculum.stepIds);
    const start = learner.start_date!;
    // Graduates finished on the plan's last day; the others last studied `idle` days ago (yesterday at the latest).
    const lastDay = graduated ? addDays(start, planDays - 1) : addDays(today, -Math.max(1, standing.idle));
    let doneCount = graduated ? orderedSteps.length : Math.min(stepsForStanding(coursePlan, standing.elapsed, standing.behind), orderedSteps.length - 1);
    if (!graduated && standing.room !== 'none') doneCount = alignToAssignment(orderedSteps, doneCount, assignments);
    const activeDays = Math.max(0, daysBetween(start, lastDay));
    // Completed in order, evenly from the start to the last study day (a graduate's last one on it).
    const doneDays = orderedSteps.slice(0, doneCount).map((_, n) => addDays(start, Math.floor(((n + 1) / (doneCount + (graduated ? 0 : 1))) * activeDays)));
    doneDays.forEach((day, n) => {
      const stepId = orderedSteps[n]!;
      completions.push({ student_id: learner.id, step_id: stepId, source: assignments.has(stepId) ? COMPLETION_SOURCE.room : COMPLETION_SOURCE.self, completed_at: at(day, COMPLETED_AT_MINUTES) });
    });
    let offset = 0;
    for (const curriculum of coursePlan) {
      const done = curriculum.stepIds.every((stepId) => orderedSteps.indexOf(stepId) < doneCount);
      if (done) checks.push({ student_id: learner.id, curriculum_id: curriculum.id, understanding: 2 + ((learner.id + offset) % 4), comment: offset % 2 ? '実務で使えそうです。' : '復習が必要な部分があります。' });
      offset++;
    }

    // Study time, step by step: each in the evenings of its window (after the previous completion, up to its own).
    const usedMinutes = new Map<string, number>();
    const studyStep = (stepId: number, firstDay: string, lastStudyDay: string, share: number) => {
      const minutes = Math.round((hoursOf.get(stepId) ?? 1) * 60 * share);
      const windowDays = Math.max(1, daysBetween(firstDay, lastStudyDay) + 1);
      const count = Math.min(windowDays, Math.max(1, Math.ceil(minutes / 90)));
      const wanted = Math.round(minutes / count);
      for (let k = 0; k < count; k++) {
        const day = addDays(lastStudyDay, -Math.floor((k * windowDays) / count));
        // A long piece of work in few days is a weekend afternoon; the rest is evening study.
        const from = usedMinutes.get(day) ?? (wanted > 240 ? AFTERNOON_START_MINUTES : EVENING_START_MINUTES) + Math.floor(spread(learner.id, stepId, k) * 30);
        const length = Math.min(wanted, EVENING_END_MINUTES - from);
        if (length < 5) continue;
        usedMinutes.set(day, from + length + 10);
        sessions.push({ student_id: learner.id, step_id: stepId, course_id: learner.course_id!, study_date: day, started_at: at(day, from), ended_at: at(day, from + length), seconds: length * 60 });
      }
    };
    doneDays.forEach((day, n) => studyStep(orderedSteps[n]!, n === 0 ? start : addDays(doneDays[n - 1]!, 1), day, 0.8 + spread(learner.id, n) * 0.5));
    const current = orderedSteps[doneCount];
    if (current !== undefined) {
      // Work on the current step since the last completion: all its hours once it is submitted, part of them otherwise.
      const from = doneCount === 0 ? start : addDays(doneDays.at(-1)!, 1);
      studyStep(current, from < lastDay ? from : lastDay, lastDay, standing.room === 'none' ? 0.3 + spread(learner.id) * 0.4 : 1);
    }
    // Daily reports of the student's latest study days within a month (student@example.com and every fourth one).
    if (learner.email === 'student@example.com' || index % 4 === 0) {
      const studyDays = [...usedMinutes.keys()].filter((day) => day > addDays(today, -30)).sort().reverse().slice(0, 8);
      for (const day of studyDays) {
        const minutes = sessions.filter((session) => session.student_id === learner.id && session.study_date === day).reduce((sum, session) => sum + session.seconds / 60, 0);
        reports.push({ student_id: learner.id, report_date: day, minutes, index: reports.length });
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
          const minutes = report.index % 3 === 0 ? Math.max(30, Math.round(report.minutes / 30) * 30) : report.minutes;
          const older = report.report_date < addDays(today, -3);
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
  // Steps done, the plan, the current step and the last activity (latest completion or study), by the app's own statements.
  await recomputeCourses(db, courseIds);
}
