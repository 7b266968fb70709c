import { randomUUID } from 'node:crypto';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE } from '@manabiya/domain/enums/surveys';
import { zonedDate } from '@manabiya/domain/zoned-time';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { students } from '../../db/schema/students.ts';
import { surveyAnswers, surveyQuestions, surveyRespondents, surveyResponses, surveys } from '../../db/schema/surveys.ts';
import type { Db } from '../../platform/db.ts';
import { daysBefore, SEED_EMAIL_DOMAIN, type DemoContext, type SeedContext, type SeedSizeName } from '../../platform/sample-data.ts';
import type { AnswerValues } from './survey-responses.repository.ts';
import type { QuestionValues, SurveyValues } from './surveys.repository.ts';

/*
 * Surveys of the sample data (decision 049): the generated dataset's surveys of each type with
 * answers written by the database in a few statements, and the demo's initial, final and
 * satisfaction surveys.
 */

type QuestionDraft = Omit<QuestionValues, 'position' | 'options'> & { options?: string[] };

const question = (kind: QuestionValues['kind'], body: string, options: string[] = [], required = true): QuestionDraft => ({ kind, body, options, required });

const INITIAL_QUESTIONS: QuestionDraft[] = [
  question(SURVEY_QUESTION_KIND.single, 'プログラミングの経験はどのくらいありますか。', ['まったくない', '独学で少し', '業務で1年未満', '業務で1年以上']),
  question(SURVEY_QUESTION_KIND.multiple, 'この研修で身につけたいことを選んでください（複数可）。', ['Web ページの作成', 'JavaScript', 'サーバーサイド開発', 'チーム開発の進め方', '資格の取得']),
  question(SURVEY_QUESTION_KIND.scale, '研修を最後までやり遂げる自信はありますか。'),
  question(SURVEY_QUESTION_KIND.single, '1日に学習できる時間はどのくらいですか。', ['1時間未満', '1〜2時間', '2〜4時間', '4時間以上']),
  question(SURVEY_QUESTION_KIND.text, '講師に伝えておきたいことがあれば書いてください。', [], false),
];

const FINAL_QUESTIONS: QuestionDraft[] = [
  question(SURVEY_QUESTION_KIND.scale, '研修全体の満足度を教えてください。'),
  question(SURVEY_QUESTION_KIND.scale, '研修の内容は業務に役立ちそうですか。'),
  question(SURVEY_QUESTION_KIND.multiple, '特に役立ったものを選んでください（複数可）。', ['動画教材', 'テキスト教材', '課題と講師のレビュー', '質問への回答', 'テスト']),
  question(SURVEY_QUESTION_KIND.single, '後輩にこの研修を勧めたいですか。', ['勧めたい', 'どちらともいえない', '勧めない']),
  question(SURVEY_QUESTION_KIND.text, '研修を振り返っての感想をお書きください。', [], false),
];

const SATISFACTION_QUESTIONS: QuestionDraft[] = [
  question(SURVEY_QUESTION_KIND.scale, '今回のイベントの満足度を教えてください。'),
  question(SURVEY_QUESTION_KIND.single, 'イベントの長さはいかがでしたか。', ['短い', 'ちょうどよい', '長い']),
  question(SURVEY_QUESTION_KIND.multiple, 'よかった点を選んでください（複数可）。', ['講師の説明', '資料', '質疑応答', '参加者同士の交流']),
  question(SURVEY_QUESTION_KIND.scale, '次回も参加したいと思いますか。'),
  question(SURVEY_QUESTION_KIND.text, 'ご意見・ご感想をお書きください。', [], false),
];

const questionValues = (drafts: readonly QuestionDraft[]): QuestionValues[] =>
  drafts.map((draft, index) => ({ ...draft, position: index + 1, options: (draft.options ?? []).map((text, key) => ({ key: key + 1, text })) }));

async function insertSurveyWith(db: Db, values: SurveyValues, drafts: readonly QuestionDraft[]) {
  const [row] = await db.insert(surveys).values(values).returning({ id: surveys.id });
  const rows = await db
    .insert(surveyQuestions)
    .values(questionValues(drafts).map((value) => ({ ...value, survey_id: row!.id })))
    .returning({ id: surveyQuestions.id, kind: surveyQuestions.kind, options: surveyQuestions.options, required: surveyQuestions.required });
  return { id: row!.id, anonymous: values.anonymous, questions: rows };
}

// ───────────── The generated dataset ─────────────

/** Surveys of the generated dataset, and how many students answered each of its satisfaction surveys (XXL: one of 10,000, which the bench zips). */
const SEED_SURVEYS: Record<SeedSizeName, { satisfaction: number; biggest: number }> = {
  s: { satisfaction: 3, biggest: 600 },
  m: { satisfaction: 4, biggest: 2_000 },
  xxl: { satisfaction: 5, biggest: 10_000 },
};

const SEED_TEXTS = ['とても分かりやすかったです。', '例題がもう少し多いと助かります。', '講師の方の説明が丁寧でした。', '時間が少し足りませんでした。', '次回も参加したいです。'];

