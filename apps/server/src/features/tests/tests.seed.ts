import { outcomeOf, scoreAnswer } from '@manabiya/domain/contracts/test-scoring';
import type { AnswerValue } from '@manabiya/domain/contracts/tests';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { COURSE_MODE } from '@manabiya/domain/enums/student';
import { FINISHED_BY, QUESTION_KIND, REVIEW_MODE, TEST_KIND, type TestKind } from '@manabiya/domain/enums/tests';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { courseCurricula, courses } from '../../db/schema/courses.ts';
import { students } from '../../db/schema/students.ts';
import { testAnswers, testAttempts, testQuestions, testSections, tests } from '../../db/schema/tests.ts';
import { rebuildStandings } from './test-standings.repository.ts';
import type { Db } from '../../platform/db.ts';
import { SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext, type SeedSizeName } from '../../platform/sample-data.ts';
import type { QuestionValues } from './tests.repository.ts';
import { freezeQuestion, gradeBandsOf } from './tests.presenter.ts';

/** Tests of the generated dataset, and the finished attempts at them (decision 030's sizes; XXL: 30 tests of 20 questions, 200,000 attempts). */
const SEED_TESTS: Record<SeedSizeName, { tests: number; attempts: number }> = {
  s: { tests: 10, attempts: 12_000 },
  m: { tests: 20, attempts: 50_000 },
  xxl: { tests: 30, attempts: 200_000 },
};
const QUESTIONS_PER_TEST = 20;
const CAB_TESTS = 2;

/**
 * Tests for the seeded courses: two CAB tests open to everyone, a comprehensive test per course and
 * curriculum tests over the courses' curricula, 20 questions each (the four kinds in turn), 30
 * minutes, published. Then finished attempts of the seeded students at the tests their course gives
 * (1–4 each, cut at the size's number), written by the database in one statement: each attempt freezes the test's questions,
 * is scored question by question (a student's ability and the attempt's number make a right answer
 * likelier) and stores its outcome under the test's pass mark and grade bands, as a submit would.
 * The seeded attempts keep their outcome and per-question `scored`, not the answer rows.
 */
