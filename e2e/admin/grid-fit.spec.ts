import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, INSTALL_ADMIN, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, type Viewport } from '../fixtures.ts';
import { createCompany, createRole, createStaff, createStudents, createTeacher, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
const WIDE = { width: 1440, height: 900 };
/** A company name far longer than its column, to see it cut and shown in full on hover and focus. */
const LONG_COMPANY = `E2E幅確認${stamp} 株式会社ロングネームテクノロジーソリューションズ東日本支社`;
let companyId: number;
/** Staff who may do everything on these pages, switched to English for the English screenshots. */
let english: Account;

beforeAll(async () => {
  companyId = (await createCompany({ name: LONG_COMPANY })).id;
  await createStudents(companyId, 2, { name: `E2E幅 受講${stamp}` });
  await createTeacher({ name: `E2E幅 講師${stamp}`, specialities: 'デザイン, 配色, UI, アクセシビリティ, タイポグラフィ' });
  const { read, all } = ACCESS_LEVEL;
  const role = await createRole(
    { dashboard: read, admins: all, teacher: all, company: all, company_detail: all, student: all, student_detail: all, information: all, role_management: all },
    `E2E幅英語${stamp}`,
  );
  english = await createStaff({ name: `E2E幅 英語${stamp}`, permission_role_id: role.id });
});

/** Every admin list page: the company detail page holds two lists (its users and its students). */
const pages = (): Array<[string, string]> => [
  ['administrator', '/admin/administrator'],
  ['role', '/admin/role'],
  ['teacher', '/admin/teacher'],
  ['company', '/admin/company'],
  ['student', '/admin/student'],
  ['information', '/admin/information'],
  ['company-detail', `/admin/company/${companyId}`],
];

/** Waits until every grid or card list of the page has its first page of rows (or says it has none). */
async function waitForLists(page: Page): Promise<void> {
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  await page.locator('[data-testid="data-table-frame"], [data-testid="data-cards"]').first().waitFor();
  await expect.poll(() => page.locator('.MuiDataGrid-row, .MuiDataGrid-overlay, [data-testid="data-card"]').count()).toBeGreaterThan(0);
  // The grid's own loading indicator (not the reach bars of the notices list).
  await expect.poll(() => page.locator('.MuiDataGrid-overlayWrapper .MuiCircularProgress-root, .MuiDataGrid-overlayWrapper .MuiLinearProgress-root').count()).toBe(0);
}

async function useEnglish(page: Page): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.keyboard.press('Escape');
}

interface GridMeasure {
  frame: { scroll: number; client: number };
  scroller: { scroll: number; client: number };
  /** The actions header's right edge against the frame's, when the grid has an actions column. */
  actions: { right: number; frameRight: number } | null;
}

