import type { InformationItem, InformationSummary } from '@manabiya/domain/contracts/informations';
import { DEFAULT_PAGE_SIZE } from '@manabiya/domain/contracts/common';
import { MAX_READER_PAGE_SIZE, SUMMARY_LATEST, SUMMARY_URGENT } from '@manabiya/domain/contracts/informations';
import { pathOf, TOTAL_COUNT_HEADER } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints as endpoints } from '@manabiya/domain/endpoints/informations';
import { NOTICE_TARGET, PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { PRIORITY, type Priority } from '@manabiya/domain/enums/priority';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createNotice, createStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 11: a reader gets one page of notices at a time, and the header's summary from its own small call (decision 031).
 * Issue 22: the page is the spec's array (§7), its total in X-Total-Count.
 */

let t: TestApp;
let admin: string;
let student: string;
let student2: string;
let companyUser: string;
let companyId: number;
let otherCompanyId: number;
const created: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t)).id;
  otherCompanyId = (await createCompany(t)).id;
  student = (await createStudent(t, companyId)).token;
  student2 = (await createStudent(t, companyId)).token;
  companyUser = (await createCompanyUser(t, companyId)).token;
});
afterAll(() => t.close());
afterEach(async () => {
  for (const id of created.splice(0)) await t.call('DELETE', pathOf(endpoints.remove, { id }), admin);
});

