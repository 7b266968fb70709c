import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoAxeViolations, INSTALL_ADMIN, PHONE, screenshot, signedInPage, useBrowser, waitForStillness } from '../fixtures.ts';
import { createRole, createStaff, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const stamp = uniqueMark();
/** Staff who may read students (and so the orientation text) but not change them. */
let reader: Account;

beforeAll(async () => {
  reader = await createStaff({ permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read, student: ACCESS_LEVEL.read }, `E2E案内閲覧${stamp}`)).id });
});

describe('admin orientation page', () => {
  it('has its own page in the menu, previews the draft as students see it and saves it; the student list no longer holds it', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await page.goto('/admin/student');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    expect(await page.getByText('オリエンテーション本文').count()).toBe(0);

    // Reached from the menu's content group.
    await page.getByTestId('sidebar').getByLabel('コンテンツ', { exact: true }).click();
    await page.getByRole('link', { name: 'オリエンテーション' }).click();
    await page.waitForURL(/\/admin\/orientation$/);
    const body = page.getByRole('textbox', { name: '本文（Markdown）' });
    await expect.poll(() => body.isEnabled()).toBe(true);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^オリエンテーション \| Manabiya$/);
    const original = await body.inputValue();

    const text = `# ようこそ ${stamp}\n\n- 毎週の課題を出しましょう\n- 質問は**講師**へ\n\n<script>alert(1)</script>`;
    await body.fill(text);
    const preview = page.getByTestId('orientation-preview');
    await preview.getByRole('heading', { name: `ようこそ ${stamp}` }).waitFor();
    expect(await preview.locator('li').count()).toBe(2);
    // Raw HTML stays text, as in the student's start flow.
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.innerText()).toContain('<script>alert(1)</script>');
    await waitForStillness(page);
    await screenshot(page, 'orientation-editor-1280-ja');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText()).toContain('オリエンテーション本文を保存しました');
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: '本文（Markdown）' }).inputValue()).toBe(text);

    await page.setViewportSize(PHONE);
    await waitForStillness(page);
    await screenshot(page, 'orientation-editor-390-ja');
    await expectNoAxeViolations(page);

    // Put the demo's text back for the specs that read it.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('textbox', { name: '本文（Markdown）' }).fill(original);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText()).toContain('オリエンテーション本文を保存しました');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a reader the text as students see it, without an editor', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', reader.email);
    await page.goto('/admin/orientation');
    await page.getByTestId('orientation-preview').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: '保存する' }).count()).toBe(0);
    await page.getByText('閲覧のみの権限のため、本文は変更できません。').waitFor();
    await waitForStillness(page);
    await screenshot(page, 'orientation-readonly-1280-ja');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });
});
