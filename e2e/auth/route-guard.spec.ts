import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, signIn, storedUser } from '../fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function landsOn(path: string, expected: RegExp, setUp?: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser);
  await setUp?.(page);
  await page.goto(path);
  await page.waitForURL(expected);
  await context.close();
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
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', 'student@example.com');
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login$/);
    await page.goto('/company');
    await page.waitForURL(/\/company\/login$/);
    await context.close();
  });

  it('keeps a student without initial input on /student, full width without side menu', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', 'newstudent@example.com');
    await page.goto('/student/mypage');
    await page.waitForURL(/\/student$/);
    await page.goto('/student/room');
    await page.waitForURL(/\/student$/);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await context.close();
  });

  it('sends an unknown path inside an area to /404', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'company', 'company@example.com');
    await page.goto('/company/no-such-page');
    await page.waitForURL(/\/404$/);
    await context.close();
  });

  it('sends a signed-in user who opens the login page to the start page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', 'admin@example.com');
    await page.goto('/admin/login');
    await page.waitForURL(/\/admin$/);
    await context.close();
  });

  it('clears the session and goes to the login when the token check answers 401', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'student', 'student@example.com');
    const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
    expect(token).toBeTruthy();
    // End the session behind the browser's back, as an expiry or an admin would.
    const response = await fetch(`${baseURL}/api/student/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(204);
    await page.reload();
    await page.waitForURL(/\/student\/login$/);
    expect(await storedUser(page)).toEqual({});
    await context.close();
  });
});
