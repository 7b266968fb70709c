import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { and, isNotNull, like, sql } from 'drizzle-orm';
import { students } from '../../db/schema/students.ts';
import { isoDate, SEED_EMAIL_DOMAIN, type SeedContext } from '../../seed/seed-kit.ts';
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
