import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCurricula, courses, curricula, stepMovies, steps } from '../../db/schema/courses.ts';
import { movieViews } from '../../db/schema/learning.ts';
import { students } from '../../db/schema/students.ts';
import { createAdmin, createCompany, createCompanyUser, createStudent, nextSerial, staffWith } from '../../test/factories.ts';
import { multipartPayload, PNG_BYTES } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const FIXTURES = path.join(import.meta.dirname, 'test-fixtures');
const MP4 = fs.readFileSync(path.join(FIXTURES, 'sample.mp4'));
const WEBM = fs.readFileSync(path.join(FIXTURES, 'sample.webm'));
/** Both fixtures last 60 s; the limit lets them through and refuses a padded copy. */
const MAX_BYTES = 100_000;

interface Movie {
  id: number;
  title: string;
  description: string | null;
  original_name: string | null;
  content_type: string;
  size_bytes: number;
  duration_seconds: number;
  used_by: Array<{ step_id: number; step_title: string; curriculum_id: number; curriculum_name: string }>;
  stream_url: string;
  abilities: { edit: boolean; delete: boolean };
}
interface View {
  movie_id: number;
  position_seconds: number;
  watched_seconds: number;
  watched_ratio: number;
}

let t: TestApp;
let dataDir: string;
let admin: string;
let companyId: number;
let companyUser: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-movies-'));
  t = await createTestApp({ DATA_DIR: dataDir, MOVIE_MAX_BYTES: String(MAX_BYTES) });
  admin = (await createAdmin(t)).token;
  companyId = (await createCompany(t)).id;
  companyUser = (await createCompanyUser(t, companyId)).token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const movieDir = () => path.join(dataDir, 'files', 'movie');
const storedFiles = () => (fs.existsSync(movieDir()) ? fs.readdirSync(movieDir()).sort() : []);

