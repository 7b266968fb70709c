import { authEndpoints } from '@manabiya/domain/endpoints/auth';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../fixtures.ts';
import { callApi, deleteNotices, NOTICE_TARGET, PRIORITY, publishNotice, walkReaderFlow } from '../information-admin-api.ts';
import { accountToken, createCompany, createCompanyUser, installAdminToken, type Account } from '../world.ts';

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
    const notice = await publishNotice(await installAdminToken(), { name: `コンサル契約企業さまへ ${Date.now()}`, priority: PRIORITY.low, target: NOTICE_TARGET.consulting_companies });
    created.add(notice.id);
    for (const [account, visible] of [[consulting, true], [plain, false]] as const) {
      const token = await accountToken('company', account.email);
      const me = (await (await callApi(token, authEndpoints.company.checkAccessToken)).json()) as { user: { company_id: number } };
      const list = (await (await callApi(token, informationEndpoints.companyList, { params: { company_id: me.user.company_id } })).json()) as Array<{ id: number }>;
      expect(list.some((item) => item.id === notice.id)).toBe(visible);
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
});
