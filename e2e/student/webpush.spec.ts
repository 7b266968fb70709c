import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, openPage, PHONE, screenshot, signIn, useBrowser } from '../fixtures.ts';
import { createCompany, createStudent } from '../world.ts';

const browser = useBrowser();
let email: string;
beforeAll(async () => {
  ({ email } = await createStudent((await createCompany()).id));
});

const card = (page: Page) => page.getByTestId('webpush-card');

async function openMypage(page: Page) {
  await page.goto('/student/mypage');
  await card(page).waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
}

const workerCount = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

describe('student push notifications', () => {
  it('keeps the login page without a service worker, and registers it from My Page', async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto('/student/login');
    await page.getByLabel('メールアドレス').waitFor();
    expect(await workerCount(page)).toBe(0);

    await signIn(page, 'student', email);
    await openMypage(page);
    // Headless Chromium without a granted permission: the switch is there, off.
    await expect.poll(() => card(page).getAttribute('data-status')).toBe('off');
    expect(await page.getByRole('switch', { name: 'プッシュ通知を受け取る' }).isChecked()).toBe(false);
    expect(await workerCount(page)).toBe(1);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toBe(`${baseURL}/sw.js`);
    await screenshot(page, 'student-webpush-desktop');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a pushed notice as a notification with its title, body, tag and link', async () => {
    const { context, page, close } = await openPage(browser(), PHONE);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signIn(page, 'student', email);
    const cdp = await context.newCDPSession(page);
    const registrationIds: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) if (!registration.isDeleted && registration.scopeURL === `${baseURL}/`) registrationIds.push(registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await openMypage(page);
    await expect.poll(() => card(page).getAttribute('data-status')).toBe('off');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => registrationIds.length).toBeGreaterThan(0);

    const payload = { type: 'information', id: 987654, title: '【重要】休講のお知らせ', body: '明日の講義は休講です。', url: '/student/information?id=987654' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: registrationIds.at(-1)!, data: JSON.stringify(payload) });
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown })),
      );
    await expect.poll(shown).toEqual([
      { title: payload.title, body: payload.body, tag: 'information-987654', icon: `${baseURL}/favicon.svg`, data: { url: `${baseURL}${payload.url}` } },
    ]);
    await screenshot(page, 'student-webpush-phone');
    await page.evaluate(async () => {
      for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
    });
    await close();
  });
});
