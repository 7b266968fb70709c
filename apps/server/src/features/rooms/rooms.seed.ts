import { INITIAL_ROOM_STATE, nextRoomState, type RoomAction, type RoomState } from '@manabiya/domain/contracts/room-machine';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { courseCurricula, steps } from '../../db/schema/courses.ts';
import { stepCompletions, studentProgress } from '../../db/schema/learning.ts';
import { roomMessageMarks, roomMessages, rooms } from '../../db/schema/rooms.ts';
import { staff } from '../../db/schema/staff.ts';
import { students } from '../../db/schema/students.ts';
import { SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext } from '../../platform/sample-data.ts';

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
 * Teachers are the seeded staff whose main role is teacher. Only the seeded students' rooms are
 * touched: the demo's rooms (loaded first by the seed command) keep their own messages and marks.
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
      join students st on st.id = r.student_id and st.email like ${seeded}
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
      from room_messages
      where room_id in (select r.id from rooms r join students st on st.id = r.student_id and st.email like ${seeded})
      group by room_id
    ) as x
    where x.room_id = r.id`);
  // One student in ten marked some of their teachers' answers (the teacher-action data).
  await db.execute(sql`
    insert into room_message_marks (message_id, student_id, action_type, updated_at)
    select m.id, r.student_id, case when m.id % 7 = 0 then 1 else 0 end, m.created_at + interval '1 hour'
    from room_messages m join rooms r on r.id = m.room_id join students st on st.id = r.student_id and st.email like ${seeded}
    where m.staff_id is not null and r.student_id % 10 = 0 and m.id % 3 = 0`);
}

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

type Line = { by: 'student'; type: 0 | 1; body: string } | { by: 'teacher'; type: 2 | 3; body: string; verdict?: 2 | 3 };

/** Realistic exchanges about a step, by its title: the student's submissions and questions, a teacher's reviews. */
const submission = (title: string, variant: number): Line => ({
  by: 'student',
  type: MESSAGE_TYPE.assignment,
  body: [
    `「${title}」の課題を提出します。\n\n\`\`\`js\nconst prices = [1200, 800, 450];\nconst total = prices.reduce((sum, price) => sum + price, 0);\nconsole.log(\`合計: \${total}円\`);\n\`\`\`\n\n動作を確認しました。よろしくお願いします。`,
    `ご指摘ありがとうございました。修正して再提出します。\n\n- 空の配列のときも 0 を返すようにしました\n- 関数名を \`totalPrice\` に変えました\n\n\`\`\`js\nexport function totalPrice(prices) {\n  return prices.reduce((sum, price) => sum + price, 0);\n}\n\`\`\``,
    `「${title}」を提出します。README に動かし方を書きました。\n\n\`\`\`html\n<ul class="menu">\n  <li><a href="/">ホーム</a></li>\n  <li><a href="/about">会社概要</a></li>\n</ul>\n\`\`\``,
  ][variant % 3]!,
});

const question = (title: string): Line => ({
  by: 'student',
  type: MESSAGE_TYPE.question,
  body: `### 質問のタイトル\n\n「${title}」で map の結果が undefined になる\n\n### 期待する動作\n\n価格の配列から税込み価格の配列を作りたいです。\n\n### 実際に起きていること（エラーメッセージ）\n\n\`[undefined, undefined, undefined]\` と表示されます。\n\n### 試したこと\n\nconsole.log で price の値は確認できました。\n\n### ソースコード\n\n\`\`\`js\nconst withTax = prices.map((price) => {\n  price * 1.1;\n});\n\`\`\``,
});

const answer: Line = {
  by: 'teacher',
  type: MESSAGE_TYPE.question_response,
  body: 'アロー関数の本体を `{ }` で囲むと、値を返すには `return` が必要です。\n\n```js\nconst withTax = prices.map((price) => price * 1.1);\n```\n\nのように `{ }` を外すと、式の値がそのまま返ります。',
};

const ng: Line = {
  by: 'teacher',
  type: MESSAGE_TYPE.assignment_response,
  verdict: ROOM_STATUS.ng,
  body: '提出ありがとうございます。動作は正しいのですが、2 点直してから再提出してください。\n\n1. 配列が空のとき `reduce` に初期値がないとエラーになります。初期値 `0` を渡しましょう。\n\n```js\nprices.reduce((sum, price) => sum + price, 0);\n```\n\n2. 関数名は「何を返すか」が分かる名前にしましょう。',
};

