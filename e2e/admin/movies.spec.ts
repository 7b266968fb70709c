import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, PHONE, screenshot, signedInPage, useBrowser, waitForStillness, DESKTOP } from '../fixtures.ts';
import { largeMp4 } from '../movies-world.ts';
import { createRole, createStaff, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
const TITLE = `HTML の基本 ${stamp}`;
/** A real 1×1 PNG, renamed to .mp4 below. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A staff member of the content team: the movie section at "all", nothing else but the dashboard. */
let editor: Account;

beforeAll(async () => {
  const role = await createRole({ dashboard: ACCESS_LEVEL.read, movie: ACCESS_LEVEL.all }, `E2E動画${stamp}`);
  editor = await createStaff({ permission_role_id: role.id });
});

async function useLanguage(page: Page, language: 'ja' | 'en'): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.locator(`[role="menuitem"][lang="${language}"]`).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, language);
  await page.keyboard.press('Escape');
  // The menu button keeps keyboard focus and pulses; the screenshots show the page at rest.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('admin movie library', () => {
  it('uploads a video in the browser with a progress bar, shows its length read from the file, previews it', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', editor.email);
    await page.goto('/admin/movie');
    await page.getByRole('button', { name: '動画をアップロード' }).click();
    const dialog = page.getByRole('dialog');
    const fileInput = dialog.getByTestId('movie-file-input');

    // A picture renamed to .mp4 is refused by its bytes before anything is sent.
    await fileInput.setInputFiles({ name: 'picture.mp4', mimeType: 'video/mp4', buffer: PNG });
    await expect.poll(() => dialog.getByTestId('movie-file-help').innerText()).toBe('MP4 または WebM の動画ファイルを選んでください。');

    // A 12 MB movie sent at 1.5 MB/s: the bar moves before the upload ends.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1.5 * 1024 * 1024 });
    await fileInput.setInputFiles({ name: 'html-basics.mp4', mimeType: 'video/mp4', buffer: largeMp4(12) });
    await expect.poll(() => dialog.getByTestId('movie-file-help').innerText()).toContain('html-basics.mp4');
    await dialog.getByLabel('タイトル').fill(TITLE);
    await dialog.getByRole('button', { name: 'アップロード', exact: true }).click();
    const bar = dialog.getByTestId('movie-upload-progress');
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000, interval: 100 })
      .toBeGreaterThan(0);
    const midway = Number(await bar.getAttribute('aria-valuenow'));
    expect(midway).toBeLessThan(100);
    await screenshot(page, 'admin-movie-upload-progress-1280-ja');
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText(), { timeout: 30_000 }).toContain(`「${TITLE}」をアップロードしました（長さ 1:00）`);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The message stays until dismissed; it would cover the dialogs below.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.MuiSnackbar-root').count()).toBe(0);

    // The list shows the length read from the file and that no step uses it yet.
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect.poll(() => row.innerText()).toMatch(/1:00[\s\S]*未使用/);

    // The preview plays from the admin stream (nothing recorded).
    await row.getByRole('button', { name: TITLE, exact: true }).click();
    const preview = page.getByRole('dialog', { name: TITLE });
    const video = preview.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(60);
    expect(await video.getAttribute('src')).toMatch(/^\/api\/admin\/movie\/\d+\/stream$/);
    await waitForStillness(page);
    await screenshot(page, 'admin-movie-preview-1280-ja');
    await expectNoAxeViolations(page);
    await preview.getByRole('button', { name: '閉じる' }).click();

    // Edit the title.
    await row.getByRole('button').last().click();
    await page.getByRole('menuitem', { name: '編集' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(/^タイトル/).fill(`${TITLE} 改`);
    await edit.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.getByRole('grid').innerText()).toContain(`${TITLE} 改`);

    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const language of ['ja', 'en'] as const) {
        await useLanguage(page, language);
        await waitForStillness(page);
        await screenshot(page, `admin-movie-library-${label}-${language}`);
        await expectNoAxeViolations(page);
      }
      await useLanguage(page, 'ja');
    }
    expect(problems).toEqual([]);
    await close();
  });
});
