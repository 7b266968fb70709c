import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, INSTALL_ADMIN, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, type Viewport } from '../fixtures.ts';
import { createCompany, createRole, createStaff, createStudents, createTeacher, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
const BUSY_COMPANY = `E2E在籍あり${stamp}`;
const EMPTY_COMPANY = `E2E在籍なし${stamp}`;
const ROLE_IN_USE = `E2E使用中ロール${stamp}`;
const TEACHER = `E2E閲覧講師${stamp}`;
const COMPANY_REASON = '受講生または担当者がいるため削除できません';
let busyCompanyId: number;
let studentName: string;
/** Staff who may read these pages and change nothing. */
let reader: Account;

beforeAll(async () => {
  busyCompanyId = (await createCompany({ name: BUSY_COMPANY })).id;
  studentName = (await createStudents(busyCompanyId, 1, { name: `E2E閲覧 受講${stamp}` }))[0]!.name;
  await createCompany({ name: EMPTY_COMPANY });
  await createStaff({ permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read }, ROLE_IN_USE)).id });
  await createTeacher({ name: TEACHER, specialities: 'デザイン' });
  const { read } = ACCESS_LEVEL;
  const readOnly = await createRole({ dashboard: read, admins: read, teacher: read, company: read, company_detail: read, student: read, role_management: read }, `E2E閲覧のみ${stamp}`);
  reader = await createStaff({ name: `E2E閲覧 花子${stamp}`, permission_role_id: readOnly.id });
});

async function waitForList(page: Page): Promise<void> {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await page.locator('.MuiDataGrid-row, [data-testid="data-card"]').first().waitFor();
}

/** The row (grid) or card (phone) that holds `text`. */
function rowOf(page: Page, text: string) {
  return page.locator('.MuiDataGrid-row, [data-testid="data-card"]').filter({ hasText: text });
}

async function openMenu(page: Page, name: string): Promise<void> {
  await rowOf(page, name).getByRole('button', { name: `${name}の操作` }).click();
  await page.getByRole('menu').waitFor();
  await waitForStillness(page);
}

describe('only what will work is offered', () => {
  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const)('a company with students shows 削除 disabled with its reason, an empty one asks to confirm (%s px)', async (label, viewport: Viewport) => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, viewport);
    await page.goto(`/admin/company?q=${encodeURIComponent(`E2E在籍`)}`);
    await waitForList(page);
    await openMenu(page, BUSY_COMPANY);
    const refused = page.getByRole('menuitem', { name: /削除する/ });
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    expect(await refused.innerText()).toContain(COMPANY_REASON);
    await screenshot(page, `only-allowed-company-delete-disabled-${label}-ja`);
    await expectNoAxeViolations(page);
    // Choosing it (by keyboard: it is focusable, so its reason is read out) does nothing: no confirmation that would end in 409.
    await refused.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await openMenu(page, EMPTY_COMPANY);
    const allowed = page.getByRole('menuitem', { name: '削除する' });
    expect(await allowed.getAttribute('aria-disabled')).toBeNull();
    await allowed.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('この操作は取り消せません', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  it('a role that staff hold shows 削除 disabled with its reason', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await page.goto(`/admin/role?q=${encodeURIComponent(ROLE_IN_USE)}`);
    await waitForList(page);
    await openMenu(page, ROLE_IN_USE);
    const refused = page.getByRole('menuitem', { name: /削除する/ });
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    expect(await refused.innerText()).toContain('このロールのスタッフがいるため削除できません');
    await screenshot(page, 'only-allowed-role-delete-disabled-1280-ja');
    expect(problems).toEqual([]);
    await close();
  });

  it('a read-only user gets no actions column; rows open a read-only view', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', reader.email);
    for (const path of ['/admin/administrator', '/admin/teacher', '/admin/company', '/admin/student', '/admin/role']) {
      await page.goto(path);
      await waitForList(page);
      expect(await page.getByRole('columnheader', { name: '操作' }).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: /の操作$/ }).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: /を追加$/ }).count(), path).toBe(0);
    }

    // Staff and teachers have no page of their own: the name opens the view dialog.
    await page.goto(`/admin/administrator?q=${encodeURIComponent(reader.email)}`);
    await waitForList(page);
    await page.getByRole('button', { name: reader.name, exact: true }).click();
    const view = page.getByTestId('row-view-dialog').getByRole('dialog');
    await view.getByRole('heading', { name: reader.name }).waitFor();
    expect(await view.innerText()).toContain(reader.email);
    expect(await view.getByRole('textbox').count()).toBe(0);
    await waitForStillness(page);
    await screenshot(page, 'only-allowed-readonly-view-staff-1280-ja');
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: '閉じる' }).click();
    await view.waitFor({ state: 'detached' });

    await page.goto(`/admin/teacher?q=${encodeURIComponent(TEACHER)}`);
    await waitForList(page);
    await page.getByRole('button', { name: TEACHER, exact: true }).click();
    await page.getByTestId('row-view-dialog').getByText('デザイン').waitFor();
    await page.keyboard.press('Escape');

    // Students without the detail permission: the view dialog; companies: their detail page, read-only.
    await page.goto(`/admin/student?company_id=${busyCompanyId}`);
    await waitForList(page);
    await page.getByRole('button', { name: studentName, exact: true }).click();
    await page.getByTestId('row-view-dialog').getByText(BUSY_COMPANY).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`/admin/company?q=${encodeURIComponent(BUSY_COMPANY)}`);
    await waitForList(page);
    await page.getByRole('link', { name: BUSY_COMPANY }).click();
    await page.waitForURL(/\/admin\/company\/\d+$/);
    await page.getByRole('heading', { name: BUSY_COMPANY }).waitFor();
    expect(await page.getByRole('button', { name: '編集' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: '操作' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone a read-only user gets cards without menus, and a card opens the view', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', reader.email, PHONE);
    await page.goto(`/admin/administrator?q=${encodeURIComponent(reader.email)}`);
    await waitForList(page);
    expect(await page.getByRole('button', { name: /の操作$/ }).count()).toBe(0);
    await page.getByRole('button', { name: reader.name, exact: true }).click();
    const view = page.getByTestId('row-view-dialog').getByRole('dialog');
    await view.getByRole('heading', { name: reader.name }).waitFor();
    await waitForStillness(page);
    await screenshot(page, 'only-allowed-readonly-view-staff-390-ja');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
