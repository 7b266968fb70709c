import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, openPage, signIn, signedInPage, useBrowser } from '../fixtures.ts';
import { createCompany, createStudent, type Account } from '../world.ts';

/** Issue 10, item 15: the language chosen while signed in is kept with the account and follows it to another device. */
const browser = useBrowser();
let student: Account;
beforeAll(async () => {
  const { id } = await createCompany();
  student = await createStudent(id);
});

describe('language kept with the account', () => {
  it('a switch to English on one device shows English at the next sign-in on another, and back', async () => {
    const first = await signedInPage(browser(), 'student', student.email);
    await first.page.getByTestId('profile-menu-button').click();
    const saved = first.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/student/language' && response.request().method() === 'PUT');
    await first.page.getByRole('menuitem', { name: /English/ }).click();
    expect((await saved).status()).toBe(204);
    await expect.poll(() => first.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await first.close();

    // Another device: nothing stored there, the login page in Japanese, the portal in English after sign-in.
    const second = await openPage(browser());
    await signIn(second.page, 'student', student.email);
    await expect.poll(() => second.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await second.page.getByTestId('page-title').innerText()).toBe('Dashboard');
    expect(await second.page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // Back to Japanese there: a third device signs in in Japanese.
    await second.page.getByTestId('profile-menu-button').click();
    const savedAgain = second.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/student/language');
    await second.page.getByRole('menuitem', { name: /日本語/ }).click();
    expect((await savedAgain).status()).toBe(204);
    await second.close();

    const third = await openPage(browser());
    // This one was left in English by someone else: the account's Japanese wins at sign-in.
    await third.page.goto('/student/login');
    await third.page.evaluate(() => localStorage.setItem('language', 'en'));
    await third.page.reload();
    await third.page.getByLabel('Email', { exact: true }).fill(student.email);
    await third.page.getByLabel('Password', { exact: true }).fill(ACCOUNT_PASSWORD);
    await third.page.getByRole('button', { name: 'Log in' }).click();
    await third.page.waitForURL(/\/student$/);
    await expect.poll(() => third.page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await third.page.getByTestId('page-title').innerText()).toBe('ダッシュボード');
    await third.close();
  });
});