export async function seedTests(context: SeedContext): Promise<void> {
  const { db, size, made, anchor } = context;
  if (made.courseIds.length === 0) return;
  const plan = SEED_TESTS[size.name];
  const curriculumIds = [
    ...new Set(
      (
        await db
          .select({ id: courseCurricula.curriculum_id })
          .from(courseCurricula)
          .where(inArray(courseCurricula.course_id, made.courseIds))
          .orderBy(asc(courseCurricula.course_id), asc(courseCurricula.position))
      ).map((row) => row.id),
    ),
  ];
  const definitions: Array<{ kind: TestKind; title: string; curriculum_id: number | null; course_id: number | null }> = [];
  for (let i = 0; i < CAB_TESTS; i++) definitions.push({ kind: TEST_KIND.cab, title: `CAB 適性検査 ${i + 1}`, curriculum_id: null, course_id: null });
  for (const [i, courseId] of made.courseIds.entries()) definitions.push({ kind: TEST_KIND.comprehensive, title: `総合テスト ${i + 1}`, curriculum_id: null, course_id: courseId });
  for (let i = 0; definitions.length < plan.tests; i++) {
    const round = Math.floor(i / curriculumIds.length) + 1;
    definitions.push({ kind: TEST_KIND.curriculum, title: `確認テスト ${(i % curriculumIds.length) + 1}（第${round}回）`, curriculum_id: curriculumIds[i % curriculumIds.length]!, course_id: null });
  }
  const testIds = (
    await db
      .insert(tests)
      .values(
        definitions.slice(0, plan.tests).map((definition) => ({
          ...definition,
          description: '学んだ内容の理解を確かめるテストです。',
          time_limit_minutes: 30,
          pass_percent: 60,
          review_mode: REVIEW_MODE.answers,
          publish_status: PUBLISH_STATUS.public,
        })),
      )
      .returning({ id: tests.id })
  ).map((row) => row.id);
  const ids = sql`${`{${testIds.join(',')}}`}::int[]`;

  // Twenty questions per test, the kinds in turn: single (key 2), multiple (keys 1 and 3), short text, numeric.
  await db.execute(sql`
    insert into test_questions (test_id, position, kind, body, options, correct_keys, accepted_answers, numeric_answer, tolerance, partial_credit, points)
    select t.id, n, (n - 1) % 4,
      '問' || n || '：' || (array['正しい説明を選んでください。', '当てはまるものをすべて選んでください。', '用語を答えてください。', '計算結果を答えてください。'])[1 + (n - 1) % 4],
      case when (n - 1) % 4 < 2 then '[{"key":1,"text":"選択肢A"},{"key":2,"text":"選択肢B"},{"key":3,"text":"選択肢C"},{"key":4,"text":"選択肢D"}]'::jsonb else '[]'::jsonb end,
      case (n - 1) % 4 when 0 then '[2]'::jsonb when 1 then '[1,3]'::jsonb else '[]'::jsonb end,
      case when (n - 1) % 4 = 2 then '["HTML"]'::jsonb else '[]'::jsonb end,
      case when (n - 1) % 4 = 3 then n * 10 end,
      0, (n - 1) % 4 = 1, case when n % 5 = 0 then 2 else 1 end
    from tests t cross join generate_series(1, ${QUESTIONS_PER_TEST}) as n
    where t.id = any(${ids})`);

  const seeded = `%@${SEED_EMAIL_DOMAIN}`;
  // The pairs and attempts carry ids and numbers only (the frozen questions join at the insert); the
  // pair's hash orders them, so the cut at the size's number keeps whole pairs but the last, whose numbers stay 1…k.
  await db.execute(sql`
    with t as materialized (
      select tests.id, tests.kind, tests.curriculum_id, tests.course_id, tests.pass_percent, tests.grade_s, tests.grade_a, tests.grade_b, tests.grade_c,
        (select jsonb_agg(jsonb_build_object('id', q.id, 'version', q.version, 'kind', q.kind, 'body', q.body, 'options', q.options, 'correct_keys', q.correct_keys,
            'accepted_answers', q.accepted_answers, 'numeric_answer', q.numeric_answer, 'tolerance', q.tolerance, 'partial_credit', q.partial_credit,
            'points', q.points, 'explanation', q.explanation) order by q.position) from test_questions q where q.test_id = tests.id) as frozen,
        (select array_agg(q.id order by q.position) from test_questions q where q.test_id = tests.id) as qids,
        (select array_agg(q.points order by q.position) from test_questions q where q.test_id = tests.id) as pts
      from tests where tests.id = any(${ids})
    ),
    pairs as (
      select s.id as student_id, t.id as test_id, (s.id * 7919 + t.id * 104729) % 1000003 as pair_hash, 0.35 + ((s.id * 37) % 60) / 100.0 as ability
      from students s join t on (
        (t.kind = ${TEST_KIND.curriculum} and exists (select 1 from course_curricula cc where cc.course_id = s.course_id and cc.curriculum_id = t.curriculum_id))
        or (t.kind = ${TEST_KIND.comprehensive} and t.course_id = s.course_id)
        or (t.kind = ${TEST_KIND.cab} and t.course_id is null))
      where s.email like ${seeded} and s.course_id is not null
    ),
    attempts as materialized (
      select p.student_id, p.test_id, p.pair_hash, p.ability, g as number,
        (${anchor.toISOString()}::timestamptz - interval '120 days' + ((p.pair_hash % 80) + g * 9) * interval '1 day' + (p.pair_hash % 600) * interval '1 minute') as started_at
      from pairs p cross join generate_series(1, 1 + p.pair_hash % 4) as g
      order by p.pair_hash, p.student_id, p.test_id, g
      limit ${plan.attempts}
    ),
    scored as (
      select a.*, sc.scored, sc.score, sc.max_score, round(sc.score * 100.0 / greatest(sc.max_score, 1), 1) as percent
      from attempts a join t on t.id = a.test_id cross join lateral (
        select jsonb_agg(jsonb_build_object('question_id', x.qid, 'points', case when x.ok then x.pts else 0 end, 'correct', x.ok) order by x.i) as scored,
          sum(case when x.ok then x.pts else 0 end) as score, sum(x.pts) as max_score
        from (
          select i, t.qids[i] as qid, t.pts[i] as pts,
            ((a.student_id * 7919 + i * 104729 + a.number * 31 + a.test_id * 13) % 1000) / 1000.0 < least(0.97, a.ability + (a.number - 1) * 0.07) as ok
          from generate_series(1, array_length(t.qids, 1)) as i
        ) x
      ) sc
    )
    insert into test_attempts (test_id, student_id, number, started_at, deadline_at, submitted_at, finished_by, questions, scored, score, max_score, percent, passed, grade)
    select s.test_id, s.student_id, s.number, s.started_at, s.started_at + interval '30 minutes', s.started_at + (8 + s.pair_hash % 20) * interval '1 minute', ${FINISHED_BY.student},
      t.frozen, s.scored, s.score, s.max_score, s.percent, s.percent >= t.pass_percent,
      case when s.percent >= t.grade_s then 'S' when s.percent >= t.grade_a then 'A' when s.percent >= t.grade_b then 'B' when s.percent >= t.grade_c then 'C' else 'D' end
    from scored s join t on t.id = s.test_id`);
  // The attempts went in as one statement: their standings are built from them once.
  await rebuildStandings(db, testIds);
}

