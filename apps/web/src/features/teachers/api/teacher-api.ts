import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { TeacherBody, TeacherItem } from '@manabiya/domain/contracts/teachers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const BASE = '/admin/teacher';

export const teacherKeys = {
  all: ['teachers'] as const,
  list: (apiQuery: string) => ['teachers', 'list', apiQuery] as const,
  history: (id: number) => ['teachers', 'history', id] as const,
};

export const teacherListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: teacherKeys.list(apiQuery), queryFn: () => getApi<ListResponse<TeacherItem>>(`${BASE}?${apiQuery}`), placeholderData: keepPreviousData });
export const teacherHistoryQuery = (id: number) =>
  queryOptions({ queryKey: teacherKeys.history(id), queryFn: () => getApi<AuditEntry[]>(`${BASE}/${id}/history`) });

export const teacherCsvPath = (csvQuery: string) => `${BASE}/csv?${csvQuery}`;
export const createTeacher = (body: TeacherBody) => postApi<TeacherItem>(BASE, body);
export const updateTeacher = (id: number, body: TeacherBody) => requestApi<TeacherItem>('PUT', `${BASE}/${id}`, body);
export const deleteTeacher = (id: number) => requestApi<void>('DELETE', `${BASE}/${id}`);
export const removeTeacherIcon = (id: number) => requestApi<TeacherItem>('DELETE', `${BASE}/${id}/icon`);

export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ICON_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads the icon as multipart; the browser sets the multipart Content-Type with its boundary. */
export async function uploadTeacherIcon(id: number, file: File): Promise<TeacherItem> {
  const data = new FormData();
  data.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api${BASE}/${id}/icon`, { method: 'POST', body: data, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, '');
  }
  const payload = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
  if (!response.ok) {
    throw new ApiError(response.status, typeof payload.message === 'string' ? payload.message : '', {
      code: typeof payload.code === 'string' ? payload.code : undefined,
    });
  }
  return payload as TeacherItem;
}
