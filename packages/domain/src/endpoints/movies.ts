import { z } from 'zod';
import { listResponseOf } from '../contracts/lists.ts';
import { MovieBody, MovieItem, MovieListQuery, MoviePositionBody, MovieUploadRules, MovieViewState, StudentMovieList } from '../contracts/movies.ts';
import { IdParams } from '../contracts/staff.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { filePart } from './form-parts.ts';

const ADMIN = '/api/admin/movie';
const STUDENT = '/api/student/movie';

const STREAM_DESCRIPTION =
  'The video file. Answers HTTP Range: 206 Partial Content with Content-Range for `Range: bytes=…`, 416 when the range ' +
  'lies beyond the file, 200 with the whole file without a Range header. Accept-Ranges: bytes; cached privately.';

/** The movie library (admin, section `movie`) and the student's videos with their watched coverage. */
export const movieEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ADMIN,
    summary: 'Movies, searched by title, description or file name, with the steps that use each',
    query: MovieListQuery,
    response: listResponseOf(MovieItem),
  }),
  uploadRules: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/upload_rules`,
    summary: 'The largest upload and the accepted types, for the upload dialog',
    response: MovieUploadRules,
  }),
  get: defineEndpoint({ method: 'GET', path: `${ADMIN}/:id`, summary: 'One movie', params: IdParams, response: MovieItem }),
  create: defineEndpoint({
    method: 'POST',
    path: ADMIN,
    summary: 'Upload a movie (multipart: optional title and description, then one MP4 or WebM file)',
    description:
      'multipart/form-data: optional `title` and `description` text parts first, then one `file` part: MP4 or WebM by its bytes, ' +
      'at most MOVIE_MAX_BYTES (default 1 GB; 413 beyond). The file is streamed to storage; its duration is read from it ' +
      '(415 when it is not a readable MP4 or WebM video). The title defaults to the file name.',
    multipart: true,
    formParts: z.object({
      title: z.string().optional(),
      description: z.string().optional(),
      file: filePart('The video: MP4 or WebM by its bytes'),
    }),
    response: MovieItem,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${ADMIN}/:id`,
    summary: 'Replace a movie’s title and description (the file stays)',
    params: IdParams,
    body: MovieBody,
    response: MovieItem,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${ADMIN}/:id`,
    summary: 'Delete a movie and its file (409 while a step uses it)',
    params: IdParams,
    response: z.null(),
    status: 204,
  }),
  adminStream: defineEndpoint({
    method: 'GET',
    path: `${ADMIN}/:id/stream`,
    summary: 'Play a movie (staff preview; HTTP Range)',
    description: STREAM_DESCRIPTION,
    params: IdParams,
    response: z.any(),
    download: true,
  }),
  studentList: defineEndpoint({
    method: 'GET',
    path: STUDENT,
    summary: 'Every video of the signed-in student’s course, in course order, with position and watched coverage',
    response: StudentMovieList,
  }),
  studentStream: defineEndpoint({
    method: 'GET',
    path: `${STUDENT}/:id/stream`,
    summary: 'Play a video of the student’s course (HTTP Range; 404 unless a published step of the course shows it)',
    description: STREAM_DESCRIPTION,
    params: IdParams,
    tenantScope: { id: 'movie' },
    response: z.any(),
    download: true,
  }),
  position: defineEndpoint({
    method: 'PUT',
    path: `${STUDENT}/:id/position`,
    summary: 'Save the resume position and add the parts actually played to the watched coverage',
    description:
      'played_ranges are [from, to] seconds actually played since the last report (seeks send none). They are clamped to the ' +
      'duration and merged into the coverage. The coverage an update adds may not exceed what wall time allows (400 otherwise).',
    params: IdParams,
    tenantScope: { id: 'movie' },
    body: MoviePositionBody,
    response: MovieViewState,
  }),
};
