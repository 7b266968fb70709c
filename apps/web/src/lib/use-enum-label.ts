import { COMPANY_FILTER, COURSE_SCOPE, NOTICE_TARGET, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY } from '@manabiya/domain/enums/priority';
import { EMPLOYMENT_TYPE, MAIN_ROLE, ROLE_TYPE } from '@manabiya/domain/enums/staff';
import { COURSE_MODE, GENDER, RETIRE_REASON, STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The coded values that have labels: name → the domain's enumeration (key → stored number). The
 * labels live in the `enums` catalogue only, under the same name and key (`enums.studentStatus.taking`).
 */
const ENUMS = {
  studentStatus: STUDENT_STATUS,
  retireReason: RETIRE_REASON,
  courseMode: COURSE_MODE,
  gender: GENDER,
  mainRole: MAIN_ROLE,
  roleType: ROLE_TYPE,
  employmentType: EMPLOYMENT_TYPE,
  priority: PRIORITY,
  noticeTarget: NOTICE_TARGET,
  companyFilter: COMPANY_FILTER,
  courseScope: COURSE_SCOPE,
  publishStatus: PUBLISH_STATUS,
} as const satisfies Record<string, Record<string, number>>;

export type EnumName = keyof typeof ENUMS;
export type EnumValue<N extends EnumName> = (typeof ENUMS)[N][keyof (typeof ENUMS)[N]];

// Every key of every enumeration, as a catalogue key: a label missing from the catalogue is a type error.
type EnumLabelKey = { [N in EnumName]: `enums.${N}.${keyof (typeof ENUMS)[N] & string}` }[EnumName];

const KEY_OF_VALUE = Object.fromEntries(
  Object.entries(ENUMS).map(([name, values]) => [name, new Map(Object.entries(values).map(([key, value]) => [value, key]))]),
) as Record<EnumName, Map<number, string>>;

/** True when `value` is one of the enumeration's values. */
export function isEnumValue<N extends EnumName>(name: N, value: unknown): value is EnumValue<N> {
  return typeof value === 'number' && KEY_OF_VALUE[name].has(value);
}

/**
 * (enumeration, value) → the value's label in the display language, for code that picks the
 * enumeration at run time (a change history). An empty value gives '', a value the enumeration does
 * not know gives the number itself (never a raw catalogue key).
 */
export function useEnumLabels(): (name: EnumName, value: number | null | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (name: EnumName, value: number | null | undefined) => {
      if (value === null || value === undefined) return '';
      const key = KEY_OF_VALUE[name].get(value);
      return key === undefined ? String(value) : t(`enums.${name}.${key}` as EnumLabelKey);
    },
    [t],
  );
}

/** `useEnumLabel('studentStatus')` → value → its label in the display language. */
export function useEnumLabel(name: EnumName): (value: number | null | undefined) => string {
  const labelOf = useEnumLabels();
  return useCallback((value: number | null | undefined) => labelOf(name, value), [labelOf, name]);
}

export interface EnumOption<N extends EnumName> {
  value: EnumValue<N>;
  label: string;
}

/** Every value of the enumeration with its label, in the domain's order, for selects and filters. */
export function useEnumOptions<N extends EnumName>(name: N): Array<EnumOption<N>> {
  const labelOf = useEnumLabel(name);
  return useMemo(
    () => (Object.values(ENUMS[name]) as Array<EnumValue<N>>).map((value) => ({ value, label: labelOf(value as number) })),
    [name, labelOf],
  );
}
