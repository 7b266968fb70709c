import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InformationAdminItem, InformationAudience, InformationBodyInput, InformationItem, InformationSummary, ReadAllInformationsResult } from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { pathOf, TOTAL_COUNT_HEADER } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints as endpoints } from '@manabiya/domain/endpoints/informations';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime } from '../../test/realtime-client.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* Issue 10: publishing is a decision (draft first, its own call, announced once), the audience count, and the readers' "mark all read" and search. */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-information-publishing-'));
let t: TestApp;
let baseUrl: string;
let admin: string;
/** A student of a plain company with a browser subscribed to web push, another student, and a company user. */
let student: string;
let student2: string;
let companyUser: string;
let companyId: number;

/** A local push service: records the Topic header (information-<id>) of every push it receives. */
const pushedTopics: string[] = [];
let pushServer: http.Server;
let pushUrl: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLISH_POLL_MS: '200', REALTIME_PING_MS: '200', PUSH_ALLOW_LOCAL_TEST_PEER: 'true' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  pushServer = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      pushedTopics.push(String(request.headers.topic));
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;

  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t, { name: '公開テスト株式会社', has_consulting_flg: false })).id;
  student = (await createStudent(t, companyId)).token;
  student2 = (await createStudent(t, companyId)).token;
  companyUser = (await createCompanyUser(t, companyId)).token;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = { endpoint: `${pushUrl}/push/student-browser`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
  expect((await t.call('POST', '/api/student/webpush/subscription', student, subscription)).statusCode).toBe(204);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => pushServer.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const body = (overrides: Partial<InformationBodyInput> = {}): InformationBodyInput => ({
  name: '【緊急】休講のお知らせ',
  content: '本日の講義は休講です。',
  priority: 2,
  notice_target: 0,
  ...overrides,
});

async function createDraft(overrides: Partial<InformationBodyInput> = {}): Promise<InformationAdminItem> {
  const response = await t.call('POST', pathOf(endpoints.create), admin, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InformationAdminItem>();
}

const publish = (id: number, publishDate: string | null = null, token = admin) => t.call('POST', pathOf(endpoints.publish, { id }), token, { publish_date: publishDate });

/** One page of a reader's notices (the first unless asked). */
const noticePage = async (url: string, token: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
  const response = await t.call('GET', `${url}${search ? `?${search}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  // The spec's array (§7); the total of the whole list in its header.
  return { items: response.json<InformationItem[]>(), total: Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]) };
};

/** Every notice of a student (matching `q`), page by page. */
const studentNotices = async (token = student, q?: string) => {
  const items: InformationItem[] = [];
  for (let page = 0; ; page++) {
    const body = await noticePage(pathOf(endpoints.studentList), token, { page, page_size: 100, ...(q === undefined ? {} : { q }) });
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
};

const summaryOf = async (token: string, url = pathOf(endpoints.studentSummary)) => {
  const response = await t.call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InformationSummary>();
};

/** Waits for the push of a notice (the push goes out after the response). */
async function waitForPush(id: number): Promise<void> {
  await expect.poll(() => pushedTopics.filter((topic) => topic === `information-${id}`).length, { timeout: 5000, interval: 20 }).toBeGreaterThan(0);
}

describe('publishing a notice', () => {
  it('starts a new notice as a draft: saving and editing it reaches nobody, neither live nor by push', async () => {
    const socket = await connectRealtime(baseUrl, 'student', student);
    try {
      const draft = await createDraft();
      expect(draft).toMatchObject({ publish_status: 0, published: false, abilities: { edit: true, delete: true, publish: true } });
      const edited = await t.call('PUT', pathOf(endpoints.update, { id: draft.id }), admin, body({ name: '【緊急】休講のお知らせ（訂正）' }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<InformationAdminItem>().publish_status).toBe(0);
      expect((await studentNotices()).some((item) => item.id === draft.id)).toBe(false);

      // A notice published after the draft's saves: once its event and push are here, anything the draft's saves sent would be too.
      const sentinel = await createDraft({ name: '目印' });
      expect((await publish(sentinel.id)).statusCode).toBe(200);
      await socket.waitFor((event) => event.id === sentinel.id, 3000);
      await waitForPush(sentinel.id);
      expect(socket.events.filter((event) => event.id === draft.id)).toEqual([]);
      expect(pushedTopics).not.toContain(`information-${draft.id}`);
      for (const { id } of [draft, sentinel]) await t.call('DELETE', pathOf(endpoints.remove, { id }), admin);
    } finally {
      socket.close();
    }
  });

  it('publishes once under a double click: one live event, one push, one audit entry', async () => {
    const socket = await connectRealtime(baseUrl, 'student', student);
    try {
      const draft = await createDraft();
      const [first, second] = await Promise.all([publish(draft.id), publish(draft.id)]);
      for (const response of [first, second]) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<InformationAdminItem>()).toMatchObject({ publish_status: 1, published: true, abilities: { publish: false } });
      }
      // Publishing again later changes nothing either.
      expect((await publish(draft.id)).json<InformationAdminItem>().publish_date).toBe(first.json<InformationAdminItem>().publish_date);
      await socket.waitFor((event) => event.type === 'information.created' && event.id === draft.id);
      await waitForPush(draft.id);

      const sentinel = await createDraft({ name: '目印2' });
      await publish(sentinel.id);
      await socket.waitFor((event) => event.id === sentinel.id, 3000);
      await waitForPush(sentinel.id);
      expect(socket.events.filter((event) => event.id === draft.id)).toEqual([{ type: 'information.created', id: draft.id }]);
      expect(pushedTopics.filter((topic) => topic === `information-${draft.id}`)).toHaveLength(1);

      const seen = (await studentNotices()).find((item) => item.id === draft.id);
      expect(seen).toMatchObject({ read: false, priority: 2 });
      const history = (await t.call('GET', pathOf(endpoints.history, { id: draft.id }), admin)).json<unknown[]>();
      // Created, then published once.
      expect(history).toHaveLength(2);
      for (const { id } of [draft, sentinel]) await t.call('DELETE', pathOf(endpoints.remove, { id }), admin);
    } finally {
      socket.close();
    }
  });

  it('publishes at a chosen date: hidden and silent until then, announced when it comes', async () => {
    const socket = await connectRealtime(baseUrl, 'student', student);
    try {
      const draft = await createDraft({ priority: 0 });
      const at = new Date(Date.now() + 1500).toISOString();
      const response = await publish(draft.id, at);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<InformationAdminItem>()).toMatchObject({ publish_status: 1, published: false });
      expect(new Date(response.json<InformationAdminItem>().publish_date).toISOString()).toBe(at);
      expect((await studentNotices()).some((item) => item.id === draft.id)).toBe(false);
      expect(socket.events.some((event) => event.id === draft.id)).toBe(false);
      await socket.waitFor((event) => event.type === 'information.created' && event.id === draft.id, 5000);
      expect((await studentNotices()).some((item) => item.id === draft.id)).toBe(true);
      await t.call('DELETE', pathOf(endpoints.remove, { id: draft.id }), admin);
    } finally {
      socket.close();
    }
  });

  it('is refused without write access, for a missing notice and for a malformed date', async () => {
    const draft = await createDraft();
    const reader = await staffWith(t, { information: ACCESS_LEVEL.read });
    const refused = await publish(draft.id, null, reader.token);
    expect(refused.statusCode).toBe(403);
    expect((await publish(987654)).statusCode).toBe(404);
    const malformed = await publish(draft.id, 'tomorrow');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.any(String), details: { publish_date: expect.any(String) } });
    expect((await t.call('GET', pathOf(endpoints.get, { id: draft.id }), admin)).json<InformationAdminItem>().publish_status).toBe(0);
    // A reader's level sees the draft without the actions it may not take.
    expect((await t.call('GET', pathOf(endpoints.get, { id: draft.id }), reader.token)).json<InformationAdminItem>().abilities).toEqual({ edit: false, delete: false, publish: false });
    await t.call('DELETE', pathOf(endpoints.remove, { id: draft.id }), admin);
  });
});

