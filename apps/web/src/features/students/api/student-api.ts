import type { UpdateSiteContentBody } from '@manabiya/domain/contracts/onboarding';
import type { CreateStudentBody, StudentImportBody, UpdateStudentBody } from '@manabiya/domain/contracts/students';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { onboardingEndpoints } from '@manabiya/domain/endpoints/onboarding';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const studentKeys = {
  all: ['students'] as const,
  list: (apiQuery: string) => ['students', 'list', apiQuery] as const,
  detail: (id: number) => ['students', 'detail', id] as const,
  history: (id: number) => ['students', 'detail', id, 'history'] as const,
  orientation: ['site-content', 'orientation'] as const,
};

export const studentListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: studentKeys.list(apiQuery), queryFn: () => callApi(studentEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });
export const studentDetailQuery = (id: number) => queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => callApi(studentEndpoints.get, { params: { id } }) });
export const studentHistoryQuery = (id: number) =>
  queryOptions({ queryKey: studentKeys.history(id), queryFn: () => callApi(studentEndpoints.history, { params: { id } }) });
export const orientationQuery = () => queryOptions({ queryKey: studentKeys.orientation, queryFn: () => callApi(onboardingEndpoints.siteOrientation) });

export const studentCsvPath = (csvQuery: string) => urlOf(studentEndpoints.csv, { query: csvQuery });
export const createStudent = (body: CreateStudentBody) => callApi(studentEndpoints.create, { body });
export const updateStudent = (id: number, body: UpdateStudentBody) => callApi(studentEndpoints.update, { params: { id }, body });
export const deleteStudent = (id: number) => callApi(studentEndpoints.remove, { params: { id } });

export const previewStudentImport = (body: StudentImportBody) => callApi(studentEndpoints.previewImport, { body });
export const importStudents = (body: StudentImportBody) => callApi(studentEndpoints.import, { body });

export const updateOrientation = (body: UpdateSiteContentBody) => callApi(onboardingEndpoints.updateSiteOrientation, { body });
