import { describe, expect, it } from 'vitest';
import { MAIN_ROLE, MAIN_ROLE_VALUES } from '../enums/staff.ts';
import {
  ACCESS_LEVEL,
  ACCESS_LEVEL_VALUES,
  canAll,
  canRead,
  canWrite,
  choicesFor,
  grants,
  isChoiceFor,
  strongestChoiceFor,
  type Access,
  type AccessLevel,
} from './access-levels.ts';
import { isAdminLike, isSalesLike, isTeacherLike, roleGroupOf } from './role-groups.ts';
import { can, levelFor } from './section-permissions.ts';
import { SECTIONS, isSection, permissionName, type Section } from './sections.ts';

describe('sections', () => {
  it('lists the 28 sections of the spec, each once', () => {
    expect(SECTIONS).toHaveLength(28);
    expect(new Set(SECTIONS).size).toBe(28);
  });

  it('names each permission with the _permission suffix', () => {
    expect(permissionName('role_management')).toBe('role_management_permission');
    expect(isSection('room')).toBe(true);
    expect(isSection('room_permission')).toBe(false);
  });
});

describe('access levels', () => {
  // Expected outcome for every level × access, written out rather than derived.
  const table: Array<[AccessLevel | undefined, Record<Access, boolean>]> = [
    [ACCESS_LEVEL.all, { read: true, write: true, all: true }],
    [ACCESS_LEVEL.write, { read: true, write: true, all: false }],
    [ACCESS_LEVEL.read, { read: true, write: false, all: false }],
    [ACCESS_LEVEL.none, { read: false, write: false, all: false }],
    [undefined, { read: false, write: false, all: false }],
  ];

  it.each(table)('level %s grants %o', (level, expected) => {
    expect(canRead(level)).toBe(expected.read);
    expect(canWrite(level)).toBe(expected.write);
    expect(canAll(level)).toBe(expected.all);
    for (const access of ['read', 'write', 'all'] as const) expect(grants(level, access)).toBe(expected[access]);
  });

  it('treats null and values outside the enum as none', () => {
    expect(canRead(null)).toBe(false);
    expect(canRead(-1 as AccessLevel)).toBe(false);
    expect(canRead(1.5 as AccessLevel)).toBe(false);
    expect(canRead(4 as AccessLevel)).toBe(false);
  });
});

describe('choice sets', () => {
  const readOrNone: Section[] = [
    'dashboard',
    'teacher_actions',
    'company_month',
    'company_sales_performance',
    'student_progress',
    'room_analytics',
  ];
  const allReadOrNone: Section[] = ['room', 'role_management'];

  it.each(SECTIONS)('%s offers the choices of the spec', (section) => {
    if (readOrNone.includes(section)) expect(choicesFor(section)).toEqual([2, 3]);
    else if (allReadOrNone.includes(section)) expect(choicesFor(section)).toEqual([0, 2, 3]);
    else expect(choicesFor(section)).toEqual([0, 1, 2, 3]);
  });

  it('always offers none and read', () => {
    for (const section of SECTIONS) {
      expect(isChoiceFor(section, ACCESS_LEVEL.none)).toBe(true);
      expect(isChoiceFor(section, ACCESS_LEVEL.read)).toBe(true);
    }
  });

  it('knows the strongest choice per section', () => {
    expect(strongestChoiceFor('dashboard')).toBe(ACCESS_LEVEL.read);
    expect(strongestChoiceFor('room')).toBe(ACCESS_LEVEL.all);
    expect(strongestChoiceFor('student')).toBe(ACCESS_LEVEL.all);
    expect(isChoiceFor('room', ACCESS_LEVEL.write)).toBe(false);
    for (const level of ACCESS_LEVEL_VALUES) expect(isChoiceFor('student', level)).toBe(true);
  });
});

describe('role groups', () => {
  it('puts admin, consultant and admin_sales in the admin-like group', () => {
    expect([MAIN_ROLE.admin, MAIN_ROLE.consultant, MAIN_ROLE.admin_sales].map(roleGroupOf)).toEqual([
      'admin_like',
      'admin_like',
      'admin_like',
    ]);
  });

  it('puts sales and general in the sales-like group and teacher alone in teacher-like', () => {
    expect(roleGroupOf(MAIN_ROLE.sales)).toBe('sales_like');
    expect(roleGroupOf(MAIN_ROLE.general)).toBe('sales_like');
    expect(roleGroupOf(MAIN_ROLE.teacher)).toBe('teacher_like');
  });

  it('gives every main role exactly one group', () => {
    for (const role of MAIN_ROLE_VALUES) {
      expect([isAdminLike(role), isSalesLike(role), isTeacherLike(role)].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('can', () => {
  const permissions = { student_permission: ACCESS_LEVEL.read, company_permission: ACCESS_LEVEL.write } as const;

  it('reads the level of the section from the permission map', () => {
    expect(levelFor(permissions, 'student')).toBe(2);
    expect(levelFor(permissions, 'room')).toBeUndefined();
  });

  it('answers per section and access', () => {
    expect(can(permissions, 'student', 'read')).toBe(true);
    expect(can(permissions, 'student', 'write')).toBe(false);
    expect(can(permissions, 'company', 'write')).toBe(true);
    expect(can(permissions, 'company', 'all')).toBe(false);
    expect(can(permissions, 'room', 'read')).toBe(false);
    expect(can(undefined, 'room', 'read')).toBe(false);
    expect(can({}, 'dashboard', 'read')).toBe(false);
  });
});
