import zlib from 'node:zlib';
import type { InformationAdminItem, InformationBodyInput } from '@manabiya/domain/contracts/informations';
import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { pathOf, searchOf, type EndpointDefinition, type EndpointInput } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { realtimeSockets } from '@manabiya/domain/endpoints/realtime';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import { NOTICE_TARGET, PUBLISH_STATUS, type NoticeTarget } from '@manabiya/domain/enums/information';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, baseURL, DEMO_PASSWORD, openPage, screenshot, signIn, waitForStillness, watchLiveSocket, type Area } from './fixtures.ts';

/**
 * How long a page may take to show a notice published while it is open. Notice queries never refetch
 * on their own (NEVER_STALE in information-api.ts), so a notice that appears without a reload came
 * through the socket however long it took; the bound only allows for a loaded machine (two browser
 * workers beside the servers on two cores took over 15 s once).
 */
export const LIVE_EVENT_TIMEOUT_MS = 30_000;

export { NOTICE_TARGET, PRIORITY };

type CallInput = { params?: object; query?: Parameters<typeof searchOf>[0]; body?: unknown; form?: FormData };

/** Sends one call of an endpoint (its method and path come from its definition), with the bearer token when given. */
async function send(endpoint: EndpointDefinition, token: string | undefined, input: CallInput = {}): Promise<Response> {
  const json = input.form === undefined && input.body !== undefined;
  return fetch(`${baseURL}${pathOf(endpoint, input.params)}${searchOf(input.query)}`, {
    method: endpoint.method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: input.form ?? (input.body === undefined ? null : JSON.stringify(input.body)),
  });
}

/** Signs in to a portal's API in node and returns the bearer token. */
export async function apiToken(area: Area, email: string): Promise<string> {
  const response = await send(authEndpoints[area].login, undefined, { body: { email, password: DEMO_PASSWORD } });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls an endpoint as the holder of `token`, typed by its definition; the caller reads the status and body. */
export function callApi<E extends EndpointDefinition>(token: string, endpoint: E, ...[input]: object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]): Promise<Response> {
  return send(endpoint, token, input as CallInput | undefined);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (a diagonal gradient with stripes) so the screenshots show an image, not a blank. */
export function makePng(width = 480, height = 320): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.floor((x + y) / 40) % 2 === 0;
      raw[row + 1 + x * 3] = stripe ? 30 : 250;
      raw[row + 2 + x * 3] = Math.round((x / width) * 200) + 30;
      raw[row + 3 + x * 3] = Math.round((y / height) * 200) + 40;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export interface NoticeInput {
  name: string;
  priority: Priority;
  target: NoticeTarget;
  content?: string;
  /** Names of PNG images to attach. */
  images?: string[];
}

/**
 * Publishes a notice now through the admin API as the editor does: saved as a draft (the default),
 * then published by its own call. Remember its id to delete it afterwards.
 */
export async function publishNotice(adminToken: string, input: NoticeInput): Promise<InformationAdminItem> {
  const body: InformationBodyInput = {
    name: input.name,
    content: input.content ?? `${input.name}の本文です。\n詳しくは https://example.com/manabiya をご覧ください。`,
    priority: input.priority,
    notice_target: input.target,
    publish_date: null,
    information_files: (input.images ?? []).map((name) => ({ changed: 0 as const, name })),
  };
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  for (const name of input.images ?? []) form.append('images', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), name);
  const response = await callApi(adminToken, informationEndpoints.create, { form });
  if (response.status !== 201) throw new Error(`create draft: ${response.status} ${await response.text()}`);
  const draft = (await response.json()) as InformationAdminItem;
  if (draft.publish_status !== PUBLISH_STATUS.private) throw new Error(`a new notice should be a draft, got status ${draft.publish_status}`);
  const published = await callApi(adminToken, informationEndpoints.publish, { params: { id: draft.id }, body: { publish_date: null } });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  return (await published.json()) as InformationAdminItem;
}

