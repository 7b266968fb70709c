import { MESSAGE_TYPE } from '@manabiya/domain/enums/rooms';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, DESKTOP, expectNoAxeViolations, openPage, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, type Area } from '../fixtures.ts';
import { createProgressCourse, daysAgo } from '../progress-world.ts';
import { createRoomWorld, openRoom, studentSays, type RoomWorld } from '../rooms-world.ts';
import { createCompany, createCompanyUser, createStaff, createStudent, type Account } from '../world.ts';

/**
 * Issue 10, item 14: a skip link first on every portal page, and the focus on the page title after a
 * navigation. Issue 23, item 8 (decision 046): a focus ring on every control, the focus never left on
 * <body> after an action replaces the control, charts named with their table reachable, and the
 * phone's menu button right after the skip link.
 */
const browser = useBrowser();
/** Accounts of this spec only: another spec may leave a shared account in English (the language stays with an account). */
let staff: Account;
let companyUser: Account;
let student: Account;
/** A student of the company on a course, whose detail page has the study-time chart. */
let learner: Account;
/** A room waiting on a teacher: a submission, then a question. */
let rooms: RoomWorld;
let roomId = 0;
beforeAll(async () => {
  staff = await createStaff();
  const { id } = await createCompany();
  companyUser = await createCompanyUser(id);
  const course = await createProgressCourse();
  student = await createStudent(id, { course_id: course.id, start_date: daysAgo(3) });
  learner = await createStudent(id, { course_id: course.id, start_date: daysAgo(10) });
  rooms = await createRoomWorld('E2Eキーボード');
  const room = await openRoom(rooms.student, rooms.steps[0]!.id);
  roomId = room.id;
  await studentSays(rooms.student, room.id, MESSAGE_TYPE.assignment, '自己紹介ページができました。');
}, 120_000);

const PORTALS: Array<[Area, () => string]> = [
  ['admin', () => staff.email],
  ['company', () => companyUser.email],
  ['student', () => student.email],
];

/** What has the keyboard focus: its tag, test id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), id: element?.id, testId: element?.dataset.testid, text: element?.innerText.trim() };
  });

async function isInViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

/**
 * Starts the keyboard from the top of the document, as on a page just opened: signing in leaves the
 * focus on the page title, and the browser goes on from where the focus last was even after a blur.
 */
async function fromTheTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    const top = document.createElement('span');
    top.tabIndex = -1;
    document.body.prepend(top);
    top.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  });
}

/** Whether the focus is neither in the side menu nor in the header (the skip link jumped over both). */
const skippedPast = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const inside = (selector: string) => [...document.querySelectorAll(selector)].some((element) => element.contains(active));
    return !inside('[data-testid="sidebar"]') && !inside('header');
  });