// ───────────── Demo ─────────────

const q = (value: QuestionValues): QuestionValues => value;
const choice = (kind: 0 | 1, body: string, options: string[], correct: number[], extra: Partial<QuestionValues> = {}) =>
  q({
    kind,
    body,
    options: options.map((text, index) => ({ key: index + 1, text })),
    correct_keys: correct,
    accepted_answers: [],
    numeric_answer: null,
    tolerance: 0,
    partial_credit: false,
    points: 1,
    explanation: null,
    ...extra,
  });
const typed = (kind: 2 | 3, body: string, answer: { accepted?: string[]; numeric?: number; tolerance?: number }, extra: Partial<QuestionValues> = {}) =>
  q({
    kind,
    body,
    options: [],
    correct_keys: [],
    accepted_answers: answer.accepted ?? [],
    numeric_answer: answer.numeric ?? null,
    tolerance: answer.tolerance ?? 0,
    partial_credit: false,
    points: 1,
    explanation: null,
    ...extra,
  });

/** The demo course's first curriculum's test: ten questions of the four kinds. */
const CURRICULUM_QUESTIONS: QuestionValues[] = [
  choice(QUESTION_KIND.single, 'Web ページの構造（見出しや段落）を記述する言語はどれですか。', ['CSS', 'HTML', 'JavaScript', 'SQL'], [2], {
    explanation: 'HTML は文書の構造を、CSS は見た目を、JavaScript は動きを担当します。',
  }),
  choice(QUESTION_KIND.single, 'もっとも大きな見出しを表す要素はどれですか。', ['<h6>', '<header>', '<h1>', '<title>'], [3], { explanation: '<h1> から <h6> の順に小さくなります。' }),
  choice(QUESTION_KIND.single, 'リンクを作る要素はどれですか。', ['<a>', '<link>', '<href>', '<url>'], [1], { explanation: '<a href="…"> でリンクを作ります。<link> は CSS などの読み込みに使います。' }),
  choice(QUESTION_KIND.multiple, 'ブロック要素をすべて選んでください。', ['<div>', '<span>', '<p>', '<a>'], [1, 3], {
    partial_credit: true,
    points: 2,
    explanation: '<div> と <p> はブロック要素、<span> と <a> はインライン要素です。',
  }),
  choice(QUESTION_KIND.multiple, 'CSS で文字の色や大きさに関わるプロパティをすべて選んでください。', ['color', 'font-size', 'margin', 'display'], [1, 2], {
    points: 2,
    explanation: 'margin は外側の余白、display は表示形式です。',
  }),
  typed(QUESTION_KIND.text, 'Web ページの見た目（色・余白・配置）を指定する言語の名前をアルファベット3文字で答えてください。', { accepted: ['CSS'] }, {
    explanation: 'Cascading Style Sheets の略です。',
  }),
  typed(QUESTION_KIND.text, '画像を表示する要素のタグ名を答えてください（例: div）。', { accepted: ['img'] }, { explanation: '<img src="…" alt="…"> と書きます。' }),
  typed(QUESTION_KIND.numeric, 'HTML の見出し要素は <h1> から <h?> まであります。? に入る数字を答えてください。', { numeric: 6 }, { explanation: '<h1>〜<h6> の6段階です。' }),
  typed(QUESTION_KIND.numeric, '幅 1200px の画面を 3 列に等分すると、1 列は何 px ですか。', { numeric: 400 }, { explanation: '1200 ÷ 3 = 400 です。' }),
  typed(QUESTION_KIND.numeric, '16px の文字を 1.5 倍にすると何 px ですか。', { numeric: 24, tolerance: 0.1 }, { explanation: '16 × 1.5 = 24 です。' }),
];

