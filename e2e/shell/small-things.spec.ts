import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, INSTALL_ADMIN, openPage, PHONE, screenshot, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createCompany, createStudents, uniqueMark } from '../world.ts';

/** Issue 10, items 7 and 15: error banners, the address of a missing page, the admin start page on phones, one loading state. */
const browser = useBrowser();
const stamp = uniqueMark();
beforeAll(async () => {
  const { id } = await createCompany({ name: `E2E読込株式会社${stamp}` });
  await createStudents(id, 3, { name_kana: 'ヨミコミ' });
});

const VIEWPORTS = [['desktop', DESKTOP], ['phone', PHONE]] as const;

describe('small things', () => {
  it('an error banner leads with the message and shows the status small after it', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/admin/login');
    // An address nobody has: the answer is the same 401, and no real account counts a failure.
    await page.getByLabel('メールアドレス').fill(`nobody-${stamp}@example.com`);
    await page.getByLabel('パスワード', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    const banner = page.getByTestId('error-message');
    await banner.waitFor();
    const text = await banner.innerText();
    expect(text.startsWith('メールアドレスまたはパスワードが正しくありません。')).toBe(true);
    expect(text).not.toContain('エラー（401）');
    const status = banner.getByTestId('error-status');
    expect(await status.innerText()).toBe('（ステータス 401）');
    // Smaller than the message.
    const sizes = await status.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element.parentElement!).fontSize].map(parseFloat));
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    await expectNoAxeViolations(page);
    await close();
  });

  it('shows the not-found page at the address typed, at 1280 and 390 px, in Japanese and English', async () => {
    for (const [width, viewport] of VIEWPORTS) {
      for (const language of ['ja', 'en'] as const) {
        const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, viewport);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await page.goto('/admin/students-typed-wrong');
        await page.getByTestId('not-found').waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin/students-typed-wrong');
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(language === 'ja' ? 'ページが見つかりません' : 'Page not found');
        expect(await page.title()).toMatch(language === 'ja' ? /^ページが見つかりません \| / : /^Page not found \| /);
        await waitForStillness(page);
        await expectNoAxeViolations(page);
        await screenshot(page, `not-found-typed-url-${width}-${language}`);
        expect(problems).toEqual([]);
        await close();
      }
    }
    // /404 itself still answers, outside the portals.
    const { page, close } = await openPage(browser());
    await page.goto('/404');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ページが見つかりません');
    await close();
  });

  it('the admin start page names the menu where it is: on the left on a desktop, the button at the bottom left on a phone', async () => {
    const expected = {
      desktop: { ja: '左のメニューから各管理機能を利用できます。', en: 'Use the menu on the left to reach each management area.' },
      phone: { ja: '左下のメニューボタンから各管理機能を利用できます。', en: 'Use the menu button at the bottom left to reach each management area.' },
    };
    for (const [width, viewport] of VIEWPORTS) {
      for (const language of ['ja', 'en'] as const) {
        const { page, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email, viewport);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await page.reload();
        await expect.poll(() => page.getByRole('main').innerText()).toContain(expected[width][language]);
        expect(await page.getByRole('main').innerText()).not.toContain(expected[width === 'phone' ? 'desktop' : 'phone'][language]);
        if (width === 'phone') expect(await page.getByTestId('sidebar-toggle').isVisible()).toBe(true);
        await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
        await waitForStillness(page);
        await screenshot(page, `admin-start-${width}-${language}`);
        await close();
      }
    }
  });

  it('shows one loading state at a time: the table placeholders, no full-screen overlay over them', async () => {
    const { page, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    // Records whether the overlay ever covers the table's placeholders.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { overlaysOverPlaceholders: string[] }).overlaysOverPlaceholders = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-overlay"]') && document.querySelector('.MuiDataGrid-root .MuiSkeleton-root')) seen.push(location.pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The session check and the list wait until the placeholders have shown for a while.
    await page.route(/\/api\/admin\/(check_access_token|student)(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/admin/student?q=${encodeURIComponent('ヨミコミ')}`);
    await page.locator('.MuiDataGrid-root .MuiSkeleton-root').first().waitFor();
    // Well past the overlay's 200 ms delay, had anything asked for it meanwhile.
    await page.clock.runFor(2000);
    release();
    await page.getByRole('main').getByRole('row').nth(3).waitFor();
    expect(await page.evaluate(() => (window as unknown as { overlaysOverPlaceholders: string[] }).overlaysOverPlaceholders)).toEqual([]);
    await close();
  });
});
