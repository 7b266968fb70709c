import { useTranslation } from 'react-i18next';

/** Field → label, for the change history of a notice (the coded values' labels: lib/use-enum-label.ts). */
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
