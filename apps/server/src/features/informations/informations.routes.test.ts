import fs from 'node:fs/promises';
import type { InformationAdminItem, InformationBodyInput, InformationItem, InformationReader } from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { TOTAL_COUNT_HEADER } from '@manabiya/domain/endpoints/define-endpoint';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, PNG_BYTES, type MultipartPart } from '../../test/multipart.ts';
import { connectRealtime } from '../../test/realtime-client.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, staffWith } from '../../test/factories.ts';
import { createCourseWorld } from '../../test/learning-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
/** The e-mail of each reader: `student` and `company` of a consulting company, `student2` and `company2` of a plain one. */
const emails: Record<string, string> = {};
const dataDir = `/tmp/manabiya-test-informations-${process.pid}`;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLISH_POLL_MS: '200', REALTIME_PING_MS: '200' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tokens.admin = (await createAdmin(t)).token;
  // Staff without the information section.
  tokens.sales = (await staffWith(t, { company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read })).token;
  const consulting = await createCompany(t, { name: 'アルファ株式会社', has_consulting_flg: true });
  const plain = await createCompany(t, { name: 'ベータ商事', has_consulting_flg: false });
  for (const [who, account] of Object.entries({
    student: await createStudent(t, consulting.id),
    student2: await createStudent(t, plain.id),
    company: await createCompanyUser(t, consulting.id),
    company2: await createCompanyUser(t, plain.id),
  })) {
    tokens[who] = account.token;
    emails[who] = account.email;
  }
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});


const notice = (overrides: Partial<InformationBodyInput> = {}): InformationBodyInput => ({
  name: 'メンテナンスのお知らせ',
  content: '11月30日 2:00〜4:00 はご利用いただけません。\n詳しくは https://example.com/maintenance をご覧ください。',
  priority: 0,
  notice_target: 2,
  publish_status: 1,
  ...overrides,
});

async function create(overrides: Partial<InformationBodyInput> = {}): Promise<InformationAdminItem> {
  const response = await t.call('POST', '/api/admin/information', tokens.admin, notice(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InformationAdminItem>();
}

async function companyIdOf(token: string): Promise<number> {
  return (await t.call('GET', '/api/company/check_access_token', token)).json<{ user: { company_id: number } }>().user.company_id;
}

/** Every notice the reader sees, page by page (100 a page, the most a reader may ask for). */
async function noticesOf(who: 'student' | 'student2' | 'company' | 'company2'): Promise<InformationItem[]> {
  const url = who.startsWith('company') ? `/api/company/informations/${await companyIdOf(tokens[who]!)}` : '/api/student/informations';
  const items: InformationItem[] = [];
  for (let page = 0; ; page++) {
    const response = await t.call('GET', `${url}?page=${page}&page_size=100`, tokens[who]);
    expect(response.statusCode, response.body).toBe(200);
    // The spec's array (§7); the total of the whole list in its header.
    const pageItems = response.json<InformationItem[]>();
    items.push(...pageItems);
    if (pageItems.length === 0 || items.length >= Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()])) return items;
  }
}

const readUrl = (who: string) => `/api/${who.startsWith('company') ? 'company' : 'student'}/informations/read`;

