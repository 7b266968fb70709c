import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import { informationEndpoints as endpoints } from '@manabiya/domain/endpoints/informations';
import { NOTICE_TARGET } from '@manabiya/domain/enums/information';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { createAdmin, createCompany, createNotice, createStudent } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

// The read count a notice keeps (decision 030): moved by the statement that writes a read mark,
// so simultaneous marks, double clicks and "read all" count each reader once; recounted exactly
// when the notice's audience rules change. On PostgreSQL the marks really run at the same time.
const READERS = 30;

let t: TestApp;
let baseUrl: string;
let admin: string;
const readers: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await createAdmin(t)).token;
  const company = await createCompany(t);
  for (let i = 0; i < READERS; i++) readers.push((await createStudent(t, company.id)).token);
}, 120_000);
afterAll(() => t.close());

const readCountOf = async (id: number) =>
  (await t.call('GET', pathOf(endpoints.get, { id }), admin)).json<InformationAdminItem>().read_count;

const post = (path: string, token: string, body?: unknown) =>
  fetch(baseUrl + path, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });

describe('a notice’s read count', () => {
  it('counts each reader once when all mark it read at the same moment, each twice (a double click)', async () => {
    const notice = await createNotice(t, { notice_target: NOTICE_TARGET.students });
    const responses = await Promise.all(readers.flatMap((token) => [post(endpoints.studentRead.path, token, { id: notice.id }), post(endpoints.studentRead.path, token, { id: notice.id })]));
    expect(responses.map((response) => response.status).filter((status) => status >= 300)).toEqual([]);
    expect(await readCountOf(notice.id)).toBe(READERS);
  });

  it('counts "read all" once per reader and notice, also when it races a single mark', async () => {
    const notices = [await createNotice(t, { notice_target: NOTICE_TARGET.students }), await createNotice(t, { notice_target: NOTICE_TARGET.everyone })];
    await Promise.all(readers.flatMap((token) => [post(endpoints.studentReadAll.path, token), post(endpoints.studentRead.path, token, { id: notices[0]!.id })]));
    for (const notice of notices) expect(await readCountOf(notice.id)).toBe(READERS);
  });

  it('is counted again when the audience changes: students’ reads stop counting on a notice for companies', async () => {
    const notice = await createNotice(t, { notice_target: NOTICE_TARGET.students });
    await Promise.all(readers.map((token) => post(endpoints.studentRead.path, token, { id: notice.id })));
    const edit = (notice_target: number) =>
      t.call('PUT', pathOf(endpoints.update, { id: notice.id }), admin, { name: notice.name, content: notice.content, priority: notice.priority, notice_target, publish_status: 1 });
    expect((await edit(NOTICE_TARGET.companies)).json<InformationAdminItem>().read_count).toBe(0);
    expect((await edit(NOTICE_TARGET.students)).json<InformationAdminItem>().read_count).toBe(READERS);
  });
});