/**
 * Per type: an initial and a final survey for every course's students, and satisfaction surveys
 * (every other one anonymous, the biggest named) answered by more and more of the seeded students, the biggest by the
 * size's number (10,000 at XXL). The initial survey is answered by the onboarded seeded students, the
 * final one by those who graduated. The answers are written by the database from a hash of the
 * student and question, so the same size gives the same answers.
 */
export async function seedSurveys(context: SeedContext): Promise<void> {
  const { db, size, anchor } = context;
  const plan = SEED_SURVEYS[size.name];
  const opened = daysBefore(anchor, 400);
  const seeded = sql`${students.email} like ${`%@${SEED_EMAIL_DOMAIN}`}`;
  const base = { description: null, course_id: null, opens_at: opened, closes_at: null, publish_status: PUBLISH_STATUS.public };
  const initial = await insertSurveyWith(db, { ...base, type: SURVEY_TYPE.initial, title: '受講開始アンケート', anonymous: false }, INITIAL_QUESTIONS);
  await answerBySeededStudents(db, initial, sql`${seeded} and ${students.init_input_flg} = 1`, null, opened, 300);
  const final = await insertSurveyWith(db, { ...base, type: SURVEY_TYPE.final, title: '修了アンケート', anonymous: false }, FINAL_QUESTIONS);
  await answerBySeededStudents(db, final, sql`${seeded} and ${students.status} in (1, 2, 3)`, null, opened, 300);
  for (let i = 0; i < plan.satisfaction; i++) {
    const last = i === plan.satisfaction - 1;
    const held = daysBefore(anchor, 30 * (plan.satisfaction - i));
    const survey = await insertSurveyWith(
      db,
      {
        ...base,
        type: SURVEY_TYPE.satisfaction,
        title: last ? '全体勉強会 満足度アンケート' : `勉強会 第${i + 1}回 満足度アンケート`,
        // The biggest is named: the bench reads its non-responders and zips its identity columns too.
        anonymous: !last && i % 2 === 1,
        opens_at: held,
        closes_at: last ? null : daysBefore(anchor, 30 * (plan.satisfaction - i) - 14),
      },
      SATISFACTION_QUESTIONS,
    );
    const count = last ? plan.biggest : Math.round((plan.biggest * (i + 1)) / (plan.satisfaction + 2));
    await answerBySeededStudents(db, survey, seeded, count, held, 14);
  }
}

/**
 * The seeded students matching `who` (the first `limit` of them by id) answer the survey within
 * `days` of `from`: their respondent rows, one response each (no student on an anonymous survey's,
 * keyed by a random uuid), and an answer per question (the optional text of about a third).
 */
async function answerBySeededStudents(db: Db, survey: { id: number; anonymous: boolean }, who: SQL, limit: number | null, from: Date, days: number): Promise<void> {
  await db.execute(sql`
    insert into ${surveyRespondents} (survey_id, student_id, answered_at)
    select ${survey.id}, ${students.id}, ${from.toISOString()}::timestamptz + ((${students.id} * 7919) % (${days} * 24)) * interval '1 hour'
    from ${students} where ${who} order by ${students.id} ${limit === null ? sql`` : sql`limit ${limit}`}`);
  // The response's key comes from a salt this run forgets, so the answers of an anonymous survey lead to no one.
  const salt = randomUUID();
  const responseKey = sql`md5(${salt} || r.student_id::text)::uuid`;
  await db.execute(sql`
    insert into ${surveyResponses} (id, survey_id, student_id, company_id, answered_on)
    select ${responseKey}, r.survey_id, ${survey.anonymous ? sql`null` : sql`r.student_id`}, s.company_id, (r.answered_at at time zone 'Asia/Tokyo')::date
    from ${surveyRespondents} r join ${students} s on s.id = r.student_id where r.survey_id = ${survey.id}`);
  const texts = sql`${`{${SEED_TEXTS.map((text) => `"${text}"`).join(',')}}`}::text[]`;
  await db.execute(sql`
    insert into ${surveyAnswers} (response_id, question_id, option_keys, scale, text)
    select ${responseKey}, q.id,
      case q.kind
        when ${SURVEY_QUESTION_KIND.single} then jsonb_build_array(1 + h % jsonb_array_length(q.options))
        when ${SURVEY_QUESTION_KIND.multiple} then (select jsonb_agg(k order by k) from generate_series(1, jsonb_array_length(q.options)) k
          where k = 1 + h % jsonb_array_length(q.options) or (h / k) % 3 = 0)
      end,
      case when q.kind = ${SURVEY_QUESTION_KIND.scale} then (2 + h % 4) - (h / 7) % 2 end,
      case when q.kind = ${SURVEY_QUESTION_KIND.text} then (${texts})[1 + h % ${SEED_TEXTS.length}] end
    from ${surveyRespondents} r
    join ${surveyQuestions} q on q.survey_id = r.survey_id
    cross join lateral (select (r.student_id * 7919 + q.id * 104729) % 1000003 as h) x
    where r.survey_id = ${survey.id} and (q.kind <> ${SURVEY_QUESTION_KIND.text} or h % 3 = 0)`);
}