export async function readNotice(adminToken: string, id: number): Promise<InformationAdminItem> {
  const response = await callApi(adminToken, informationEndpoints.get, { params: { id } });
  if (!response.ok) throw new Error(`get notice ${id}: ${response.status}`);
  return (await response.json()) as InformationAdminItem;
}

export async function deleteNotices(adminToken: string, ids: Iterable<number>): Promise<void> {
  for (const id of ids) {
    const response = await callApi(adminToken, informationEndpoints.remove, { params: { id } });
    if (response.status !== 204 && response.status !== 404) throw new Error(`delete notice ${id}: ${response.status}`);
  }
}

/**
 * Signs in and waits until the page's live-update socket is open, so a notice published next
 * arrives through it rather than through the first load.
 */
export async function openPortal(browser: Browser, area: 'company' | 'student', email: string, viewport: { width: number; height: number }) {
  const { context, page, problems } = await openPage(browser, viewport);
  const liveSocket = await watchLiveSocket(page);
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith(realtimeSockets[area].path));
  await signIn(page, area, email);
  await socket;
  await page.getByTestId('notification-bell').waitFor();
  await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
  // The server has accepted the upgrade: a notice published from now on reaches the page live.
  await liveSocket.accepted;
  return { context, page, problems };
}

/** Lets a dialog's or popover's opening transition finish before a screenshot. */
async function settle(page: Page): Promise<void> {
  await waitForStillness(page);
}

export async function bellHasDot(page: Page): Promise<boolean> {
  return (await page.getByTestId('notification-bell').getAttribute('data-unread')) === 'true';
}

/** The bell's unread count (the demo data has unread notices of its own). */
export async function unreadCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('notification-bell').getAttribute('data-unread-count'));
}

/** Waits until the bell shows `count` unread notices. */
export async function waitForUnreadCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="notification-bell"]')?.getAttribute('data-unread-count') === String(expected),
    count,
  );
}

/**
 * The whole reader side at one width, with a screenshot of each state: banner and bell dot, the
 * popover, a live urgent alert, its detail with an image, the image viewer and the notices page.
 * Returns what it checked for the spec to assert; deletes its notices in any case.
 */
