import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InformationSummary } from '@manabiya/domain/contracts/informations';
import { DESKTOP, PHONE, screenshot, SCREENS_IN_BOTH_LANGUAGES, useBrowser, waitForStillness } from '../fixtures.ts';
import { callApi, deleteNotices, NOTICE_TARGET, openPortal, PRIORITY, publishNotice, waitForUnreadCount, walkPagedReader, walkReaderFlow } from '../information-admin-api.ts';
import { accountToken, createCompany, createCompanyUser, createNotice, installAdminToken, readEverything, uniqueMark, type Account } from '../world.ts';

const browser = useBrowser();
const created = new Set<number>();
/** A user of a consulting company and one of a company without consulting. */
let consulting: Account;
let plain: Account;

beforeAll(async () => {
  consulting = await createCompanyUser((await createCompany({ has_consulting_flg: true })).id);
  plain = await createCompanyUser((await createCompany({ has_consulting_flg: false })).id);
});
afterAll(async () => {
  await deleteNotices(await installAdminToken(), created);
});

describe('company announcements', () => {
  it('reaches consulting companies only with target 3: another company gets 404 on its id', async () => {
    const notice = await publishNotice(await installAdminToken(), { name: `コンサル契約の会社さまへ ${Date.now()}`, priority: PRIORITY.low, target: NOTICE_TARGET.consulting_companies });
    created.add(notice.id);
    for (const [account, visible] of [[consulting, true], [plain, false]] as const) {
      const token = await accountToken('company', account.email);
      const me = (await (await callApi(token, authEndpoints.company.checkAccessToken)).json()) as { user: { company_id: number } };
      // The newest notices come first: a notice just published is on the first page.
      const list = (await (await callApi(token, informationEndpoints.companyList, { params: { company_id: me.user.company_id } })).json()) as Array<{ id: number }>;
      expect(list.some((item) => item.id === notice.id)).toBe(visible);
      const summary = (await (await callApi(token, informationEndpoints.companySummary, { params: { company_id: me.user.company_id } })).json()) as { latest: Array<{ id: number }> };
      expect(summary.latest.some((item) => item.id === notice.id)).toBe(visible);
      expect((await callApi(token, informationEndpoints.companyRead, { body: { id: notice.id } })).status).toBe(visible ? 204 : 404);
    }
  });

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('walks the reader side at %s width', async (label, viewport) => {
    const { problems } = await walkReaderFlow(browser(), await installAdminToken(), {
      area: 'company',
      email: consulting.email,
      viewport,
      label,
      target: NOTICE_TARGET.companies,
    });
    expect(problems).toEqual([]);
  });

  it('searches the notices page and marks all read, the bell following live', async () => {
    const user = await createCompanyUser((await createCompany()).id);
    await readEverything('company', user.email);
    const stamp = uniqueMark();
    const adminToken = await installAdminToken();
    for (const name of [`請求書発行のご案内 ${stamp}`, `年末年始の休業日 ${stamp}`]) {
      created.add((await publishNotice(adminToken, { name, priority: PRIORITY.low, target: NOTICE_TARGET.companies })).id);
    }
    const { page, problems, context } = await openPortal(browser(), 'company', user.email, DESKTOP);
    await waitForUnreadCount(page, 2);
    await page.goto('/company/information');
    const rows = page.getByTestId('information-list-row');
    await rows.first().waitFor();
    await page.getByRole('searchbox', { name: '件名・本文で検索' }).fill(`休業日 ${stamp}`);
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(`年末年始の休業日 ${stamp}`)]);
    await page.getByTestId('information-mark-all-read').click();
    await waitForUnreadCount(page, 0);
    await expect.poll(() => page.locator('.MuiSnackbar-root').innerText()).toBe('2 件のお知らせを既読にしました。');
    await waitForStillness(page);
    await screenshot(page, 'company-information-read-all-desktop');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('company announcements, more than a page', () => {
  let banner: string;
  beforeAll(async () => {
    const stamp = uniqueMark();
    for (let i = 1; i <= 22; i++) created.add((await createNotice({ name: `ページ送りの確認 ${i} ${stamp}`, notice_target: NOTICE_TARGET.companies })).id);
    banner = `請求書送付先のご確認 ${stamp}`;
    created.add((await createNotice({ name: banner, priority: PRIORITY.medium, notice_target: NOTICE_TARGET.companies })).id);
  });

  const screens = SCREENS_IN_BOTH_LANGUAGES.map(([label, viewport, language]) => [label, language, viewport] as const);
  it.each(screens)('shows the bell, the banner and the notices page 20 at a time with 「もっと見る」 (%s, %s)', async (label, language, viewport) => {
    const user = await createCompanyUser((await createCompany()).id);
    const token = await accountToken('company', user.email);
    const me = (await (await callApi(token, authEndpoints.company.checkAccessToken)).json()) as { user: { company_id: number } };
    const summary = (await (await callApi(token, informationEndpoints.companySummary, { params: { company_id: me.user.company_id } })).json()) as InformationSummary;
    expect(summary.important_unread?.name).toBe(banner);
    const { problems } = await walkPagedReader(browser(), { area: 'company', email: user.email, viewport, label, language, unread: summary.unread_count, banner });
    expect(problems).toEqual([]);
  });
});
