import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/server-process.mjs';
import { expectNoAxeViolations, INSTALL_ADMIN, screenshot, SCREENS_IN_BOTH_LANGUAGES, signIn, useBrowser, waitForStillness } from '../fixtures.ts';

/**
 * Staff see when the embedded database's disk runs low (decision 028). This spec starts a server of
 * its own (about 15 s: a fresh embedded database with the demo data) whose soft disk floor is above
 * the machine's real free space, so uploads and bulk writes are refused there while signing in and
 * small writes still work; the shared e2e server keeps its default floors.
 */
const getBrowser = useBrowser();
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ MIN_FREE_DISK_MB: '1000000000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => server?.stop());

/**
 * Shows the signed-in page in a language through the profile menu, as a person would. The choice is
 * kept with the account (a small write: still allowed below the soft floor), so the next sign-in may
 * start in the other language.
 */
async function useLanguage(page: Page, language: 'ja' | 'en'): Promise<void> {
  // Always chosen through the menu: the account's own language may still be on its way after
  // sign-in, so the page's current language says nothing yet.
  await page.getByTestId('profile-menu-button').click();
  await page.locator(`[role="menuitem"][lang="${language}"]`).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
  await page.keyboard.press('Escape');
}

describe('disk space banner', () => {
  const screens = SCREENS_IN_BOTH_LANGUAGES.map(([label, viewport, language]) => [label, language, viewport] as const);
  it.each(screens)('tells staff the disk is low and what is refused (%s, %s)', async (label, language, viewport) => {
    const context = await getBrowser().newContext({ baseURL: server.url, viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    try {
      const page = await context.newPage();
      await signIn(page, 'admin', INSTALL_ADMIN.email, INSTALL_ADMIN.password);
      await useLanguage(page, language);
      const banner = page.getByTestId('disk-space-banner');
      await banner.waitFor();
      expect(await banner.getAttribute('data-state')).toBe('low');
      expect(await banner.innerText()).toContain(
        language === 'en' ? 'File uploads and CSV bulk registration are paused' : 'ファイルのアップロードと CSV の一括登録は停止中です',
      );
      await waitForStillness(page);
      await screenshot(page, `admin-disk-space-banner-${label}-${language}`);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