describe('keyboard', () => {
  it.each(PORTALS)('%s: the first Tab reaches 「メインコンテンツへ移動」, shown while focused, and Enter moves the focus to the main content', async (area, email) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems, close } = await signedInPage(browser(), area, email(), viewport);
      await page.getByTestId('page-title').waitFor();
      await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
      // Hidden until it has the focus.
      expect(await isInViewport(page, 'skip-link')).toBe(false);

      await fromTheTop(page);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'a', testId: 'skip-link', text: 'メインコンテンツへ移動' });
      await expect.poll(() => isInViewport(page, 'skip-link')).toBe(true);
      await waitForStillness(page);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main-content' });
      expect(new URL(page.url()).hash).toBe('');
      // The next Tab goes on from the content: past the menu and the header.
      await page.keyboard.press('Tab');
      expect(await skippedPast(page)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('moves the focus to the page title after a navigation by keyboard in the menu', async () => {
    const { page, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.getByTestId('page-title').waitFor();
    const item = page.getByTestId('sidebar').getByRole('link', { name: '担当者' });
    await item.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/company\/administrator$/);
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'h1', testId: 'page-title', text: '担当者' });
    // From the title on: the next Tab is the header's own buttons, not the menu item again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('header')?.contains(document.activeElement) ?? false)).toBe(true);
    await close();
  });

  it('moves the focus to the page title after a link inside the page, on a phone too', async () => {
    const { page, close } = await signedInPage(browser(), 'company', companyUser.email, PHONE);
    await page.goto('/company/no-such-page');
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('link', { name: 'トップへ戻る' }).press('Enter');
    await page.waitForURL(/\/company$/);
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'h1', text: 'ダッシュボード' });
    await close();
  });

  it('screenshots of the focused skip link at 1280 and 390 px, in Japanese and English', async () => {
    for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      for (const language of ['ja', 'en'] as const) {
        const { page, close } = await signedInPage(browser(), 'company', companyUser.email, viewport);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await page.reload();
        await page.getByTestId('page-title').waitFor();
        await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
        await fromTheTop(page);
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe(language === 'ja' ? 'メインコンテンツへ移動' : 'Skip to main content');
        await waitForStillness(page);
        await screenshot(page, `skip-link-${width}-${language}`);
        await close();
      }
    }
  });

  it.each(PORTALS)('%s: signing in with the keyboard leaves the focus on the page title, not on <body>', async (area, email) => {
    const { page, close } = await openPage(browser());
    await page.goto(`/${area}/login`);
    await page.getByLabel('メールアドレス').fill(email());
    await page.getByLabel('パスワード', { exact: true }).fill(ACCOUNT_PASSWORD);
    await page.getByLabel('パスワード', { exact: true }).press('Enter');
    await page.waitForURL(new RegExp(`/${area}$`));
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'h1', testId: 'page-title' });
    // The title is where the reader starts: the ring shows, as the sign-in was made with the keyboard.
    expect(await focusIndicator(page)).toMatchObject({ drawn: true });
    await close();
  });

  it.each(PORTALS)('%s: every control of the start page draws a focus ring of 2 px or more at 3:1 or more', async (area, email) => {
    // The admin start page with a teacher's menu, which has more in it than a staff member without sections.
    const { page, problems, close } = await signedInPage(browser(), area, area === 'admin' ? rooms.teacher.email : email());
    await page.getByTestId('page-title').waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await waitForStillness(page);
    const stops = await tabThrough(page);
    // The skip link, the menu, the header's buttons at least.
    expect(stops.length, JSON.stringify(stops.map((stop) => stop.testId ?? stop.text))).toBeGreaterThanOrEqual(4);
    expect(stops.filter((stop) => !stop.indicator.drawn)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the admin room page: a ring on every control; after 「レビュー中にする」 the focus is on its replacement, after 「返信する」 on the emptied editor', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', rooms.teacher.email);
    await page.goto(`/admin/room/${roomId}`);
    const claim = page.getByTestId('room-claim-button');
    await claim.waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await waitForStillness(page);
    const stops = await tabThrough(page);
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((stop) => !stop.indicator.drawn)).toEqual([]);

    // 「レビュー中にする」 by keyboard: the button is replaced by 「延長」 and 「レビューを終える」; the focus goes to the first.
    await claim.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('room-release').waitFor();
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ testId: 'room-claim-renew' });
    // The button has just appeared: its ring is drawn once it has its focus-visible state (a loaded machine takes a moment).
    await expect.poll(() => focusIndicator(page), { timeout: 5000 }).toMatchObject({ drawn: true });
    // 「レビューを終える」: the claim button comes back and takes the focus.
    await page.getByTestId('room-release').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('room-claim-button').waitFor();
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ testId: 'room-claim-button' });

    // 「返信する」 by keyboard: the editor is emptied and takes the focus again, for the next reply.
    const editor = page.getByTestId('staff-composer').getByRole('textbox', { name: 'メッセージ' });
    await editor.fill('見出しは1つにしましょう。');
    await page.getByTestId('reply-send').focus();
    await page.keyboard.press('Enter');
    await page.getByText('返信しました。').waitFor();
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatchObject({ tag: 'textarea' });
    expect(await editor.inputValue()).toBe('');
    expect(await focusIndicator(page)).toMatchObject({ drawn: true });
    expect(problems).toEqual([]);
    await close();
  });

  it('a chart is one named image, not a Tab stop, and its table is reachable by keyboard', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.goto(`/company/student/${learner.id}`);
    const chart = page.getByTestId('study-chart');
    await chart.locator('svg').first().waitFor();
    expect(await page.getByRole('img', { name: /直近30日の日ごとの学習時間/ }).count()).toBe(1);
    // Nothing inside the chart takes the focus.
    expect(await chart.locator('[tabindex]:not([tabindex="-1"])').count()).toBe(0);
    const stops = await tabThrough(page);
    expect(stops.filter((stop) => !stop.indicator.drawn)).toEqual([]);
    const toggle = page.getByTestId('study-chart-table-toggle');
    expect(stops.some((stop) => stop.testId === 'study-chart-table-toggle')).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const table = page.getByTestId('study-chart-table');
    await table.getByRole('columnheader', { name: '日付' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(31);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await waitForStillness(page);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it("company side menu: closing the rail folds an open group at once, so its icons never run over the others", async () => {
    const { page, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.getByTestId('page-title').waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.hover();
    await page.getByRole('button', { name: '受講生' }).click();
    await page.locator('#sidebar-group-student').getByRole('link', { name: '進捗状況' }).waitFor();
    await waitForStillness(page);
    // Every frame while the rail closes: how many of the group's items still show (clipped by the folding group).
    const watching = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const nav = document.querySelector('[data-testid="sidebar"]')!;
          const shown: number[] = [];
          const start = performance.now();
          const frame = () => {
            if (nav.getBoundingClientRect().width < 240) {
              const group = document.getElementById('sidebar-group-student');
              const box = group?.getBoundingClientRect();
              shown.push(group ? [...group.querySelectorAll('a')].filter((link) => Math.min(link.getBoundingClientRect().bottom, box!.bottom) - link.getBoundingClientRect().top > 1).length : 0);
            }
            if (performance.now() - start < 800) requestAnimationFrame(frame);
            else resolve(shown);
          };
          requestAnimationFrame(frame);
        }),
    );
    await page.mouse.move(900, 500);
    const shown = await watching;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((count) => count > 0)).toEqual([]);
    await close();
  });

  it('on a phone the menu button is the first Tab stop after the skip link, and its menu is named', async () => {
    for (const [area, email] of PORTALS) {
      const { page, close } = await signedInPage(browser(), area, email(), PHONE);
      await page.getByTestId('page-title').waitFor();
      await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
      await fromTheTop(page);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ testId: 'skip-link' });
      await page.keyboard.press('Tab');
      expect(await focused(page), area).toMatchObject({ testId: 'sidebar-toggle' });
      expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-label')).toBe('メニューを開く');
      expect(await focusIndicator(page)).toMatchObject({ drawn: true });
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'メインメニュー' }).waitFor();
      await waitForStillness(page);
      await expectNoAxeViolations(page);
      await close();
    }
  });
});

