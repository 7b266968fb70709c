import { z } from 'zod';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * Stored uploads. Profile icons are shown to everyone who sees the person, so they are reachable
 * by their unguessable random name without a session (decision 007); a step's attachment or a
 * notice's image needs a session that may read its step or notice (decision 039).
 */
export const fileEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/files/:kind/:name',
    summary: 'A stored upload by its random name',
    description:
      'kind icon: public, cached a day by anyone. kind step (an attachment), information (a notice image) and test (a question image): the session (cookie or bearer, any portal) must be able to read the step, notice or question (staff with the section; a student holding the question in an attempt or able to take its test) — 401 without one, 403 for staff without the section, 404 otherwise; cached by the browser only and revalidated at each use (ETag).',
    params: z.object({ kind: z.string(), name: z.string() }),
    response: z.any(),
    download: true,
  }),
};
