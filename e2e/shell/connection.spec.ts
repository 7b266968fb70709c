import { MAIN_ROLE } from '@manabiya/domain/enums/staff';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot, signedInPage, storedUser, useBrowser, waitForStillness, type Area } from '../fixtures.ts';
import { createCompany, createCompanyUser, createRole, createStaff, createStudent, uniqueMark, type Account } from '../world.ts';

/**
 * Issue 10, item 2: an unreachable server is not a sign-out. The portals say the server cannot be
 * reached, reconnect by themselves and on 再試行, keep what they showed, and never spin without end.
 */
const browser = useBrowser();
const stamp = uniqueMark();
const COMPANY = `E2E接続株式会社${stamp}`;
let staff: Account;
let companyUser: Account;
let student: Account;
beforeAll(async () => {
  const { id } = await createCompany({ name: COMPANY });
  const role = await createRole({ dashboard: ACCESS_LEVEL.read, student: ACCESS_LEVEL.read, company: ACCESS_LEVEL.read });
  staff = await createStaff({ name: `E2E 接続${stamp}`, main_role: MAIN_ROLE.general, permission_role_id: role.id });
  companyUser = await createCompanyUser(id);
  student = await createStudent(id, { name: `E2E 接続受講${stamp}` });
});

const API = '**/api/**';

/** Every API call fails as with the network down (the page and its scripts still load). */
const cutTheServer = (page: Page) => page.route(API, (route) => route.abort('internetdisconnected'));
const restoreTheServer = (page: Page) => page.unroute(API);

/** Each portal: who signs in, a page that shows data from the API, and a text of that data. */
const PORTALS: Array<[Area, () => Account, string, () => string]> = [
  ['company', () => companyUser, '/company/student', () => student.name],
  ['student', () => student, '/student', () => COMPANY],
  ['admin', () => staff, `/admin/student?q=${encodeURIComponent(stamp)}`, () => student.name],
];

describe('connection states', () => {
  it.each(PORTALS)('%s: a reload with the server unreachable keeps the user signed in, shows the banner, and the page comes back on 再試行', async (area, account, path, shownText) => {
    const { page, problems, close } = await signedInPage(browser(), area, account().email);
    await page.goto(path);
    await page.getByRole('main').getByText(shownText()).first().waitFor();

    await cutTheServer(page);
    await page.reload();
    const banner = page.getByTestId('connection-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('サーバーに接続できません。再接続しています…');
    // Not a sign-out, not a session failure, no spinner without end.
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(path);
    expect(await storedUser(page)).toMatchObject({ email: account().email });
    expect(await page.getByText('ログイン状態を確認できませんでした。').count()).toBe(0);
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    await page.getByTestId('page-title').waitFor();

    // Checked once the notices' own error snackbar (features/informations) has gone.
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached' });
    await expectNoAxeViolations(page);

    // 再試行 while the server is still away: the probe fails and the banner stays. The next
    // automatic probe is at least 1.6 s later, so the click after the restore is what reconnects.
    const retry = banner.getByRole('button', { name: '再試行' });
    const failedProbe = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/health');
    await retry.click();
    await failedProbe;
    await expect.poll(() => retry.isEnabled()).toBe(true);
    expect(await banner.isVisible()).toBe(true);

    await restoreTheServer(page);
    await retry.click();
    await banner.waitFor({ state: 'detached' });
    // The session check and the page's queries ran again.
    await page.getByRole('main').getByText(shownText()).first().waitFor();
    expect(await page.getByText('ログイン状態を確認できませんでした。').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps what a page showed through an outage and reconnects by itself', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.goto('/company/student');
    const row = page.getByRole('main').getByText(student.name).first();
    await row.waitFor();

    await cutTheServer(page);
    // A page not seen yet cannot load: it says why, and the banner appears.
    await page.getByTestId('sidebar').getByRole('link', { name: '担当者' }).click();
    await page.waitForURL(/\/company\/administrator$/);
    await page.getByTestId('connection-banner').waitFor();
    expect(await page.getByTestId('error-message').first().innerText()).toContain('サーバーに接続できません。');
    // Back on the list: the rows it showed are still there.
    await page.goBack();
    await page.waitForURL(/\/company\/student$/);
    await row.waitFor();
    expect(await page.getByTestId('connection-banner').isVisible()).toBe(true);

    // The server returns: the banner goes without a click, and the page is still whole.
    await restoreTheServer(page);
    await page.getByTestId('connection-banner').waitFor({ state: 'detached', timeout: 45_000 });
    await row.waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('says so when the browser goes offline, and a page that could not load then comes by itself once it is back', async () => {
    const { context, page, problems, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.goto('/company/student');
    await page.getByRole('main').getByText(student.name).first().waitFor();
    await context.setOffline(true);
    await page.getByTestId('connection-banner').waitFor();
    // A page opened meanwhile (its script cannot be downloaded either) says so inside the shell, under the banner.
    await page.getByTestId('sidebar').getByRole('link', { name: '担当者' }).click();
    await page.waitForURL(/\/company\/administrator$/);
    await page.getByTestId('page-failed').waitFor();
    expect(await page.getByTestId('page-failed').innerText()).toContain('サーバーに接続できません。');
    expect(await page.getByTestId('connection-banner').isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    // Back online: the page loads by itself.
    await context.setOffline(false);
    await page.getByRole('main').getByText(companyUser.name).first().waitFor();
    expect(await page.getByTestId('connection-banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(PORTALS)('%s: screenshots of the banner at 1280 and 390 px, in Japanese and English', async (area, account, path) => {
    for (const [width, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      for (const language of ['ja', 'en'] as const) {
        const { page, close } = await signedInPage(browser(), area, account().email, viewport);
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await page.goto(path);
        await cutTheServer(page);
        await page.reload();
        const banner = page.getByTestId('connection-banner');
        await banner.waitFor();
        expect(await banner.innerText()).toContain(language === 'ja' ? 'サーバーに接続できません。再接続しています…' : 'Cannot reach the server. Reconnecting…');
        await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
        await waitForStillness(page);
        await screenshot(page, `connection-banner-${area}-${width}-${language}`);
        await close();
      }
    }
  });
});