describe('audience count', () => {
  const audience = (query: string, token = admin) => t.call('GET', `${pathOf(endpoints.audience)}?${query}`, token);

  it('counts, for each target, exactly the accounts the notice then reaches', async () => {
    for (const [target, filter] of [[0, 0], [1, 0], [2, 0], [3, 0], [2, -1], [0, -1]] as const) {
      const response = await audience(`notice_target=${target}&company_filter=${filter}`);
      expect(response.statusCode, response.body).toBe(200);
      const counts = response.json<InformationAudience>();
      expect(counts.total).toBe(counts.students + counts.company_users);
      const created = await createDraft({ notice_target: target, company_filter: filter, publish_status: 1 });
      expect(counts.total, `target ${target} filter ${filter}`).toBe(created.audience_count);
      const unread = (await t.call('GET', `${pathOf(endpoints.unread, { id: created.id })}?page_size=200`, admin)).json<ListResponse<{ account_type: string }>>();
      expect(unread.items.filter((row) => row.account_type === 'student')).toHaveLength(counts.students);
      expect(unread.items.filter((row) => row.account_type === 'company')).toHaveLength(counts.company_users);
      await t.call('DELETE', pathOf(endpoints.remove, { id: created.id }), admin);
    }
    const scoped = (await audience('notice_target=0&course_scope=1&course_ids=987,988')).json<InformationAudience>();
    expect(scoped).toEqual({ students: 0, company_users: 0, total: 0 });
  });

  it('needs the information section (read is enough) and refuses a malformed target with a message', async () => {
    const reader = await staffWith(t, { information: ACCESS_LEVEL.read });
    expect((await audience('notice_target=2', reader.token)).statusCode).toBe(200);
    const other = await staffWith(t, { company: ACCESS_LEVEL.all });
    expect((await audience('notice_target=2', other.token)).statusCode).toBe(403);
    for (const query of ['notice_target=9', '', 'notice_target=0&company_filter=5', 'notice_target=0&course_scope=1&course_ids=abc']) {
      const response = await audience(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message.length, query).toBeGreaterThan(0);
    }
  });
});