export async function walkReaderFlow(
  browser: Browser,
  adminToken: string,
  options: { area: 'company' | 'student'; email: string; viewport: { width: number; height: number }; label: string; target: NoticeTarget },
): Promise<{ problems: string[] }> {
  const { area, email, viewport, label, target } = options;
  const created: number[] = [];
  const problems: string[] = [];
  const { context, page } = await openPortal(browser, area, email, viewport);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  try {
    const stamp = `${label}-${Date.now() % 100_000}`;
    const low = await publishNotice(adminToken, { name: `研修日程のご案内 ${stamp}`, priority: PRIORITY.low, target });
    created.push(low.id);
    const medium = await publishNotice(adminToken, { name: `アンケートご協力のお願い ${stamp}`, priority: PRIORITY.medium, target });
    created.push(medium.id);

    // Live: the bell dot and the banner arrive without reload.
    await page.getByTestId('information-banner').getByText(medium.name).waitFor({ timeout: LIVE_EVENT_TIMEOUT_MS });
    if (!(await bellHasDot(page))) problems.push('no bell dot after two unread notices arrived');
    await screenshot(page, `${area}-information-banner-${label}`);

    await page.getByTestId('notification-bell').click();
    const popover = page.getByTestId('information-popover');
    await popover.waitFor();
    for (const notice of [low, medium]) {
      const dots = await popover.getByTestId('information-row').filter({ hasText: notice.name }).getByTestId('unread-dot').count();
      if (dots !== 1) problems.push(`popover: no orange dot on ${notice.name}`);
    }
    await settle(page);
    await screenshot(page, `${area}-information-popover-${label}`);
    await popover.getByTestId('information-row').filter({ hasText: low.name }).click();
    const detail = page.getByTestId('information-detail');
    await detail.getByRole('heading', { name: low.name }).waitFor();
    const link = detail.getByRole('link', { name: 'https://example.com/manabiya' });
    if ((await link.getAttribute('rel')) !== 'noopener noreferrer') problems.push('detail: link without rel noopener');
    await detail.getByTestId('information-detail-close').click();
    await detail.waitFor({ state: 'hidden' });

    // Live: a high notice opens the urgent alert.
    const high = await publishNotice(adminToken, {
      name: `【緊急】システムメンテナンスのお知らせ ${stamp}`,
      priority: PRIORITY.high,
      target,
      content: '本日 18:00〜20:00 はメンテナンスのため利用できません。\n\n作業内容の詳細: https://example.com/maintenance\nご不便をおかけします。',
      images: ['maintenance.png', 'schedule.png'],
    });
    created.push(high.id);
    const alert = page.getByRole('alertdialog');
    await alert.getByText(high.name).waitFor({ timeout: LIVE_EVENT_TIMEOUT_MS });
    await settle(page);
    await screenshot(page, `${area}-information-urgent-${label}`);
    await alert.getByTestId('urgent-information-confirm').click();
    await detail.getByRole('heading', { name: high.name }).waitFor();
    await detail.getByTestId('information-image').first().locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await settle(page);
    await screenshot(page, `${area}-information-detail-${label}`);
    const violations = await accessibilityViolations(page);
    if (violations.length > 0) problems.push(...violations.map((v) => `axe (detail): ${v}`));

    await detail.getByTestId('information-image').first().click();
    const viewer = page.getByTestId('image-viewer');
    await viewer.getByTestId('viewer-image').waitFor();
    // Titled by the notice, not by the uploader's file name; the zoom reads as a percentage.
    if ((await viewer.getByTestId('image-viewer-title').innerText()) !== high.name) problems.push('viewer: not titled by the notice');
    if ((await viewer.getByRole('heading').innerText()).includes('maintenance.png')) problems.push('viewer: shows the file name');
    if ((await viewer.getByTestId('image-zoom').innerText()) !== '100%') problems.push('viewer: zoom does not start at 100%');
    await viewer.getByRole('button', { name: '拡大' }).click();
    if ((await viewer.getByTestId('image-zoom').innerText()) !== '200%') problems.push('viewer: zoom did not step to 200%');
    await settle(page);
    await screenshot(page, `${area}-information-viewer-${label}`);
    await viewer.getByRole('button', { name: '閉じる' }).click();
    await viewer.waitFor({ state: 'hidden' });
    await detail.getByTestId('information-detail-close').click();
    await detail.waitFor({ state: 'hidden' });

    // The notices page: read and unread, the medium one still unread.
    await page.goto(`/${area}/information`);
    const rows = page.getByTestId('information-list-row');
    await rows.first().waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    const unreadRow = rows.filter({ hasText: medium.name });
    if ((await unreadRow.getAttribute('data-unread')) !== 'true') problems.push('notices page: medium notice not unread');
    await screenshot(page, `${area}-information-page-${label}`);
    const pageViolations = await accessibilityViolations(page);
    if (pageViolations.length > 0) problems.push(...pageViolations.map((v) => `axe (page): ${v}`));
    await unreadRow.click();
    await detail.getByRole('heading', { name: medium.name }).waitFor();
    await detail.getByTestId('information-detail-close').click();
    await page.waitForFunction((name) => {
      const row = [...document.querySelectorAll('[data-testid="information-list-row"]')].find((element) => element.textContent?.includes(name));
      return row?.getAttribute('data-unread') === 'false';
    }, medium.name);
  } finally {
    await deleteNotices(adminToken, created);
    await context.close();
  }
  return { problems };
}

