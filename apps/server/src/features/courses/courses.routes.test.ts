import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { CourseDetail, CourseItem, CoursePreview, CurriculumDetail, CurriculumItem, StepItem, StepListItem } from '@manabiya/domain/contracts/courses';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCurricula, stepAttachments, stepMovies, steps } from '../../db/schema/courses.ts';
import { movies } from '../../db/schema/movies.ts';
import { createAdmin, createCompany, createStudents, nextSerial, staffWith } from '../../test/factories.ts';
import { multipartPayload, PNG_BYTES } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
});
afterAll(() => t.close());

type List<T> = { items: T[]; total: number; page: number; page_size: number };

async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token = admin): Promise<T> {
  const response = await t.call(method, url, token, body);
  const expected = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200;
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
  return (method === 'DELETE' ? undefined : response.json()) as T;
}

const newCurriculum = (body: Record<string, unknown> = {}) =>
  ok<CurriculumDetail>('POST', '/api/admin/curriculum', { name: `カリキュラム ${nextSerial()}`, publish_status: 1, ...body });
const newStep = (curriculumId: number, body: Record<string, unknown> = {}) =>
  ok<StepItem>('POST', '/api/admin/curriculum_step', { curriculum_id: curriculumId, title: `ステップ ${nextSerial()}`, publish_status: 1, ...body });
const newCourse = (body: Record<string, unknown> = {}) => ok<CourseDetail>('POST', '/api/admin/course', { name: `コース ${nextSerial()}`, ...body });

/** A movie row of the library (the movies feature uploads them; here only the row matters). */
async function newMovie(title = `動画 ${nextSerial()}`): Promise<number> {
  const [row] = await t.db
    .insert(movies)
    .values({ title, file_name: `test-${nextSerial()}-${Date.now()}.mp4`, content_type: 'video/mp4', size_bytes: 1000, duration_seconds: 61.5 })
    .returning({ id: movies.id });
  return row!.id;
}

const ZIP_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('zip entries would follow')]);
const PDF_BYTES = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function attach(stepId: number, filename: string, bytes: Buffer, token = admin) {
  const { payload, headers } = multipartPayload([{ name: 'file', filename, contentType: 'application/octet-stream', bytes }]);
  return t.app.inject({ method: 'POST', url: `/api/admin/curriculum_step/${stepId}/attachment`, headers: { ...bearer(token), ...headers }, payload });
}

