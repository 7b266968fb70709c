import { COMPLETION_SOURCE } from '@manabiya/domain/enums/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { COURSE_MODE, STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { courseCurricula, courses, curricula, stepMovies, steps } from '../db/schema/courses.ts';
import { dailyReportComments, dailyReports, selfchecks, stepCompletions, studySessions } from '../db/schema/learning.ts';
import { movies } from '../db/schema/movies.ts';
import { staff } from '../db/schema/staff.ts';
import { students } from '../db/schema/students.ts';
import { recomputeCourses } from '../features/learning/progress.repository.ts';
import { startOfZonedDay, zonedDate } from '@manabiya/domain/zoned-time';
import { createMovieFiles, type ReceivedMovie } from '../features/movies/movie-files.ts';
import type { Db } from '../platform/db.ts';
import { DEMO_COURSES, DEMO_CURRICULA, DEMO_MOVIES, type DemoMovieKey } from './learning-content.ts';

const MOVIES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'movies');
const DAY_MS = 86_400_000;

/**
 * Where each demo student stands, so the progress lists show every bucket of spec §9's filter:
 * days since the start and days behind the plan (the steps done are chosen to give that delay).
 */
const STANDINGS: ReadonlyArray<{ elapsed: number; behind: number }> = [
  { elapsed: 40, behind: 0 },
  { elapsed: 20, behind: 0 },
  { elapsed: 75, behind: 3 },
  { elapsed: 60, behind: 9 },
  { elapsed: 90, behind: 18 },
  { elapsed: 120, behind: 40 },
  { elapsed: 200, behind: 100 },
  { elapsed: 300, behind: 200 },
  { elapsed: 150, behind: 0 },
  { elapsed: 10, behind: 0 },
];