/** A notice published at `date` (ISO), to students unless told. */
async function notice(name: string, date: string, priority: Priority = PRIORITY.low, extra: Parameters<typeof createNotice>[1] = {}) {
  const item = await createNotice(t, { name, priority, notice_target: NOTICE_TARGET.students, publish_date: date, ...extra });
  created.push(item.id);
  return item;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();

/** One page of notices: the array the route answers, and the total from its header. */
async function page(token: string, query: string, url = pathOf(endpoints.studentList)): Promise<{ items: InformationItem[]; total: number }> {
  const response = await t.call('GET', `${url}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<InformationItem[]>();
  expect(Array.isArray(items)).toBe(true);
  return { items, total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]) };
}

async function summary(token: string, url = pathOf(endpoints.studentSummary)): Promise<InformationSummary> {
  const response = await t.call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InformationSummary>();
}

const read = (token: string, id: number) => t.call('POST', pathOf(endpoints.studentRead), token, { id });
const names = (items: readonly InformationItem[]) => items.map((item) => item.name);

describe('reader notices: pages', () => {
  it('answers one page at a time as an array, newest first, ties by id, with the total of what the reader sees in X-Total-Count', async () => {
    // 50 notices at the same moment, one older; a draft, a future one and one for companies are not the reader's.
    const tied = [];
    for (let i = 0; i < DEFAULT_PAGE_SIZE; i++) tied.push(await notice(`同時刻${i}`, day(10)));
    const older = await notice('古い', day(1));
    await notice('下書き', day(11), PRIORITY.low, { publish_status: PUBLISH_STATUS.private });
    await notice('予約', new Date(Date.now() + 86_400_000).toISOString());
    await notice('会社向け', day(12), PRIORITY.low, { notice_target: NOTICE_TARGET.companies });
    const total = DEFAULT_PAGE_SIZE + 1;
    const expected = [...tied.map((item) => item.id).sort((a, b) => b - a), older.id];

    // Without paging parameters: the first page of the spec's default size (§9: 50).
    const first = await page(student, '');
    expect([first.total, first.items.map((item) => item.id)]).toEqual([total, expected.slice(0, DEFAULT_PAGE_SIZE)]);
    const second = await page(student, 'page=1');
    expect([second.total, second.items.map((item) => item.id)]).toEqual([total, [older.id]]);
    // Pages of 20, as the notices page asks for them.
    const pagesOf20 = [await page(student, 'page_size=20'), await page(student, 'page=1&page_size=20'), await page(student, 'page=2&page_size=20')];
    expect(pagesOf20.map((one) => [one.total, one.items.length])).toEqual([
      [total, 20],
      [total, 20],
      [total, 11],
    ]);
    expect(pagesOf20.flatMap((one) => one.items).map((item) => item.id)).toEqual(expected);
    expect((await page(student, `page_size=${MAX_READER_PAGE_SIZE}`)).items.map((item) => item.id)).toEqual(expected);
    // Past the end: no items, the same total.
    expect(await page(student, 'page=6&page_size=10')).toEqual({ items: [], total });
    // The search narrows the total too.
    expect(await page(student, `q=${encodeURIComponent('古')}`)).toMatchObject({ total: 1, items: [expect.objectContaining({ id: older.id })] });

    // The company user sees only the company notice.
    const companyPage = await page(companyUser, '', pathOf(endpoints.companyList, { company_id: companyId }));
    expect([companyPage.total, names(companyPage.items)]).toEqual([1, ['会社向け']]);
  });

  it('refuses a page size above the reader limit and a negative page with a message, and another company’s path with 404', async () => {
    for (const query of [`page_size=${MAX_READER_PAGE_SIZE + 1}`, 'page_size=0', 'page_size=x', 'page=-1']) {
      const response = await t.call('GET', `${pathOf(endpoints.studentList)}?${query}`, student);
      expect(response.statusCode, query).toBe(400);
      const key = query.split('=')[0]!;
      expect(response.json<{ details: Record<string, string> }>().details[key], query).toEqual(expect.any(String));
    }
    expect((await t.call('GET', `${pathOf(endpoints.studentList)}?page_size=${MAX_READER_PAGE_SIZE + 1}`, student)).json<{ details: Record<string, string> }>().details.page_size).toBe(
      `1ページの件数は1〜${MAX_READER_PAGE_SIZE}の整数で指定してください。`,
    );
    for (const url of [pathOf(endpoints.companyList, { company_id: otherCompanyId }), pathOf(endpoints.companySummary, { company_id: otherCompanyId })]) {
      const response = await t.call('GET', url, companyUser);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('会社が見つかりません。');
    }
  });
});

describe('reader notices: summary', () => {
  it('gives the unread count, the newest notices, the unread urgent ones and the newest unread important one', async () => {
    const urgent = [];
    for (let i = 0; i < SUMMARY_URGENT + 2; i++) urgent.push(await notice(`緊急${i}`, day(20 + i), PRIORITY.high));
    const important = [await notice('重要・古い', day(30), PRIORITY.medium), await notice('重要・新しい', day(31), PRIORITY.medium)];
    const low = [await notice('通常1', day(32)), await notice('通常2', day(33))];
    // Not the reader's: a draft and a future urgent notice, and one to companies.
    await notice('緊急・下書き', day(40), PRIORITY.high, { publish_status: PUBLISH_STATUS.private });
    await notice('緊急・予約', new Date(Date.now() + 86_400_000).toISOString(), PRIORITY.high);
    await notice('緊急・会社向け', day(41), PRIORITY.high, { notice_target: NOTICE_TARGET.companies });
    const total = urgent.length + important.length + low.length;

    // The student has read the newest urgent and the newest important notice, and the newest of all.
    for (const id of [urgent.at(-1)!.id, important[1]!.id, low[1]!.id]) expect((await read(student, id)).statusCode).toBe(204);

    const mine = await summary(student);
    expect(mine.unread_count).toBe(total - 3);
    expect(mine.latest).toHaveLength(SUMMARY_LATEST);
    expect(mine.latest.map((item) => [item.name, item.read])).toEqual([
      ['通常2', true],
      ['通常1', false],
      ['重要・新しい', true],
      ['重要・古い', false],
      ['緊急6', true],
    ]);
    expect(names(mine.urgent_unread)).toEqual(['緊急5', '緊急4', '緊急3', '緊急2', '緊急1']);
    expect(mine.urgent_unread.every((item) => !item.read && item.priority === PRIORITY.high)).toBe(true);
    expect(mine.important_unread).toMatchObject({ name: '重要・古い', read: false, priority: PRIORITY.medium });
    // Whole items: the detail opens from them.
    expect(Object.keys(mine.urgent_unread[0]!).sort()).toEqual(['admin_id', 'content', 'created_at', 'id', 'information_files', 'name', 'priority', 'read']);
    expect(mine.urgent_unread[0]!.created_at).toBe(day(25));

    // Another student's marks are their own.
    const theirs = await summary(student2);
    expect(theirs.unread_count).toBe(total);
    expect(names(theirs.urgent_unread)).toEqual(['緊急6', '緊急5', '緊急4', '緊急3', '緊急2']);
    expect(theirs.important_unread?.name).toBe('重要・新しい');

    // The count agrees with the list, page by page.
    const all = await page(student, `page_size=${MAX_READER_PAGE_SIZE}`);
    expect(all.items.filter((item) => !item.read)).toHaveLength(mine.unread_count);

    // The company user's summary holds only the company notice.
    const company = await summary(companyUser, pathOf(endpoints.companySummary, { company_id: companyId }));
    expect([company.unread_count, names(company.latest), names(company.urgent_unread), company.important_unread]).toEqual([1, ['緊急・会社向け'], ['緊急・会社向け'], null]);

    // Everything read: nothing unread, the newest still listed.
    expect((await t.call('POST', pathOf(endpoints.studentReadAll), student)).statusCode).toBe(200);
    const after = await summary(student);
    expect([after.unread_count, after.urgent_unread, after.important_unread]).toEqual([0, [], null]);
    expect(after.latest.map((item) => item.read)).toEqual([true, true, true, true, true]);
  });

  it('is empty for a reader with no notices', async () => {
    const lonely = (await createStudent(t, companyId)).token;
    expect(await summary(lonely)).toEqual({ unread_count: 0, latest: [], urgent_unread: [], important_unread: null });
    expect(await page(lonely, '')).toEqual({ items: [], total: 0 });
  });
});