const COMPREHENSIVE_QUESTIONS: QuestionValues[] = [
  choice(QUESTION_KIND.single, 'ブラウザで動くプログラミング言語はどれですか。', ['HTML', 'CSS', 'JavaScript', 'Markdown'], [3]),
  choice(QUESTION_KIND.single, 'Git で変更を記録する操作はどれですか。', ['push', 'commit', 'clone', 'fetch'], [2], { explanation: 'commit で記録し、push でリモートに送ります。' }),
  choice(QUESTION_KIND.multiple, 'JavaScript で変数を宣言するキーワードをすべて選んでください。', ['let', 'const', 'var', 'def'], [1, 2, 3], { partial_credit: true, points: 3 }),
  typed(QUESTION_KIND.text, '配列の要素数を表すプロパティ名を答えてください。', { accepted: ['length'] }),
  typed(QUESTION_KIND.numeric, '[1, 2, 3].reduce((a, b) => a + b, 0) の結果を答えてください。', { numeric: 6 }),
  typed(QUESTION_KIND.numeric, 'HTTP で「見つからない」を表すステータスコードを答えてください。', { numeric: 404 }),
];

/** The demo's CAB aptitude test: two short timed sections, a few questions each. */
const CAB_SECTIONS: Array<{ title: string; time_limit_minutes: number; questions: QuestionValues[] }> = [
  {
    title: '言語',
    time_limit_minutes: 3,
    questions: [
      choice(QUESTION_KIND.single, '「迅速」と意味がもっとも近い言葉はどれですか。', ['慎重', '敏速', '緩慢', '正確'], [2], { explanation: '迅速・敏速はどちらも「すばやい」ことです。' }),
      choice(QUESTION_KIND.single, '「楽観」の反対の意味の言葉はどれですか。', ['悲観', '主観', '達観', '客観'], [1]),
      choice(QUESTION_KIND.single, '「医者：病院」と同じ関係のものはどれですか。', ['教師：学校', '本：図書', '雨：傘', '車：道路'], [1], { explanation: '働く人と、その人が働く場所の関係です。' }),
    ],
  },
  {
    title: '計数',
    time_limit_minutes: 3,
    questions: [
      typed(QUESTION_KIND.numeric, '2, 5, 11, 23, 47, ? — 規則に従って ? に入る数を答えてください。', { numeric: 95 }, { explanation: '前の数を2倍して1を足しています: 47 × 2 + 1 = 95。' }),
      typed(QUESTION_KIND.numeric, '定価 2,000 円の品物を 15% 引きで買うと何円ですか。', { numeric: 1700 }, { explanation: '2000 × 0.85 = 1700 です。' }),
      typed(QUESTION_KIND.numeric, '時速 60 km で 45 分走ると何 km 進みますか。', { numeric: 45 }, { explanation: '60 × 45 / 60 = 45 km です。' }),
    ],
  },
];

