import { useTranslation } from 'react-i18next';
import type { Namespace } from '../lib/namespaces.ts';

/** Where the labels below live: a page that shows a dialog using them loads these up front. */
export const ADMIN_FIELD_LABEL_NAMESPACES = ['staff', 'teachers'] as const satisfies readonly Namespace[];

/** Labels of the people fields audit entries name (staff, company users, teachers). */
export function useAdminFieldLabels(): Record<string, string> {
  // Suspends until its namespaces are loaded (never once the page has loaded them).
  useTranslation(ADMIN_FIELD_LABEL_NAMESPACES);
  const { t } = useTranslation();
  return {
    name: t('admin.fields.name'),
    name_kana: t('admin.fields.nameKana'),
    email: t('admin.fields.email'),
    active: t('admin.fields.active'),
    password_reset_mail_sent_at: t('admin.fields.passwordResetMailSentAt'),
    main_role: t('admin.staff.mainRole'),
    role_type: t('admin.staff.roleType'),
    employment_type: t('admin.staff.employmentType'),
    permission_role_id: t('admin.staff.permissionRoleId'),
    introduction: t('admin.teacher.introduction'),
    specialities: t('admin.teacher.specialities'),
    staff_id: t('admin.teacher.staffId'),
    icon_path: t('admin.teacher.icon'),
  };
}