const ok: Line = {
  by: 'teacher',
  type: MESSAGE_TYPE.assignment_response,
  verdict: ROOM_STATUS.ok,
  body: 'OK です！読みやすく、境界の場合も考えられていて良いコードです。次のステップに進んでください。',
};

/** The exchanges a room may hold, each a sequence the room machine allows. */
const SCRIPTS = {
  passedFirstTime: (title: string, n: number): Line[] => [submission(title, n), ok],
  passedAfterNg: (title: string, n: number): Line[] => [submission(title, n), ng, submission(title, 1), ok],
  askedThenPassed: (title: string, n: number): Line[] => [question(title), answer, submission(title, n), ok],
  waiting: (title: string, n: number): Line[] => [submission(title, n)],
  waitingAfterNg: (title: string, n: number): Line[] => [submission(title, n), ng, submission(title, 1)],
  judgedNg: (title: string, n: number): Line[] => [submission(title, n), ng],
  openQuestion: (title: string): Line[] => [question(title)],
} as const;

/** Hours ago of the last message of the waiting rooms, so the queue shows every age band against a 24-hour target. */
const WAITING_HOURS = [2, 30, 20, 52, 9];

interface PlannedRoom {
  studentId: number;
  stepId: number;
  lines: Line[];
  /** When the last message was written. */
  endsAt: Date;
}

/**
 * Demo rooms (issue 13): a room for every assignment step a demo student has completed (judged OK
 * after a realistic exchange; the learning demo made that completion the room's), and for the
 * current assignment of each student the students' demo marks active a room that waits — submitted
 * at several ages, judged NG, or a question — so the queue, the threads and the company view have
 * something true to show. A student who stopped after an NG judgement keeps that room, judged the
 * day after their last study; the others (student@example.com among them: the demo of submitting
 * starts there) have nothing submitted for their current assignment (decision 043).
 */
