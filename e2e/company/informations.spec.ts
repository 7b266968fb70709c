import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from '../fixtures.ts';
import { apiToken, callApi, deleteNotices, NOTICE_TARGET, PRIORITY, publishNotice, walkReaderFlow } from '../information-admin-api.ts';

let browser: Browser;
let adminToken: string;
const created = new Set<number>();

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiToken('admin', 'admin@example.com');
});
afterAll(async () => {
  await deleteNotices(adminToken, created);
  await browser.close();
});

describe('company announcements', () => {
  it('reaches consulting companies only with target 3: company2@ gets 404 on its id', async () => {
    const notice = await publishNotice(adminToken, { name: `コンサル契約企業さまへ ${Date.now()}`, priority: PRIORITY.low, target: NOTICE_TARGET.consulting_companies });
    created.add(notice.id);
    for (const [email, visible] of [['company@example.com', true], ['company2@example.com', false]] as const) {
      const token = await apiToken('company', email);
      const me = (await (await callApi(token, 'GET', '/company/check_access_token')).json()) as { user: { company_id: number } };
      const list = (await (await callApi(token, 'GET', `/company/informations/${me.user.company_id}`)).json()) as Array<{ id: number }>;
      expect(list.some((item) => item.id === notice.id)).toBe(visible);
      expect((await callApi(token, 'POST', '/company/informations/read', { id: notice.id })).status).toBe(visible ? 204 : 404);
    }
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('walks the reader side at %s width', async (label, viewport) => {
    const { problems } = await walkReaderFlow(browser, adminToken, {
      area: 'company',
      email: 'company@example.com',
      viewport,
      label,
      target: NOTICE_TARGET.companies,
    });
    expect(problems).toEqual([]);
  });
});