interface PlannedCurriculum {
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

const REPORTS = [
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
 * The demo course content (a normal and an intensive course sharing every curriculum, with three
 * short videos stored through the movie library's own pipeline), the demo students placed in every
 * progress bucket, 30 days of study sessions, daily reports with teachers' comments and self-checks.
 */
export async function loadDemoLearning(db: Db, { filesDir, timeZone, now = new Date() }: { filesDir: string; timeZone: string; now?: Date }): Promise<void> {
  const movieFiles = createMovieFiles(path.join(filesDir, 'movie'));
  const stored: { movie: (typeof DEMO_MOVIES)[number]; file: ReceivedMovie }[] = [];
  for (const movie of DEMO_MOVIES) {
    stored.push({ movie, file: await movieFiles.receive(fs.createReadStream(path.join(MOVIES_DIR, movie.file)), Number.MAX_SAFE_INTEGER) });
  }

  await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com'));
    const [teacher] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@example.com'));
    const movieIds = new Map<DemoMovieKey, number>();
    for (const { movie, file } of stored) {
      const [row] = await tx
        .insert(movies)
        .values({
          title: movie.title,
          description: movie.description,
          file_name: file.fileName,
          original_name: movie.file,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          duration_seconds: file.durationSeconds,
          uploaded_by_staff_id: admin?.id ?? null,
        })
        .returning({ id: movies.id });
      movieIds.set(movie.key, row!.id);
    }

    const plan = { normal: [] as PlannedCurriculum[], intensive: [] as PlannedCurriculum[] };
    const curriculumIds: number[] = [];
    for (const curriculum of DEMO_CURRICULA) {
      const [row] = await tx
        .insert(curricula)
        .values({ name: curriculum.name, description: curriculum.description, publish_status: PUBLISH_STATUS.public })
        .returning({ id: curricula.id });
      curriculumIds.push(row!.id);
      const stepRows = await tx
        .insert(steps)
        .values(
          curriculum.steps.map((step, index) => ({
            curriculum_id: row!.id,
            position: index + 1,
            title: step.title,
            step_type: step.type,
            body: step.body,
            standard_hours: step.standardHours,
            publish_status: PUBLISH_STATUS.public,
          })),
        )
        .returning({ id: steps.id, position: steps.position });
      const links = curriculum.steps.flatMap((step, index) =>
        (step.movies ?? []).map((key, position) => ({ step_id: stepRows[index]!.id, movie_id: movieIds.get(key)!, position: position + 1 })),
      );
      if (links.length > 0) await tx.insert(stepMovies).values(links);
      const stepIds = stepRows.sort((a, b) => a.position - b.position).map((step) => step.id);
      plan.normal.push({ days: curriculum.normalDays, stepIds });
      plan.intensive.push({ days: curriculum.intensiveDays, stepIds });
    }

    const courseIds: number[] = [];
    for (const course of DEMO_COURSES) {
      const [row] = await tx
        .insert(courses)
        .values({
          name: course.name,
          description: course.description,
          mode: course.mode,
          publish_status: PUBLISH_STATUS.public,
          // The intensive course keeps its students to the order of the steps.
          sequential: course.mode === COURSE_MODE.intensive,
        })
        .returning({ id: courses.id });
      courseIds.push(row!.id);
      await tx.insert(courseCurricula).values(
        DEMO_CURRICULA.map((curriculum, index) => ({
          course_id: row!.id,
          curriculum_id: curriculumIds[index]!,
          position: index + 1,
          normal_days: curriculum.normalDays,
          intensive_days: curriculum.intensiveDays,
        })),
      );
    }
    const [normalCourse, intensiveCourse] = courseIds as [number, number];

    // Every onboarded demo student takes a course; the named ones first, so student@ is mid-course and slightly behind.
    const learners = await tx
      .select({ id: students.id, email: students.email, course_mode: students.course_mode, status: students.status })
      .from(students)
      .where(and(eq(students.init_input_flg, 1), inArray(students.status, [STUDENT_STATUS.taking, STUDENT_STATUS.graduated])))
      .orderBy(students.id);
    const completions: (typeof stepCompletions.$inferInsert)[] = [];
    const sessions: (typeof studySessions.$inferInsert)[] = [];
    const reports: { student_id: number; report_date: string; minutes: number; index: number }[] = [];
    const checks: (typeof selfchecks.$inferInsert)[] = [];
    for (const [index, learner] of learners.entries()) {
      const graduated = learner.status === STUDENT_STATUS.graduated;
      const intensive = learner.course_mode === COURSE_MODE.intensive;
      const coursePlan = intensive ? plan.intensive : plan.normal;
      const standing = learner.email === 'student@example.com' ? { elapsed: 45, behind: 4 } : STANDINGS[index % STANDINGS.length]!;
      const planDays = coursePlan.reduce((sum, curriculum) => sum + curriculum.days, 0);
      const elapsed = graduated ? planDays + 30 : standing.elapsed;
      const start = zonedDate(new Date(now.getTime() - elapsed * DAY_MS), timeZone);
      await tx
        .update(students)
        .set({ course_id: intensive ? intensiveCourse : normalCourse, start_date: start, end_date: zonedDate(new Date(now.getTime() + (planDays - elapsed + 30) * DAY_MS), timeZone) })
        .where(eq(students.id, learner.id));
      const orderedSteps = coursePlan.flatMap((curriculum) => curriculum.stepIds);
      const doneCount = graduated ? orderedSteps.length : stepsForStanding(coursePlan, elapsed, standing.behind);
      // Completed in order, spread evenly between the start and yesterday evening.
      orderedSteps.slice(0, doneCount).forEach((stepId, n) => {
        const day = Math.floor(((n + 1) / (doneCount + 1)) * elapsed);
        completions.push({
          student_id: learner.id,
          step_id: stepId,
          source: COMPLETION_SOURCE.self,
          completed_at: new Date(startOfZonedDay(start, timeZone).getTime() + day * DAY_MS + 21 * 3_600_000),
        });
      });
      let offset = 0;
      for (const curriculum of coursePlan) {
        const done = curriculum.stepIds.every((stepId) => orderedSteps.indexOf(stepId) < doneCount);
        if (done) checks.push({ student_id: learner.id, curriculum_id: curriculumIds[coursePlan.indexOf(curriculum)]!, understanding: 2 + ((learner.id + offset) % 4), comment: offset % 2 ? '実務で使えそうです。' : '復習が必要な部分があります。' });
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
        sessions.push({ student_id: learner.id, step_id: current, course_id: intensive ? intensiveCourse : normalCourse, study_date: date, started_at: startedAt, ended_at: endedAt, seconds: minutes * 60 });
        if (daysAgo > 0 && (learner.email === 'student@example.com' || index % 4 === 0) && reports.filter((r) => r.student_id === learner.id).length < 8) {
          reports.push({ student_id: learner.id, report_date: date, minutes, index: reports.length });
        }
      }
    }
    for (let start = 0; start < completions.length; start += 1_000) await tx.insert(stepCompletions).values(completions.slice(start, start + 1_000));
    for (let start = 0; start < sessions.length; start += 1_000) await tx.insert(studySessions).values(sessions.slice(start, start + 1_000));
    // The curriculum of each session follows from its step.
    await tx.execute(sql`update study_sessions ss set curriculum_id = st.curriculum_id from steps st where st.id = ss.step_id and ss.curriculum_id is null`);
    if (checks.length > 0) await tx.insert(selfchecks).values(checks);
    if (reports.length > 0) {
      const inserted = await tx
        .insert(dailyReports)
        .values(
          reports.map((report) => {
            const text = REPORTS[report.index % REPORTS.length]!;
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
      if (comments.length > 0) await tx.insert(dailyReportComments).values(comments);
    }
    await recomputeCourses(tx, courseIds);
    await tx.execute(sql`update student_progress p set last_activity_at = x.last
      from (select student_id, max(ended_at) as last from study_sessions group by student_id) x where x.student_id = p.student_id`);
  });
}