export async function demoRooms({ db, now, standings }: DemoContext): Promise<void> {
  const [teacher] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@example.com'));
  const [admin] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com'));
  if (!teacher || !admin) return;
  const learners = await db
    .select({ id: students.id, email: students.email, courseId: students.course_id })
    .from(students)
    .innerJoin(studentProgress, eq(studentProgress.student_id, students.id))
    .where(isNotNull(students.course_id))
    .orderBy(asc(students.id));
  const done = await db
    .select({ studentId: stepCompletions.student_id, stepId: stepCompletions.step_id, title: steps.title, completedAt: stepCompletions.completed_at })
    .from(stepCompletions)
    .innerJoin(steps, and(eq(steps.id, stepCompletions.step_id), eq(steps.step_type, STEP_TYPE.assignment)))
    .where(
      inArray(
        stepCompletions.student_id,
        learners.map((learner) => learner.id),
      ),
    )
    .orderBy(asc(stepCompletions.student_id), asc(stepCompletions.completed_at));
  // Every assignment of the demo courses in course order: a learner's next one is the first not done.
  const assignments = await db
    .select({ courseId: courseCurricula.course_id, id: steps.id, title: steps.title })
    .from(courseCurricula)
    .innerJoin(steps, and(eq(steps.curriculum_id, courseCurricula.curriculum_id), eq(steps.step_type, STEP_TYPE.assignment), eq(steps.publish_status, PUBLISH_STATUS.public)))
    .orderBy(asc(courseCurricula.course_id), asc(courseCurricula.position), asc(steps.position), asc(steps.id));
  const planned: PlannedRoom[] = [];
  done.forEach((completion, n) => {
    const script = [SCRIPTS.passedFirstTime, SCRIPTS.passedAfterNg, SCRIPTS.askedThenPassed][n % 3]!;
    planned.push({ studentId: completion.studentId, stepId: completion.stepId, lines: script(completion.title, n), endsAt: completion.completedAt });
  });
  let waitingIndex = 0;
  let submittedIndex = 0;
  for (const learner of learners) {
    const doneSteps = new Set(done.filter((completion) => completion.studentId === learner.id).map((completion) => completion.stepId));
    const current = assignments.find((step) => step.courseId === learner.courseId && !doneSteps.has(step.id));
    const standing = standings.get(learner.id);
    if (!current || !standing || standing.room === 'none') continue;
    if (standing.room === 'stalled_ng') {
      const judgedAt = new Date(now.getTime() - standing.idle * DAY_HOURS * HOUR_MS + 14 * HOUR_MS);
      planned.push({ studentId: learner.id, stepId: current.id, lines: SCRIPTS.judgedNg(current.title, waitingIndex), endsAt: judgedAt });
      continue;
    }
    const kind = waitingIndex % 6;
    const script = [SCRIPTS.waiting, SCRIPTS.waitingAfterNg, SCRIPTS.waiting, SCRIPTS.judgedNg, SCRIPTS.openQuestion, SCRIPTS.waiting][kind]!;
    // Submissions first take the ages in turn (every band of the queue), the rest a day or so.
    const hours = kind === 3 || kind === 4 ? 26 : WAITING_HOURS[submittedIndex++ % WAITING_HOURS.length]!;
    planned.push({ studentId: learner.id, stepId: current.id, lines: script(current.title, waitingIndex), endsAt: new Date(now.getTime() - hours * HOUR_MS) });
    waitingIndex += 1;
  }

  for (const [index, room] of planned.entries()) {
    // The state the messages lead to, by the machine itself.
    let state: RoomState = INITIAL_ROOM_STATE;
    for (const line of room.lines) {
      const action: RoomAction =
        line.by === 'student'
          ? { kind: 'student_message', messageType: line.type }
          : line.verdict
            ? { kind: 'judge', verdict: line.verdict }
            : { kind: 'teacher_reply', messageType: line.type };
      const move = nextRoomState(state, action);
      if (!move.ok) throw new Error(`demo room script refused: ${move.message}`);
      state = move.state;
    }
    // Messages an hour or a day apart, ending at the room's last moment.
    const gapMs = (index % 2 === 0 ? 5 : 26) * HOUR_MS;
    const times = room.lines.map((_, n) => new Date(room.endsAt.getTime() - (room.lines.length - 1 - n) * gapMs));
    const [row] = await db
      .insert(rooms)
      .values({
        student_id: room.studentId,
        step_id: room.stepId,
        status: state.status,
        check_status: ROOM_CHECK_STATUS.checked,
        question_open: state.questionOpen,
        waiting_since: times.at(-1)!,
        message_count: room.lines.length,
        created_at: times[0]!,
        updated_at: times.at(-1)!,
      })
      .returning({ id: rooms.id });
    const messages = await db
      .insert(roomMessages)
      .values(
        room.lines.map((line, n) => ({
          room_id: row!.id,
          message_type: line.type,
          body: line.body,
          student_id: line.by === 'student' ? room.studentId : null,
          staff_id: line.by === 'teacher' ? (n % 4 === 3 ? admin.id : teacher.id) : null,
          verdict: line.by === 'teacher' ? (line.verdict ?? null) : null,
          created_at: times[n]!,
        })),
      )
      .returning({ id: roomMessages.id, staffId: roomMessages.staff_id });
    const lastStaff = messages.filter((message) => message.staffId !== null).at(-1);
    const unchecked = state.checkStatus === ROOM_CHECK_STATUS.unchecked && index % 3 === 0;
    await db
      .update(rooms)
      .set({
        last_message_id: messages.at(-1)!.id,
        last_message_at: times.at(-1)!,
        check_status: unchecked ? ROOM_CHECK_STATUS.unchecked : ROOM_CHECK_STATUS.checked,
        staff_unread_count: unchecked ? 1 : 0,
        // What teachers wrote in the last two days is still unread.
        student_read_message_id: room.endsAt.getTime() > now.getTime() - 48 * HOUR_MS ? null : (lastStaff?.id ?? null),
      })
      .where(eq(rooms.id, row!.id));
    if (lastStaff && index % 4 === 0) await db.insert(roomMessageMarks).values({ message_id: lastStaff.id, student_id: room.studentId, action_type: 0, updated_at: times.at(-1)! });
  }
}