// ───────────── Demo ─────────────

const DEMO_TEXTS = ['HTML から丁寧に学びたいです。', '仕事と両立できるか少し不安です。', 'チームでの開発を経験したいです。', '講師の方に質問しやすい雰囲気だとうれしいです。', '資料がとても見やすかったです。'];

/** A demo student's answers to the survey's questions, by a fixed pattern from their place in the list. */
function demoAnswers(questions: Awaited<ReturnType<typeof insertSurveyWith>>['questions'], index: number): AnswerValues[] {
  return questions.flatMap((stored, q): AnswerValues[] => {
    const n = index * 7 + q * 3;
    switch (stored.kind) {
      case SURVEY_QUESTION_KIND.single:
        return [{ question_id: stored.id, option_keys: [1 + (n % stored.options.length)], scale: null, text: null }];
      case SURVEY_QUESTION_KIND.multiple:
        return [{ question_id: stored.id, option_keys: stored.options.map((option) => option.key).filter((key) => (key + n) % 3 !== 0), scale: null, text: null }];
      case SURVEY_QUESTION_KIND.scale:
        return [{ question_id: stored.id, option_keys: null, scale: 3 + (n % 3), text: null }];
      default:
        return index % 2 === 0 ? [{ question_id: stored.id, option_keys: null, scale: null, text: DEMO_TEXTS[index % DEMO_TEXTS.length]! }] : [];
    }
  });
}

/** The demo students answer: a respondent row and a response each (no student on an anonymous survey's), a few days apart before `now`. */
async function answerAsDemoStudents(
  db: Db,
  survey: Awaited<ReturnType<typeof insertSurveyWith>>,
  respondents: ReadonlyArray<{ id: number; company_id: number }>,
  now: Date,
  timeZone: string,
): Promise<void> {
  for (const [index, respondent] of respondents.entries()) {
    const answeredAt = daysBefore(now, 2 + ((index * 5) % 40));
    await db.insert(surveyRespondents).values({ survey_id: survey.id, student_id: respondent.id, answered_at: answeredAt });
    const [response] = await db
      .insert(surveyResponses)
      .values({ survey_id: survey.id, student_id: survey.anonymous ? null : respondent.id, company_id: respondent.company_id, answered_on: zonedDate(answeredAt, timeZone) })
      .returning({ id: surveyResponses.id });
    const answers = demoAnswers(survey.questions, index);
    if (answers.length > 0) await db.insert(surveyAnswers).values(answers.map((answer) => ({ ...answer, response_id: response!.id })));
  }
}

/**
 * For `npm start`: an initial survey for every course (five questions, one of each kind and two
 * single choices), open, answered by every onboarded demo student, so only the students not onboarded
 * yet (newstudent@example.com) meet it at start step 2; a final survey, open and not answered (a
 * graduate meets it at step 4); and an anonymous satisfaction survey answered by eight students of
 * デモ株式会社 (its company view shows figures) and three of サンプル商事 (too few to show).
 */
export async function demoSurveys({ db, now, timeZone }: DemoContext): Promise<void> {
  const opened = daysBefore(now, 365);
  const base = { description: null, course_id: null, opens_at: opened, closes_at: null, publish_status: PUBLISH_STATUS.public, anonymous: false } as const;
  const initial = await insertSurveyWith(
    db,
    { ...base, type: SURVEY_TYPE.initial, title: '受講開始アンケート', description: '研修を始めるにあたって、経験や目標を教えてください。回答は研修の進め方の参考にします。' },
    INITIAL_QUESTIONS,
  );
  const onboarded = await db
    .select({ id: students.id, company_id: students.company_id })
    .from(students)
    .where(eq(students.init_input_flg, 1))
    .orderBy(asc(students.id));
  await answerAsDemoStudents(db, initial, onboarded, now, timeZone);

  await insertSurveyWith(
    db,
    { ...base, type: SURVEY_TYPE.final, title: '修了アンケート', description: '研修を修了された皆さまに、研修全体の振り返りをお願いします。' },
    FINAL_QUESTIONS,
  );

  const satisfaction = await insertSurveyWith(
    db,
    { ...base, type: SURVEY_TYPE.satisfaction, title: 'Web 制作勉強会 満足度アンケート', anonymous: true, opens_at: daysBefore(now, 45), closes_at: null },
    SATISFACTION_QUESTIONS,
  );
  const companyRows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, ['デモ株式会社', 'サンプル商事']));
  const companyIdOf = (name: string) => companyRows.find((row) => row.name === name)?.id;
  const demoCompany = onboarded.filter((student) => student.company_id === companyIdOf('デモ株式会社')).slice(0, 8);
  const sampleCompany = onboarded.filter((student) => student.company_id === companyIdOf('サンプル商事')).slice(0, 3);
  await answerAsDemoStudents(db, satisfaction, [...demoCompany, ...sampleCompany], now, timeZone);
}
