/** Account types of spec §6; each has its own portal (the area, first path segment). */
export const ACCOUNT_TYPE = { admin: 1, company: 2, student: 3 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export const AREAS = ['admin', 'company', 'student'] as const;
export type Area = (typeof AREAS)[number];

export function accountTypeOfArea(area: Area): AccountType {
  return ACCOUNT_TYPE[area];
}

export function areaOfAccountType(accountType: AccountType): Area {
  const area = AREAS.find((a) => ACCOUNT_TYPE[a] === accountType);
  if (!area) throw new Error(`Unknown account type ${String(accountType)}`);
  return area;
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}
