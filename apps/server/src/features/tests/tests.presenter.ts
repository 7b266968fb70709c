import {
  testAbilities,
  type AttemptOutcome,
  type AttemptQuestion,
  type AttemptSection,
  type AttemptView,
  type GradeBands,
  type QuestionItem,
  type QuestionReview,
  type TestItem,
  type TestResultItem,
} from '@manabiya/domain/contracts/tests';
import { FINISHED_BY, REVIEW_MODE, type ReviewMode, type TestKind } from '@manabiya/domain/enums/tests';
import type { Grade } from '@manabiya/domain/enums/student';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import type { FrozenQuestion } from '../../db/schema/tests.ts';
import { type CsvColumn, csvOf } from '../../platform/csv.ts';
import { withIsoDates } from '../../platform/presenters.ts';
import { sectionIndexesOf } from './section-clock.ts';
import type { AnswerRow, AttemptRow } from './test-attempts.repository.ts';
import type { ResultRow } from './test-results.repository.ts';
import type { QuestionRow, TestRow } from './tests.repository.ts';

const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const gradeBandsOf = (row: { grade_s: number; grade_a: number; grade_b: number; grade_c: number }): GradeBands => ({
  S: row.grade_s,
  A: row.grade_a,
  B: row.grade_b,
  C: row.grade_c,
});

/** The points an attempt is scored out of: all questions, or the drawn share when the test draws fewer. */
export function totalPointsOf(pointSum: number, questionCount: number, drawCount: number | null): number {
  if (drawCount === null || questionCount <= drawCount || questionCount === 0) return pointSum;
  return Math.round(((pointSum * drawCount) / questionCount) * 100) / 100;
}

/** A test row as the admin API shows it to a caller holding `permissions`. */
export function presentTest(row: TestRow, permissions: SectionPermissions | null | undefined): TestItem {
  const { grade_s, grade_a, grade_b, grade_c, point_sum, ...rest } = row;
  return {
    ...withIsoDates(rest),
    grade_bands: gradeBandsOf({ grade_s, grade_a, grade_b, grade_c }),
    total_points: totalPointsOf(point_sum, row.question_count, row.draw_count),
    abilities: testAbilities(permissions, row),
  };
}

export const presentQuestion = (row: QuestionRow): QuestionItem => ({ ...row, numeric_answer: row.numeric_answer ?? null });

/** The frozen copy of a question: what the attempt gives and scores (in a CAB test in sections, with its section's position). */
export const freezeQuestion = (row: QuestionRow, section: number | null = null): FrozenQuestion => ({
  id: row.id,
  version: row.version,
  kind: row.kind,
  body: row.body,
  options: row.options,
  correct_keys: row.correct_keys,
  accepted_answers: row.accepted_answers,
  numeric_answer: row.numeric_answer ?? null,
  tolerance: row.tolerance,
  partial_credit: row.partial_credit,
  points: row.points,
  explanation: row.explanation,
  image_path: row.image_path,
  section,
});

export function outcomeOfRow(row: { score: number | null; max_score: number | null; percent: number | null; passed: boolean | null; grade: Grade | null }): AttemptOutcome | null {
  if (row.score === null || row.max_score === null || row.percent === null || row.passed === null || row.grade === null) return null;
  return { score: Number(row.score), max_score: Number(row.max_score), percent: Number(row.percent), passed: row.passed, grade: row.grade };
}

/** Whether the review setting lets the student see scores now, and when it will if not yet. */
export function reviewNow(test: { review_mode: ReviewMode; available_until: Date | null }, now: Date): { visible: boolean; hiddenUntil: Date | null } {
  if (test.review_mode === REVIEW_MODE.after_close && test.available_until && now < test.available_until) return { visible: false, hiddenUntil: test.available_until };
  return { visible: true, hiddenUntil: null };
}

export interface AttemptViewTest {
  title: string;
  kind: TestKind;
  review_mode: ReviewMode;
  available_until: Date | null;
}

/** A CAB test's section as an attempt reads it by its position. */
export interface AttemptViewSection {
  position: number;
  title: string;
  time_limit_minutes: number;
}

/**
 * A sectioned attempt's sections: those its questions name, each done, current or upcoming. A
 * section no longer in the test (removed after the attempt finished) keeps a blank title.
 */
function attemptSections(attempt: AttemptRow, sections: readonly AttemptViewSection[]): AttemptSection[] {
  const open = attempt.submitted_at === null;
  return sectionIndexesOf(attempt.questions).map((index) => {
    const section = sections.find((entry) => entry.position === index);
    return {
      index,
      title: section?.title ?? '',
      time_limit_minutes: section?.time_limit_minutes ?? 0,
      question_count: attempt.questions.filter((question) => question.section === index).length,
      state: !open || index < attempt.section_index ? 'done' : index === attempt.section_index ? 'current' : 'upcoming',
    };
  });
}

