import { sql, type SQL } from 'drizzle-orm';
import { rooms, waitingOnTeacher } from '../../db/schema/rooms.ts';
import type { Db } from '../../platform/db.ts';

/*
 * Review-time figures (decision 035), measured from the messages themselves:
 * - a wait for a first response begins with a student's message whose previous message in the room
 *   is a staff member's (or none), and ends at the first staff message after it;
 * - a wait for a judgement begins with a submission (type 1) and ends at the next message carrying
 *   a verdict (2 NG, 3 OK).
 * A wait belongs to the period it began in; one not answered yet is not measured (it shows as
 * waiting or overdue now instead). Percentiles are continuous, in minutes.
 */

export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface WaitRow {
  key: number | null;
  name: string | null;
  count: number;
  p50: number | null;
  p90: number | null;
}

const minutes = (end: SQL, start: SQL) => sql`extract(epoch from (${end} - ${start})) / 60.0`;

/** Messages `s` with their room `r` and its student `st` (a wait counts for the student's company). */
const MESSAGES_OF_ROOMS = sql`from room_messages s
    join rooms r on r.id = s.room_id
    join students st on st.id = r.student_id`;

/** Message `s` was written in the period. */
const writtenIn = (period: Period) =>
  sql`s.created_at >= ${period.from.toISOString()}::timestamptz and s.created_at < ${period.to.toISOString()}::timestamptz`;

/** `answer`: the first staff message after `s`. */
const FIRST_STAFF_ANSWER = sql`cross join lateral (
      select a.created_at, a.staff_id from room_messages a where a.room_id = s.room_id and a.id > s.id and a.staff_id is not null order by a.id limit 1
    ) as answer`;

/** The waits for a first response that began in the period, with who answered and the student's company. */
function firstResponses(period: Period): SQL {
  return sql`
    select s.room_id, s.created_at as began_at, answer.created_at as ended_at, answer.staff_id, st.company_id
    ${MESSAGES_OF_ROOMS}
    cross join lateral (
      select p.staff_id from room_messages p where p.room_id = s.room_id and p.id < s.id order by p.id desc limit 1
    ) as previous_message
    ${FIRST_STAFF_ANSWER}
    where s.student_id is not null and ${writtenIn(period)} and previous_message.staff_id is not null
    union all
    select s.room_id, s.created_at, answer.created_at, answer.staff_id, st.company_id
    ${MESSAGES_OF_ROOMS}
    ${FIRST_STAFF_ANSWER}
    where s.student_id is not null and ${writtenIn(period)}
      and not exists (select 1 from room_messages p where p.room_id = s.room_id and p.id < s.id)`;
}

/** The waits for a judgement: submissions made in the period and the verdict that followed. */
function judgements(period: Period): SQL {
  return sql`
    select s.room_id, s.created_at as began_at, verdict.created_at as ended_at, verdict.staff_id, st.company_id
    ${MESSAGES_OF_ROOMS}
    cross join lateral (
      select j.created_at, j.staff_id from room_messages j
      where j.room_id = s.room_id and j.id > s.id and j.verdict in (2, 3) order by j.id limit 1
    ) as verdict
    where s.message_type = 1 and ${writtenIn(period)}`;
}

async function percentilesBy(db: Db, waits: SQL, by: 'all' | 'staff' | 'company'): Promise<WaitRow[]> {
  const key = by === 'staff' ? sql`w.staff_id` : by === 'company' ? sql`w.company_id` : sql`null::integer`;
  const name =
    by === 'staff'
      ? sql`(select name from staff where id = w.staff_id)`
      : by === 'company'
        ? sql`(select name from companies where id = w.company_id)`
        : sql`null::text`;
  const result = await db.execute(sql`
    select ${key} as key, ${name} as name, count(*) as count,
      percentile_cont(0.5) within group (order by ${minutes(sql`w.ended_at`, sql`w.began_at`)}) as p50,
      percentile_cont(0.9) within group (order by ${minutes(sql`w.ended_at`, sql`w.began_at`)}) as p90
    from (${waits}) as w
    group by 1, 2
    order by count(*) desc, 2`);
  const { rows } = result as { rows: Array<{ key: number | null; name: string | null; count: string | number; p50: string | number | null; p90: string | number | null }> };
  const number = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return rows.map((row) => ({ key: row.key, name: row.name, count: Number(row.count), p50: number(row.p50), p90: number(row.p90) }));
}

export async function waitFigures(db: Db, period: Period) {
  const [firstAll, judgeAll, firstByStaff, judgeByStaff, firstByCompany, judgeByCompany] = await Promise.all([
    percentilesBy(db, firstResponses(period), 'all'),
    percentilesBy(db, judgements(period), 'all'),
    percentilesBy(db, firstResponses(period), 'staff'),
    percentilesBy(db, judgements(period), 'staff'),
    percentilesBy(db, firstResponses(period), 'company'),
    percentilesBy(db, judgements(period), 'company'),
  ]);
  return { firstAll: firstAll[0], judgeAll: judgeAll[0], firstByStaff, judgeByStaff, firstByCompany, judgeByCompany };
}

/** Rooms waiting on a teacher now, and those of them waiting since before `overdueBefore` (the queue's partial index answers both). */
export async function waitingNow(db: Db, overdueBefore: Date): Promise<{ waiting: number; overdue: number }> {
  const result = await db.execute(sql`
    select count(*) as waiting, count(*) filter (where waiting_since < ${overdueBefore.toISOString()}::timestamptz) as overdue
    from ${rooms} where ${waitingOnTeacher}`);
  const { rows } = result as { rows: Array<{ waiting: string | number; overdue: string | number }> };
  return { waiting: Number(rows[0]?.waiting ?? 0), overdue: Number(rows[0]?.overdue ?? 0) };
}