describe('notices: audience', () => {
  it('reaches exactly the audience of target, company filter and course scope; both directions agree', async () => {
    const cases = [
      { target: 0, filter: 0, audience: ['student', 'student2'] },
      { target: 1, filter: 0, audience: ['company', 'company2'] },
      { target: 2, filter: 0, audience: ['student', 'student2', 'company', 'company2'] },
      { target: 3, filter: 0, audience: ['company'] },
      { target: 2, filter: -1, audience: ['student', 'company'] },
      { target: 0, filter: -1, audience: ['student'] },
    ] as const;
    for (const { target, filter, audience } of cases) {
      const created = await create({ name: `対象${target}/${filter}`, notice_target: target, company_filter: filter });
      const unread = (await t.call('GET', `/api/admin/information/${created.id}/unread?page_size=200`, tokens.admin)).json<ListResponse<InformationReader>>();
      expect(created.audience_count).toBe(unread.total);
      expect(created.read_count).toBe(0);
      for (const who of ['student', 'student2', 'company', 'company2'] as const) {
        const sees = (await noticesOf(who)).some((item) => item.id === created.id);
        expect(sees, `${who} for target ${target} filter ${filter}`).toBe((audience as readonly string[]).includes(who));
        const email = emails[who]!;
        expect(unread.items.some((row) => row.email === email), `${email} in the unread list`).toBe(sees);
      }
      await t.call('DELETE', `/api/admin/information/${created.id}`, tokens.admin);
    }
  });

  it('limits a course-scoped notice to students of the selected courses', async () => {
    const { courseId } = await createCourseWorld(t, { curricula: [{ steps: [{}] }] });
    await t.db.execute(sql`update students set course_id = ${courseId} where email = ${emails.student}`);
    const created = await create({ notice_target: 0, course_scope: 1, course_ids: [courseId] });
    expect((await noticesOf('student')).some((item) => item.id === created.id)).toBe(true);
    expect((await noticesOf('student2')).some((item) => item.id === created.id)).toBe(false);
    expect(created.audience_count).toBe(1);
    const missingCourses = await t.call('POST', '/api/admin/information', tokens.admin, notice({ course_scope: 1, course_ids: [] }));
    expect(missingCourses.statusCode).toBe(400);
    expect(missingCourses.json()).toMatchObject({ details: { course_ids: expect.any(String) } });
    await t.call('DELETE', `/api/admin/information/${created.id}`, tokens.admin);
  });

  it('answers 404 for a notice outside the audience, private or not yet published, and for another company’s path', async () => {
    const consulting = await create({ notice_target: 3 });
    const hidden = await create({ publish_status: 0 });
    const later = await create({ publish_date: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await t.call('POST', readUrl('company2'), tokens.company2, { id: consulting.id })).statusCode).toBe(404);
    expect((await t.call('POST', readUrl('company'), tokens.company, { id: consulting.id })).statusCode).toBe(204);
    for (const id of [hidden.id, later.id]) {
      expect((await t.call('POST', readUrl('student'), tokens.student, { id })).statusCode).toBe(404);
      expect((await noticesOf('student')).some((item) => item.id === id)).toBe(false);
    }
    expect(later.published).toBe(false);
    const other = await companyIdOf(tokens.company2!);
    const foreign = await t.call('GET', `/api/company/informations/${other}`, tokens.company);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: expect.any(String) });
    for (const { id } of [consulting, hidden, later]) await t.call('DELETE', `/api/admin/information/${id}`, tokens.admin);
  });
});

