import type { UpdateSiteContentBody } from '@manabiya/domain/contracts/onboarding';
import type { CreateStudentBody, StudentImportBody } from '@manabiya/domain/contracts/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { createStudent, deleteStudent, importStudents, previewStudentImport, studentKeys, updateOrientation, updateStudent } from './student-api.ts';

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