function upload(token: string, file: { filename: string; contentType: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const { payload, headers } = multipartPayload([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', ...file },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/admin/movie', headers: { ...bearer(token), ...headers }, payload });
}

async function uploadMovie(bytes = MP4, name = 'lesson.mp4', fields: Record<string, string> = {}): Promise<Movie> {
  const response = await upload(admin, { filename: name, contentType: 'video/mp4', bytes }, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Movie>();
}

/**
 * A course with one curriculum whose steps each show the given movies (written to the tables:
 * the content API is another feature's, and these tests are about who may see a movie).
 */
async function courseShowing(
  movieIds: number[][],
  options: { curriculumPublished?: boolean; stepPublished?: boolean[] } = {},
): Promise<{ courseId: number; curriculumId: number; stepIds: number[] }> {
  const n = nextSerial();
  const [course] = await t.db.insert(courses).values({ name: `動画コース ${n}`, publish_status: 1 }).returning({ id: courses.id });
  const [curriculum] = await t.db
    .insert(curricula)
    .values({ name: `動画カリキュラム ${n}`, publish_status: options.curriculumPublished === false ? 0 : 1 })
    .returning({ id: curricula.id });
  await t.db.insert(courseCurricula).values({ course_id: course!.id, curriculum_id: curriculum!.id, position: 1, normal_days: 10, intensive_days: 5 });
  const stepIds: number[] = [];
  for (const [index, ids] of movieIds.entries()) {
    const published = options.stepPublished?.[index] ?? true;
    const [step] = await t.db
      .insert(steps)
      .values({ curriculum_id: curriculum!.id, position: index + 1, title: `ステップ ${n}-${index + 1}`, publish_status: published ? 1 : 0 })
      .returning({ id: steps.id });
    stepIds.push(step!.id);
    if (ids.length > 0) await t.db.insert(stepMovies).values(ids.map((movieId, position) => ({ step_id: step!.id, movie_id: movieId, position })));
  }
  return { courseId: course!.id, curriculumId: curriculum!.id, stepIds };
}

async function studentOf(courseId: number | null) {
  const student = await createStudent(t, companyId);
  await t.db.update(students).set({ course_id: courseId }).where(eq(students.id, student.id));
  return student;
}

/** Moves the student's credit clock of a view back, as if they had opened the video that long ago. */
async function openedAgo(studentId: number, movieId: number, seconds: number) {
  await t.db
    .update(movieViews)
    .set({ updated_at: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(movieViews.student_id, studentId), eq(movieViews.movie_id, movieId)));
}

const position = (token: string, movieId: number, body: object) => t.call('PUT', `/api/student/movie/${movieId}/position`, token, body);

describe('movie library (admin)', () => {
  it('stores an MP4 and a WebM streamed to DATA_DIR/files/movie, checked by bytes, with the duration read from the file', async () => {
    const mp4 = await uploadMovie(MP4, 'はじめての HTML.mp4');
    expect(mp4).toMatchObject({
      title: 'はじめての HTML',
      original_name: 'はじめての HTML.mp4',
      content_type: 'video/mp4',
      size_bytes: MP4.length,
      stream_url: `/api/admin/movie/${mp4.id}/stream`,
      used_by: [],
      abilities: { edit: true, delete: true },
    });
    expect(mp4.duration_seconds).toBeCloseTo(60, 0);

    // A WebM whose name and claimed type say MP4: the bytes decide.
    const webm = await upload(admin, { filename: 'clip.mp4', contentType: 'video/mp4', bytes: WEBM }, { title: ' CSS の基本 ', description: '余白と配置' });
    expect(webm.statusCode, webm.body).toBe(201);
    expect(webm.json<Movie>()).toMatchObject({ title: 'CSS の基本', description: '余白と配置', content_type: 'video/webm', size_bytes: WEBM.length });
    expect(webm.json<Movie>().duration_seconds).toBeCloseTo(60, 0);

    const files = storedFiles();
    expect(files.filter((name) => name.startsWith('.'))).toEqual([]);
    const stored = files.filter((name) => name.endsWith('.mp4')).map((name) => fs.readFileSync(path.join(movieDir(), name)));
    expect(stored.some((bytes) => bytes.equals(MP4))).toBe(true);
    expect(files.some((name) => /^[a-f0-9]{32}\.webm$/.test(name))).toBe(true);
  });

  it('refuses what is not a readable MP4 or WebM (415) and a file over MOVIE_MAX_BYTES (413), keeping nothing', async () => {
    const before = storedFiles();
    const renamedPng = await upload(admin, { filename: 'movie.mp4', contentType: 'video/mp4', bytes: PNG_BYTES });
    expect(renamedPng.statusCode).toBe(415);
    expect(renamedPng.json()).toMatchObject({ code: 'unsupported_file_type', message: 'MP4 または WebM の動画ファイルを選んでください。' });

    const heicBox = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), Buffer.alloc(100)]);
    expect((await upload(admin, { filename: 'photo.mp4', contentType: 'video/mp4', bytes: heicBox })).statusCode).toBe(415);
    // The right first bytes, then nothing a player could read.
    const headerOnly = Buffer.concat([MP4.subarray(0, 32), Buffer.alloc(4000, 0x41)]);
    const unreadable = await upload(admin, { filename: 'broken.mp4', contentType: 'video/mp4', bytes: headerOnly });
    expect(unreadable.statusCode).toBe(415);
    expect(unreadable.json<{ message: string }>().message).toContain('動画ファイルを読み取れませんでした');

    // A valid MP4 grown past the limit by a trailing `free` box.
    const padding = Buffer.alloc(MAX_BYTES, 0);
    padding.writeUInt32BE(MAX_BYTES, 0);
    padding.write('free', 4, 'latin1');
    const tooBig = await upload(admin, { filename: 'long.mp4', contentType: 'video/mp4', bytes: Buffer.concat([MP4, padding]) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'file_too_large' });
    const english = await upload(admin, { filename: 'long.mp4', contentType: 'video/mp4', bytes: Buffer.concat([MP4, padding]) });
    expect(english.statusCode).toBe(413);

    const notMultipart = await t.call('POST', '/api/admin/movie', admin, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    const { payload, headers } = multipartPayload([{ name: 'title', value: 'ファイルなし' }]);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/admin/movie', headers: { ...bearer(admin), ...headers }, payload });
    expect(noFile.statusCode).toBe(400);
    const two = multipartPayload([
      { name: 'file', filename: 'a.mp4', contentType: 'video/mp4', bytes: MP4 },
      { name: 'file', filename: 'b.mp4', contentType: 'video/mp4', bytes: MP4 },
    ]);
    const twoFiles = await t.app.inject({ method: 'POST', url: '/api/admin/movie', headers: { ...bearer(admin), ...two.headers }, payload: two.payload });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json<{ message: string }>().message).toBe('動画ファイルは1回に1つだけ送ってください。');
    const longTitle = await upload(admin, { filename: 'a.mp4', contentType: 'video/mp4', bytes: MP4 }, { title: 'あ'.repeat(201) });
    expect(longTitle.statusCode).toBe(400);

    expect(storedFiles()).toEqual(before);
  });

  it('answers a browser still sending over a real connection: 413 for a large file, 415 for a wrong one, 201 for a movie', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = storedFiles();
    const send = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('title', '実接続');
      form.append('file', new Blob([bytes]), name);
      const response = await fetch(`${baseUrl}/api/admin/movie`, { method: 'POST', headers: bearer(admin), body: form });
      return { status: response.status, body: (await response.json()) as { code?: string; duration_seconds?: number } };
    };
    const large = Buffer.concat([MP4, Buffer.alloc(3 * 1024 * 1024, 7)]);
    expect(await send(large, 'large.mp4')).toMatchObject({ status: 413, body: { code: 'file_too_large' } });
    const wrong = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024, 7)]);
    expect(await send(wrong, 'wrong.mp4')).toMatchObject({ status: 415, body: { code: 'unsupported_file_type' } });
    expect(storedFiles()).toEqual(before);
    const ok = await send(WEBM, 'ok.webm');
    expect(ok.status).toBe(201);
    expect(ok.body.duration_seconds).toBeCloseTo(60, 0);
  });

  it('answers the limits the upload dialog checks first', async () => {
    const rules = await t.call('GET', '/api/admin/movie/upload_rules', admin);
    expect(rules.json()).toEqual({ max_bytes: MAX_BYTES, content_types: ['video/mp4', 'video/webm'] });
  });

  it('lists with search and where used, updates, and refuses to delete a movie a step shows (409 naming the step)', async () => {
    const movie = await uploadMovie(MP4, 'where-used.mp4', { title: `使用先テスト ${nextSerial()}` });
    const { stepIds } = await courseShowing([[movie.id]]);

    const list = (await t.call('GET', `/api/admin/movie?q=${encodeURIComponent(movie.title)}`, admin)).json<{ items: Movie[]; total: number }>();
    expect(list.total).toBe(1);
    expect(list.items[0]!.used_by).toEqual([{ step_id: stepIds[0], step_title: expect.stringMatching(/^ステップ /), curriculum_id: expect.any(Number), curriculum_name: expect.stringMatching(/^動画カリキュラム /) }]);
    expect(list.items[0]!.abilities).toEqual({ edit: true, delete: false });
    expect((await t.call('GET', '/api/admin/movie?q=%25', admin)).json<{ total: number }>().total).toBe(0);

    const updated = await t.call('PUT', `/api/admin/movie/${movie.id}`, admin, { title: '変更後のタイトル', description: '説明文' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: '変更後のタイトル', description: '説明文', size_bytes: MP4.length });
    expect((await t.call('PUT', `/api/admin/movie/${movie.id}`, admin, { title: '' })).statusCode).toBe(400);

    const refused = await t.call('DELETE', `/api/admin/movie/${movie.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(list.items[0]!.used_by[0]!.step_title);
    const refusedInEnglish = await t.call('DELETE', `/api/admin/movie/${movie.id}`, admin, undefined, { 'accept-language': 'en' });
    expect(refusedInEnglish.json<{ message: string }>().message).toMatch(/^This video is used by these steps/);

    await t.db.delete(stepMovies).where(eq(stepMovies.movie_id, movie.id));
    const fileCount = storedFiles().length;
    expect((await t.call('DELETE', `/api/admin/movie/${movie.id}`, admin)).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(fileCount - 1);
    expect((await t.call('GET', `/api/admin/movie/${movie.id}`, admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/admin/movie/${movie.id}/stream`, admin)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/movie/${movie.id}`, admin)).statusCode).toBe(404);
  });

  it('lets movie read only read and stream, write upload but not delete, and refuses other sections, companies and students', async () => {
    const movie = await uploadMovie();
    const { token: reader } = await staffWith(t, { movie: ACCESS_LEVEL.read });
    const { token: writer } = await staffWith(t, { movie: ACCESS_LEVEL.write });
    const { token: courseAdmin } = await staffWith(t, { course: ACCESS_LEVEL.all, curriculum: ACCESS_LEVEL.all });
    const student = await studentOf(null);

    expect((await t.call('GET', '/api/admin/movie', reader)).json<{ items: Movie[] }>().items[0]!.abilities).toEqual({ edit: false, delete: false });
    expect((await t.call('GET', `/api/admin/movie/${movie.id}/stream`, reader)).statusCode).toBe(200);
    expect((await upload(reader, { filename: 'a.mp4', contentType: 'video/mp4', bytes: MP4 })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/admin/movie/${movie.id}`, reader, { title: 'x' })).statusCode).toBe(403);

    expect((await upload(writer, { filename: 'a.mp4', contentType: 'video/mp4', bytes: MP4 })).statusCode).toBe(201);
    expect((await t.call('DELETE', `/api/admin/movie/${movie.id}`, writer)).statusCode).toBe(403);

    for (const token of [courseAdmin, companyUser, student.token]) {
      expect((await t.call('GET', '/api/admin/movie', token)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/admin/movie/${movie.id}/stream`, token, undefined, { range: 'bytes=0-9' })).statusCode).toBe(403);
    }
    expect((await t.call('GET', `/api/admin/movie/${movie.id}/stream`)).statusCode).toBe(401);
  });
});

describe('streaming with HTTP Range', () => {
  it('answers 200 whole, 206 with the exact slice, 416 beyond the end, and ignores what does not parse', async () => {
    const movie = await uploadMovie();
    const url = `/api/admin/movie/${movie.id}/stream`;
    const size = MP4.length;

    const whole = await t.call('GET', url, admin);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(MP4)).toBe(true);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'content-length': String(size), 'cache-control': 'private, max-age=3600' });

    const head = await t.app.inject({ method: 'HEAD', url, headers: { ...bearer(admin), range: 'bytes=0-99' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('100');
    expect(head.rawPayload.length).toBe(0);

    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      ['bytes=5000-9999999', 5000, size - 1],
      ['bytes=10-19, 30-39', 10, 39],
    ];
    for (const [range, start, end] of cases) {
      const part = await t.call('GET', url, admin, undefined, { range });
      expect(`${range}: ${part.statusCode}`).toBe(`${range}: 206`);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(MP4.subarray(start, end + 1))).toBe(true);
    }

    const beyond = await t.call('GET', url, admin, undefined, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
    expect(beyond.json()).toMatchObject({ code: 'range_not_satisfiable' });

    for (const ignored of ['bytes=abc', 'items=0-10', 'bytes=20-10']) {
      const response = await t.call('GET', url, admin, undefined, { range: ignored });
      expect(`${ignored}: ${response.statusCode} ${response.rawPayload.length}`).toBe(`${ignored}: 200 ${size}`);
    }
    // A stale If-Range gets the whole file; the current one gets the part.
    expect((await t.call('GET', url, admin, undefined, { range: 'bytes=0-9', 'if-range': '"old"' })).statusCode).toBe(200);
    expect((await t.call('GET', url, admin, undefined, { range: 'bytes=0-9', 'if-range': whole.headers.etag as string })).statusCode).toBe(206);
    expect((await t.call('GET', url, admin, undefined, { 'if-none-match': whole.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers ranges far apart as multipart/byteranges with exactly the bytes asked, never one range spanning them (issue 21)', async () => {
    const movie = await uploadMovie();
    const url = `/api/admin/movie/${movie.id}/stream`;
    const size = MP4.length;
    const [a, b] = [
      [0, 10],
      [size - 11, size - 1],
    ] as const;
    const response = await t.call('GET', url, admin, undefined, { range: `bytes=${a[0]}-${a[1]},${b[0]}-${b[1]}` });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBeUndefined();
    const boundary = /^multipart\/byteranges; boundary=([0-9a-f]{32})$/.exec(String(response.headers['content-type']))?.[1];
    expect(boundary).toBeDefined();
    const expected = Buffer.concat([
      Buffer.from(`\r\n--${boundary}\r\nContent-Type: video/mp4\r\nContent-Range: bytes ${a[0]}-${a[1]}/${size}\r\n\r\n`),
      MP4.subarray(a[0], a[1] + 1),
      Buffer.from(`\r\n--${boundary}\r\nContent-Type: video/mp4\r\nContent-Range: bytes ${b[0]}-${b[1]}/${size}\r\n\r\n`),
      MP4.subarray(b[0], b[1] + 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    expect(response.rawPayload.equals(expected)).toBe(true);
    expect(response.headers['content-length']).toBe(String(expected.length));
    // 22 bytes asked: the answer is those and its part headers, far below the file.
    expect(expected.length).toBeLessThan(400);

    const head = await t.app.inject({ method: 'HEAD', url, headers: { ...bearer(admin), range: `bytes=${a[0]}-${a[1]},${b[0]}-${b[1]}` } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe(String(expected.length));
    expect(head.rawPayload.length).toBe(0);
    // One of them outside the file: the other alone, as a single range.
    const one = await t.call('GET', url, admin, undefined, { range: `bytes=0-10,${size + 100}-` });
    expect([one.statusCode, one.headers['content-range']]).toEqual([206, `bytes 0-10/${size}`]);
  });

  it('serves a student only the videos of published steps of published curricula of their own course (404 otherwise)', async () => {
    const shown = await uploadMovie(MP4, 'shown.mp4');
    const draftStep = await uploadMovie(MP4, 'draft-step.mp4');
    const draftCurriculum = await uploadMovie(MP4, 'draft-curriculum.mp4');
    const unused = await uploadMovie(MP4, 'unused.mp4');
    const { courseId } = await courseShowing([[shown.id], [draftStep.id]], { stepPublished: [true, false] });
    const other = await courseShowing([[draftCurriculum.id]], { curriculumPublished: false });
    await t.db.insert(courseCurricula).values({ course_id: courseId, curriculum_id: other.curriculumId, position: 2, normal_days: 1, intensive_days: 1 });
    const student = await studentOf(courseId);
    const outsider = await studentOf((await courseShowing([[unused.id]])).courseId);
    const withoutCourse = await studentOf(null);

    const url = (id: number) => `/api/student/movie/${id}/stream`;
    const part = await t.call('GET', url(shown.id), student.token, undefined, { range: 'bytes=0-1023' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(MP4.subarray(0, 1024))).toBe(true);
    expect((await t.call('GET', url(shown.id), student.token)).rawPayload.equals(MP4)).toBe(true);

    for (const [who, token, id] of [
      ['draft step', student.token, draftStep.id],
      ['draft curriculum', student.token, draftCurriculum.id],
      ['not in the course', student.token, unused.id],
      ['another course', outsider.token, shown.id],
      ['no course', withoutCourse.token, shown.id],
      ['absent', student.token, 987654],
    ] as const) {
      expect(`${who}: ${(await t.call('GET', url(id), token, undefined, { range: 'bytes=0-9' })).statusCode}`).toBe(`${who}: 404`);
      expect(`${who}: ${(await position(token, id, { position_seconds: 1, played_ranges: [] })).statusCode}`).toBe(`${who}: 404`);
    }
    expect((await t.call('GET', url(shown.id), companyUser)).statusCode).toBe(403);
    expect((await t.call('GET', url(shown.id), admin)).statusCode).toBe(403);
    expect((await t.call('GET', url(shown.id))).statusCode).toBe(401);
  });
});

describe('student videos and watched coverage', () => {
  it('lists every video of the course in course order, once each, with position, coverage and the step', async () => {
    const first = await uploadMovie(MP4, 'first.mp4');
    const second = await uploadMovie(WEBM, 'second.webm');
    const { courseId, stepIds } = await courseShowing([[first.id, second.id], [first.id]]);
    const student = await studentOf(courseId);
    const list = (await t.call('GET', '/api/student/movie', student.token)).json<{ items: Array<Record<string, unknown>> }>();
    expect(list.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(list.items[0]).toMatchObject({
      title: 'first',
      position_seconds: 0,
      watched_seconds: 0,
      watched_ratio: 0,
      step_id: stepIds[0],
      stream_url: `/api/student/movie/${first.id}/stream`,
    });

    await position(student.token, first.id, { position_seconds: 12.5, played_ranges: [[0, 12.5]] });
    const after = (await t.call('GET', '/api/student/movie', student.token)).json<{ items: Array<Record<string, unknown>> }>();
    expect(after.items[0]).toMatchObject({ position_seconds: 12.5, watched_seconds: 12.5 });
    expect(after.items[0]!.watched_ratio).toBeCloseTo(12.5 / first.duration_seconds, 2);
    expect((await t.call('GET', '/api/student/movie', (await studentOf(null)).token)).json()).toEqual({ items: [] });
  });

  it('merges played ranges, keeps the resume position, counts no seek, clamps to the duration and refuses more than wall time allows', async () => {
    const movie = await uploadMovie();
    const student = await studentOf((await courseShowing([[movie.id]])).courseId);
    const duration = movie.duration_seconds;

    // A first report may add at most the first credit: claiming the whole video at once is refused and stores nothing.
    const forged = await position(student.token, movie.id, { position_seconds: duration, played_ranges: [[0, duration]] });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ details: { played_ranges: expect.any(String) } });

    const first = await position(student.token, movie.id, { position_seconds: 10, played_ranges: [[0, 10]] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<View>()).toMatchObject({ position_seconds: 10, watched_seconds: 10 });

    // A seek to the end plays nothing: the position moves, the coverage does not.
    const seek = (await position(student.token, movie.id, { position_seconds: duration - 1, played_ranges: [] })).json<View>();
    expect(seek).toMatchObject({ position_seconds: duration - 1, watched_seconds: 10 });

    // Right after, even a few seconds more than the credit left is refused…
    expect((await position(student.token, movie.id, { position_seconds: 50, played_ranges: [[20, 50]] })).statusCode).toBe(400);
    // …and once wall time has passed, overlapping and out-of-range parts merge and clamp.
    await openedAgo(student.id, movie.id, 120);
    const merged = (await position(student.token, movie.id, { position_seconds: 999, played_ranges: [[5, 15], [duration - 5, duration + 30]] })).json<View>();
    expect(merged.position_seconds).toBeCloseTo(duration, 3);
    expect(merged.watched_seconds).toBeCloseTo(20, 3);
    const again = (await position(student.token, movie.id, { position_seconds: 3, played_ranges: [[0, 10]] })).json<View>();
    expect(again).toMatchObject({ position_seconds: 3 });
    expect(again.watched_seconds).toBeCloseTo(20, 3);

    const [row] = await t.db.select().from(movieViews).where(and(eq(movieViews.student_id, student.id), eq(movieViews.movie_id, movie.id)));
    expect(row!.watched_ranges).toEqual([[0, 15], [duration - 5, duration]]);

    for (const body of [
      { position_seconds: -1, played_ranges: [] },
      { position_seconds: 1, played_ranges: [[10, 5]] },
      { position_seconds: 1, played_ranges: [[0, 1, 2]] },
      { position_seconds: 1, played_ranges: Array.from({ length: 201 }, () => [0, 1]) },
    ]) {
      expect((await position(student.token, movie.id, body)).statusCode).toBe(400);
    }
  });

  it('keeps every range of 20 simultaneous reports (two tabs racing)', async () => {
    const movie = await uploadMovie();
    const student = await studentOf((await courseShowing([[movie.id]])).courseId);
    await position(student.token, movie.id, { position_seconds: 0, played_ranges: [] });
    await openedAgo(student.id, movie.id, 300);

    const reports = Array.from({ length: 20 }, (_, i) => position(student.token, movie.id, { position_seconds: i * 3 + 2, played_ranges: [[i * 3, i * 3 + 2]] }));
    const answers = await Promise.all(reports);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const [row] = await t.db.select().from(movieViews).where(and(eq(movieViews.student_id, student.id), eq(movieViews.movie_id, movie.id)));
    expect(row!.watched_ranges).toEqual(Array.from({ length: 20 }, (_, i) => [i * 3, i * 3 + 2]));
    expect(row!.watched_seconds).toBeCloseTo(40, 3);
  });
});
