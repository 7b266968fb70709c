import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import { STEP_TYPE, type StepType } from '@manabiya/domain/enums/learning';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/use-enum-label.ts';
import { recordNameIn } from '../../../components/history-list.tsx';

/** The step types with their labels, in the domain's order. */
export function useStepTypeOptions(): Array<{ value: StepType; label: string }> {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { value: STEP_TYPE.self_study, label: t('courses.stepType.selfStudy') },
      { value: STEP_TYPE.assignment, label: t('courses.stepType.assignment') },
    ],
    [t],
  );
}

export function useStepTypeLabel(): (value: number) => string {
  const options = useStepTypeOptions();
  return useCallback((value: number) => options.find((option) => option.value === value)?.label ?? String(value), [options]);
}

/** "1.5 時間" / "1.5 h": hours in the display language. */
export function useHoursLabel(): (hours: number) => string {
  const { t } = useTranslation();
  return useCallback((hours: number) => t('courses.hours', { hours: Math.round(hours * 10) / 10 }), [t]);
}

/** "12:05": a video's length as minutes and seconds (hours first when it has any). */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "1.2 MB" / "300 KB": a file's size. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Which record kind the ids of a history field name (the server sends their names with each entry). */
const KIND_OF_FIELD: Readonly<Record<string, string>> = {
  copied_from_course_id: 'course',
  curriculum_id: 'curriculum',
  copied_from_curriculum_id: 'curriculum',
  step_order: 'step',
  step_ids: 'step',
  movie_ids: 'movie',
};

/** How the change history of courses, curricula and steps names their fields and shows their values (records by their names). */
export function useContentHistoryLabels() {
  const { t } = useTranslation();
  const publishLabel = useEnumLabel('publishStatus');
  const modeLabel = useEnumLabel('courseMode');
  const stepTypeLabel = useStepTypeLabel();
  const fieldLabels: Record<string, string> = {
    name: t('courses.fields.name'),
    description: t('courses.fields.description'),
    mode: t('courses.fields.mode'),
    publish_status: t('courses.fields.publishStatus'),
    sequential: t('courses.fields.sequential'),
    curricula: t('courses.fields.curricula'),
    copied_from_course_id: t('courses.fields.copiedFrom'),
    copied_from_curriculum_id: t('courses.fields.copiedFrom'),
    step_order: t('courses.fields.stepOrder'),
    step_ids: t('courses.fields.steps'),
    title: t('courses.fields.title'),
    step_type: t('courses.fields.stepType'),
    body: t('courses.fields.body'),
    standard_hours: t('courses.fields.standardHours'),
    movie_ids: t('courses.fields.movies'),
    curriculum_id: t('courses.fields.curriculumId'),
    position: t('courses.fields.position'),
    attachment_added: t('courses.fields.attachmentAdded'),
    attachment_removed: t('courses.fields.attachmentRemoved'),
  };
  const formatValue = (field: string, value: unknown, entry?: AuditEntry): string => {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('list.emptyValue');
    const nameOf = (kind: string, id: unknown) => entry?.names?.[kind]?.[String(id)];
    const kind = KIND_OF_FIELD[field];
    if (kind && typeof value === 'number') return recordNameIn(entry, kind, value);
    if (kind && Array.isArray(value)) return value.map((id) => recordNameIn(entry, kind, id)).join(', ');
    if (field === 'publish_status' && typeof value === 'number') return publishLabel(value);
    if (field === 'mode' && typeof value === 'number') return modeLabel(value);
    if (field === 'step_type' && typeof value === 'number') return stepTypeLabel(value);
    if (typeof value === 'boolean') return value ? t('list.yes') : t('list.no');
    if (field === 'body' && typeof value === 'string') return value.length > 80 ? `${value.slice(0, 80)}…` : value;
    if (field === 'curricula' && Array.isArray(value)) {
      return value
        .map((item: { curriculum_id?: number; normal_days?: number; intensive_days?: number }) => {
          const name = nameOf('curriculum', item.curriculum_id);
          const days = { normal: item.normal_days, intensive: item.intensive_days };
          return name === undefined
            ? t('courses.history.curriculumEntry', { id: item.curriculum_id, ...days })
            : t('courses.history.namedCurriculumEntry', { name, ...days });
        })
        .join(', ');
    }
    if (Array.isArray(value)) return value.map((item) => JSON.stringify(item)).join(', ');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return { fieldLabels, formatValue };
}
