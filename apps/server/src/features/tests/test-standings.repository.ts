import { sql, type SQL } from 'drizzle-orm';
import type { ScoredAnswer } from '../../db/schema/tests.ts';
import type { Db } from '../../platform/db.ts';

/*
 * Standings kept beside the attempts (decision 048): per test its attempts started and finished
 * (`test_totals`), per test and student the attempts, whether one is open and the best and latest
 * finished attempt (`test_student_results`), per test and question how many finished attempts were
 * given it and got it right (`test_item_totals`). The start and the finish of an attempt write them in
 * their own transaction, by increments and comparisons the row lock orders, so two finishes at once
 * both count and the results, figures and company lists read one narrow row per student or question
 * instead of every attempt.
 */

/** An attempt has started: one more attempt for the test and the student, who now has one open. */
export async function recordStart(db: Db, testId: number, studentId: number): Promise<void> {
  await db.execute(sql`insert into test_totals as t (test_id, attempt_count) values (${testId}, 1)
    on conflict (test_id) do update set attempt_count = t.attempt_count + 1`);
  await db.execute(sql`insert into test_student_results as r (test_id, student_id, attempt_count, in_progress) values (${testId}, ${studentId}, 1, true)
    on conflict (test_id, student_id) do update set attempt_count = r.attempt_count + 1, in_progress = true`);
}

export interface FinishedAttempt {
  id: number;
  test_id: number;
  student_id: number;
  submitted_at: Date;
  percent: number;
  passed: boolean;
  grade: string;
  scored: ScoredAnswer[];
}

/**
 * An attempt has finished: counted for its test, its student's open attempt closed, the best replaced
 * when this one scored higher (on a tie the earlier stays best), the latest is this one; each of its
 * questions counted for the item analysis, in question order so two finishes lock rows alike.
 */
export async function recordFinish(db: Db, attempt: FinishedAttempt): Promise<void> {
  await db.execute(sql`insert into test_totals as t (test_id, finished_count) values (${attempt.test_id}, 1)
    on conflict (test_id) do update set finished_count = t.finished_count + 1`);
  const better = sql`r.best_percent is null or r.best_percent < ${attempt.percent}`;
  await db.execute(sql`insert into test_student_results as r (test_id, student_id, attempt_count, finished_count, in_progress,
      latest_submitted_at, latest_attempt_id, best_attempt_id, best_percent, best_passed, best_grade)
    values (${attempt.test_id}, ${attempt.student_id}, 1, 1, false, ${attempt.submitted_at}, ${attempt.id}, ${attempt.id}, ${attempt.percent}, ${attempt.passed}, ${attempt.grade})
    on conflict (test_id, student_id) do update set
      finished_count = r.finished_count + 1,
      in_progress = false,
      latest_submitted_at = greatest(r.latest_submitted_at, excluded.latest_submitted_at),
      latest_attempt_id = excluded.latest_attempt_id,
      best_attempt_id = case when ${better} then excluded.best_attempt_id else r.best_attempt_id end,
      best_percent = case when ${better} then excluded.best_percent else r.best_percent end,
      best_passed = case when ${better} then excluded.best_passed else r.best_passed end,
      best_grade = case when ${better} then excluded.best_grade else r.best_grade end`);
  const items = [...attempt.scored].sort((a, b) => a.question_id - b.question_id);
  if (items.length === 0) return;
  const questionIds = sql`array[${sql.join(items.map((item) => sql`${item.question_id}`), sql`, `)}]::int[]`;
  const correct = sql`array[${sql.join(items.map((item) => sql`${item.correct ? 1 : 0}`), sql`, `)}]::int[]`;
  await db.execute(sql`insert into test_item_totals as i (test_id, question_id, answered, correct)
    select ${attempt.test_id}, q.question_id, 1, q.correct from unnest(${questionIds}, ${correct}) as q(question_id, correct)
    order by q.question_id
    on conflict (test_id, question_id) do update set answered = i.answered + 1, correct = i.correct + excluded.correct`);
}

/**
 * The standings of the given tests (every test when none are given) rebuilt from their attempts:
 * for attempts written in bulk (the generated dataset). Migration 0017 runs the same statements once.
 */
export async function rebuildStandings(db: Db, testIds?: readonly number[]): Promise<void> {
  const of = (column: SQL) => (testIds === undefined ? sql`true` : testIds.length === 0 ? sql`false` : sql`${column} in (${sql.join(testIds.map((id) => sql`${id}`), sql`, `)})`);
  await db.execute(sql`delete from test_totals where ${of(sql`test_id`)}`);
  await db.execute(sql`delete from test_student_results where ${of(sql`test_id`)}`);
  await db.execute(sql`delete from test_item_totals where ${of(sql`test_id`)}`);
  await db.execute(sql`insert into test_totals (test_id, attempt_count, finished_count)
    select test_id, count(*), count(submitted_at) from test_attempts where ${of(sql`test_id`)} group by test_id`);
  await db.execute(sql`insert into test_student_results (test_id, student_id, attempt_count, finished_count, in_progress,
      latest_submitted_at, latest_attempt_id, best_attempt_id, best_percent, best_passed, best_grade)
    select a.test_id, a.student_id, count(*), count(a.submitted_at), bool_or(a.submitted_at is null), max(a.submitted_at),
      (select l.id from test_attempts l where l.test_id = a.test_id and l.student_id = a.student_id and l.submitted_at is not null order by l.submitted_at desc, l.id desc limit 1),
      b.id, b.percent, b.passed, b.grade
    from test_attempts a
    left join lateral (select o.id, o.percent, o.passed, o.grade from test_attempts o
      where o.test_id = a.test_id and o.student_id = a.student_id and o.submitted_at is not null
      order by o.percent desc, o.submitted_at, o.id limit 1) b on true
    where ${of(sql`a.test_id`)}
    group by a.test_id, a.student_id, b.id, b.percent, b.passed, b.grade`);
  await db.execute(sql`insert into test_item_totals (test_id, question_id, answered, correct)
    select a.test_id, (e->>'question_id')::int, count(*), count(*) filter (where (e->>'correct')::boolean)
    from test_attempts a cross join lateral jsonb_array_elements(a.scored) e
    where a.submitted_at is not null and ${of(sql`a.test_id`)}
    group by 1, 2`);
}
