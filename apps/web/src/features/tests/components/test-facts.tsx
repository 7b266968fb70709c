import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { QuestionItem, TestDetail } from '@manabiya/domain/contracts/tests';
import { QUESTION_KIND, TEST_KIND } from '@manabiya/domain/enums/tests';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list.tsx';
import { formatAuditValue, recordNameIn } from '../../../components/history-list.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { useMinutesLabel, useTestLabels } from './use-test-labels.ts';

/** A test's settings as facts: what it belongs to, its rules, grading, delivery and window. */
export function TestFacts({ test }: { test: TestDetail }) {
  const { t } = useTranslation();
  const labels = useTestLabels();
  const minutes = useMinutesLabel();
  const formatDate = useDateFormat().dateTime;
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const bands = test.grade_bands;
  const openWindow =
    test.available_from || test.available_until
      ? t('tests.facts.windowValue', { from: test.available_from ? formatDate(test.available_from) : '—', until: test.available_until ? formatDate(test.available_until) : '—' })
      : t('tests.facts.always');
  const facts: Array<[string, string]> = [
    [t('tests.fields.kind'), labels.testKind(test.kind)],
    test.kind === TEST_KIND.curriculum ? [t('tests.fields.curriculum'), test.curriculum_name ?? ''] : [t('tests.fields.course'), test.course_name ?? ''],
    [t('tests.facts.description'), test.description ?? ''],
    [
      t('tests.facts.timeLimit'),
      // A CAB test in sections takes the sum of their limits (its own is not used).
      test.sections.length > 0 ? t('tests.sections.timeLimitFact', { count: test.sections.reduce((sum, section) => sum + section.time_limit_minutes, 0) }) : minutes(test.time_limit_minutes),
    ],
    [t('tests.facts.attempts'), test.attempts_allowed === null ? t('tests.noLimit') : t('tests.times', { count: test.attempts_allowed })],
    [t('tests.facts.retakeWait'), test.retake_wait_minutes === 0 ? t('tests.facts.noWait') : minutes(test.retake_wait_minutes)],
    [t('tests.facts.passPercent'), `${test.pass_percent}%`],
    [t('tests.facts.bands'), t('tests.facts.bandsValue', { S: bands.S, A: bands.A, B: bands.B, C: bands.C })],
    [
      t('tests.facts.questions'),
      test.draw_count === null
        ? t('tests.facts.questionsAll', { count: test.question_count, points: test.total_points })
        : t('tests.facts.questionsDrawn', { count: test.question_count, draw: test.draw_count, points: test.total_points }),
    ],
    [t('tests.facts.shuffleQuestions'), yesNo(test.shuffle_questions)],
    [t('tests.facts.shuffleOptions'), yesNo(test.shuffle_options)],
    [t('tests.facts.reviewMode'), labels.reviewMode(test.review_mode)],
    [t('tests.fields.window'), openWindow],
    ...(test.kind === TEST_KIND.curriculum ? ([[t('tests.fields.requiredToComplete'), yesNo(test.required_to_complete)]] satisfies Array<[string, string]>) : []),
  ];
  return <FactList facts={facts} data-testid="test-facts" />;
}

/** A question's answer key in a line, for staff: the correct options, the accepted answers, or the number and its tolerance. */
export function useAnswerKeyText(): (question: QuestionItem) => string {
  const { t } = useTranslation();
  return useCallback(
    (question: QuestionItem) => {
      switch (question.kind) {
        case QUESTION_KIND.single:
        case QUESTION_KIND.multiple: {
          const names = question.options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => question.correct_keys.includes(option.key))
            .map(({ option, index }) => t('tests.question.answerOption', { number: index + 1, text: option.text }));
          const key = t('tests.question.answer', { answer: names.join(t('tests.listSeparator')) });
          return question.partial_credit ? `${key} ${t('tests.question.partialCreditNote')}` : key;
        }
        case QUESTION_KIND.text:
          return t('tests.question.answer', { answer: question.accepted_answers.join(t('tests.listSeparator')) });
        case QUESTION_KIND.numeric:
          return question.tolerance > 0
            ? t('tests.question.answerNumericTolerance', { value: question.numeric_answer, tolerance: question.tolerance })
            : t('tests.question.answer', { answer: String(question.numeric_answer ?? '') });
      }
    },
    [t],
  );
}

/** How a test's change history names its fields and shows its coded values. */
export function useTestHistoryLabels() {
  const { t } = useTranslation();
  const labels = useTestLabels();
  const publishLabel = useEnumLabel('publishStatus');
  const dates = useDateFormat();
  const empty = t('list.emptyValue');
  const fieldLabels: Record<string, string> = {
    kind: t('tests.fields.kind'),
    title: t('tests.fields.title'),
    description: t('tests.facts.description'),
    curriculum_id: t('tests.fields.curriculum'),
    course_id: t('tests.fields.course'),
    time_limit_minutes: t('tests.fields.timeLimit'),
    attempts_allowed: t('tests.fields.attempts'),
    retake_wait_minutes: t('tests.fields.retakeWait'),
    pass_percent: t('tests.fields.passPercent'),
    grade_s: t('tests.fields.band', { grade: 'S' }),
    grade_a: t('tests.fields.band', { grade: 'A' }),
    grade_b: t('tests.fields.band', { grade: 'B' }),
    grade_c: t('tests.fields.band', { grade: 'C' }),
    shuffle_questions: t('tests.facts.shuffleQuestions'),
    shuffle_options: t('tests.facts.shuffleOptions'),
    draw_count: t('tests.fields.drawCount'),
    review_mode: t('tests.facts.reviewMode'),
    available_from: t('tests.fields.availableFrom'),
    available_until: t('tests.fields.availableUntil'),
    publish_status: t('tests.fields.publishStatus'),
    required_to_complete: t('tests.fields.requiredToComplete'),
    question_order: t('tests.editor.questionsLabel'),
    sections: t('tests.fields.section'),
  };
  const formatValue = (field: string, value: unknown, entry?: AuditEntry): string => {
    if (value === null || value === undefined || value === '') return empty;
    // A curriculum or course by the name the history carries (its name today); one deleted since by its id.
    const namedKind = field === 'curriculum_id' ? 'curriculum' : field === 'course_id' ? 'course' : undefined;
    if (namedKind && typeof value === 'number') return recordNameIn(entry, namedKind, value);
    if (typeof value === 'number' && field === 'kind') return labels.testKind(value);
    if (typeof value === 'number' && field === 'review_mode') return labels.reviewMode(value);
    if (typeof value === 'number' && field === 'publish_status') return publishLabel(value);
    if (typeof value === 'string' && (field === 'available_from' || field === 'available_until')) return dates.dateTime(value);
    if (field === 'sections' && Array.isArray(value)) {
      const sections = value as Array<{ title: string; time_limit_minutes: number }>;
      return sections.length === 0 ? empty : sections.map((section) => t('tests.sections.historyEntry', { title: section.title, minutes: t('tests.minutes', { count: section.time_limit_minutes }) })).join(' / ');
    }
    return formatAuditValue(value, empty, [t('list.yes'), t('list.no')]);
  };
  return { fieldLabels, formatValue };
}