/** Each grid of the page: its frame's and its scroller's widths, and where its actions column ends. */
function measureGrids(page: Page): Promise<GridMeasure[]> {
  return page.locator('[data-testid="data-table-frame"]').evaluateAll((frames) =>
    frames.map((frame) => {
      const scroller = frame.querySelector('.MuiDataGrid-virtualScroller')!;
      const header = frame.querySelector('[role="columnheader"][data-field="actions"]');
      return {
        frame: { scroll: frame.scrollWidth, client: frame.clientWidth },
        scroller: { scroll: scroller.scrollWidth, client: scroller.clientWidth },
        actions: header ? { right: header.getBoundingClientRect().right, frameRight: frame.getBoundingClientRect().right } : null,
      };
    }),
  );
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('admin lists fit their screen', () => {
  it.each([
    ['1280', DESKTOP],
    ['1440', WIDE],
  ] as const)('at %s px every admin grid shows its columns and its actions without sideways scrolling', async (label, viewport) => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, viewport);
    for (const [name, path] of pages()) {
      await page.goto(path);
      await waitForLists(page);
      const grids = await measureGrids(page);
      expect(grids.length, name).toBeGreaterThan(0);
      for (const grid of grids) {
        expect(grid.frame.scroll, `${name}: the frame scrolls sideways`).toBeLessThanOrEqual(grid.frame.client);
        expect(grid.scroller.scroll, `${name}: the grid scrolls sideways`).toBeLessThanOrEqual(grid.scroller.client);
        if (grid.actions) expect(grid.actions.right, `${name}: the actions column is cut`).toBeLessThanOrEqual(grid.actions.frameRight + 1);
      }
      // The rows' actions are in view: their menus are real buttons inside the page's width.
      const menus = page.getByRole('button', { name: /の操作$/ });
      if ((await menus.count()) > 0) {
        const box = (await menus.first().boundingBox())!;
        expect(box.x + box.width, `${name}: the row menu is off screen`).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: the page scrolls sideways`).toBeLessThanOrEqual(viewport.width);
      await waitForStillness(page);
      await screenshot(page, `grid-fit-${name}-${label}-ja`);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('cuts long text with "…" and shows it in full on hover and on keyboard focus', async () => {
    // The pointer leaves toward the bottom right, away from the rail that opens on hover.
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await page.goto(`/admin/student?company_id=${companyId}`);
    await waitForLists(page);
    const cell = page.locator('.MuiDataGrid-row').first().locator('[data-field="company_name"]');
    const text = cell.locator('[data-full-text]');
    expect(await text.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await text.hover();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe(LONG_COMPANY);
    await page.mouse.move(1270, 790);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    // Keyboard: from the e-mail cell one step right to the company cell.
    await page.locator('.MuiDataGrid-row').first().locator('[data-field="email"]').click();
    await page.mouse.move(1270, 790);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cell.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))).toBe(true);
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe(LONG_COMPANY);
    await waitForStillness(page);
    await screenshot(page, 'grid-fit-tooltip-1280-ja');
    expect(problems).toEqual([]);
    await close();
  });

  it('at 390 px shows every admin list as cards, and the menu button covers neither the last card nor a heading', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, PHONE);
    for (const [name, path] of pages()) {
      await page.goto(path);
      await waitForLists(page);
      expect(await page.locator('.MuiDataGrid-root').count(), `${name}: a grid on a phone`).toBe(0);
      const cards = page.locator('[data-testid="data-card"], [data-testid="company-user-row"]');
      expect(await cards.count(), name).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
      // Each card of a list with row actions carries them (the company's students have none; notices depend on their state).
      if (name !== 'information' && name !== 'company-detail') expect(await cards.first().getByRole('button', { name: /の操作$/ }).count(), name).toBe(1);
      await waitForStillness(page);
      await screenshot(page, `grid-fit-${name}-390-ja`);
      const fab = page.getByTestId('sidebar-toggle');
      // At the top the heading is clear of the button; at the bottom the last card and every heading are.
      expect(overlaps((await fab.boundingBox())!, (await page.locator('h1').first().boundingBox())!), `${name}: the button covers the title`).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
      const fabBox = (await fab.boundingBox())!;
      expect(overlaps(fabBox, (await cards.last().boundingBox())!), `${name}: the button covers the last card`).toBe(false);
      for (const heading of await page.locator('main h2').all()) {
        const box = await heading.boundingBox();
        if (box) expect(overlaps(fabBox, box), `${name}: the button covers a heading`).toBe(false);
      }
      const main = (await page.locator('main').boundingBox())!;
      const lastContent = await page.locator('main > *').last().boundingBox();
      expect(lastContent!.y + lastContent!.height, `${name}: the page's end sits under the button`).toBeLessThanOrEqual(fabBox.y);
      expect(main.y + main.height).toBeGreaterThanOrEqual(fabBox.y + fabBox.height);
    }
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it.each([
    ['1280', DESKTOP],
    ['1440', WIDE],
    ['390', PHONE],
  ] as const)('in English at %s px the student and company lists fit too', async (label, viewport: Viewport) => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', english.email, viewport);
    await useEnglish(page);
    for (const [name, path] of [
      ['student', `/admin/student?company_id=${companyId}`],
      ['company', '/admin/company'],
    ] as const) {
      await page.goto(path);
      await waitForLists(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width);
      for (const grid of await measureGrids(page)) expect(grid.scroller.scroll, name).toBeLessThanOrEqual(grid.scroller.client);
      if (viewport === PHONE) expect(await page.locator('[data-testid="data-card"]').count()).toBeGreaterThan(0);
      await waitForStillness(page);
      await screenshot(page, `grid-fit-${name}-${label}-en`);
      await expectNoAxeViolations(page);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
