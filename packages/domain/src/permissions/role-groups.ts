import { MAIN_ROLE, type MainRole } from '../enums/staff.ts';

/** Role groups of spec §6. */
export type RoleGroup = 'admin_like' | 'sales_like' | 'teacher_like';

const GROUP_OF_ROLE: Record<MainRole, RoleGroup> = {
  [MAIN_ROLE.admin]: 'admin_like',
  [MAIN_ROLE.consultant]: 'admin_like',
  [MAIN_ROLE.admin_sales]: 'admin_like',
  [MAIN_ROLE.sales]: 'sales_like',
  [MAIN_ROLE.general]: 'sales_like',
  [MAIN_ROLE.teacher]: 'teacher_like',
};

export function roleGroupOf(role: MainRole): RoleGroup {
  return GROUP_OF_ROLE[role];
}

export const isAdminLike = (role: MainRole): boolean => roleGroupOf(role) === 'admin_like';
export const isSalesLike = (role: MainRole): boolean => roleGroupOf(role) === 'sales_like';
export const isTeacherLike = (role: MainRole): boolean => roleGroupOf(role) === 'teacher_like';