/**
 * The reader side with more notices than one page (issue 11, decision 031), in Japanese or English,
 * with a screenshot of each state: the dashboard banner, the bell (its count is every unread notice,
 * its popover the newest five) and the notices page, 20 at a time with 「もっと見る」. `unread` is
 * what the reader's summary says before the walk; `banner` the subject of the newest unread
 * important notice. Returns what went wrong for the spec to assert.
 */
export async function walkPagedReader(
  browser: Browser,
  options: { area: 'company' | 'student'; email: string; viewport: { width: number; height: number }; label: string; language: 'ja' | 'en'; unread: number; banner: string },
): Promise<{ problems: string[] }> {
  const { area, email, viewport, label, language, unread, banner } = options;
  const problems: string[] = [];
  const { context, page, problems: pageProblems } = await openPortal(browser, area, email, viewport);
  const shot = (what: string) => screenshot(page, `${area}-information-paged-${what}-${label}-${language}`);
  try {
    if (language === 'en') {
      await page.getByTestId('profile-menu-button').click();
      await page.getByRole('menuitem', { name: /English/ }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.keyboard.press('Escape');
    }
    await waitForUnreadCount(page, unread);
    await page.getByTestId('information-banner').getByText(banner).waitFor();
    await settle(page);
    await shot('banner');

    await page.getByTestId('notification-bell').click();
    const popover = page.getByTestId('information-popover');
    await popover.waitFor();
    const popoverRows = await popover.getByTestId('information-row').count();
    if (popoverRows !== 5) problems.push(`popover: ${popoverRows} rows, not the newest 5`);
    if ((await popover.getByTestId('information-row').first().innerText()).includes(banner) === false) problems.push('popover: the newest notice is not first');
    await settle(page);
    await shot('popover');
    const popoverViolations = await accessibilityViolations(page);
    if (popoverViolations.length > 0) problems.push(...popoverViolations.map((v) => `axe (popover): ${v}`));
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });

    await page.goto(`/${area}/information`);
    const rows = page.getByTestId('information-list-row');
    await rows.first().waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    if ((await rows.count()) !== 20) problems.push(`notices page: ${await rows.count()} rows on the first page, not 20`);
    const shown = page.getByTestId('information-shown');
    const total = Number((await shown.innerText()).match(/(\d+)/g)?.[language === 'en' ? 1 : 0]);
    if (!(total > 20)) problems.push(`notices page: a total of ${total}, expected more than a page`);
    await settle(page);
    await shot('page');
    const pageViolations = await accessibilityViolations(page);
    if (pageViolations.length > 0) problems.push(...pageViolations.map((v) => `axe (page): ${v}`));

    // 「もっと見る」: the next 20 come in below, and the first of them takes the focus.
    await page.getByTestId('information-load-more').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="information-list-row"]').length > 20);
    await page.waitForFunction(() => document.activeElement === document.querySelectorAll('[data-testid="information-list-row"]')[20]);
    const loaded = await rows.count();
    if (loaded !== Math.min(total, 40)) problems.push(`notices page: ${loaded} rows after 「もっと見る」, expected ${Math.min(total, 40)}`);
    // The whole page from its top: fixed parts (the header) would otherwise be drawn where it was scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await shot('page-more');

    // A notice of the second page read: it stays in its place, read, and the bell counts one less.
    const second = rows.nth(20);
    if ((await second.getAttribute('data-unread')) !== 'true') problems.push('notices page: the 21st notice of a new reader is not unread');
    const subject = (await second.innerText()).split('\n').at(-1) ?? '';
    await second.click();
    const detail = page.getByTestId('information-detail');
    await detail.getByRole('heading', { name: subject }).waitFor();
    await detail.getByTestId('information-detail-close').click();
    await detail.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="information-list-row"]')[20]?.getAttribute('data-unread') === 'false');
    if ((await rows.count()) !== loaded) problems.push('notices page: reading a notice changed the rows shown');
    await waitForUnreadCount(page, unread - 1);
  } finally {
    await context.close();
  }
  return { problems: [...pageProblems, ...problems] };
}