describe('readers: mark all read and search', () => {
  it('marks every visible notice read for this reader only, leaving drafts and other readers alone', async () => {
    const one = await createDraft({ name: '既読テスト1', priority: 0, notice_target: 2, publish_status: 1 });
    const two = await createDraft({ name: '既読テスト2', priority: 1, notice_target: 2, publish_status: 1 });
    const draft = await createDraft({ name: '既読テスト下書き', priority: 0, notice_target: 2 });
    const unreadBefore = (await studentNotices()).filter((item) => !item.read).length;
    expect(unreadBefore).toBeGreaterThanOrEqual(2);
    expect((await summaryOf(student)).unread_count).toBe(unreadBefore);

    const marked = await t.call('POST', pathOf(endpoints.studentReadAll), student);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<ReadAllInformationsResult>()).toEqual({ marked: unreadBefore });
    expect((await studentNotices()).every((item) => item.read)).toBe(true);
    expect(await summaryOf(student)).toMatchObject({ unread_count: 0, urgent_unread: [], important_unread: null });
    expect((await t.call('POST', pathOf(endpoints.studentReadAll), student)).json<ReadAllInformationsResult>()).toEqual({ marked: 0 });
    expect((await studentNotices(student2)).filter((item) => [one.id, two.id].includes(item.id)).every((item) => !item.read)).toBe(true);
    expect((await t.call('GET', pathOf(endpoints.get, { id: one.id }), admin)).json<InformationAdminItem>().read_count).toBe(1);

    // The draft was not marked: once published, it arrives unread.
    await publish(draft.id);
    expect((await studentNotices()).find((item) => item.id === draft.id)).toMatchObject({ read: false });

    // A company user's own notices; a student token is refused on the company route.
    expect((await t.call('POST', pathOf(endpoints.companyReadAll), companyUser)).json<ReadAllInformationsResult>().marked).toBeGreaterThanOrEqual(3);
    const companyList = await noticePage(pathOf(endpoints.companyList, { company_id: companyId }), companyUser, { page_size: 100 });
    expect(companyList.total).toBeLessThanOrEqual(100);
    expect(companyList.items.every((item) => item.read)).toBe(true);
    expect((await summaryOf(companyUser, pathOf(endpoints.companySummary, { company_id: companyId }))).unread_count).toBe(0);
    expect((await t.call('POST', pathOf(endpoints.companyReadAll), student)).statusCode).toBe(403);
    for (const { id } of [one, two, draft]) await t.call('DELETE', pathOf(endpoints.remove, { id }), admin);
  });

  it('searches the reader’s notices by subject and content on the server, never beyond what the reader sees', async () => {
    const bySubject = await createDraft({ name: '避難訓練のお知らせ', content: '10時に集合してください。', priority: 0, notice_target: 2, publish_status: 1 });
    const byContent = await createDraft({ name: '設備点検', content: '当日は避難経路が一部通れません。', priority: 0, notice_target: 2, publish_status: 1 });
    const hidden = await createDraft({ name: '避難訓練（下書き）', priority: 0, notice_target: 2 });
    const forCompanies = await createDraft({ name: '避難訓練（会社向け）', priority: 0, notice_target: 1, publish_status: 1 });
    const found = (await studentNotices(student, '避難')).map((item) => item.id);
    expect(found.sort()).toEqual([bySubject.id, byContent.id].sort());
    expect((await studentNotices(student, '集合')).map((item) => item.id)).toEqual([bySubject.id]);
    // LIKE wildcards match themselves.
    expect(await studentNotices(student, '%')).toEqual([]);
    const companyFound = await noticePage(pathOf(endpoints.companyList, { company_id: companyId }), companyUser, { q: '避難訓練' });
    expect(companyFound.items.map((item) => item.id).sort()).toEqual([bySubject.id, forCompanies.id].sort());
    expect(companyFound.total).toBe(2);
    // A page of one: the search's total stays the whole count, the second page holds the older match.
    const firstOfOne = await noticePage(pathOf(endpoints.studentList), student, { q: '避難', page_size: 1 });
    const secondOfOne = await noticePage(pathOf(endpoints.studentList), student, { q: '避難', page_size: 1, page: 1 });
    expect([firstOfOne.total, secondOfOne.total, firstOfOne.items.length, secondOfOne.items.length]).toEqual([2, 2, 1, 1]);
    expect([...firstOfOne.items, ...secondOfOne.items].map((item) => item.id)).toEqual([byContent.id, bySubject.id]);
    const tooLong = await t.call('GET', `${pathOf(endpoints.studentList)}?q=${'あ'.repeat(101)}`, student);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ details: { q: expect.any(String) } });
    for (const { id } of [bySubject, byContent, hidden, forCompanies]) await t.call('DELETE', pathOf(endpoints.remove, { id }), admin);
  });
});
