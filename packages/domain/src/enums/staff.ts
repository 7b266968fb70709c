/** Admin-side staff enumerations of spec §3 and §6. */
export const MAIN_ROLE = { sales: 0, teacher: 1, admin: 2, general: 3, consultant: 4, admin_sales: 5 } as const;
export type MainRoleName = keyof typeof MAIN_ROLE;
export type MainRole = (typeof MAIN_ROLE)[MainRoleName];
export const MAIN_ROLE_VALUES = Object.values(MAIN_ROLE) as MainRole[];

export const ROLE_TYPE = { sales_general: 0, admin: 2 } as const;
export type RoleType = (typeof ROLE_TYPE)[keyof typeof ROLE_TYPE];

export const EMPLOYMENT_TYPE = { employee: 0, contractor: 1 } as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPE)[keyof typeof EMPLOYMENT_TYPE];
