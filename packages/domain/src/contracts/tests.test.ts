import { describe, expect, it } from 'vitest';
import { QUESTION_KIND } from '../enums/tests.ts';
import { gradeOf, normaliseAnswerText, outcomeOf, parseAnswerNumber, scoreAnswer, type ScoredQuestion } from './test-scoring.ts';
import { QuestionBody, TestBody } from './tests.ts';

const base: Omit<ScoredQuestion, 'kind'> = { correct_keys: [], accepted_answers: [], numeric_answer: null, tolerance: 0, partial_credit: false, points: 4 };
const single: ScoredQuestion = { ...base, kind: QUESTION_KIND.single, correct_keys: [2] };
const multiple: ScoredQuestion = { ...base, kind: QUESTION_KIND.multiple, correct_keys: [1, 3] };
const partial: ScoredQuestion = { ...multiple, partial_credit: true };
const text: ScoredQuestion = { ...base, kind: QUESTION_KIND.text, accepted_answers: ['JavaScript', 'ＪＳ'] };
const numeric: ScoredQuestion = { ...base, kind: QUESTION_KIND.numeric, numeric_answer: 1500, tolerance: 0 };
const bands = { S: 90, A: 80, B: 70, C: 60 };

describe('scoring an answer', () => {
  it('gives nothing for no answer', () => {
    for (const question of [single, multiple, text, numeric]) expect(scoreAnswer(question, undefined)).toBe(0);
    expect(scoreAnswer(single, {})).toBe(0);
  });

  it('single choice: the one right option only', () => {
    expect(scoreAnswer(single, { keys: [2] })).toBe(4);
    expect(scoreAnswer(single, { keys: [1] })).toBe(0);
    expect(scoreAnswer(single, { keys: [2, 1] })).toBe(0);
  });

  it('multiple choice: all or nothing', () => {
    expect(scoreAnswer(multiple, { keys: [3, 1] })).toBe(4);
    expect(scoreAnswer(multiple, { keys: [1] })).toBe(0);
    expect(scoreAnswer(multiple, { keys: [1, 2, 3] })).toBe(0);
  });

  it('multiple choice with partial credit: (right − wrong) / correct count, never below 0', () => {
    expect(scoreAnswer(partial, { keys: [1, 3] })).toBe(4);
    expect(scoreAnswer(partial, { keys: [1] })).toBe(2);
    expect(scoreAnswer(partial, { keys: [1, 2] })).toBe(0);
    expect(scoreAnswer(partial, { keys: [2, 4] })).toBe(0);
    expect(scoreAnswer({ ...partial, correct_keys: [1, 2, 3], points: 1 }, { keys: [1] })).toBe(0.33);
  });

  it('short text: width, case and spaces folded', () => {
    expect(scoreAnswer(text, { text: 'javascript' })).toBe(4);
    expect(scoreAnswer(text, { text: '　ＪａｖａＳｃｒｉｐｔ　' })).toBe(4);
    expect(scoreAnswer(text, { text: 'js' })).toBe(4);
    expect(scoreAnswer(text, { text: 'Java Script' })).toBe(0);
    expect(scoreAnswer(text, { text: '   ' })).toBe(0);
    expect(normaliseAnswerText('  Ａ  Ｂ ')).toBe('a b');
  });

  it('numeric: full-width digits, commas and the tolerance', () => {
    expect(scoreAnswer(numeric, { text: '１，５００' })).toBe(4);
    expect(scoreAnswer(numeric, { text: '1500.0' })).toBe(4);
    expect(scoreAnswer(numeric, { text: '1501' })).toBe(0);
    expect(scoreAnswer({ ...numeric, tolerance: 1 }, { text: '1501' })).toBe(4);
    expect(scoreAnswer({ ...numeric, numeric_answer: 0.3 }, { text: '0.30000000000000004' })).toBe(4);
    expect(scoreAnswer(numeric, { text: '千五百' })).toBe(0);
    expect(parseAnswerNumber('－１２')).toBe(-12);
    expect(parseAnswerNumber('')).toBeNaN();
  });
});

describe('an attempt’s outcome', () => {
  it('rounds the percent to one decimal, passes at the mark and grades by the bands', () => {
    expect(outcomeOf(2, 3, { pass_percent: 60, grade_bands: bands })).toEqual({ score: 2, max_score: 3, percent: 66.7, passed: true, grade: 'C' });
    expect(outcomeOf(59.99, 100, { pass_percent: 60, grade_bands: bands })).toMatchObject({ percent: 60, passed: true });
    expect(outcomeOf(5, 10, { pass_percent: 60, grade_bands: bands })).toMatchObject({ passed: false, grade: 'D' });
    expect(outcomeOf(0, 0, { pass_percent: 0, grade_bands: bands })).toMatchObject({ percent: 0, passed: true, grade: 'D' });
  });

  it('grades at each band’s lower edge', () => {
    expect([100, 90, 89.9, 80, 70, 60, 59.9].map((percent) => gradeOf(percent, bands))).toEqual(['S', 'S', 'A', 'A', 'B', 'C', 'D']);
  });
});

describe('the bodies', () => {
  it('keeps only the fields a question’s kind uses', () => {
    const parsed = QuestionBody.parse({ kind: QUESTION_KIND.text, body: '問', accepted_answers: ['a'], options: [{ key: 1, text: 'x' }], correct_keys: [1], partial_credit: true });
    expect(parsed).toMatchObject({ options: [], correct_keys: [], accepted_answers: ['a'], partial_credit: false, numeric_answer: null });
  });

  it('needs grade bands in order and a window end for review after close', () => {
    expect(TestBody.safeParse({ kind: 3, title: 't', grade_bands: { S: 90, A: 90, B: 70, C: 60 } }).success).toBe(false);
    expect(TestBody.safeParse({ kind: 3, title: 't', review_mode: 2 }).success).toBe(false);
    expect(TestBody.safeParse({ kind: 3, title: 't' }).success).toBe(true);
  });

  it('checks option texts only where the kind has options: a text question drops the empty ones of the form', () => {
    const typed = QuestionBody.safeParse({ kind: QUESTION_KIND.text, body: 'q', options: [{ key: 1, text: '' }], accepted_answers: ['x'] });
    expect(typed.success && typed.data.options).toEqual([]);
    const choice = QuestionBody.safeParse({ kind: QUESTION_KIND.single, body: 'q', options: [{ key: 1, text: 'a' }, { key: 2, text: ' ' }], correct_keys: [1] });
    expect(choice.success).toBe(false);
    expect(choice.error?.issues.map((issue) => issue.path.join('.'))).toContain('options.1.text');
  });
});
