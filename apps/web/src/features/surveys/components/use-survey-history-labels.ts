import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import { useTranslation } from 'react-i18next';
import { formatAuditValue, recordNameIn } from '../../../components/history-list.tsx';
import { useDateFormat } from '../../../lib/format-date.ts';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { useSurveyLabels } from './use-survey-labels.ts';

/** Each question of a history line by its number and text (the stored shape says nothing to a reader). */
function questionsText(questions: readonly unknown[], line: (number: number, body: string) => string): string[] {
  return questions.map((question, index) => line(index + 1, typeof question === 'object' && question !== null && 'body' in question ? String(question.body) : ''));
}

/** The labels of a survey's fields, as the editor's error summary and the history name them. */
export function useSurveyFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    type: t('surveys.fields.type'),
    title: t('surveys.fields.title'),
    description: t('surveys.fields.description'),
    anonymous: t('surveys.fields.anonymous'),
    course_id: t('surveys.fields.course'),
    opens_at: t('surveys.fields.opensAt'),
    closes_at: t('surveys.fields.closesAt'),
    publish_status: t('surveys.fields.publishStatus'),
    questions: t('surveys.editor.questionsTitle'),
  };
}

/** How a survey's history names its fields and shows their values (the type and publish status by label, times on the school's clock). */
export function useSurveyHistoryLabels() {
  const { t } = useTranslation();
  const labels = useSurveyLabels();
  const publishLabel = useEnumLabel('publishStatus');
  const dates = useDateFormat();
  const empty = t('list.emptyValue');
  const fieldLabels = useSurveyFieldLabels();
  const formatValue = (field: string, value: unknown, entry: AuditEntry): string => {
    if (value === null || value === undefined || value === '') return empty;
    // The course by the name the history carries (its name today); one deleted since by its id.
    if (field === 'course_id' && typeof value === 'number') return recordNameIn(entry, 'course', value);
    if (field === 'type' && typeof value === 'number') return labels.type(value);
    if (field === 'publish_status' && typeof value === 'number') return publishLabel(value);
    if ((field === 'opens_at' || field === 'closes_at') && typeof value === 'string') return dates.dateTime(value);
    // The questions as their texts in order, not the stored shape.
    if (field === 'questions' && Array.isArray(value)) {
      return questionsText(value as unknown[], (number, body) => t('surveys.history.question', { number, body })).join(t('surveys.history.separator'));
    }
    return formatAuditValue(value, empty, [t('list.yes'), t('list.no')]);
  };
  return { fieldLabels, formatValue };
}
