import type { Section } from './sections.ts';

/** Access levels of spec §6: lower is stronger. A missing level means none. */
export const ACCESS_LEVEL = { all: 0, write: 1, read: 2, none: 3 } as const;
export type AccessLevel = (typeof ACCESS_LEVEL)[keyof typeof ACCESS_LEVEL];
export const ACCESS_LEVEL_VALUES = Object.values(ACCESS_LEVEL) as AccessLevel[];

/** What a route or a button needs: read (level ≤ 2), write (≤ 1) or all (0). */
export type Access = 'read' | 'write' | 'all';

const WEAKEST_LEVEL_GRANTING: Record<Access, AccessLevel> = {
  read: ACCESS_LEVEL.read,
  write: ACCESS_LEVEL.write,
  all: ACCESS_LEVEL.all,
};

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'number' && (ACCESS_LEVEL_VALUES as number[]).includes(value);
}

export function grants(level: AccessLevel | null | undefined, access: Access): boolean {
  if (level === null || level === undefined || !isAccessLevel(level)) return false;
  return level <= WEAKEST_LEVEL_GRANTING[access];
}

export const canRead = (level: AccessLevel | null | undefined): boolean => grants(level, 'read');
export const canWrite = (level: AccessLevel | null | undefined): boolean => grants(level, 'write');
export const canAll = (level: AccessLevel | null | undefined): boolean => grants(level, 'all');

const READ_OR_NONE: readonly AccessLevel[] = [ACCESS_LEVEL.read, ACCESS_LEVEL.none];
const ALL_READ_OR_NONE: readonly AccessLevel[] = [ACCESS_LEVEL.all, ACCESS_LEVEL.read, ACCESS_LEVEL.none];
const EVERY_LEVEL: readonly AccessLevel[] = ACCESS_LEVEL_VALUES;

const CHOICE_SET_EXCEPTIONS: Partial<Record<Section, readonly AccessLevel[]>> = {
  dashboard: READ_OR_NONE,
  teacher_actions: READ_OR_NONE,
  company_month: READ_OR_NONE,
  company_sales_performance: READ_OR_NONE,
  student_progress: READ_OR_NONE,
  room_analytics: READ_OR_NONE,
  room: ALL_READ_OR_NONE,
  role_management: ALL_READ_OR_NONE,
};

/** The levels a permission role may hold for a section (spec §6 "Choice sets"). */
export function choicesFor(section: Section): readonly AccessLevel[] {
  return CHOICE_SET_EXCEPTIONS[section] ?? EVERY_LEVEL;
}

export function isChoiceFor(section: Section, level: AccessLevel): boolean {
  return choicesFor(section).includes(level);
}

/** The strongest level the section's choice set offers: what "full access" means for it. */
export function strongestChoiceFor(section: Section): AccessLevel {
  return Math.min(...choicesFor(section)) as AccessLevel;
}

/** Every section at the strongest level its choice set offers: an administrator's role. */
export function fullAccessLevels(sections: readonly Section[]): Record<Section, AccessLevel> {
  return Object.fromEntries(sections.map((section) => [section, strongestChoiceFor(section)])) as Record<Section, AccessLevel>;
}
