import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, INSTALL_ADMIN, openPage, signedInPage, storedUser, useBrowser } from '../fixtures.ts';
import { createCompany, createCompanyUser, createStudent, type Account } from '../world.ts';

const browser = useBrowser();
/** A student past the start flow, one before it, and a company user. */
let student: Account;
let newcomer: Account;
let companyUser: Account;
beforeAll(async () => {
  const { id } = await createCompany();
  student = await createStudent(id);
  newcomer = await createStudent(id, { init_input_flg: 0 });
  companyUser = await createCompanyUser(id);
});

async function landsOn(path: string, expected: RegExp) {
  const { page, close } = await openPage(browser());
  await page.goto(path);
  await page.waitForURL(expected);
  await close();
}

describe('route guard (spec §2)', () => {
  it('sends the root and unknown areas to the student login', async () => {
    await landsOn('/', /\/student\/login$/);
    await landsOn('/nowhere/at/all', /\/student\/login$/);
  });

  it('sends a signed-out visitor of an area to that area login', async () => {
    await landsOn('/admin', /\/admin\/login$/);
    await landsOn('/company/student', /\/company\/login$/);
    await landsOn('/student/mypage', /\/student\/login$/);
  });

  it('sends a user of another account type to the login of the area visited', async () => {
    const { page, close } = await signedInPage(browser(), 'student', student.email);
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login$/);
    await page.goto('/company');
    await page.waitForURL(/\/company\/login$/);
    await close();
  });

  it('keeps a student without initial input on /student, full width without side menu', async () => {
    const { page, close } = await signedInPage(browser(), 'student', newcomer.email);
    await page.goto('/student/mypage');
    await page.waitForURL(/\/student$/);
    await page.goto('/student/room');
    await page.waitForURL(/\/student$/);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await close();
  });

  it('shows the not-found page inside the portal at the address typed, not at /404', async () => {
    const { page, close } = await signedInPage(browser(), 'company', companyUser.email);
    await page.goto('/company/no-such-page');
    await page.getByTestId('not-found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/company/no-such-page');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ページが見つかりません');
    await page.getByRole('link', { name: 'トップへ戻る' }).click();
    await page.waitForURL(/\/company$/);
    await close();
  });

  it('sends a signed-in user who opens the login page to the start page', async () => {
    const { page, close } = await signedInPage(browser(), 'admin', INSTALL_ADMIN.email);
    await page.goto('/admin/login');
    await page.waitForURL(/\/admin$/);
    await close();
  });

  it('clears the session and goes to the login when the token check answers 401', async () => {
    const { context, page, close } = await signedInPage(browser(), 'student', student.email);
    const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
    expect(token).toBeTruthy();
    // End the session behind the browser's back, as an expiry or an admin would.
    const response = await fetch(`${baseURL}/api/student/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(204);
    await page.reload();
    await page.waitForURL(/\/student\/login$/);
    expect(await storedUser(page)).toEqual({});
    await close();
  });
});
