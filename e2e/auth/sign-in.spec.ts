import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, signedInPage, signIn, storedUser, useBrowser, type Area } from '../fixtures.ts';
import { createCompany, createCompanyUser, createRole, createStaff, createStudent, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
/** One account of this spec per portal, each with a name of its own. */
const accounts = {} as Record<Area, Account>;
beforeAll(async () => {
  const stamp = uniqueMark();
  const { id } = await createCompany();
  accounts.admin = await createStaff({ name: `E2E 職員${stamp}`, permission_role_id: (await createRole({ dashboard: ACCESS_LEVEL.read })).id });
  accounts.company = await createCompanyUser(id, { name: `E2E 担当${stamp}` });
  accounts.student = await createStudent(id, { name: `E2E 受講${stamp}` });
});

describe('sign-in to each portal', () => {
  it.each(['admin', 'company', 'student'] as const)('%s: signs in, lands on the start page with the name, signs out', async (area) => {
    const { email, name } = accounts[area];
    // Through the login form (other specs sign in through the API: fixtures.ts).
    const { context, page, problems, close } = await openPage(browser());
    await signIn(page, area, email);
    await expect.poll(() => page.getByRole('main').innerText()).toContain(name);
    expect(await page.title()).toMatch(/ \| Manabiya$/);
    expect(await storedUser(page)).toMatchObject({ email, isLogin: true });
    const cookieNames = (await context.cookies()).map((c) => c.name);
    expect(cookieNames).toEqual(expect.arrayContaining(['access_token', 'account_type']));

    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.waitForURL(new RegExp(`/${area}/login$`));
    expect(await storedUser(page)).toEqual({});
    expect((await context.cookies()).map((c) => c.name)).not.toContain('access_token');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('account_type');
    // The token is gone server-side too: the portal sends us back to the login.
    await page.goto(`/${area}`);
    await page.waitForURL(new RegExp(`/${area}/login$`));
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the server message for a wrong password and stays on the login page', async () => {
    const { page, close } = await openPage(browser());
    await page.goto('/student/login');
    await page.getByLabel('メールアドレス').fill(accounts.student.email);
    await page.getByLabel('パスワード', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect.poll(() => page.getByTestId('error-message').innerText()).toContain('メールアドレスまたはパスワードが正しくありません。');
    expect(page.url()).toMatch(/\/student\/login$/);
    await close();
  });

  it('shows the profile menu with My Page for students only', async () => {
    const student = await signedInPage(browser(), 'student', accounts.student.email);
    await student.page.getByTestId('profile-menu-button').click();
    await expect.poll(() => student.page.getByRole('menuitem').allInnerTexts()).toEqual(expect.arrayContaining(['マイページ', 'ログアウト']));
    await student.close();

    const company = await signedInPage(browser(), 'company', accounts.company.email);
    await company.page.getByTestId('profile-menu-button').click();
    await company.page.getByRole('menuitem', { name: 'ログアウト' }).waitFor();
    expect(await company.page.getByRole('menuitem', { name: 'マイページ' }).count()).toBe(0);
    await company.close();
  });
});
