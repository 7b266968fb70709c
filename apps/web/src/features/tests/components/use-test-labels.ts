import { QUESTION_KIND, REVIEW_MODE, TEST_KIND, type QuestionKind, type ReviewMode, type TestKind } from '@manabiya/domain/enums/tests';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface LabelledOption<V extends number> {
  value: V;
  label: string;
}

/** A label lookup over options (the value itself for one the list does not know). */
function labelOf<V extends number>(options: ReadonlyArray<LabelledOption<V>>) {
  return (value: number | null | undefined): string => (value === null || value === undefined ? '' : (options.find((option) => option.value === value)?.label ?? String(value)));
}

/** The test kinds, question kinds and review modes with their labels, in the domain's order. */
export function useTestLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const testKinds: Array<LabelledOption<TestKind>> = [
      { value: TEST_KIND.curriculum, label: t('tests.kind.curriculum') },
      { value: TEST_KIND.comprehensive, label: t('tests.kind.comprehensive') },
      { value: TEST_KIND.cab, label: t('tests.kind.cab') },
    ];
    const questionKinds: Array<LabelledOption<QuestionKind>> = [
      { value: QUESTION_KIND.single, label: t('tests.questionKind.single') },
      { value: QUESTION_KIND.multiple, label: t('tests.questionKind.multiple') },
      { value: QUESTION_KIND.text, label: t('tests.questionKind.text') },
      { value: QUESTION_KIND.numeric, label: t('tests.questionKind.numeric') },
    ];
    const reviewModes: Array<LabelledOption<ReviewMode>> = [
      { value: REVIEW_MODE.score, label: t('tests.reviewMode.score') },
      { value: REVIEW_MODE.answers, label: t('tests.reviewMode.answers') },
      { value: REVIEW_MODE.after_close, label: t('tests.reviewMode.afterClose') },
    ];
    return {
      testKinds,
      questionKinds,
      reviewModes,
      testKind: labelOf(testKinds),
      questionKind: labelOf(questionKinds),
      reviewMode: labelOf(reviewModes),
    };
  }, [t]);
}

/** "30分" / "30 min", or "制限なし" / "No limit" for null. */
export function useMinutesLabel(): (minutes: number | null) => string {
  const { t } = useTranslation();
  return useCallback((minutes: number | null) => (minutes === null ? t('tests.noLimit') : t('tests.minutes', { count: minutes })), [t]);
}

/** "72.5%" in the display language's digits. */
export function formatPercent(percent: number | null | undefined, language: string): string {
  if (percent === null || percent === undefined) return '';
  return `${percent.toLocaleString(language, { maximumFractionDigits: 1 })}%`;
}

/** The first line of a question's Markdown as plain words (links and images by their text), for a row or a table. */
export function questionExcerpt(body: string): string {
  const line = body.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.replace(/!?\[([^\]]*)\]\([^)]*\)|[#>*_`~]/gu, (_match, text: string | undefined) => text ?? '').trim();
}
