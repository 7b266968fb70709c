import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { sql } from 'drizzle-orm';
import { SEED_EMAIL_DOMAIN, type SeedContext } from '../../seed/seed-kit.ts';

/** The thread the bench reads whole: the first seeded OK room gets this many messages. */
export const LONG_THREAD_MESSAGES = 1_000;

/*
 * Rooms of the seeded students (decision 030's dataset; at XXL about 52,000 rooms and 1,000,000
 * messages), written by the database in three statements:
 * - an OK room for every assignment step a student has completed, and for the student's current
 *   step when it is an assignment a room that waits: submitted (two in three, waiting 0–60 hours,
 *   so every age band of the queue is filled) or NG;
 * - messages in pairs, student then teacher: a pair is a submission judged NG (every third pair) or
 *   a question and its answer; the last pair of an OK room is the submission judged OK, a submitted
 *   room ends with the student's submission alone. Every room is thus a sequence the room machine
 *   allows, 2–38 messages long (one room 1,000);
 * - the room's counters and last message, from its messages.
 * Teachers are the seeded staff whose main role is teacher.
 */
export async function seedRooms(context: SeedContext): Promise<void> {
  const { db } = context;
  const seeded = `%@${SEED_EMAIL_DOMAIN}`;
  const pairs = sql`(1 + (x.student_id * 31 + x.step_id * 17) % 19)`;
  await db.execute(sql`
    insert into rooms (student_id, step_id, status, check_status, question_open, waiting_since, message_count, created_at, updated_at)
    select x.student_id, x.step_id, x.status, case when x.status = ${ROOM_STATUS.submitted} and x.student_id % 2 = 0 then 0 else 1 end, false, x.ended_at,
      case when x.status = ${ROOM_STATUS.submitted} then 2 * ${pairs} + 1 else 2 * ${pairs} end, x.ended_at, x.ended_at
    from (
      select sc.student_id, sc.step_id, ${ROOM_STATUS.ok}::smallint as status, sc.completed_at as ended_at
      from step_completions sc
      join steps s on s.id = sc.step_id and s.step_type = 0
      join students st on st.id = sc.student_id and st.email like ${seeded}
      union all
      select p.student_id, p.current_step_id,
        (case when p.student_id % 3 = 0 then ${ROOM_STATUS.ng} else ${ROOM_STATUS.submitted} end)::smallint,
        now() - ((p.student_id * 37) % 60) * interval '1 hour' - ((p.student_id * 13) % 60) * interval '1 minute'
      from student_progress p
      join steps s on s.id = p.current_step_id and s.step_type = 0
      join students st on st.id = p.student_id and st.email like ${seeded} and st.status = 0
    ) as x
    on conflict do nothing`);
  // The long thread ends now, so the most recently updated room is the one the bench reads whole.
  await db.execute(sql`update rooms set message_count = ${LONG_THREAD_MESSAGES}, waiting_since = now()
    where id = (select min(r.id) from rooms r join students st on st.id = r.student_id and st.email like ${seeded} where r.status = ${ROOM_STATUS.ok})`);

  // g = 1 … n; pair k = (g + 1) / 2; a submission pair is the last one (unless the room ends with a lone submission) or every third.
  await db.execute(sql`
    with teachers as (select array_agg(id order by id) as ids from staff where main_role = ${MAIN_ROLE.teacher} and email like ${seeded}),
    m as (
      select r.id as room_id, r.student_id, r.status, r.message_count as n, r.waiting_since as ended_at, g, (g + 1) / 2 as k,
        ((g + 1) / 2 = r.message_count / 2 and r.status <> ${ROOM_STATUS.submitted}) or (g + 1) / 2 % 3 = 0 as submission_pair
      from rooms r
      cross join generate_series(1, r.message_count) as g
    )
    insert into room_messages (room_id, message_type, body, student_id, staff_id, verdict, created_at)
    select m.room_id,
      case when g % 2 = 1 then (case when g = n or submission_pair then 1 else 0 end)
        else (case when submission_pair then 3 else 2 end) end,
      case
        when g % 2 = 1 and (g = n or submission_pair) then (array[
          E'課題を提出します。\\n\\n\`\`\`js\\nconst total = items.reduce((sum, item) => sum + item.price, 0);\\nconsole.log(total);\\n\`\`\`\\n\\nよろしくお願いします。',
          E'修正しました。ご確認をお願いします。\\n\\n- 変数名を分かりやすくしました\\n- テストを追加しました',
          E'提出します。READMEに動かし方を書きました。'])[1 + (m.room_id + g) % 3]
        when g % 2 = 1 then (array[
          E'### 質問のタイトル\\n\\nfor 文の書き方について\\n\\n### 期待する動作\\n\\n1 から 10 まで表示したい\\n\\n### 試したこと\\n\\n教材の例を写しました',
          E'エラーが出て先に進めません。\\n\\n\`\`\`\\nTypeError: Cannot read properties of undefined\\n\`\`\`',
          E'この書き方で合っているか確認していただけますか？'])[1 + (m.room_id + g) % 3]
        when submission_pair and m.status = ${ROOM_STATUS.ok} and k = n / 2 then (array[
          E'OK です！とても読みやすいコードです。次のステップに進んでください。',
          E'合格です。テストまで書けていて素晴らしいです。'])[1 + (m.room_id + g) % 2]
        when submission_pair then (array[
          E'惜しいです。空の配列のときに 0 になるか確認してください。\\n\\n\`\`\`js\\nreduce((sum, item) => sum + item.price, 0)\\n\`\`\`',
          E'動作は正しいですが、関数が長すぎます。処理ごとに分けてみましょう。'])[1 + (m.room_id + g) % 2]
        else (array[
          E'undefined になっている変数を console.log で確かめてみましょう。',
          E'はい、その書き方で大丈夫です。'])[1 + (m.room_id + g) % 2]
      end,
      case when g % 2 = 1 then m.student_id end,
      case when g % 2 = 0 then t.ids[1 + (m.room_id * 7 + k) % cardinality(t.ids)] end,
      case when g % 2 = 0 and submission_pair then (case when m.status = ${ROOM_STATUS.ok} and k = n / 2 then 3 else 2 end) end,
      m.ended_at - (n - g) * interval '3 hours'
    from m cross join teachers t
    where cardinality(t.ids) > 0
    order by m.room_id, g`);

  await db.execute(sql`
    update rooms r set
      last_message_id = x.last_id,
      last_message_at = x.last_at,
      created_at = x.first_at,
      updated_at = x.last_at,
      staff_unread_count = case when r.status = ${ROOM_STATUS.submitted} and r.check_status = 0 then 1 else 0 end,
      student_read_message_id = x.last_staff_id
    from (
      select room_id, max(id) as last_id, max(created_at) as last_at, min(created_at) as first_at, max(id) filter (where staff_id is not null) as last_staff_id
      from room_messages group by room_id
    ) as x
    where x.room_id = r.id`);
  // One student in ten marked some of their teachers' answers (the teacher-action data).
  await db.execute(sql`
    insert into room_message_marks (message_id, student_id, action_type, updated_at)
    select m.id, r.student_id, case when m.id % 7 = 0 then 1 else 0 end, m.created_at + interval '1 hour'
    from room_messages m join rooms r on r.id = m.room_id
    where m.staff_id is not null and r.student_id % 10 = 0 and m.id % 3 = 0`);
}
