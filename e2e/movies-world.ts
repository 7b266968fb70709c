import fs from 'node:fs';
import path from 'node:path';
import type { MovieItem } from '@manabiya/domain/contracts/movies';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { callApi } from './information-admin-api.ts';
import { installAdminToken, uniqueMark } from './world.ts';

/** The movies feature's test videos: 60 s each, video only, a few tens of KB. */
const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/src/features/movies/test-fixtures');
export const SAMPLE_MP4 = fs.readFileSync(path.join(FIXTURES, 'sample.mp4'));
export const SAMPLE_WEBM = fs.readFileSync(path.join(FIXTURES, 'sample.webm'));

/** The sample MP4 grown to about `megabytes` by a trailing `free` box: still a valid 60 s movie, large enough to watch an upload progress. */
export function largeMp4(megabytes: number): Buffer {
  const padding = Buffer.alloc(megabytes * 1024 * 1024, 0);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  return Buffer.concat([SAMPLE_MP4, padding]);
}

/** A WebM (VP8, which every Chromium build plays) in the movie library, uploaded by the install's administrator. */
export async function uploadWebm(title = `E2E動画 ${uniqueMark()}`): Promise<MovieItem> {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([new Uint8Array(SAMPLE_WEBM)], { type: 'video/webm' }), 'sample.webm');
  const response = await callApi(await installAdminToken(), movieEndpoints.create, { form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as MovieItem;
}
