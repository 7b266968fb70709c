import { lazy } from 'react';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { SECTIONS, permissionName } from '@manabiya/domain/permissions/sections';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from './admin/admin-menu.ts';
import { COMPANY_MENU } from './company/company-menu.ts';
import { STUDENT_MENU } from './student/student-menu.ts';
import { buildAdmin, buildCompanyUser, buildStudent } from '../test/user-fixtures.ts';
import { buildMenuEntries, listPermittedItems, listRoutableItems, type PortalMenu } from '../shell/portal-menu.ts';

const pathsOf = (items: ReadonlyArray<{ path: string }>) => items.map((item) => item.path);

const SPEC_ROUTES = {
  admin: [
    '/admin', '/admin/attention', '/admin/administrator', '/admin/teacher', '/admin/teacher-schedule',
    '/admin/company', '/admin/company/month', '/admin/company/sales-performance', '/admin/student',
    '/admin/student/progress', '/admin/presentation-schedule', '/admin/event-schedule', '/admin/invoice/student',
    '/admin/invoice/company', '/admin/test', '/admin/course', '/admin/curriculum', '/admin/ai-chat-setting',
    '/admin/movie', '/admin/survey', '/admin/room', '/admin/information', '/admin/ai-function', '/admin/role',
    '/admin/contact', '/admin/company-contact', '/admin/company/:id', '/admin/student/:id',
    // The orientation text's own page (issue 10; it sat below the student list before).
    '/admin/orientation',
    // The content editors and the course preview, reached from their lists (issue 12).
    '/admin/course/:id', '/admin/course/:id/preview', '/admin/curriculum/:id', '/admin/curriculum/step/:id',
    // A room's thread, reached from the queue (issue 13).
    '/admin/room/:id',
    // A test's editor, its preview as a student and its results, reached from the list (issue 24).
    '/admin/test/:id', '/admin/test/:id/preview', '/admin/test/:id/result',
    // A survey's editor (a new one too) and its results, reached from the list (issue 24).
    '/admin/survey/new', '/admin/survey/:id', '/admin/survey/:id/result',
  ],
  company: [
    '/company', '/company/attention', '/company/administrator', '/company/teacher', '/company/teacher-schedule',
    '/company/event-schedule', '/company/student', '/company/student/progress', '/company/interview',
    '/company/test', '/company/test/result', '/company/curriculum', '/company/room', '/company/invoice',
    '/company/help/faq-student', '/company/help/faq-company', '/company/help/contact', '/company/student/:id',
    // The notices page of issue 4 (spec §4 lists every notice there besides the bell).
    '/company/information',
    // A room's thread, reached from the list (issue 13).
    '/company/room/:id',
    // A survey's figures, reached from the surveys tab of the tests page (issue 24).
    '/company/test/survey/:id',
  ],
  student: [
    '/student', '/student/curriculum', '/student/movie', '/student/room', '/student/mypage', '/student/teacher',
    '/student/event-schedule', '/student/invoice', '/student/help/faq', '/student/help/contact',
    '/student/help/manual', '/student/test/:testId',
    '/student/information',
    // The tests list the test pages are reached from (issue 24).
    '/student/test',
    // A curriculum and a step, reached from the course map; the daily reports and self-checks (issue 12).
    '/student/curriculum/:curriculumId', '/student/step/:stepId', '/student/report',
    // A room's thread, reached from the list and the step page (issue 13).
    '/student/room/:id',
    // A survey by its id, reached from a link (issue 24).
    '/student/survey/:id',
  ],
};

describe('menu definitions', () => {
  it.each([ADMIN_MENU, COMPANY_MENU, STUDENT_MENU])('$area lists every route of the spec once', (menu: PortalMenu) => {
    expect([...pathsOf(menu.items)].sort()).toEqual([...SPEC_ROUTES[menu.area]].sort());
  });

  it('lists the pages built so far as the routes and sidebar entries', () => {
    const everything = Object.fromEntries(SECTIONS.map((section) => [permissionName(section), ACCESS_LEVEL.all]));
    const admin = buildAdmin({ section_permissions: everything });
    // Admin: the start page, the people pages of issue 3 (the company detail page is reached from the list), the notices of issue 4.
    expect(pathsOf(listRoutableItems(ADMIN_MENU, admin))).toEqual([
      '/admin', '/admin/administrator', '/admin/teacher', '/admin/company', '/admin/company/:id', '/admin/student', '/admin/student/progress', '/admin/student/:id',
      '/admin/test', '/admin/test/:id/preview', '/admin/test/:id/result', '/admin/test/:id',
      '/admin/course', '/admin/course/:id/preview', '/admin/course/:id', '/admin/curriculum', '/admin/curriculum/step/:id', '/admin/curriculum/:id', '/admin/movie',
      '/admin/survey', '/admin/survey/:id/result', '/admin/survey/new', '/admin/survey/:id', '/admin/orientation', '/admin/room', '/admin/room/:id', '/admin/information', '/admin/role',
    ]);
    expect(buildMenuEntries(ADMIN_MENU, admin)).toHaveLength(8);
    // Company and student: the portal pages of issue 3 (the student detail is reached from the list).
    expect(pathsOf(listRoutableItems(COMPANY_MENU, buildCompanyUser()))).toEqual([
      '/company', '/company/student', '/company/student/progress', '/company/room', '/company/room/:id', '/company/curriculum', '/company/test', '/company/test/result', '/company/test/survey/:id',
      '/company/teacher', '/company/administrator', '/company/information', '/company/student/:id',
    ]);
    expect(pathsOf(listRoutableItems(STUDENT_MENU, buildStudent()))).toEqual([
      '/student', '/student/curriculum', '/student/curriculum/:curriculumId', '/student/step/:stepId', '/student/test', '/student/movie', '/student/report',
      '/student/room', '/student/room/:id', '/student/teacher', '/student/information', '/student/mypage', '/student/test/:testId', '/student/survey/:id',
    ]);
  });
});

