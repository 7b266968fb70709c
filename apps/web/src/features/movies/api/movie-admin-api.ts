import type { MovieBody, MovieItem } from '@manabiya/domain/contracts/movies';
import { IDEMPOTENCY_KEY_HEADER, pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { movieEndpoints } from '@manabiya/domain/endpoints/movies';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import i18next from 'i18next';
import { callApi, newIdempotencyKey } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { reportReachable, reportUnreachable } from '../../../lib/connection-status.ts';
import { useInvalidatingMutation } from '../../../components/use-invalidating-mutation.ts';

/** A movie as the admin list shows it: its title doubles as the row's name (menus and confirmations). */
export type MovieRow = MovieItem & { name: string };

export const movieKeys = {
  all: ['movies'] as const,
  list: (apiQuery: string) => ['movies', 'list', apiQuery] as const,
  uploadRules: ['movies', 'upload-rules'] as const,
};

export const movieListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: movieKeys.list(apiQuery),
    queryFn: async () => {
      const page = await callApi(movieEndpoints.list, { query: apiQuery });
      return { ...page, items: page.items.map((item): MovieRow => ({ ...item, name: item.title })) };
    },
    placeholderData: keepPreviousData,
  });

export const movieUploadRulesQuery = () =>
  queryOptions({ queryKey: movieKeys.uploadRules, queryFn: () => callApi(movieEndpoints.uploadRules), staleTime: Number.POSITIVE_INFINITY });

const updateMovie = ({ id, body }: { id: number; body: MovieBody }) => callApi(movieEndpoints.update, { params: { id }, body });
const deleteMovie = (id: number) => callApi(movieEndpoints.remove, { params: { id } });

export const useUpdateMovie = () => useInvalidatingMutation(updateMovie, movieKeys.all);
export const useDeleteMovie = () => useInvalidatingMutation(deleteMovie, movieKeys.all);

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface MovieUploadInput {
  file: File;
  title: string;
  description: string;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let payload: { message?: unknown; code?: unknown; details?: unknown } = {};
  try {
    payload = JSON.parse(xhr.responseText) as typeof payload;
  } catch {
    // A proxy's page or nothing: the generic message.
  }
  const details =
    typeof payload.details === 'object' && payload.details !== null
      ? Object.fromEntries(Object.entries(payload.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : undefined;
  return new ApiError(xhr.status, typeof payload.message === 'string' ? payload.message : '', {
    details,
    code: typeof payload.code === 'string' ? payload.code : undefined,
  });
}

/**
 * Uploads a movie with XMLHttpRequest, whose upload progress fetch cannot report: the text parts
 * first (the server reads them before the file), then the file. One Idempotency-Key per attempt.
 */
export function uploadMovie({ file, title, description, onProgress, signal }: MovieUploadInput): Promise<MovieItem> {
  const form = new FormData();
  if (title.trim()) form.append('title', title);
  if (description.trim()) form.append('description', description);
  form.append('file', file, file.name);
  return new Promise<MovieItem>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(movieEndpoints.create.method, pathOf(movieEndpoints.create));
    xhr.setRequestHeader('Accept', 'application/json');
    if (i18next.language) xhr.setRequestHeader('Accept-Language', i18next.language);
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        reportReachable();
        resolve(JSON.parse(xhr.responseText) as MovieItem);
      } else {
        reportReachable();
        reject(errorOf(xhr));
      }
    };
    xhr.onerror = () => {
      reportUnreachable();
      reject(new ApiError(0, ''));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const useUploadMovie = () => useInvalidatingMutation(uploadMovie, movieKeys.all);