interface FocusIndicator {
  drawn: boolean;
  /** How: `outline` (of the control, the wrapper that draws it, or its icon) or `border` (a text field's outline). */
  by?: string;
  width?: number;
  contrast?: number;
}

interface TabStop {
  tag?: string;
  testId?: string;
  text: string;
  indicator: FocusIndicator;
}

/**
 * What draws the keyboard focus of the focused element, and whether it meets WCAG 2.4.13 as the issue
 * asks: an outline of 2 px or more (of the element, of the MUI wrapper that draws a hidden input's ring,
 * or of its icon or switch track) or a text field's focused outline of 2 px or more, in a colour of 3:1
 * or more against what it is drawn on.
 */
const focusIndicator = (page: Page): Promise<FocusIndicator> =>
  page.evaluate(() => {
    type Rgba = { r: number; g: number; b: number; a: number };
    const parse = (colour: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(colour);
      if (!match) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: Rgba) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The first opaque background at or above the element (white at the top). */
    const backgroundOf = (element: Element | null): Rgba => {
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour.a >= 0.9) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const active = document.activeElement;
    if (!active || active === document.body) return { drawn: false, by: 'body' };
    const holder = active.closest('.Mui-focusVisible');
    const candidates = [active, active.parentElement, active.parentElement?.parentElement, holder, holder?.querySelector('svg'), holder?.nextElementSibling].filter(
      (element): element is Element => element !== null && element !== undefined,
    );
    for (const element of candidates) {
      const style = getComputedStyle(element);
      const width = parseFloat(style.outlineWidth);
      const colour = parse(style.outlineColor);
      if (style.outlineStyle !== 'none' && width >= 2 && colour && colour.a >= 0.9) {
        // An outline drawn outside sits on what surrounds the element; one drawn inside, on the element.
        const under = parseFloat(style.outlineOffset) >= 0 ? element.parentElement : element;
        const ratio = contrast(colour, backgroundOf(under));
        return { drawn: ratio >= 3, by: 'outline', width, contrast: Math.round(ratio * 10) / 10 };
      }
    }
    const field = active.closest('.MuiInputBase-root.Mui-focused');
    const notch = field?.querySelector(':scope > fieldset');
    if (field && notch) {
      const style = getComputedStyle(notch);
      const width = parseFloat(style.borderTopWidth);
      const colour = parse(style.borderTopColor);
      const ratio = colour ? contrast(colour, backgroundOf(field)) : 0;
      return { drawn: width >= 2 && ratio >= 3, by: 'border', width, contrast: Math.round(ratio * 10) / 10 };
    }
    return { drawn: false };
  });

/** Presses Tab from the top of the page until the focus leaves it, noting each stop and what draws its focus. */
async function tabThrough(page: Page, limit = 120): Promise<TabStop[]> {
  await fromTheTop(page);
  const stops: TabStop[] = [];
  for (let count = 0; count < limit; count++) {
    await page.keyboard.press('Tab');
    const where = await focused(page);
    if (where.tag === 'body' || where.tag === undefined) break;
    stops.push({ tag: where.tag, testId: where.testId, text: (where.text ?? '').slice(0, 40), indicator: await focusIndicator(page) });
  }
  return stops;
}