/** The answers a demo student gives: right ones with a chance that grows with their skill (0–1), by a fixed pattern. */
function demoAnswer(question: QuestionValues, right: boolean): AnswerValue {
  switch (question.kind) {
    case QUESTION_KIND.single:
      return { keys: right ? question.correct_keys : [question.options.find((option) => !question.correct_keys.includes(option.key))!.key] };
    case QUESTION_KIND.multiple:
      return { keys: right ? question.correct_keys : question.correct_keys.slice(0, 1) };
    case QUESTION_KIND.text:
      return { text: right ? question.accepted_answers[0]!.toLowerCase() : 'わかりません' };
    case QUESTION_KIND.numeric:
      return { text: right ? String(question.numeric_answer) : String((question.numeric_answer ?? 0) + 1) };
  }
}

async function insertDemoTest(db: Db, test: typeof tests.$inferInsert, questions: QuestionValues[]) {
  const [row] = await db.insert(tests).values(test).returning({ id: tests.id });
  const rows = await db
    .insert(testQuestions)
    .values(questions.map((question, index) => ({ ...question, test_id: row!.id, position: index + 1 })))
    .returning({ id: testQuestions.id, position: testQuestions.position, version: testQuestions.version, image_path: testQuestions.image_path, section_id: testQuestions.section_id });
  return { id: row!.id, questions: rows.map((stored, index) => ({ ...questions[index]!, ...stored, test_id: row!.id })) };
}

/** A finished attempt of a demo student, answered and scored by the app's own functions. */
async function insertDemoAttempt(
  db: Db,
  test: Awaited<ReturnType<typeof insertDemoTest>> & { pass_percent: number; minutes: number },
  studentId: number,
  number: number,
  skill: number,
  startedAt: Date,
): Promise<void> {
  const frozen = test.questions.map((question) => freezeQuestion(question));
  const answers = test.questions.map((question, index) => demoAnswer(question, ((index * 7 + studentId * 3 + number * 5) % 10) / 10 < skill));
  const scored = frozen.map((question, index) => {
    const points = scoreAnswer(question, answers[index]);
    return { question_id: question.id, points, correct: points >= question.points };
  });
  const outcome = outcomeOf(
    scored.reduce((sum, entry) => sum + entry.points, 0),
    frozen.reduce((sum, question) => sum + question.points, 0),
    { pass_percent: test.pass_percent, grade_bands: gradeBandsOf({ grade_s: 90, grade_a: 80, grade_b: 70, grade_c: 60 }) },
  );
  const submittedAt = new Date(startedAt.getTime() + Math.round(test.minutes * 0.7) * 60_000);
  const [attempt] = await db
    .insert(testAttempts)
    .values({
      test_id: test.id,
      student_id: studentId,
      number,
      started_at: startedAt,
      deadline_at: new Date(startedAt.getTime() + test.minutes * 60_000),
      submitted_at: submittedAt,
      finished_by: FINISHED_BY.student,
      questions: frozen,
      scored,
      ...outcome,
    })
    .returning({ id: testAttempts.id });
  await db.insert(testAnswers).values(
    frozen.map((question, index) => ({ attempt_id: attempt!.id, question_id: question.id, answer: answers[index]!, seq: index + 1, saved_at: new Date(startedAt.getTime() + (index + 1) * 60_000) })),
  );
}

/**
 * For `npm start`: a published curriculum test of the demo course's first curriculum (ten questions
 * of the four kinds, 15 minutes, two attempts) and a published comprehensive test of the demo course
 * (30 minutes), each taken by a few demo students of the course so the results pages show figures,
 * and a CAB test of the course in two timed sections that nobody has taken yet.
 * The student who signs in first (student@example.com) has taken none, so the tests wait for them.
 */
