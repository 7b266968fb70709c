import { z } from 'zod';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * Stored uploads. Profile icons are shown to everyone who sees the person, so they are reachable
 * by their unguessable random name without a session (decision 007).
 */
export const fileEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/files/:kind/:name',
    summary: 'A stored upload by its random name',
    params: z.object({ kind: z.string(), name: z.string() }),
    response: z.any(),
    download: true,
  }),
};
