import { EMPLOYMENT_TYPE, MAIN_ROLE_VALUES, ROLE_TYPE, mainRoleName, type MainRole } from '@manabiya/domain/enums/staff';
import type { TFunction } from 'i18next';

export function mainRoleLabel(t: TFunction, role: number): string {
  return (MAIN_ROLE_VALUES as number[]).includes(role) ? t(`roles.${mainRoleName(role as MainRole)}`) : t('roles.unknown');
}

export const mainRoleOptions = (t: TFunction) => MAIN_ROLE_VALUES.map((value) => ({ value, label: mainRoleLabel(t, value) }));

export const roleTypeOptions = (t: TFunction) => [
  { value: ROLE_TYPE.sales_general, label: t('admin.staff.roleTypes.salesGeneral') },
  { value: ROLE_TYPE.admin, label: t('admin.staff.roleTypes.admin') },
];

export const employmentOptions = (t: TFunction) => [
  { value: EMPLOYMENT_TYPE.employee, label: t('admin.staff.employment.employee') },
  { value: EMPLOYMENT_TYPE.contractor, label: t('admin.staff.employment.contractor') },
];