export async function demoTests({ db, now, course }: DemoContext): Promise<void> {
  const [demoCourse] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.name, course.courses[0]!.name), eq(courses.mode, COURSE_MODE.normal)))
    .orderBy(asc(courses.id))
    .limit(1);
  if (!demoCourse) return;
  const [first] = await db
    .select({ id: courseCurricula.curriculum_id })
    .from(courseCurricula)
    .where(eq(courseCurricula.course_id, demoCourse.id))
    .orderBy(asc(courseCurricula.position))
    .limit(1);
  if (!first) return;
  const curriculumTest = await insertDemoTest(
    db,
    {
      kind: TEST_KIND.curriculum,
      title: `${course.curricula[0]!.name} 確認テスト`,
      description: 'HTML と CSS の基本を確かめる 10 問のテストです。制限時間は 15 分、2 回まで受けられます。',
      curriculum_id: first.id,
      time_limit_minutes: 15,
      attempts_allowed: 2,
      pass_percent: 70,
      shuffle_options: true,
      review_mode: REVIEW_MODE.answers,
      publish_status: PUBLISH_STATUS.public,
    },
    CURRICULUM_QUESTIONS,
  );
  const comprehensiveTest = await insertDemoTest(
    db,
    {
      kind: TEST_KIND.comprehensive,
      title: `${course.courses[0]!.name} 総合テスト`,
      description: 'コース全体の理解を確かめる総合テストです。',
      course_id: demoCourse.id,
      time_limit_minutes: 30,
      pass_percent: 60,
      review_mode: REVIEW_MODE.score,
      publish_status: PUBLISH_STATUS.public,
    },
    COMPREHENSIVE_QUESTIONS,
  );
  await insertDemoCabTest(db, demoCourse.id);
  const takers = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.course_id, demoCourse.id), isNotNull(students.start_date), ne(students.email, 'student@example.com')))
    .orderBy(asc(students.id))
    .limit(6);
  const day = 86_400_000;
  for (const [index, taker] of takers.entries()) {
    const skill = 0.4 + (index % 5) * 0.15;
    const start = new Date(now.getTime() - (20 - index) * day);
    await insertDemoAttempt(db, { ...curriculumTest, pass_percent: 70, minutes: 15 }, taker.id, 1, skill, start);
    // The weaker ones tried again a few days later and did better.
    if (skill < 0.7) await insertDemoAttempt(db, { ...curriculumTest, pass_percent: 70, minutes: 15 }, taker.id, 2, skill + 0.3, new Date(start.getTime() + 3 * day));
    if (index % 2 === 0) await insertDemoAttempt(db, { ...comprehensiveTest, pass_percent: 60, minutes: 30 }, taker.id, 1, skill, new Date(start.getTime() + 7 * day));
  }
  await rebuildStandings(db);
}

/** The demo course's CAB test in timed sections (言語 3 minutes, then 計数 3 minutes), published and not yet taken. */
async function insertDemoCabTest(db: Db, courseId: number): Promise<void> {
  const [test] = await db
    .insert(tests)
    .values({
      kind: TEST_KIND.cab,
      title: 'CAB 適性テスト（言語・計数）',
      description: '言語と計数の2つのセクションを、それぞれの制限時間内に順に解きます。次のセクションに進むと前のセクションには戻れません。',
      course_id: courseId,
      pass_percent: 60,
      review_mode: REVIEW_MODE.answers,
      publish_status: PUBLISH_STATUS.public,
    })
    .returning({ id: tests.id });
  let position = 0;
  for (const [sectionPosition, section] of CAB_SECTIONS.entries()) {
    const [stored] = await db
      .insert(testSections)
      .values({ test_id: test!.id, position: sectionPosition, title: section.title, time_limit_minutes: section.time_limit_minutes })
      .returning({ id: testSections.id });
    await db.insert(testQuestions).values(section.questions.map((question) => ({ ...question, test_id: test!.id, position: ++position, section_id: stored!.id })));
  }
}
