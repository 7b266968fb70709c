import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { expectNoAxeViolations, screenshot, SCREENS_IN_BOTH_LANGUAGES, signedInPage, useBrowser } from '../fixtures.ts';
import { createCompany, createRole, createStaff, uniqueMark } from '../world.ts';

const browser = useBrowser();

async function useEnglish(page: Page): Promise<void> {
  await page.getByTestId('profile-menu-button').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.keyboard.press('Escape');
}

/** A staff member of their own (the display language stays with an account, so tests do not share one). */
async function companyEditor() {
  const role = await createRole({ company: ACCESS_LEVEL.all, company_detail: ACCESS_LEVEL.all });
  return createStaff({ permission_role_id: role.id });
}

/** Issue 10 item 8: one company per name (decision 024), and a new company opens its page. */
describe('company form', () => {
  it('goes to the new company’s page, which shows the company ID the CSV import accepts', async () => {
    const { page, problems, close } = await signedInPage(browser(), 'admin', (await companyEditor()).email);
    await page.goto('/admin/company');
    await page.getByRole('button', { name: '会社を追加' }).click();
    const name = `E2E新規会社 ${uniqueMark()}`;
    await page.getByRole('dialog').getByRole('textbox', { name: /^会社名/ }).first().fill(name);
    await page.getByRole('dialog').getByRole('button', { name: '保存する' }).click();
    await page.waitForURL(/\/admin\/company\/\d+$/);
    const id = /\/admin\/company\/(\d+)$/.exec(page.url())![1]!;
    await page.getByRole('heading', { name }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(new RegExp(`会社ID\\s+${id}`));
    expect(problems).toEqual([]);
    await close();
  });

  it.each(SCREENS_IN_BOTH_LANGUAGES)('refuses a duplicate name naming the existing company (%s, %j, %s)', async (label, viewport, language) => {
    const existing = await createCompany({ name: `テスト工業株式会社 ${uniqueMark()}` });
    const { page, problems, close } = await signedInPage(browser(), 'admin', (await companyEditor()).email, viewport);
    if (language === 'en') await useEnglish(page);
    await page.goto('/admin/company');
    await page.getByRole('button', { name: language === 'en' ? 'Add company' : '会社を追加' }).click();
    const dialog = page.getByRole('dialog');
    // Full-width letters and extra spaces are the same name.
    const typed = ` ${existing.name.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))}  `;
    await dialog.getByRole('textbox').first().fill(typed);
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : '保存する' }).click();
    const expected = language === 'en' ? `“${existing.name}” (company ID ${existing.id}) already exists` : `「${existing.name}」（会社ID ${existing.id}）がすでに登録されています`;
    await dialog.getByText(expected, { exact: false }).waitFor();
    await dialog.getByText(language === 'en' ? 'A company with this name already exists.' : 'この名前の会社はすでに登録されています。').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `forms-company-duplicate-${label}-${language}`);
    expect(problems).toEqual([]);
    await close();
  });
});
