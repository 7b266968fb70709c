import type { AuditEntry } from '@manabiya/domain/contracts/audit';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { SiteContent, UpdateSiteContentBody } from '@manabiya/domain/contracts/onboarding';
import type {
  CreateStudentBody,
  StudentImportBody,
  StudentImportPreview,
  StudentImportResult,
  StudentItem,
  UpdateStudentBody,
} from '@manabiya/domain/contracts/students';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi, postApi, requestApi } from '../../../lib/api-client.ts';

const BASE = '/admin/student';
const ORIENTATION = '/admin/site_content/orientation';

export const studentKeys = {
  all: ['students'] as const,
  list: (apiQuery: string) => ['students', 'list', apiQuery] as const,
  detail: (id: number) => ['students', 'detail', id] as const,
  history: (id: number) => ['students', 'detail', id, 'history'] as const,
  orientation: ['site-content', 'orientation'] as const,
};

export const studentListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: studentKeys.list(apiQuery), queryFn: () => getApi<ListResponse<StudentItem>>(`${BASE}?${apiQuery}`), placeholderData: keepPreviousData });
export const studentDetailQuery = (id: number) => queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => getApi<StudentItem>(`${BASE}/${id}`) });
export const studentHistoryQuery = (id: number) =>
  queryOptions({ queryKey: studentKeys.history(id), queryFn: () => getApi<AuditEntry[]>(`${BASE}/${id}/history`) });
export const orientationQuery = () => queryOptions({ queryKey: studentKeys.orientation, queryFn: () => getApi<SiteContent>(ORIENTATION) });

export const studentCsvPath = (csvQuery: string) => `${BASE}/csv?${csvQuery}`;
export const createStudent = (body: CreateStudentBody) => postApi<StudentItem>(BASE, body);
export const updateStudent = (id: number, body: UpdateStudentBody) => requestApi<StudentItem>('PUT', `${BASE}/${id}`, body);
export const deleteStudent = (id: number) => requestApi<void>('DELETE', `${BASE}/${id}`);

export const previewStudentImport = (body: StudentImportBody) => postApi<StudentImportPreview>(`${BASE}/import/preview`, body);
export const importStudents = (body: StudentImportBody) => postApi<StudentImportResult>(`${BASE}/import`, body);

export const updateOrientation = (body: UpdateSiteContentBody) => requestApi<SiteContent>('PUT', ORIENTATION, body);
