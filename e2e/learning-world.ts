import fs from 'node:fs';
import path from 'node:path';
import type { CourseBodyInput, CourseDetail, CreateStepBodyInput, CurriculumDetail, StepItem } from '@manabiya/domain/contracts/courses';
import type { MovieItem } from '@manabiya/domain/contracts/movies';
import type { EndpointDefinition } from '@manabiya/domain/endpoints/define-endpoint';
import { courseEndpoints, curriculumEndpoints, stepEndpoints } from '@manabiya/domain/endpoints/courses';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { PUBLISH_STATUS } from '@manabiya/domain/enums/information';
import { callApi } from './information-admin-api.ts';
import { installAdminToken, uniqueMark } from './world.ts';

/**
 * Course content a learning spec builds through the admin API, as the install's administrator: a
 * movie uploaded from the movies feature's test fixture, public curricula with public steps, and a
 * public course listing them with their standard days.
 */

async function expectStatus(response: Response, endpoint: EndpointDefinition): Promise<unknown> {
  const expected = endpoint.status ?? 200;
  if (response.status !== expected) throw new Error(`${endpoint.method} ${endpoint.path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const SAMPLE_MP4 = path.resolve(import.meta.dirname, '../apps/server/src/features/movies/test-fixtures/sample.mp4');

/** A short MP4 in the movie library. */
export async function uploadMovie(title = `E2E動画 ${uniqueMark()}`): Promise<MovieItem> {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(SAMPLE_MP4))], { type: 'video/mp4' }), 'sample.mp4');
  return (await expectStatus(await callApi(await installAdminToken(), movieEndpoints.create, { form }), movieEndpoints.create)) as MovieItem;
}

export type StepInput = Omit<CreateStepBodyInput, 'curriculum_id'>;

/** A public curriculum with these steps (public unless they say otherwise), in order, and its standard days (20 / 10 unless given). */
export async function createCurriculum(
  name: string,
  steps: StepInput[],
  days: { normal_days?: number; intensive_days?: number } = {},
): Promise<{ curriculum: CurriculumDetail; steps: StepItem[] }> {
  const token = await installAdminToken();
  const curriculum = (await expectStatus(
    await callApi(token, curriculumEndpoints.create, { body: { name, publish_status: PUBLISH_STATUS.public, ...days } }),
    curriculumEndpoints.create,
  )) as CurriculumDetail;
  const made: StepItem[] = [];
  for (const step of steps) {
    const body: CreateStepBodyInput = { publish_status: PUBLISH_STATUS.public, ...step, curriculum_id: curriculum.id };
    made.push((await expectStatus(await callApi(token, stepEndpoints.create, { body }), stepEndpoints.create)) as StepItem);
  }
  return { curriculum, steps: made };
}

/** A public course listing these curricula with their standard days. */
export async function createCourse(body: Partial<CourseBodyInput> & Pick<CourseBodyInput, 'curricula'>): Promise<CourseDetail> {
  const token = await installAdminToken();
  const input: CourseBodyInput = { name: `E2Eコース ${uniqueMark()}`, publish_status: PUBLISH_STATUS.public, ...body };
  return (await expectStatus(await callApi(token, courseEndpoints.create, { body: input }), courseEndpoints.create)) as CourseDetail;
}
