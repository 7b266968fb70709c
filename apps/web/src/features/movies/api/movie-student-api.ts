import type { MoviePositionBodyInput, MovieViewState } from '@manabiya/domain/contracts/movies';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { queryOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const studentMovieKeys = {
  all: ['student-movies'] as const,
};

export const studentMovieListQuery = () => queryOptions({ queryKey: studentMovieKeys.all, queryFn: () => callApi(movieEndpoints.studentList) });

/**
 * Sends the player's report. `keepalive` lets it outlive the page (pagehide): fetch with keepalive
 * is the one way to send a PUT while the page goes away.
 */
export async function sendMoviePosition(id: number, body: MoviePositionBodyInput, { keepalive = false } = {}): Promise<MovieViewState> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (i18next.language) headers['Accept-Language'] = i18next.language;
  let response: Response;
  try {
    response = await fetch(pathOf(movieEndpoints.position, { id }), { method: movieEndpoints.position.method, headers, credentials: 'same-origin', body: JSON.stringify(body), keepalive });
  } catch {
    throw new ApiError(0, '');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    throw new ApiError(response.status, typeof payload.message === 'string' ? payload.message : '', { code: typeof payload.code === 'string' ? payload.code : undefined });
  }
  return (await response.json()) as MovieViewState;
}
