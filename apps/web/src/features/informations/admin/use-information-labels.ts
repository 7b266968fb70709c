import { COMPANY_FILTER, COURSE_SCOPE, NOTICE_TARGET, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import { useTranslation } from 'react-i18next';

const keyOf = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [value, key])) as Record<number, K | undefined>;

const PRIORITY_KEYS = keyOf(PRIORITY);
const TARGET_KEYS = keyOf(NOTICE_TARGET);
const COMPANY_FILTER_KEYS = keyOf(COMPANY_FILTER);
const COURSE_SCOPE_KEYS = keyOf(COURSE_SCOPE);
const PUBLISH_STATUS_KEYS = keyOf(PUBLISH_STATUS);

/** The labels and select options of a notice's coded fields (spec §3), from the catalogues. */
export function useInformationLabels() {
  const { t } = useTranslation();
  const priorityLabel = (value: number) => {
    const key = PRIORITY_KEYS[value];
    return key ? t(`informations.priority.${key}`) : String(value);
  };
  const targetLabel = (value: number) => {
    const key = TARGET_KEYS[value];
    return key ? t(`informations.admin.noticeTargets.${key}`) : String(value);
  };
  const companyFilterLabel = (value: number) => {
    const key = COMPANY_FILTER_KEYS[value];
    return key ? t(`informations.admin.companyFilters.${key}`) : String(value);
  };
  const courseScopeLabel = (value: number) => {
    const key = COURSE_SCOPE_KEYS[value];
    return key ? t(`informations.admin.courseScopes.${key}`) : String(value);
  };
  const publishStatusLabel = (value: number) => {
    const key = PUBLISH_STATUS_KEYS[value];
    return key ? t(`informations.admin.publishStatuses.${key}`) : String(value);
  };
  return {
    priorityLabel,
    targetLabel,
    companyFilterLabel,
    courseScopeLabel,
    publishStatusLabel,
    priorityOptions: Object.values(PRIORITY).map((value) => ({ value, label: priorityLabel(value) })),
    targetOptions: Object.values(NOTICE_TARGET).map((value) => ({ value, label: targetLabel(value) })),
    companyFilterOptions: Object.values(COMPANY_FILTER).map((value) => ({ value, label: companyFilterLabel(value) })),
    courseScopeOptions: Object.values(COURSE_SCOPE).map((value) => ({ value, label: courseScopeLabel(value) })),
    publishStatusOptions: Object.values(PUBLISH_STATUS).map((value) => ({ value, label: publishStatusLabel(value) })),
  };
}

/** Field → label, for the change history of a notice. */
export function useInformationFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    name: t('informations.admin.subject'),
    content: t('informations.admin.content'),
    priority: t('informations.admin.priority'),
    notice_target: t('informations.admin.noticeTarget'),
    company_filter: t('informations.admin.companyFilter'),
    course_scope: t('informations.admin.courseScope'),
    course_ids: t('informations.admin.courseScope'),
    publish_status: t('informations.admin.publishStatus'),
    publish_date: t('informations.admin.publishDate'),
    information_files: t('informations.admin.images'),
    images: t('informations.admin.images'),
  };
}
