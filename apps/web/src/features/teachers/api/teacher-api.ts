import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { TeacherBody, TeacherItem } from '@manabiya/domain/contracts/teachers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi, requestFormApi } from '../../../lib/api-client.ts';

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

/** Uploads the icon as multipart. */
export function uploadTeacherIcon(id: number, file: File): Promise<TeacherItem> {
  const data = new FormData();
  data.append('file', file);
  return requestFormApi<TeacherItem>('POST', `${BASE}/${id}/icon`, data);
}
