import { INITIAL_ROOM_STATE, nextRoomState, type RoomAction, type RoomState } from '@manabiya/domain/contracts/room-machine';
import { COMPLETION_SOURCE, STEP_TYPE } from '@manabiya/domain/enums/learning';
import { MESSAGE_TYPE, ROOM_CHECK_STATUS, ROOM_STATUS } from '@manabiya/domain/enums/rooms';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { courseCurricula, steps } from '../db/schema/courses.ts';
import { stepCompletions, studentProgress } from '../db/schema/learning.ts';
import { roomMessageMarks, roomMessages, rooms } from '../db/schema/rooms.ts';
import { staff } from '../db/schema/staff.ts';
import { students } from '../db/schema/students.ts';
import type { Db } from '../platform/db.ts';

const HOUR_MS = 3_600_000;

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
 * after a realistic exchange; the completion becomes the room's), and for each student's next
 * assignment a room that waits — submitted at several ages, judged NG, or a question — so the
 * queue, the threads and the company view have something true to show. student@example.com keeps
 * its next assignment without a room: the demo of submitting starts there.
 */
export async function loadDemoRooms(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const [teacher] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, 'teacher@example.com'));
    const [admin] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, 'admin@example.com'));
    if (!teacher || !admin) return;
    const learners = await tx
      .select({ id: students.id, email: students.email, courseId: students.course_id })
      .from(students)
      .innerJoin(studentProgress, eq(studentProgress.student_id, students.id))
      .where(isNotNull(students.course_id))
      .orderBy(asc(students.id));
    const done = await tx
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
    const assignments = await tx
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
      if (!current || learner.email === 'student@example.com') continue;
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
      const [row] = await tx
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
      const messages = await tx
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
      await tx
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
      if (lastStaff && index % 4 === 0) await tx.insert(roomMessageMarks).values({ message_id: lastStaff.id, student_id: room.studentId, action_type: 0, updated_at: times.at(-1)! });
    }
    // A completed assignment is the room's OK.
    await tx.execute(sql`update step_completions sc set source = ${COMPLETION_SOURCE.room}
      from steps s where s.id = sc.step_id and s.step_type = ${STEP_TYPE.assignment}`);
  });
}