/**
 * An attempt as its student sees it: the questions without their keys, the answers kept, and the
 * result its review setting shows. In timed sections, an open attempt gives only its current
 * section's questions (no going back, no looking ahead).
 */
export function presentAttempt(attempt: AttemptRow, answers: AnswerRow[], test: AttemptViewTest, now: Date, sections: readonly AttemptViewSection[]): AttemptView {
  const attemptSectionList = attemptSections(attempt, sections);
  const inSection = attempt.submitted_at === null && attemptSectionList.length > 0;
  const shown = (question: FrozenQuestion) => !inSection || question.section === attempt.section_index;
  const questions: AttemptQuestion[] = attempt.questions.flatMap((question, index) => shown(question) ? [{
    id: question.id,
    position: index + 1,
    kind: question.kind,
    body: question.body,
    options: question.options,
    points: question.points,
    image_path: question.image_path ?? null,
    section: question.section ?? null,
  }] : []);
  const given = new Set(questions.map((question) => question.id));
  const review = reviewNow(test, now);
  const outcome = outcomeOfRow(attempt);
  const finished = attempt.submitted_at !== null && outcome !== null;
  let result: AttemptView['result'] = null;
  if (finished && review.visible) {
    const showAnswers = test.review_mode !== REVIEW_MODE.score;
    const scored = new Map((attempt.scored ?? []).map((entry) => [entry.question_id, entry]));
    result = {
      ...outcome,
      finished_by: attempt.finished_by === FINISHED_BY.deadline ? 'deadline' : 'student',
      questions: showAnswers ? attempt.questions.map((question) => questionReview(question, scored.get(question.id))) : [],
    };
  }
  return {
    id: attempt.id,
    test_id: attempt.test_id,
    test_title: test.title,
    test_kind: test.kind,
    number: attempt.number,
    started_at: attempt.started_at.toISOString(),
    deadline_at: isoOrNull(attempt.deadline_at),
    sections: attemptSectionList,
    section_index: inSection ? attempt.section_index : null,
    section_deadline_at: inSection ? isoOrNull(attempt.section_deadline_at) : null,
    server_now: now.toISOString(),
    submitted_at: isoOrNull(attempt.submitted_at),
    questions,
    answers: answers.filter((answer) => given.has(answer.question_id)).map((answer) => ({ ...answer, saved_at: answer.saved_at.toISOString() })),
    result,
    result_hidden_until: finished && !review.visible ? isoOrNull(review.hiddenUntil) : null,
  };
}

function questionReview(question: FrozenQuestion, scored: { points: number; correct: boolean } | undefined): QuestionReview {
  return {
    question_id: question.id,
    correct: scored?.correct ?? false,
    points_awarded: scored?.points ?? 0,
    correct_keys: question.correct_keys,
    accepted_answers: question.accepted_answers,
    numeric_answer: question.numeric_answer,
    explanation: question.explanation,
  };
}

const outcomeFrom = (row: ResultRow, prefix: 'best' | 'latest'): AttemptOutcome | null =>
  outcomeOfRow({ score: row[`${prefix}_score`], max_score: row[`${prefix}_max_score`], percent: row[`${prefix}_percent`], passed: row[`${prefix}_passed`], grade: row[`${prefix}_grade`] });

export function presentResult(row: ResultRow): TestResultItem {
  return {
    test_id: Number(row.test_id),
    test_title: row.test_title,
    student_id: Number(row.student_id),
    student_name: row.student_name,
    company_id: Number(row.company_id),
    company_name: row.company_name,
    attempt_count: Number(row.attempt_count),
    in_progress: row.in_progress,
    best: outcomeFrom(row, 'best'),
    latest: outcomeFrom(row, 'latest'),
    latest_submitted_at: row.latest_submitted_at,
  };
}

export const testResultCsvFilename = (title: string) => `テスト結果_${title.replace(/[\\/:*?"<>|]/g, '_')}.csv`;

const RESULT_COLUMNS: ReadonlyArray<CsvColumn<TestResultItem>> = [
  { header: '受講生ID', value: (item) => item.student_id },
  { header: '受講生', value: (item) => item.student_name },
  { header: '企業', value: (item) => item.company_name },
  { header: '受験回数', value: (item) => item.attempt_count },
  { header: '受験中', value: (item) => (item.in_progress ? '受験中' : '') },
  { header: '最高点', value: (item) => item.best?.score },
  { header: '満点', value: (item) => item.best?.max_score },
  { header: '最高得点率(%)', value: (item) => item.best?.percent },
  { header: '合否', value: (item) => (item.best ? (item.best.passed ? '合格' : '不合格') : '') },
  { header: '評価', value: (item) => item.best?.grade },
  { header: '最新の得点率(%)', value: (item) => item.latest?.percent },
  { header: '最新の提出日時', value: (item) => item.latest_submitted_at },
];

export const buildTestResultCsv = (items: TestResultItem[]): string => csvOf(RESULT_COLUMNS, items);