describe('courses', () => {
  it('creates a course with its ordered curricula and days, lists, searches and reads it', async () => {
    const first = await newCurriculum({ name: 'HTML 入門' });
    const second = await newCurriculum({ name: 'CSS 入門' });
    await newStep(first.id, { standard_hours: 1.25 });
    await newStep(first.id, { publish_status: 0 });

    const course = await newCourse({
      name: 'Web 基礎コース',
      description: '初めての Web 制作',
      curricula: [
        { curriculum_id: second.id, normal_days: 10, intensive_days: 5 },
        { curriculum_id: first.id, normal_days: 20, intensive_days: 8 },
      ],
    });
    expect(course).toMatchObject({
      name: 'Web 基礎コース',
      mode: 0,
      publish_status: 0,
      sequential: false,
      curriculum_count: 2,
      student_count: 0,
      normal_days: 30,
      intensive_days: 13,
      abilities: { edit: true, copy: true, delete: true },
    });
    expect(course.curricula).toEqual([
      expect.objectContaining({ curriculum_id: second.id, name: 'CSS 入門', position: 1, normal_days: 10, intensive_days: 5, step_count: 0 }),
      expect.objectContaining({ curriculum_id: first.id, position: 2, step_count: 2, published_step_count: 1, standard_hours: 2.3 }),
    ]);

    const found = await ok<List<CourseItem>>('GET', '/api/admin/course?q=' + encodeURIComponent('初めての'));
    expect(found.items.map((item) => item.id)).toEqual([course.id]);
    expect((await ok<List<CourseItem>>('GET', '/api/admin/course?q=%25')).total).toBe(0);
    const privateOnes = await ok<List<CourseItem>>('GET', '/api/admin/course?publish_status=0&page_size=1&sort=curriculum_count&order=desc');
    expect(privateOnes).toMatchObject({ page: 0, page_size: 1 });
    expect(privateOnes.items[0]!.publish_status).toBe(0);
    expect((await t.call('GET', '/api/admin/course?publish_status=7', admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/course?sort=password', admin)).statusCode).toBe(400);

    expect(await ok<CourseDetail>('GET', `/api/admin/course/${course.id}`)).toEqual(course);
    expect((await t.call('GET', '/api/admin/course/999999', admin)).statusCode).toBe(404);
  });

  it('replaces the curricula list on PUT (order, days, removal) and records the history', async () => {
    const [a, b, c] = [await newCurriculum(), await newCurriculum(), await newCurriculum()];
    const course = await newCourse({
      curricula: [
        { curriculum_id: a.id, normal_days: 1, intensive_days: 1 },
        { curriculum_id: b.id, normal_days: 2, intensive_days: 1 },
      ],
    });
    const updated = await ok<CourseDetail>('PUT', `/api/admin/course/${course.id}`, {
      name: course.name,
      mode: 1,
      publish_status: 1,
      sequential: true,
      curricula: [
        { curriculum_id: c.id, normal_days: 7, intensive_days: 3 },
        { curriculum_id: a.id, normal_days: 4, intensive_days: 2 },
      ],
    });
    expect(updated).toMatchObject({ mode: 1, publish_status: 1, sequential: true, normal_days: 11, intensive_days: 5 });
    expect(updated.curricula.map((entry) => [entry.curriculum_id, entry.position, entry.normal_days])).toEqual([
      [c.id, 1, 7],
      [a.id, 2, 4],
    ]);
    const history = await ok<Array<{ action: string; changes: Record<string, unknown> }>>('GET', `/api/admin/course/${course.id}/history`);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(Object.keys(history[0]!.changes).sort()).toEqual(['curricula', 'mode', 'publish_status', 'sequential']);
    expect((await t.call('GET', '/api/admin/course/999999/history', admin)).statusCode).toBe(404);
  });

  it('refuses bad input with a message per field, never a 500', async () => {
    const curriculum = await newCurriculum();
    const duplicate = await t.call('POST', '/api/admin/course', admin, {
      name: 'x',
      curricula: [
        { curriculum_id: curriculum.id, normal_days: 1, intensive_days: 1 },
        { curriculum_id: curriculum.id, normal_days: 1, intensive_days: 1 },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ details: { 'curricula.1.curriculum_id': expect.stringContaining('2回') } });

    const missing = await t.call('POST', '/api/admin/course', admin, { name: 'x', curricula: [{ curriculum_id: 999999, normal_days: 1, intensive_days: 1 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ details: { 'curricula.0.curriculum_id': expect.any(String) } });

    const days = await t.call('POST', '/api/admin/course', admin, { name: 'x', curricula: [{ curriculum_id: curriculum.id, normal_days: -1, intensive_days: 1.5 }] });
    expect(days.statusCode).toBe(400);
    expect(Object.keys(days.json<{ details: object }>().details).sort()).toEqual(['curricula.0.intensive_days', 'curricula.0.normal_days']);

    const english = await t.call('POST', '/api/admin/course', admin, { name: '', mode: 5 }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ details: { name: 'Enter the course name.', mode: 'Choose the course mode.' } });
    expect((await t.call('PUT', '/api/admin/course/999999', admin, { name: 'x' })).statusCode).toBe(404);
  });

  it('copies a course privately: same curricula, order and days, nothing pointing at the original', async () => {
    const [a, b] = [await newCurriculum(), await newCurriculum()];
    const original = await newCourse({
      description: '説明',
      mode: 1,
      publish_status: 1,
      sequential: true,
      curricula: [
        { curriculum_id: b.id, normal_days: 12, intensive_days: 6 },
        { curriculum_id: a.id, normal_days: 30, intensive_days: 14 },
      ],
    });
    const copy = await ok<CourseDetail>('POST', '/api/admin/course_copy', { course_id: original.id, name: 'コピーしたコース' });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ name: 'コピーしたコース', description: '説明', mode: 1, sequential: true, publish_status: 0, student_count: 0 });
    const shape = (course: CourseDetail) => course.curricula.map(({ curriculum_id, position, normal_days, intensive_days }) => ({ curriculum_id, position, normal_days, intensive_days }));
    expect(shape(copy)).toEqual(shape(original));

    // The copy's list rows are its own: each row of the copy belongs to the copy, and changing the copy leaves the original alone.
    const rows = await t.db.select().from(courseCurricula).where(inArray(courseCurricula.course_id, [original.id, copy.id]));
    expect(rows.filter((row) => row.course_id === copy.id)).toHaveLength(2);
    expect(rows.filter((row) => row.course_id === original.id)).toHaveLength(2);
    await ok('PUT', `/api/admin/course/${copy.id}`, { name: copy.name, curricula: [{ curriculum_id: a.id, normal_days: 1, intensive_days: 1 }] });
    expect(shape(await ok<CourseDetail>('GET', `/api/admin/course/${original.id}`))).toEqual(shape(original));
    await ok('DELETE', `/api/admin/course/${original.id}`);
    expect((await ok<CourseDetail>('GET', `/api/admin/course/${copy.id}`)).curricula).toHaveLength(1);

    const history = await ok<Array<{ changes: Record<string, [unknown, unknown]> }>>('GET', `/api/admin/course/${copy.id}/history`);
    expect(history.at(-1)!.changes.copied_from_course_id).toEqual([null, original.id]);
    expect((await t.call('POST', '/api/admin/course_copy', admin, { course_id: 999999, name: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/course_copy', admin, { course_id: copy.id, name: '' })).statusCode).toBe(400);
  });

  it('refuses to delete a course students follow, saying how many', async () => {
    const course = await newCourse();
    const company = await createCompany(t);
    await createStudents(t, company.id, 2, { course_id: course.id });
    const listed = await ok<CourseDetail>('GET', `/api/admin/course/${course.id}`);
    expect(listed).toMatchObject({ student_count: 2, abilities: { edit: true, copy: true, delete: false } });

    const refused = await t.call('DELETE', `/api/admin/course/${course.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('2名');
    const english = await t.call('DELETE', `/api/admin/course/${course.id}`, admin, undefined, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toBe('This course cannot be deleted because 2 students are assigned to it. Change their course first.');
    expect((await t.call('DELETE', '/api/admin/course/999999', admin)).statusCode).toBe(404);
  });

  it('previews the course as a student follows it, with the step content', async () => {
    const curriculum = await newCurriculum({ name: 'Git' });
    const movieId = await newMovie('コミットの流れ');
    const step = await newStep(curriculum.id, { title: 'コミット', body: '# コミット\n\n```sh\ngit commit\n```', movie_ids: [movieId] });
    await newStep(curriculum.id, { title: '下書き', publish_status: 0 });
    const course = await newCourse({ curricula: [{ curriculum_id: curriculum.id, normal_days: 3, intensive_days: 1 }] });
    const preview = await ok<CoursePreview>('GET', `/api/admin/course/${course.id}/preview`);
    expect(preview.curricula).toHaveLength(1);
    expect(preview.curricula[0]!.steps.map((s) => [s.title, s.publish_status])).toEqual([
      ['コミット', 1],
      ['下書き', 0],
    ]);
    expect(preview.curricula[0]!.steps[0]).toMatchObject({ id: step.id, body: expect.stringContaining('git commit'), movies: [{ id: movieId, title: 'コミットの流れ', duration_seconds: 61.5 }] });
    expect((await t.call('GET', '/api/admin/course/999999/preview', admin)).statusCode).toBe(404);
  });
});

describe('curricula and steps', () => {
  it('creates steps at the end, reads them whole, lists them in order and searches them', async () => {
    const curriculum = await newCurriculum({ name: 'JavaScript 基礎' });
    const [m1, m2] = [await newMovie(), await newMovie()];
    const first = await newStep(curriculum.id, { title: '変数', step_type: 1, body: '`let` と `const`', standard_hours: 1.5, movie_ids: [m2, m1] });
    const second = await newStep(curriculum.id, { title: '課題: 関数', step_type: 0 });
    expect(first).toMatchObject({
      curriculum_id: curriculum.id,
      curriculum_name: 'JavaScript 基礎',
      position: 1,
      step_type: 1,
      standard_hours: 1.5,
      movies: [{ id: m2 }, { id: m1 }],
      attachments: [],
      abilities: { edit: true, delete: true },
    });
    expect(second).toMatchObject({ position: 2, step_type: 0, body: '' });

    const detail = await ok<CurriculumDetail>('GET', `/api/admin/curriculum/${curriculum.id}`);
    expect(detail.steps.map((step) => [step.id, step.position, step.movie_count])).toEqual([
      [first.id, 1, 2],
      [second.id, 2, 0],
    ]);
    expect(detail).toMatchObject({ step_count: 2, published_step_count: 2, standard_hours: 2.5, course_count: 0, courses: [] });

    const listed = await ok<List<StepListItem>>('GET', `/api/admin/curriculum_step?curriculum_id=${curriculum.id}`);
    expect(listed.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(listed.items[0]).toMatchObject({ curriculum_name: 'JavaScript 基礎', abilities: { edit: true, delete: true } });
    expect(listed.items[0]).not.toHaveProperty('body');
    const searched = await ok<List<StepListItem>>('GET', `/api/admin/curriculum_step?q=${encodeURIComponent('const')}`);
    expect(searched.items.map((item) => item.id)).toEqual([first.id]);
    const assignments = await ok<List<StepListItem>>('GET', `/api/admin/curriculum_step?curriculum_id=${curriculum.id}&step_type=0`);
    expect(assignments.items.map((item) => item.id)).toEqual([second.id]);

    const curricula = await ok<List<CurriculumItem>>('GET', `/api/admin/curriculum?q=${encodeURIComponent('JavaScript')}`);
    expect(curricula.items.map((item) => item.id)).toEqual([curriculum.id]);
  });

  it('updates a step and its ordered videos; refuses unknown videos, duplicates and a body over 50,000 characters', async () => {
    const curriculum = await newCurriculum();
    const [m1, m2, m3] = [await newMovie(), await newMovie(), await newMovie()];
    const step = await newStep(curriculum.id, { movie_ids: [m1, m2] });
    const updated = await ok<StepItem>('PUT', `/api/admin/curriculum_step/${step.id}`, {
      title: '更新後',
      step_type: 0,
      body: '<img src=x onerror=alert(1)> [x](javascript:alert(1))',
      standard_hours: 2,
      publish_status: 0,
      movie_ids: [m3, m1],
    });
    expect(updated).toMatchObject({ title: '更新後', step_type: 0, standard_hours: 2, publish_status: 0, movies: [{ id: m3 }, { id: m1 }] });
    // Stored as written: the web renders Markdown and shows raw HTML as text.
    expect(updated.body).toBe('<img src=x onerror=alert(1)> [x](javascript:alert(1))');

    const unknown = await t.call('PUT', `/api/admin/curriculum_step/${step.id}`, admin, { title: 'x', movie_ids: [m1, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: { 'movie_ids.1': expect.any(String) } });
    const twice = await t.call('PUT', `/api/admin/curriculum_step/${step.id}`, admin, { title: 'x', movie_ids: [m1, m1] });
    expect(twice.statusCode).toBe(400);
    const long = await t.call('PUT', `/api/admin/curriculum_step/${step.id}`, admin, { title: 'x', body: 'あ'.repeat(50_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ details: { body: '本文は50,000文字以内で入力してください。' } });
    expect((await t.call('PUT', `/api/admin/curriculum_step/${step.id}`, admin, { title: 'x', body: 'あ'.repeat(50_000) })).statusCode).toBe(200);
    expect((await t.call('PUT', `/api/admin/curriculum_step/${step.id}`, admin, { title: 'x', standard_hours: 1001 })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/curriculum_step', admin, { curriculum_id: 999999, title: 'x' })).json()).toMatchObject({
      details: { curriculum_id: expect.any(String) },
    });
    expect((await t.call('PUT', '/api/admin/curriculum_step/999999', admin, { title: 'x' })).statusCode).toBe(404);

    const history = await ok<Array<{ changes: Record<string, unknown> }>>('GET', `/api/admin/curriculum_step/${step.id}/history`);
    expect(history[history.length - 2]!.changes.movie_ids).toEqual([
      [m1, m2],
      [m3, m1],
    ]);
  });

  it('attaches zip, PDF and images checked by their bytes, refuses others and large files, and removes them', async () => {
    const curriculum = await newCurriculum();
    const step = await newStep(curriculum.id);

    const zip = await attach(step.id, '../../課題/starter.zip', ZIP_BYTES);
    expect(zip.statusCode, zip.body).toBe(201);
    const pdf = await attach(step.id, 'slides.pdf', PDF_BYTES);
    const png = await attach(step.id, 'diagram.png', PNG_BYTES);
    const item = png.json<StepItem>();
    expect([pdf.statusCode, png.statusCode]).toEqual([201, 201]);
    expect(item.attachments.map((file) => [file.file_name, file.content_type])).toEqual([
      ['starter.zip', 'application/zip'],
      ['slides.pdf', 'application/pdf'],
      ['diagram.png', 'image/png'],
    ]);
    expect(item.attachments[0]!.path).toMatch(/^\/api\/files\/step\/[a-f0-9]{32}\.zip$/);
    const served = await t.call('GET', item.attachments[1]!.path, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const html = await attach(step.id, 'fake.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ code: 'unsupported_file_type', message: 'ZIP、PDF、PNG、JPEG、WebP のファイルを選んでください。' });
    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    ZIP_BYTES.copy(big);
    const tooBig = await attach(step.id, 'big.zip', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toContain('20MB');
    const exact = Buffer.alloc(20 * 1024 * 1024);
    ZIP_BYTES.copy(exact);
    expect((await attach(step.id, 'exact.zip', exact)).statusCode).toBe(201);
    expect((await t.call('POST', `/api/admin/curriculum_step/${step.id}/attachment`, admin, { file: 'x' })).statusCode).toBe(415);
    expect((await attach(999999, 'a.zip', ZIP_BYTES)).statusCode).toBe(404);

    const zipPath = item.attachments[0]!.path;
    const removed = await t.call('DELETE', `/api/admin/curriculum_step/${step.id}/attachment/${item.attachments[0]!.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StepItem>().attachments.map((file) => file.file_name)).toEqual(['slides.pdf', 'diagram.png', 'exact.zip']);
    expect((await t.call('GET', zipPath, admin)).statusCode).toBe(404);
    // Another step's attachment id is not this step's.
    const other = await newStep(curriculum.id);
    expect((await t.call('DELETE', `/api/admin/curriculum_step/${other.id}/attachment/${item.attachments[1]!.id}`, admin)).statusCode).toBe(404);
  });

  it('deletes a step with its files and closes the gap in the order', async () => {
    const curriculum = await newCurriculum();
    const [a, b, c] = [await newStep(curriculum.id), await newStep(curriculum.id), await newStep(curriculum.id)];
    const file = (await attach(b.id, 'x.zip', ZIP_BYTES)).json<StepItem>().attachments[0]!.path;
    await ok('DELETE', `/api/admin/curriculum_step/${b.id}`);
    expect((await t.call('GET', file, admin)).statusCode).toBe(404);
    const detail = await ok<CurriculumDetail>('GET', `/api/admin/curriculum/${curriculum.id}`);
    expect(detail.steps.map((step) => [step.id, step.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect((await t.call('DELETE', `/api/admin/curriculum_step/${b.id}`, admin)).statusCode).toBe(404);
  });

  it('reorders steps only with the exact list of the curriculum’s steps', async () => {
    const curriculum = await newCurriculum();
    const other = await newCurriculum();
    const [a, b, c] = [await newStep(curriculum.id), await newStep(curriculum.id), await newStep(curriculum.id)];
    const foreign = await newStep(other.id);

    const reordered = await ok<CurriculumDetail>('PUT', '/api/admin/step/order', { curriculum_id: curriculum.id, step_ids: [c.id, a.id, b.id] });
    expect(reordered.steps.map((step) => [step.id, step.position])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);

    const missing = await t.call('PUT', '/api/admin/step/order', admin, { curriculum_id: curriculum.id, step_ids: [c.id, a.id] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: '並び順には、このカリキュラムのステップ3件をすべて1回ずつ指定してください。画面を更新してから並べ替えてください。',
      details: { step_ids: `含まれていないステップ: ${b.id}` },
    });
    const stranger = await t.call('PUT', '/api/admin/step/order', admin, { curriculum_id: curriculum.id, step_ids: [c.id, a.id, b.id, foreign.id] }, { 'accept-language': 'en' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ details: { step_ids: `Steps not in this curriculum: ${foreign.id}` } });
    expect((await t.call('PUT', '/api/admin/step/order', admin, { curriculum_id: curriculum.id, step_ids: [c.id, a.id, a.id] })).statusCode).toBe(400);
    expect((await t.call('PUT', '/api/admin/step/order', admin, { curriculum_id: 999999, step_ids: [] })).statusCode).toBe(404);
    expect((await ok<CurriculumDetail>('GET', `/api/admin/curriculum/${curriculum.id}`)).steps.map((step) => step.id)).toEqual([c.id, a.id, b.id]);
  });

  it('keeps positions a permutation under 50 simultaneous reorders', async () => {
    const curriculum = await newCurriculum();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await newStep(curriculum.id)).id);
    const shuffled = (seed: number) => [...ids].sort((x, y) => ((x * 7919 + seed * 104729) % 97) - ((y * 7919 + seed * 104729) % 97) || x - y);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, seed) => t.call('PUT', '/api/admin/step/order', admin, { curriculum_id: curriculum.id, step_ids: shuffled(seed) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const rows = await t.db.select({ id: steps.id, position: steps.position }).from(steps).where(eq(steps.curriculum_id, curriculum.id));
    expect(rows.map((row) => row.position).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    // The final order is exactly one of the orders sent.
    const final = rows.sort((x, y) => x.position - y.position).map((row) => row.id);
    expect(Array.from({ length: 50 }, (_, seed) => JSON.stringify(shuffled(seed)))).toContain(JSON.stringify(final));
  });

  it('refuses to delete a curriculum a course uses, naming the courses; deletes it with its steps otherwise', async () => {
    const curriculum = await newCurriculum();
    const step = await newStep(curriculum.id);
    const file = (await attach(step.id, 'x.pdf', PDF_BYTES)).json<StepItem>().attachments[0]!.path;
    const course = await newCourse({ name: 'Python コース', curricula: [{ curriculum_id: curriculum.id, normal_days: 5, intensive_days: 2 }] });
    const detail = await ok<CurriculumDetail>('GET', `/api/admin/curriculum/${curriculum.id}`);
    expect(detail).toMatchObject({ course_count: 1, courses: [{ id: course.id, name: 'Python コース' }], abilities: { edit: true, copy: true, delete: false } });

    const refused = await t.call('DELETE', `/api/admin/curriculum/${curriculum.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Python コース');
    const english = await t.call('DELETE', `/api/admin/curriculum/${curriculum.id}`, admin, undefined, { 'accept-language': 'en' });
    expect(english.json<{ message: string }>().message).toContain('these courses use it: Python コース.');

    await ok('PUT', `/api/admin/course/${course.id}`, { name: course.name, curricula: [] });
    await ok('DELETE', `/api/admin/curriculum/${curriculum.id}`);
    expect((await t.call('GET', `/api/admin/curriculum_step/${step.id}`, admin)).statusCode).toBe(404);
    expect((await t.call('GET', file, admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/curriculum/${curriculum.id}`, admin)).statusCode).toBe(404);
  });

  it('copies a curriculum with copies of its steps, their videos and attachments', async () => {
    const curriculum = await newCurriculum({ name: 'SQL', description: 'データベース' });
    const [m1, m2] = [await newMovie(), await newMovie()];
    const first = await newStep(curriculum.id, { title: 'SELECT', movie_ids: [m2, m1] });
    const image = (await attach(first.id, 'er.png', PNG_BYTES)).json<StepItem>().attachments[0]!;
    await ok('PUT', `/api/admin/curriculum_step/${first.id}`, { title: 'SELECT', body: `![ER 図](${image.path})`, movie_ids: [m2, m1], publish_status: 1 });
    const second = await newStep(curriculum.id, { title: 'JOIN', step_type: 0, publish_status: 0, standard_hours: 3 });
    await ok('PUT', '/api/admin/step/order', { curriculum_id: curriculum.id, step_ids: [second.id, first.id] });

    const copy = await ok<CurriculumDetail>('POST', '/api/admin/curriculum_copy', { curriculum_id: curriculum.id, name: 'SQL（コピー）' });
    expect(copy).toMatchObject({ name: 'SQL（コピー）', description: 'データベース', publish_status: 0, course_count: 0, step_count: 2 });
    expect(copy.steps.map((step) => [step.title, step.position, step.step_type, step.publish_status, step.standard_hours, step.movie_count, step.attachment_count])).toEqual([
      ['JOIN', 1, 0, 0, 3, 0, 0],
      ['SELECT', 2, 1, 1, 1, 2, 1],
    ]);
    const copiedIds = copy.steps.map((step) => step.id);
    expect(copiedIds).not.toContain(first.id);
    expect(copiedIds).not.toContain(second.id);

    const copiedSelect = await ok<StepItem>('GET', `/api/admin/curriculum_step/${copy.steps[1]!.id}`);
    expect(copiedSelect.movies.map((movie) => movie.id)).toEqual([m2, m1]);
    const copiedImage = copiedSelect.attachments[0]!;
    expect(copiedImage).toMatchObject({ file_name: 'er.png', content_type: 'image/png' });
    expect(copiedImage.path).not.toBe(image.path);
    expect(copiedSelect.body).toBe(`![ER 図](${copiedImage.path})`);

    // The copy owns its rows and files: removing the original's leaves the copy whole.
    const movieRows = await t.db.select().from(stepMovies).where(inArray(stepMovies.step_id, copiedIds));
    expect(movieRows).toHaveLength(2);
    const attachmentRows = await t.db.select().from(stepAttachments).where(inArray(stepAttachments.step_id, copiedIds));
    expect(attachmentRows.map((row) => row.file_path)).toEqual([copiedImage.path]);
    await ok('DELETE', `/api/admin/curriculum/${curriculum.id}`);
    expect((await t.call('GET', image.path, admin)).statusCode).toBe(404);
    expect((await t.call('GET', copiedImage.path, admin)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/curriculum_copy', admin, { curriculum_id: curriculum.id, name: 'x' })).statusCode).toBe(404);
  });
});

describe('standard days and the history (issue 23)', () => {
  it('gives a curriculum standard days per mode, 20 / 10 when none are given, kept by a copy', async () => {
    const plain = await newCurriculum();
    expect(plain).toMatchObject({ normal_days: 20, intensive_days: 10 });
    const set = await newCurriculum({ normal_days: 12, intensive_days: 6 });
    expect(set).toMatchObject({ normal_days: 12, intensive_days: 6 });
    const updated = await ok<CurriculumDetail>('PUT', `/api/admin/curriculum/${set.id}`, { name: set.name, publish_status: 1, normal_days: 15, intensive_days: 7 });
    expect(updated).toMatchObject({ normal_days: 15, intensive_days: 7 });
    const listed = await ok<List<CurriculumItem>>('GET', `/api/admin/curriculum?q=${encodeURIComponent(set.name)}`);
    expect(listed.items[0]).toMatchObject({ id: set.id, normal_days: 15, intensive_days: 7 });
    const copy = await ok<CurriculumDetail>('POST', '/api/admin/curriculum_copy', { curriculum_id: set.id, name: `${set.name}（コピー）` });
    expect(copy).toMatchObject({ normal_days: 15, intensive_days: 7 });
    const bad = await t.call('PUT', `/api/admin/curriculum/${set.id}`, admin, { name: set.name, normal_days: -1, intensive_days: 3651 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ details: Record<string, string> }>().details).sort()).toEqual(['intensive_days', 'normal_days']);
  });

  it('names the curricula, courses, steps and videos a history line points at, and leaves out lines that change nothing', async () => {
    const curriculum = await newCurriculum({ name: '履歴の HTML 基礎' });
    const other = await newCurriculum({ name: '履歴の CSS 基礎' });
    const movie = await newMovie('履歴の動画');
    const step = await newStep(curriculum.id, { title: '見出しを書く', movie_ids: [movie] });
    const stepHistory = await ok<AuditEntry[]>('GET', `/api/admin/curriculum_step/${step.id}/history`);
    const created = stepHistory.find((entry) => entry.action === 'create')!;
    // A new step's empty body was 「本文: 未設定 → 未設定」.
    expect(created.changes).not.toHaveProperty('body');
    expect(created.changes.curriculum_id).toEqual([null, curriculum.id]);
    expect(created.names).toEqual({ curriculum: { [curriculum.id]: '履歴の HTML 基礎' }, movie: { [movie]: '履歴の動画' } });

    const course = await newCourse({ curricula: [{ curriculum_id: curriculum.id, normal_days: 5, intensive_days: 2 }] });
    await ok('PUT', `/api/admin/course/${course.id}`, {
      name: course.name,
      curricula: [
        { curriculum_id: other.id, normal_days: 4, intensive_days: 2 },
        { curriculum_id: curriculum.id, normal_days: 5, intensive_days: 2 },
      ],
    });
    const courseHistory = await ok<AuditEntry[]>('GET', `/api/admin/course/${course.id}/history`);
    expect(courseHistory[0]!.names).toEqual({ curriculum: { [curriculum.id]: '履歴の HTML 基礎', [other.id]: '履歴の CSS 基礎' } });

    const copy = await ok<CourseDetail>('POST', '/api/admin/course_copy', { course_id: course.id, name: `${course.name}（コピー）` });
    const copyHistory = await ok<AuditEntry[]>('GET', `/api/admin/course/${copy.id}/history`);
    expect(copyHistory[0]!.names?.course).toEqual({ [course.id]: course.name });

    const second = await newStep(curriculum.id, { title: '段落を書く' });
    await ok('PUT', '/api/admin/step/order', { curriculum_id: curriculum.id, step_ids: [second.id, step.id] });
    const curriculumHistory = await ok<AuditEntry[]>('GET', `/api/admin/curriculum/${curriculum.id}/history`);
    expect(curriculumHistory[0]!.names).toEqual({ step: { [step.id]: '見出しを書く', [second.id]: '段落を書く' } });
  });
});

describe('section levels and row abilities', () => {
  it('read sees, write creates and edits, all deletes; the rows say so', async () => {
    const curriculum = await newCurriculum();
    const step = await newStep(curriculum.id);
    const course = await newCourse({ curricula: [{ curriculum_id: curriculum.id, normal_days: 1, intensive_days: 1 }] });
    const readers = await staffWith(t, { course: ACCESS_LEVEL.read, curriculum: ACCESS_LEVEL.read });
    const writers = await staffWith(t, { course: ACCESS_LEVEL.write, curriculum: ACCESS_LEVEL.write });
    const full = await staffWith(t, { course: ACCESS_LEVEL.all, curriculum: ACCESS_LEVEL.all });
    const sales = await staffWith(t, { company: ACCESS_LEVEL.all });

    const seen = async (token: string) => ({
      course: (await ok<CourseDetail>('GET', `/api/admin/course/${course.id}`, undefined, token)).abilities,
      listed: (await ok<List<CourseItem>>('GET', `/api/admin/course?q=${encodeURIComponent(course.name)}`, undefined, token)).items[0]!.abilities,
      curriculum: (await ok<CurriculumDetail>('GET', `/api/admin/curriculum/${curriculum.id}`, undefined, token)).abilities,
      step: (await ok<StepItem>('GET', `/api/admin/curriculum_step/${step.id}`, undefined, token)).abilities,
    });
    expect(await seen(readers.token)).toEqual({
      course: { edit: false, copy: false, delete: false },
      listed: { edit: false, copy: false, delete: false },
      curriculum: { edit: false, copy: false, delete: false },
      step: { edit: false, delete: false },
    });
    expect(await seen(writers.token)).toEqual({
      course: { edit: true, copy: true, delete: false },
      listed: { edit: true, copy: true, delete: false },
      curriculum: { edit: true, copy: true, delete: false },
      step: { edit: true, delete: false },
    });
    // The course is deletable; the curriculum is not (the course uses it): the row says why before the server does.
    expect(await seen(full.token)).toEqual({
      course: { edit: true, copy: true, delete: true },
      listed: { edit: true, copy: true, delete: true },
      curriculum: { edit: true, copy: true, delete: false },
      step: { edit: true, delete: true },
    });

    const writes: Array<[string, string, object | undefined]> = [
      ['POST', '/api/admin/course', { name: 'x' }],
      ['PUT', `/api/admin/course/${course.id}`, { name: 'x' }],
      ['POST', '/api/admin/course_copy', { course_id: course.id, name: 'x' }],
      ['POST', '/api/admin/curriculum', { name: 'x' }],
      ['PUT', `/api/admin/curriculum/${curriculum.id}`, { name: 'x' }],
      ['POST', '/api/admin/curriculum_copy', { curriculum_id: curriculum.id, name: 'x' }],
      ['PUT', '/api/admin/step/order', { curriculum_id: curriculum.id, step_ids: [step.id] }],
      ['POST', '/api/admin/curriculum_step', { curriculum_id: curriculum.id, title: 'x' }],
      ['PUT', `/api/admin/curriculum_step/${step.id}`, { title: 'x' }],
    ];
    const deletes = [`/api/admin/course/${course.id}`, `/api/admin/curriculum/${curriculum.id}`, `/api/admin/curriculum_step/${step.id}`];
    for (const [method, url, body] of writes) {
      expect((await t.call(method as 'POST', url, readers.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(method as 'POST', url, writers.token, body)).statusCode, `${method} ${url}`).toBeLessThan(300);
    }
    for (const url of deletes) expect((await t.call('DELETE', url, writers.token)).statusCode, url).toBe(403);
    expect((await attach(step.id, 'a.zip', ZIP_BYTES, readers.token)).statusCode).toBe(403);
    for (const url of ['/api/admin/course', '/api/admin/curriculum', '/api/admin/curriculum_step', `/api/admin/course/${course.id}/preview`]) {
      expect((await t.call('GET', url, sales.token)).statusCode, url).toBe(403);
    }
    // Only the course section reaches courses, only the curriculum section curricula and steps.
    const courseOnly = await staffWith(t, { course: ACCESS_LEVEL.all });
    expect((await t.call('GET', '/api/admin/curriculum', courseOnly.token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/course', courseOnly.token)).statusCode).toBe(200);

    expect((await t.call('DELETE', `/api/admin/curriculum_step/${step.id}`, full.token)).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/admin/course/${course.id}`, full.token)).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/admin/curriculum/${curriculum.id}`, full.token)).statusCode).toBe(204);
  });
});

describe('content lookups', () => {
  it('finds courses, curricula, steps and movies for the sections that pick them', async () => {
    const curriculum = await newCurriculum({ name: `Ruby 入門 ${nextSerial()}` });
    const step = await newStep(curriculum.id, { title: 'ブロックとイテレータ' });
    const course = await newCourse({ name: `Ruby コース ${nextSerial()}` });
    const movieId = await newMovie('Ruby のブロック解説');

    const lookup = (name: string, q: string, token = admin) => t.call('GET', `/api/admin/autocomplete/${name}?q=${encodeURIComponent(q)}`, token);
    expect((await lookup('course', course.name)).json()).toEqual([{ id: course.id, name: course.name }]);
    expect((await lookup('curriculum', curriculum.name)).json()).toEqual([{ id: curriculum.id, name: curriculum.name }]);
    expect((await lookup('step', 'イテレータ')).json()).toEqual([{ id: step.id, name: `${curriculum.name} / ブロックとイテレータ` }]);
    expect((await lookup('step', curriculum.name)).json()).toEqual([{ id: step.id, name: `${curriculum.name} / ブロックとイテレータ` }]);
    expect((await lookup('movie', 'ブロック解説')).json()).toEqual([{ id: movieId, name: 'Ruby のブロック解説' }]);

    // The student form picks a course: editing students opens the lookup, reading them does not (issue 21).
    const studentStaff = (await staffWith(t, { student: ACCESS_LEVEL.read })).token;
    expect((await lookup('course', course.name, studentStaff)).statusCode).toBe(403);
    const studentEditor = (await staffWith(t, { student: ACCESS_LEVEL.write })).token;
    expect((await lookup('course', course.name, studentEditor)).statusCode).toBe(200);
    expect((await lookup('curriculum', 'x', studentStaff)).statusCode).toBe(403);
    expect((await lookup('movie', 'x', studentStaff)).statusCode).toBe(403);
    const courseStaff = (await staffWith(t, { course: ACCESS_LEVEL.read })).token;
    expect((await lookup('curriculum', curriculum.name, courseStaff)).statusCode).toBe(200);
    expect((await lookup('step', 'x', courseStaff)).statusCode).toBe(403);
    const curriculumStaff = (await staffWith(t, { curriculum: ACCESS_LEVEL.read })).token;
    expect((await lookup('movie', 'x', curriculumStaff)).statusCode).toBe(200);
    expect((await lookup('step', 'x', curriculumStaff)).statusCode).toBe(200);
  });
});
