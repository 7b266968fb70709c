import { useTranslation } from 'react-i18next';

/** Labels of the people fields audit entries name (staff, company users, teachers). */
export function useAdminFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    name: t('admin.fields.name'),
    name_kana: t('admin.fields.nameKana'),
    email: t('admin.fields.email'),
    active: t('admin.fields.active'),
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
