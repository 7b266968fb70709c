import { type Grade } from '../enums/student.ts';
import { QUESTION_KIND, type QuestionKind } from '../enums/tests.ts';
import type { AnswerValue, AttemptOutcome, GradeBands } from './tests.ts';

/*
 * Scoring of test answers (decision 048): pure, so the server, the seed and the tests score alike.
 */

/** The parts of a question scoring reads. */
export interface ScoredQuestion {
  kind: QuestionKind;
  correct_keys: readonly number[];
  accepted_answers: readonly string[];
  numeric_answer: number | null;
  tolerance: number;
  partial_credit: boolean;
  points: number;
}

/** Text as compared: full-width letters and digits to half-width (NFKC), lower case, spaces trimmed and collapsed. */
export function normaliseAnswerText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** A typed number (full-width digits, a comma for thousands and spaces allowed); NaN if it is none. */
export function parseAnswerNumber(text: string): number {
  const cleaned = normaliseAnswerText(text).replace(/[,\s]/gu, '').replace(/[−ー－]/gu, '-');
  return cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/u.test(cleaned) ? Number.NaN : Number(cleaned);
}

/** The points an answer earns (0 for no answer); a rounding to 2 decimals keeps partial credit exact in sums. */
export function scoreAnswer(question: ScoredQuestion, answer: AnswerValue | undefined): number {
  if (!answer) return 0;
  switch (question.kind) {
    case QUESTION_KIND.single: {
      const keys = answer.keys ?? [];
      return keys.length === 1 && question.correct_keys.includes(keys[0]!) ? question.points : 0;
    }
    case QUESTION_KIND.multiple: {
      const picked = new Set(answer.keys ?? []);
      const correct = new Set(question.correct_keys);
      const right = [...picked].filter((key) => correct.has(key)).length;
      const wrong = picked.size - right;
      if (!question.partial_credit) return right === correct.size && wrong === 0 ? question.points : 0;
      const share = Math.max(0, (right - wrong) / correct.size);
      return Math.round(share * question.points * 100) / 100;
    }
    case QUESTION_KIND.text: {
      const given = normaliseAnswerText(answer.text ?? '');
      return given !== '' && question.accepted_answers.some((accepted) => normaliseAnswerText(accepted) === given) ? question.points : 0;
    }
    case QUESTION_KIND.numeric: {
      const value = parseAnswerNumber(answer.text ?? '');
      if (Number.isNaN(value) || question.numeric_answer === null) return 0;
      // A hair of slack for binary fractions (0.1 + 0.2).
      return Math.abs(value - question.numeric_answer) <= question.tolerance + 1e-9 ? question.points : 0;
    }
  }
}

/** The grade a percentage earns under the test's bands. */
export function gradeOf(percent: number, bands: GradeBands): Grade {
  if (percent >= bands.S) return 'S';
  if (percent >= bands.A) return 'A';
  if (percent >= bands.B) return 'B';
  if (percent >= bands.C) return 'C';
  return 'D';
}

/** An attempt's outcome from its points: percent to one decimal, pass at or above the pass mark. */
export function outcomeOf(score: number, maxScore: number, test: { pass_percent: number; grade_bands: GradeBands }): AttemptOutcome {
  const percent = maxScore === 0 ? 0 : Math.round((score / maxScore) * 1000) / 10;
  return { score: Math.round(score * 100) / 100, max_score: maxScore, percent, passed: percent >= test.pass_percent, grade: gradeOf(percent, test.grade_bands) };
}