describe('admin menu gating', () => {
  it('shows a sales user only what its section permissions allow', () => {
    const sales = buildAdmin({
      main_role: MAIN_ROLE.sales,
      section_permissions: {
        dashboard_permission: ACCESS_LEVEL.read,
        company_permission: ACCESS_LEVEL.write,
        company_sales_performance_permission: ACCESS_LEVEL.read,
        student_permission: ACCESS_LEVEL.read,
        student_progress_permission: ACCESS_LEVEL.none,
        invoice_permission: ACCESS_LEVEL.read,
        curriculum_permission: ACCESS_LEVEL.read,
        contact_permission: ACCESS_LEVEL.none,
      },
    });
    expect(pathsOf(listPermittedItems(ADMIN_MENU, sales))).toEqual([
      '/admin',
      '/admin/company',
      '/admin/company/sales-performance',
      '/admin/student',
      '/admin/invoice/student',
      '/admin/invoice/company',
      '/admin/curriculum',
      '/admin/curriculum/step/:id',
      '/admin/curriculum/:id',
      '/admin/orientation',
      '/admin/ai-chat-setting',
    ]);
  });

  it('hides everything gated from an admin without permissions', () => {
    expect(listPermittedItems(ADMIN_MENU, buildAdmin({ section_permissions: null }))).toEqual([]);
    expect(buildMenuEntries(ADMIN_MENU, buildAdmin({ section_permissions: {} }))).toEqual([]);
  });
});

describe('company menu gating', () => {
  it('shows every item but the event schedule without the consulting flag', () => {
    const plain = pathsOf(listPermittedItems(COMPANY_MENU, buildCompanyUser({ has_consulting_flg: false })));
    expect(plain).not.toContain('/company/event-schedule');
    expect(plain).toHaveLength(SPEC_ROUTES.company.length - 1);
  });

  it('adds the event schedule with the consulting flag', () => {
    const consulting = pathsOf(listPermittedItems(COMPANY_MENU, buildCompanyUser({ has_consulting_flg: true })));
    expect(consulting).toContain('/company/event-schedule');
    expect(consulting).toHaveLength(SPEC_ROUTES.company.length);
  });
});

describe('student menu gating', () => {
  it('needs the consulting flag for events and the invoice flag for invoices', () => {
    const plain = pathsOf(listPermittedItems(STUDENT_MENU, buildStudent()));
    expect(plain).not.toContain('/student/event-schedule');
    expect(plain).not.toContain('/student/invoice');

    const consulting = pathsOf(listPermittedItems(STUDENT_MENU, buildStudent({ has_consulting_flg: true })));
    expect(consulting).toContain('/student/event-schedule');
    expect(consulting).not.toContain('/student/invoice');

    const invoiced = pathsOf(listPermittedItems(STUDENT_MENU, buildStudent({ student_invoice_enabled: true })));
    expect(invoiced).toContain('/student/invoice');
    expect(invoiced).not.toContain('/student/event-schedule');
  });
});

describe('buildMenuEntries', () => {
  it('groups items where the group first appears and drops empty groups', () => {
    const menu: PortalMenu = {
      ...COMPANY_MENU,
      items: COMPANY_MENU.items.map((item) => ({ ...item, page: lazy(() => Promise.resolve({ default: () => null })) })),
    };
    const entries = buildMenuEntries(menu, buildCompanyUser({ has_consulting_flg: false }));
    const shape = entries.map((entry) => (entry.kind === 'item' ? entry.item.path : `${entry.group.id}:${entry.items.length}`));
    expect(shape).toEqual([
      '/company',
      '/company/attention',
      'student:4',
      '/company/curriculum',
      'test:2',
      '/company/teacher',
      'schedule:1',
      '/company/administrator',
      '/company/invoice',
      '/company/information',
      'help:3',
    ]);
  });
});