describe('notices: reading', () => {
  it('lists newest first with the spec’s fields; a read mark is idempotent and moves the reach', async () => {
    const older = await create({ name: '古い', publish_date: new Date(Date.now() - 86_400_000).toISOString() });
    const newer = await create({ name: '新しい', priority: 2 });
    const list = await noticesOf('student');
    expect(list.findIndex((item) => item.id === newer.id)).toBeLessThan(list.findIndex((item) => item.id === older.id));
    expect(Object.keys(list.find((item) => item.id === newer.id)!).sort()).toEqual(['admin_id', 'content', 'created_at', 'id', 'information_files', 'name', 'priority', 'read'].sort());
    expect(list.find((item) => item.id === newer.id)).toMatchObject({ read: false, priority: 2, name: '新しい' });

    for (let i = 0; i < 2; i++) expect((await t.call('POST', readUrl('student'), tokens.student, { id: newer.id })).statusCode).toBe(204);
    expect((await noticesOf('student')).find((item) => item.id === newer.id)!.read).toBe(true);
    expect((await noticesOf('student2')).find((item) => item.id === newer.id)!.read).toBe(false);
    const reach = (await t.call('GET', `/api/admin/information/${newer.id}`, tokens.admin)).json<InformationAdminItem>();
    expect(reach.read_count).toBe(1);

    const unread = (await t.call('GET', `/api/admin/information/${newer.id}/unread?q=${encodeURIComponent('ベータ')}`, tokens.admin)).json<ListResponse<InformationReader>>();
    expect(unread.items.length).toBeGreaterThan(0);
    expect(unread.items.every((row) => row.company_name === 'ベータ商事')).toBe(true);
    expect(unread.items.some((row) => row.email === emails.student)).toBe(false);
    const csv = await t.call('GET', `/api/admin/information/${newer.id}/unread/csv?account_type=company`, tokens.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF種別,ID,氏名')).toBe(true);
    expect(csv.body).toContain(emails.company2);
    expect(csv.body).not.toContain(emails.student2);
    expect((await t.call('GET', `/api/admin/information/${newer.id}/unread/csv`, tokens.sales)).statusCode).toBe(403);

    expect((await t.call('POST', readUrl('student'), tokens.student, { id: 'x' })).statusCode).toBe(400);
    for (const { id } of [older, newer]) await t.call('DELETE', `/api/admin/information/${id}`, tokens.admin);
  });
});

describe('notices: admin', () => {
  it('filters the list by priority, target, publish status and period, and validates the body', async () => {
    const high = await create({ name: 'フィルタ高', priority: 2, notice_target: 1 });
    const draft = await create({ name: 'フィルタ下書き', publish_status: 0, publish_date: '2026-01-15T10:00:00+09:00' });
    const names = async (query: string) =>
      (await t.call('GET', `/api/admin/information?${query}`, tokens.admin)).json<ListResponse<InformationAdminItem>>().items.map((item) => item.name);
    expect(await names('priority=2&q=フィルタ')).toEqual(['フィルタ高']);
    expect(await names('notice_target=1&q=フィルタ')).toEqual(['フィルタ高']);
    expect(await names('publish_status=0&q=フィルタ')).toEqual(['フィルタ下書き']);
    expect(await names('publish_from=2026-01-15&publish_to=2026-01-15')).toEqual(['フィルタ下書き']);
    expect(await names('publish_from=2026-01-16&publish_to=2026-01-20')).toEqual([]);
    expect((await t.call('GET', '/api/admin/information?priority=5', tokens.admin)).statusCode).toBe(400);

    const invalid = await t.call('POST', '/api/admin/information', tokens.admin, { name: '', content: 'x', priority: 3, notice_target: 9, publish_status: 1, publish_date: 'tomorrow' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<{ details: object }>().details)).toEqual(expect.arrayContaining(['name', 'priority', 'notice_target', 'publish_date']));

    const history = (await t.call('GET', `/api/admin/information/${high.id}/history`, tokens.admin)).json<unknown[]>();
    expect(history).toHaveLength(1);
    for (const { id } of [high, draft]) expect((await t.call('DELETE', `/api/admin/information/${id}`, tokens.admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/information/${high.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('keeps images with the change markers: add, keep, remove; checks type by bytes, count and size', async () => {
    const send = (method: 'POST' | 'PUT', url: string, body: object, files: Array<{ filename: string; bytes: Buffer }>) => {
      const parts: MultipartPart[] = [
        { name: 'data', value: JSON.stringify(body) },
        ...files.map(({ filename, bytes }) => ({ name: 'images', filename, contentType: 'image/png', bytes })),
      ];
      const { payload, headers } = multipartPayload(parts);
      return t.app.inject({ method, url, headers: { ...bearer(tokens.admin!), ...headers }, payload });
    };
    const withImages = notice({ information_files: [{ changed: 0, name: 'a.png' }, { changed: 0, name: 'b.png' }] });
    const created = await send('POST', '/api/admin/information', withImages, [
      { filename: 'a.png', bytes: PNG_BYTES },
      { filename: 'b.png', bytes: PNG_BYTES },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<InformationAdminItem>();
    expect(item.information_files.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    const [first, second] = item.information_files;
    expect((await t.call('GET', first!.path, tokens.admin)).statusCode).toBe(200);
    expect((await noticesOf('student')).find((n) => n.id === item.id)!.information_files).toHaveLength(2);

    const fake = await send('POST', '/api/admin/information', notice({ information_files: [{ changed: 0, name: 'x.png' }] }), [{ filename: 'x.png', bytes: Buffer.from('<svg onload=alert(1)>') }]);
    expect(fake.statusCode).toBe(415);
    const mismatch = await send('POST', '/api/admin/information', notice({ information_files: [{ changed: 0, name: 'x.png' }] }), []);
    expect(mismatch.statusCode).toBe(400);
    const big = await send('POST', '/api/admin/information', notice({ information_files: [{ changed: 0, name: 'big.png' }] }), [
      { filename: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    const eleven = notice({ information_files: Array.from({ length: 11 }, (_, i) => ({ changed: 0 as const, name: `${i}.png` })) });
    expect((await t.call('POST', '/api/admin/information', tokens.admin, eleven)).statusCode).toBe(400);

    const updated = await send(
      'PUT',
      `/api/admin/information/${item.id}`,
      notice({ name: '画像を差し替え', information_files: [{ changed: 2, id: first!.id }, { changed: 1, id: second!.id }, { changed: 0, name: 'c.png' }] }),
      [{ filename: 'c.png', bytes: PNG_BYTES }],
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<InformationAdminItem>();
    expect(after.information_files.map((file) => file.name)).toEqual(['b.png', 'c.png']);
    expect((await t.call('GET', first!.path, tokens.admin)).statusCode).toBe(404);
    const foreignImage = await t.call('PUT', `/api/admin/information/${item.id}`, tokens.admin, notice({ information_files: [{ changed: 2, id: 987654 }] }));
    expect(foreignImage.statusCode).toBe(400);

    expect((await t.call('DELETE', `/api/admin/information/${item.id}`, tokens.admin)).statusCode).toBe(204);
    for (const file of after.information_files) expect((await t.call('GET', file.path, tokens.admin)).statusCode).toBe(404);
  });
});

describe('notices: live updates', () => {
  it('reaches the open sockets of the audience only, at publication and at its publish date', async () => {
    const student = await connectRealtime(baseUrl, 'student', tokens.student!);
    const student2 = await connectRealtime(baseUrl, 'student', tokens.student2!);
    const company = await connectRealtime(baseUrl, 'company', tokens.company!);
    const company2 = await connectRealtime(baseUrl, 'company', tokens.company2!);
    try {
      const consulting = await create({ notice_target: 3, priority: 2 });
      await company.waitFor((event) => event.type === 'information.created' && event.id === consulting.id, 1000);

      const scheduled = await create({ notice_target: 0, publish_date: new Date(Date.now() + 1500).toISOString() });
      expect(student.events.some((event) => event.id === scheduled.id)).toBe(false);
      await student.waitFor((event) => event.type === 'information.created' && event.id === scheduled.id, 4000);
      await student2.waitFor((event) => event.type === 'information.created' && event.id === scheduled.id, 1000);

      await t.call('PUT', `/api/admin/information/${scheduled.id}`, tokens.admin, notice({ notice_target: 0, name: '訂正' }));
      await student.waitFor((event) => event.type === 'information.changed' && event.id === scheduled.id);
      await t.call('DELETE', `/api/admin/information/${scheduled.id}`, tokens.admin);
      await student2.waitFor((event) => event.type === 'information.changed' && event.id === scheduled.id);

      expect(company2.events.some((event) => event.id === consulting.id)).toBe(false);
      expect(company.events.some((event) => event.id === scheduled.id)).toBe(false);
      expect(student.events.filter((event) => event.type === 'information.created' && event.id === scheduled.id)).toHaveLength(1);
      await t.call('DELETE', `/api/admin/information/${consulting.id}`, tokens.admin);
    } finally {
      for (const client of [student, student2, company, company2]) client.close();
    }
  });

  it('refuses a socket without a session, from another origin, or of another portal', async () => {
    await expect(connectRealtime(baseUrl, 'student', 'not-a-token')).rejects.toThrow('401');
    await expect(connectRealtime(baseUrl, 'student', tokens.student!, 'https://evil.example')).rejects.toThrow('403');
    await expect(connectRealtime(baseUrl, 'company', tokens.student!)).rejects.toThrow('403');
  });

  it('closes the socket when the session ends', async () => {
    const { token } = await createStudent(t, (await createCompany(t)).id);
    const client = await connectRealtime(baseUrl, 'student', token);
    await t.call('POST', '/api/student/logout', token);
    expect(await client.closed).toBe(4001);
  });
});
