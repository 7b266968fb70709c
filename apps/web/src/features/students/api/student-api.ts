import type { UpdateSiteContentBody } from '@manabiya/domain/contracts/onboarding';
import type { CreateStudentBody, StudentImportBody, UpdateStudentBody } from '@manabiya/domain/contracts/students';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { onboardingEndpoints } from '@manabiya/domain/endpoints/onboarding';
import { studentEndpoints } from '@manabiya/domain/endpoints/students';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

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

/** Creates (invited unless `send_invitation` is false) or updates a student; an update takes no invitation flag. */
export const useSaveStudent = () =>
  useInvalidatingMutation(
    ({ id, body: { send_invitation, ...fields } }: SaveVariables<CreateStudentBody>) =>
      id === null ? createStudent({ ...fields, send_invitation }) : updateStudent(id, fields),
    studentKeys.all,
  );

export const useDeleteStudent = () => useInvalidatingMutation(deleteStudent, studentKeys.all);

/** Checks a CSV without saving anything. */
export const usePreviewStudentImport = () => useMutation({ mutationFn: previewStudentImport });

export const useImportStudents = () => useInvalidatingMutation((body: StudentImportBody) => importStudents(body), studentKeys.all);

/** Saves the orientation text and keeps the answer as the cached one (no refetch needed). */
export function useUpdateOrientation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteContentBody) => updateOrientation(body),
    onSuccess: (saved) => queryClient.setQueryData(studentKeys.orientation, saved),
  });
}
