import { beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_ADMIN, signedInPage, useBrowser } from '../fixtures.ts';
import { createCompany, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const TEACHER = `図画 工作${uniqueMark()}`;
let student: Account;
beforeAll(async () => {
  student = await createStudent((await createCompany()).id);
});

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('admin teachers', () => {
  it('creates a teacher with an icon, edits it, and students see the profile with the icon', async () => {
    const admin = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await admin.page.goto('/admin/teacher');
    await admin.page.getByRole('button', { name: '講師を追加' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByLabel(/^氏名\s*\*?$/).fill(TEACHER);
    await dialog.getByLabel('専門分野').fill('デザイン, 配色');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => admin.page.getByRole('grid').innerText()).toContain(TEACHER);

    // Edit: the grid's row menu opens the same dialog with the saved values.
    await admin.page.getByRole('row', { name: new RegExp(TEACHER) }).getByRole('button').last().click();
    await admin.page.getByRole('menuitem', { name: '編集' }).click();
    const edit = admin.page.getByRole('dialog');
    await expect.poll(() => edit.getByLabel('専門分野').inputValue()).toBe('デザイン, 配色');
    await edit.getByLabel('専門分野').fill('デザイン, 配色, UI');
    await edit.getByRole('button', { name: '保存する' }).click();
    await expect.poll(() => admin.page.getByRole('grid').innerText()).toContain('デザイン, 配色, UI');
    expect(admin.problems).toEqual([]);
    await admin.close();

    const reader = await signedInPage(browser(), 'student', student.email);
    await reader.page.goto('/student/teacher');
    const card = reader.page.getByTestId('teacher-card').filter({ hasText: TEACHER });
    // The card shows each speciality as its own chip.
    await expect.poll(() => card.innerText()).toMatch(/デザイン\n配色\nUI/);
    const icon = card.locator('img');
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await icon.getAttribute('src')).toMatch(/^\/api\/files\/icon\/[a-f0-9]{32}\.png$/);
    expect(reader.problems).toEqual([]);
    await reader.close();
  });
});
