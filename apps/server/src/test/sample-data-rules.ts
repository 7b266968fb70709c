import { sql, type SQL } from 'drizzle-orm';
import { zonedDate } from '@manabiya/domain/zoned-time';
import { recomputeStudents } from '../features/learning/progress.repository.ts';
import type { Db } from '../platform/db.ts';

/*
 * The app's rules that generated data must obey as much as data the app wrote (decision 043): the
 * demo and the seeded dataset are checked with these, so no figure on a page looks wrong because the
 * data behind it could not have happened. Each check answers the violations it found, one line each,
 * so a failing test names the students.
 */

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as { rows: T[] }).rows;

/** Which students to check: a condition on `s` (students). */
export type StudentScope = SQL;

/**
 * Status follows the dates (decision 043): a graduate finished every step of their course and their
 * end date has passed; a student taking the course has started it and has steps left (finishing is
 * recorded as a graduation; one whose end date passed with steps left is shown 終了予定日超過).
 */
export async function statusViolations(db: Db, scope: StudentScope, timeZone: string): Promise<string[]> {
  const today = zonedDate(new Date(), timeZone);
  const rows = await rowsOf<{ id: number; status: number; start_date: string | null; end_date: string | null; done: number; total: number }>(
    db,
    sql`select s.id, s.status, s.start_date::text, s.end_date::text, coalesce(p.steps_done, 0)::int as done, coalesce(p.steps_total, 0)::int as total
      from students s left join student_progress p on p.student_id = s.id
      where s.course_id is not null and ${scope} order by s.id`,
  );
  return rows.flatMap((row) => {
    const finished = row.total > 0 && row.done >= row.total;
    if (row.status >= 1 && row.status <= 3 && !finished) return [`student ${row.id}: graduated with ${row.done}/${row.total} steps`];
    if (row.status >= 1 && row.status <= 3 && (row.end_date === null || row.end_date > today)) return [`student ${row.id}: graduated before the end date ${row.end_date}`];
    if (row.status === 0 && finished) return [`student ${row.id}: taking with every step done`];
    if (row.status === 0 && (row.start_date === null || row.start_date > today)) return [`student ${row.id}: taking a course that starts on ${row.start_date}`];
    return [];
  });
}

/** Every completed assignment step has its room judged OK, and every OK room's step is completed (the room machine's rule). */
export async function roomViolations(db: Db, scope: StudentScope): Promise<string[]> {
  const rows = await rowsOf<{ student_id: number; step_id: number; status: number | null; done: boolean }>(
    db,
    sql`select s.id as student_id, st.id as step_id, r.status, (sc.step_id is not null) as done
      from students s
      join steps st on st.step_type = 0
      left join step_completions sc on sc.student_id = s.id and sc.step_id = st.id
      left join rooms r on r.student_id = s.id and r.step_id = st.id
      where ${scope} and (sc.step_id is not null or r.status = 3)
      order by s.id, st.id`,
  );
  return rows.filter((row) => row.done !== (row.status === 3)).map((row) => `student ${row.student_id}, step ${row.step_id}: ${row.done ? 'completed' : 'not completed'} with room status ${row.status}`);
}

/**
 * Study time follows progress: no step that is not done holds more than 1.5 times its standard hours
 * (21 hours at 0 steps done is not a student), and with `doneStepsStudied` every done step holds at
 * least half of them; sessions lie between the start date and now and never overlap (the ledger's rule).
 */
export async function studyViolations(db: Db, scope: StudentScope, options: { doneStepsStudied: boolean }): Promise<string[]> {
  const perStep = await rowsOf<{ student_id: number; step_id: number; seconds: number; hours: number; done: boolean }>(
    db,
    sql`select s.id as student_id, st.id as step_id, coalesce(sum(ss.seconds), 0)::int as seconds, st.standard_hours::float8 as hours,
        exists (select 1 from step_completions sc where sc.student_id = s.id and sc.step_id = st.id) as done
      from students s
      join course_curricula cc on cc.course_id = s.course_id
      join steps st on st.curriculum_id = cc.curriculum_id and st.publish_status = 1
      left join study_sessions ss on ss.student_id = s.id and ss.step_id = st.id
      where ${scope}
      group by s.id, st.id, st.standard_hours order by s.id, st.id`,
  );
  const violations = perStep.flatMap((row) => {
    if (!row.done && row.seconds > row.hours * 1.5 * 3600) return [`student ${row.student_id}, step ${row.step_id} not done: ${(row.seconds / 3600).toFixed(1)} h of ${row.hours} h`];
    if (options.doneStepsStudied && row.done && row.seconds < row.hours * 0.5 * 3600) return [`student ${row.student_id}, step ${row.step_id} done: ${(row.seconds / 3600).toFixed(1)} h of ${row.hours} h`];
    return [];
  });
  const misplaced = await rowsOf<{ id: number; student_id: number }>(
    db,
    sql`select ss.id, ss.student_id from study_sessions ss join students s on s.id = ss.student_id
      where ${scope} and (ss.study_date < s.start_date or ss.ended_at > now() or ss.ended_at < ss.started_at
        or exists (select 1 from study_sessions o where o.student_id = ss.student_id and o.id <> ss.id and o.started_at < ss.ended_at and o.ended_at > ss.started_at))`,
  );
  return [...violations, ...misplaced.map((row) => `student ${row.student_id}: session ${row.id} before the start, in the future or overlapping another`)];
}

/**
 * The standing comes from the plan: each student's progress row (steps done, earned days, the
 * on-plan day behind the delay, the current step, the last activity) is what the progress service's
 * own statement computes from their completions and study time. Recomputes the rows.
 */
export async function standingViolations(db: Db, scope: StudentScope): Promise<string[]> {
  const read = () =>
    rowsOf<Record<string, unknown>>(
      db,
      sql`select p.student_id, p.course_id, p.steps_done, p.steps_total, p.plan_days::text, p.earned_days::text, p.on_plan_date::text,
          p.current_curriculum_id, p.current_step_id, p.last_activity_at::text
        from student_progress p join students s on s.id = p.student_id where ${scope} order by p.student_id`,
    );
  const before = await read();
  const ids = (await rowsOf<{ id: number }>(db, sql`select s.id from students s where ${scope} and s.course_id is not null`)).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 2_000) await recomputeStudents(db, ids.slice(start, start + 2_000));
  const after = new Map((await read()).map((row) => [row.student_id, JSON.stringify(row)]));
  const changed = before.filter((row) => after.get(row.student_id) !== JSON.stringify(row)).map((row) => `student ${String(row.student_id)}: stored ${JSON.stringify(row)}, the plan gives ${after.get(row.student_id)}`);
  const missing = ids.filter((id) => !before.some((row) => row.student_id === id)).map((id) => `student ${id}: no progress row`);
  return [...changed, ...missing];
}
