import type { SurveyState } from '@manabiya/domain/contracts/surveys';
import { SURVEY_QUESTION_KIND, SURVEY_TYPE, type SurveyQuestionKind, type SurveyType } from '@manabiya/domain/enums/surveys';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface LabelledOption<V extends number> {
  value: V;
  label: string;
}

/** A label lookup over options (the value itself for one the list does not know). */
function labelOf<V extends number>(options: ReadonlyArray<LabelledOption<V>>) {
  return (value: number | null | undefined): string => (value === null || value === undefined ? '' : (options.find((option) => option.value === value)?.label ?? String(value)));
}

/**
 * The survey types, question kinds and states with their labels, in the domain's order. The words
 * live in `surveyAnswer` (student, company and staff pages all show them).
 */
export function useSurveyLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const types: Array<LabelledOption<SurveyType>> = [
      { value: SURVEY_TYPE.initial, label: t('surveyAnswer.type.initial') },
      { value: SURVEY_TYPE.satisfaction, label: t('surveyAnswer.type.satisfaction') },
      { value: SURVEY_TYPE.final, label: t('surveyAnswer.type.final') },
    ];
    const kinds: Array<LabelledOption<SurveyQuestionKind>> = [
      { value: SURVEY_QUESTION_KIND.single, label: t('surveyAnswer.kind.single') },
      { value: SURVEY_QUESTION_KIND.multiple, label: t('surveyAnswer.kind.multiple') },
      { value: SURVEY_QUESTION_KIND.scale, label: t('surveyAnswer.kind.scale') },
      { value: SURVEY_QUESTION_KIND.text, label: t('surveyAnswer.kind.text') },
    ];
    const state = (value: SurveyState) => t(`surveyAnswer.state.${value}`);
    return { types, kinds, type: labelOf(types), kind: labelOf(kinds), state };
  }, [t]);
}

/** "72.5%" in the display language's digits; "—" with no target. */
export function formatRate(rate: number | null | undefined, language: string): string {
  if (rate === null || rate === undefined) return '—';
  return `${rate.toLocaleString(language, { maximumFractionDigits: 1 })}%`;
}
