import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import { pathOf, type EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { companyEndpoints } from '@manabiya/domain/endpoints/companies';
import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { progressEndpoints } from '@manabiya/domain/endpoints/progress';
import { roomEndpoints } from '@manabiya/domain/endpoints/rooms';
import { staffEndpoints } from '@manabiya/domain/endpoints/staff';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { testEndpoints } from '@manabiya/domain/endpoints/tests';
import { STEP_TYPE } from '@manabiya/domain/enums/learning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies } from '../db/schema/movies.ts';
import { createAdmin, createCompanyUser, createNotice, createStudent } from '../test/factories.ts';
import { createCourseWorld, createMovieRow } from '../test/learning-world.ts';
import { multipartPayload, PNG_BYTES } from '../test/multipart.ts';
import { createRoomWithThread, createRoomWorld } from '../test/room-world.ts';
import { answerSurvey, createSurveyWith, fullAnswers } from '../test/surveys-world.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestWith, startedAttempt, submitAttempt } from '../test/tests-world.ts';

const ENDPOINTS_DIR = path.resolve(import.meta.dirname, '../../../../packages/domain/src/endpoints');

/** Every endpoint that answers a file or a stream (`download`), as the domain package defines them. */
async function downloadEndpoints(): Promise<EndpointDefinition[]> {
  const files = fs.readdirSync(ENDPOINTS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(path.join(ENDPOINTS_DIR, file)).href) as Promise<Record<string, unknown>>));
  return modules
    .flatMap((module) => Object.values(module))
    .flatMap((group): unknown[] => (typeof group === 'object' && group !== null ? Object.values(group) : []))
    .filter((value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'download' in value && value.download === true);
}

const nameOf = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/**
 * A handler that answers a file or a stream itself answers once. Returned from an async handler,
 * the reply was awaited as a thenable and the route then sent it again: Fastify logged
 * FST_ERR_REP_ALREADY_SENT on every progress CSV. This calls every download route with data behind
 * it and fails on that warning in the app's log.
 */
describe('files and streamed answers', () => {
  const log: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manabiya-streamed-'));
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ DATA_DIR: dataDir }, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('are sent once, by every route that answers one', async () => {
    const admin = (await createAdmin(t)).token;
    const w = await createRoomWorld(t);
    const thread = await createRoomWithThread(t, w.student.token, w.assignmentStepId, w.teacher.token);
    const companyUser = (await createCompanyUser(t, w.companyId)).token;
    const { payload, headers } = multipartPayload([
      { name: 'data', value: JSON.stringify({ name: '画像つき', content: '本文', priority: 0, notice_target: 2, publish_status: 1, information_files: [{ changed: 0, name: 'a.png' }] }) },
      { name: 'images', filename: 'a.png', contentType: 'image/png', bytes: PNG_BYTES },
    ]);
    const withImage = (await t.app.inject({ method: 'POST', url: informationEndpoints.create.path, headers: { ...bearer(admin), ...headers }, payload })).json<InformationAdminItem>();
    const notice = await createNotice(t);
    // A movie on a step of a course with a student on it, its file where the library keeps files.
    const movieId = await createMovieRow(t);
    const fileName = `${randomBytes(16).toString('hex')}.mp4`;
    await t.db.update(movies).set({ file_name: fileName }).where(eq(movies.id, movieId));
    fs.mkdirSync(path.join(dataDir, 'files', 'movie'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'movie', fileName), Buffer.alloc(1000, 1));
    const course = await createCourseWorld(t, { curricula: [{ steps: [{ type: STEP_TYPE.self_study, movieIds: [movieId] }] }] });
    const viewer = (await createStudent(t, w.companyId, { course_id: course.courseId, start_date: '2026-04-01' })).token;
    // A test the viewer took, for its results CSV.
    const test = await createTestWith(t, { admin, companyId: w.companyId, course, student: { id: 0, token: viewer } });
    await submitAttempt(t, viewer, (await startedAttempt(t, viewer, test.id)).id);
    // A survey the viewer answered, for the zip of its CSV.
    const survey = await createSurveyWith(t, { admin });
    await answerSurvey(t, viewer, survey.id, fullAnswers(survey));

    /** How each download route is called: its URL with a row behind it, and a caller who may read it. */
    const calls: Record<string, { url: string; token: string }> = {
      [nameOf(progressEndpoints.adminCsv)]: { url: pathOf(progressEndpoints.adminCsv), token: admin },
      [nameOf(progressEndpoints.companyCsv)]: { url: pathOf(progressEndpoints.companyCsv), token: companyUser },
      [nameOf(informationEndpoints.unreadCsv)]: { url: pathOf(informationEndpoints.unreadCsv, { id: notice.id }), token: admin },
      [nameOf(teacherEndpoints.csv)]: { url: pathOf(teacherEndpoints.csv), token: admin },
      [nameOf(companyEndpoints.csv)]: { url: pathOf(companyEndpoints.csv), token: admin },
      [nameOf(staffEndpoints.csv)]: { url: pathOf(staffEndpoints.csv), token: admin },
      [nameOf(studentEndpoints.csv)]: { url: pathOf(studentEndpoints.csv), token: admin },
      [nameOf(roomEndpoints.adminFile)]: { url: pathOf(roomEndpoints.adminFile, { id: thread.fileId }), token: w.teacher.token },
      [nameOf(roomEndpoints.studentFile)]: { url: pathOf(roomEndpoints.studentFile, { id: thread.fileId }), token: w.student.token },
      [nameOf(roomEndpoints.companyFile)]: { url: pathOf(roomEndpoints.companyFile, { id: thread.fileId }), token: w.companyUser.token },
      [nameOf(movieEndpoints.adminStream)]: { url: pathOf(movieEndpoints.adminStream, { id: movieId }), token: admin },
      [nameOf(movieEndpoints.studentStream)]: { url: pathOf(movieEndpoints.studentStream, { id: movieId }), token: viewer },
      [nameOf(testEndpoints.resultCsv)]: { url: pathOf(testEndpoints.resultCsv, { id: test.id }), token: admin },
      [nameOf(surveyEndpoints.csvZip)]: { url: `${pathOf(surveyEndpoints.csvZip)}?survey_ids=${survey.id}`, token: admin },
      [nameOf(fileEndpoints.read)]: { url: withImage.information_files[0]!.path, token: admin },
    };

    const endpoints = await downloadEndpoints();
    expect(endpoints.length).toBeGreaterThan(10);
    // A new download route needs its call here, so that it is checked too.
    expect(endpoints.map(nameOf).filter((name) => !calls[name])).toEqual([]);
    for (const endpoint of endpoints) {
      const { url, token } = calls[nameOf(endpoint)]!;
      const response = await t.app.inject({ method: endpoint.method, url, headers: bearer(token) });
      expect(response.statusCode, `${nameOf(endpoint)}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.rawPayload.length, nameOf(endpoint)).toBeGreaterThan(0);
      const ranged = await t.app.inject({ method: endpoint.method, url, headers: { ...bearer(token), range: 'bytes=0-9' } });
      expect([200, 206], nameOf(endpoint)).toContain(ranged.statusCode);
    }

    // The second send happened once the stream had ended; closing the app outlasts it.
    await t.app.close();
    expect(log.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
    expect(log.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
