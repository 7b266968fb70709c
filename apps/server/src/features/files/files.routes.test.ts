import type { StepItem } from '@manabiya/domain/contracts/courses';
import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import { addDays } from '@manabiya/domain/contracts/learning';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { zonedDate } from '@manabiya/domain/zoned-time';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCompany, createCompanyUser, createStudent, createTeacher, staffWith } from '../../test/factories.ts';
import { createCourseWorld, setStepPublish, type CourseWorld } from '../../test/learning-world.ts';
import { multipartPayload, PNG_BYTES } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Who may load a stored file (issue 21, decision 039): a step's attachment goes to whom may read its
 * step, a notice's image to its notice's readers, each checked at every request and cached by the
 * browser only; a profile icon stays public.
 */
let t: TestApp;
let admin: string;
const dataDir = `/tmp/manabiya-test-files-${process.pid}`;
const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A course of a public curriculum (a public and a draft step) and a private one; another course; a course in order (sequential). */
let world: CourseWorld;
let other: CourseWorld;
let ordered: CourseWorld;
const tokens: Record<string, string> = {};
const files: Record<string, string> = {};

async function attach(stepId: number, filename = 'slides.pdf', bytes = PDF_BYTES): Promise<StepItem['attachments'][number]> {
  const { payload, headers } = multipartPayload([{ name: 'file', filename, contentType: 'application/octet-stream', bytes }]);
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/curriculum_step/${stepId}/attachment`, headers: { ...bearer(admin), ...headers }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StepItem>().attachments.at(-1)!;
}

const get = (path: string, token?: string, headers: Record<string, string> = {}) => t.call('GET', path, token, undefined, headers);
/** Status of each caller for a file, as `caller: status` lines (one comparison shows every mismatch). */
async function statuses(path: string, callers: string[]): Promise<string[]> {
  return Promise.all(callers.map(async (caller) => `${caller}: ${(await get(path, tokens[caller])).statusCode}`));
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = (await createAdmin(t)).token;
  world = await createCourseWorld(t, {
    curricula: [{ steps: [{ title: '公開' }, { title: '下書き', publish: PUBLISH_STATUS.private }] }, { publish: PUBLISH_STATUS.private, steps: [{ title: '準備中' }] }],
  });
  other = await createCourseWorld(t, { curricula: [{ steps: [{ title: 'ほかのコース' }] }] });
  ordered = await createCourseWorld(t, { sequential: true, curricula: [{ steps: [{ title: '最初' }, { title: '次' }] }] });
  files.public = (await attach(world.stepIds[0]!)).path;
  files.draft = (await attach(world.stepIds[1]!)).path;
  files.privateCurriculum = (await attach(world.stepIds[2]!)).path;
  files.other = (await attach(other.stepIds[0]!)).path;
  files.locked = (await attach(ordered.stepIds[1]!)).path;

  const start = addDays(zonedDate(new Date(), 'Asia/Tokyo'), -3);
  const alpha = await createCompany(t);
  const beta = await createCompany(t);
  tokens.student = (await createStudent(t, alpha.id, { course_id: world.courseId, course_mode: 0, start_date: start })).token;
  tokens.outsider = (await createStudent(t, beta.id, { course_id: other.courseId, course_mode: 0, start_date: start })).token;
  tokens.inOrder = (await createStudent(t, beta.id, { course_id: ordered.courseId, course_mode: 0, start_date: start })).token;
  tokens.company = (await createCompanyUser(t, alpha.id)).token;
  tokens.otherCompany = (await createCompanyUser(t, beta.id)).token;
  tokens.admin = admin;
  tokens.courseReader = (await staffWith(t, { course: ACCESS_LEVEL.read })).token;
  tokens.curriculumReader = (await staffWith(t, { curriculum: ACCESS_LEVEL.read })).token;
  tokens.roomReader = (await staffWith(t, { room: ACCESS_LEVEL.read })).token;
  tokens.sales = (await staffWith(t, { dashboard: ACCESS_LEVEL.read, company: ACCESS_LEVEL.write, student: ACCESS_LEVEL.read })).token;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('step attachments follow their step', () => {
  it('needs a session: 401 without one or with a token that is none, 200 with the cookie the web sends (same-origin links)', async () => {
    expect((await get(files.public!)).statusCode).toBe(401);
    expect((await get(files.public!, 'not-a-session')).statusCode).toBe(401);
    const viaCookie = await t.app.inject({ method: 'GET', url: files.public!, cookies: { access_token: tokens.student! } });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.headers['content-type']).toBe('application/pdf');
    expect(viaCookie.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('serves a student only what their step page shows: public steps of public curricula of their own course (404 otherwise)', async () => {
    expect(await statuses(files.public!, ['student', 'outsider'])).toEqual(['student: 200', 'outsider: 404']);
    expect(await statuses(files.draft!, ['student'])).toEqual(['student: 404']);
    expect(await statuses(files.privateCurriculum!, ['student'])).toEqual(['student: 404']);
    expect(await statuses(files.other!, ['student', 'outsider'])).toEqual(['student: 404', 'outsider: 200']);
  });

  it('keeps a locked step’s files until the step that opens it is done', async () => {
    expect(await statuses(files.locked!, ['inOrder'])).toEqual(['inOrder: 404']);
    expect((await t.call('POST', `/api/student/step/${ordered.stepIds[0]!}/complete`, tokens.inOrder)).statusCode).toBe(200);
    expect(await statuses(files.locked!, ['inOrder'])).toEqual(['inOrder: 200']);
  });

  it('serves a company user what its curriculum page shows: public steps of the courses its students take', async () => {
    expect(await statuses(files.public!, ['company', 'otherCompany'])).toEqual(['company: 200', 'otherCompany: 404']);
    expect(await statuses(files.draft!, ['company'])).toEqual(['company: 404']);
    expect(await statuses(files.other!, ['company', 'otherCompany'])).toEqual(['company: 404', 'otherCompany: 200']);
  });

  it('serves staff who read courses, curricula or rooms any attachment, published or not, and refuses other staff with 403', async () => {
    const staff = ['admin', 'courseReader', 'curriculumReader', 'roomReader', 'sales'];
    const expected = ['admin: 200', 'courseReader: 200', 'curriculumReader: 200', 'roomReader: 200', 'sales: 403'];
    expect(await statuses(files.draft!, staff)).toEqual(expected);
    expect(await statuses(files.privateCurriculum!, staff)).toEqual(expected);
    const refused = await get(files.public!, tokens.sales, { 'accept-language': 'en' });
    expect(refused.json<{ message: string }>().message).toBe('This action needs read permission for "course" or "curriculum" or "room".');
  });

  it('is cached by the browser only and asked again at each use; unpublishing is a 404 for the student at once, staff still get it', async () => {
    const first = await get(files.public!, tokens.student);
    const cacheControl = String(first.headers['cache-control']);
    expect(cacheControl).toBe('private, no-cache');
    expect(cacheControl).not.toMatch(/public|immutable|max-age/);
    const etag = String(first.headers.etag);
    const again = await get(files.public!, tokens.student, { 'if-none-match': etag });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);

    await setStepPublish(t, world.stepIds[0]!, PUBLISH_STATUS.private);
    try {
      // The browser's revalidation is checked as a first request is: no 304 for what is no longer the student's.
      expect((await get(files.public!, tokens.student, { 'if-none-match': etag })).statusCode).toBe(404);
      expect(await statuses(files.public!, ['student', 'company', 'courseReader'])).toEqual(['student: 404', 'company: 404', 'courseReader: 200']);
    } finally {
      await setStepPublish(t, world.stepIds[0]!, PUBLISH_STATUS.public);
    }
    expect(await statuses(files.public!, ['student'])).toEqual(['student: 200']);
  });

  it('answers 404 to everyone at once when the attachment is deleted', async () => {
    const file = await attach(world.stepIds[0]!, 'handout.pdf');
    expect(await statuses(file.path, ['student', 'admin'])).toEqual(['student: 200', 'admin: 200']);
    const etag = String((await get(file.path, tokens.student)).headers.etag);
    expect((await t.call('DELETE', `/api/admin/curriculum_step/${world.stepIds[0]!}/attachment/${file.id}`, admin)).statusCode).toBe(200);
    expect(await statuses(file.path, ['student', 'company', 'admin'])).toEqual(['student: 404', 'company: 404', 'admin: 404']);
    expect((await get(file.path, tokens.student, { 'if-none-match': etag })).statusCode).toBe(404);
  });

  it('stores the file name without a bidi override or other invisible character (issue 21)', async () => {
    const file = await attach(world.stepIds[0]!, 'abc\u202Egnp\u200B.exe');
    expect(file.file_name).toBe('abcgnp.exe');
    const page = (await t.call('GET', `/api/student/step/${world.stepIds[0]!}`, tokens.student)).json<{ attachments: Array<{ file_name: string }> }>();
    expect(page.attachments.map((attachment) => attachment.file_name)).toContain('abcgnp.exe');
  });
});

describe('notice images follow their notice', () => {
  async function noticeWithImage(publishStatus: 0 | 1): Promise<InformationAdminItem> {
    const body = { name: `画像つき ${publishStatus}`, content: '本文', priority: 0, notice_target: 2, publish_status: publishStatus, information_files: [{ changed: 0, name: 'a\u202Egnp.png' }] };
    const { payload, headers } = multipartPayload([
      { name: 'data', value: JSON.stringify(body) },
      { name: 'images', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/information', headers: { ...bearer(admin), ...headers }, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InformationAdminItem>();
  }

  it('serves a draft’s image to staff who read notices only; once published, to its readers; once deleted, to nobody', async () => {
    const notice = await noticeWithImage(0);
    const image = notice.information_files[0]!;
    expect(image.name).toBe('agnp.png');
    expect((await get(image.path)).statusCode).toBe(401);
    expect(await statuses(image.path, ['admin', 'sales', 'student', 'company'])).toEqual(['admin: 200', 'sales: 403', 'student: 404', 'company: 404']);
    expect((await get(image.path, admin)).headers['cache-control']).toBe('private, no-cache');

    expect((await t.call('POST', `/api/admin/information/${notice.id}/publish`, admin, { publish_date: null })).statusCode).toBe(200);
    expect(await statuses(image.path, ['student', 'company'])).toEqual(['student: 200', 'company: 200']);

    expect((await t.call('DELETE', `/api/admin/information/${notice.id}`, admin)).statusCode).toBe(204);
    expect(await statuses(image.path, ['admin', 'student', 'company'])).toEqual(['admin: 404', 'student: 404', 'company: 404']);
  });
});

describe('profile icons stay public', () => {
  it('serves an icon without a session, cacheable by anyone for a day but never as immutable', async () => {
    const teacher = await createTeacher(t);
    const { payload, headers } = multipartPayload([{ name: 'file', filename: 'me.png', contentType: 'image/png', bytes: PNG_BYTES }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/admin/teacher/${teacher.id}/icon`, headers: { ...bearer(admin), ...headers }, payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const icon = await get(uploaded.json<{ icon_path: string }>().icon_path);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for a kind it does not serve', async () => {
    expect((await get('/api/files/room/0123456789abcdef0123456789abcdef.png', admin)).statusCode).toBe(404);
  });
});
