import { teacherEndpoints } from '@manabiya/domain/endpoints/teachers';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import type { TeacherBody, TeacherItem } from '@manabiya/domain/contracts/teachers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

export const teacherKeys = {
  all: ['teachers'] as const,
  list: (apiQuery: string) => ['teachers', 'list', apiQuery] as const,
  history: (id: number) => ['teachers', 'history', id] as const,
};

export const teacherListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: teacherKeys.list(apiQuery), queryFn: () => callApi(teacherEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });
export const teacherHistoryQuery = (id: number) =>
  queryOptions({ queryKey: teacherKeys.history(id), queryFn: () => callApi(teacherEndpoints.history, { params: { id } }) });

export const teacherCsvPath = (csvQuery: string) => urlOf(teacherEndpoints.csv, { query: csvQuery });
export const createTeacher = (body: TeacherBody) => callApi(teacherEndpoints.create, { body });
export const updateTeacher = (id: number, body: TeacherBody) => callApi(teacherEndpoints.update, { params: { id }, body });
export const deleteTeacher = (id: number) => callApi(teacherEndpoints.remove, { params: { id } });

export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ICON_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads the icon as multipart. */
export function uploadTeacherIcon(id: number, file: File): Promise<TeacherItem> {
  const form = new FormData();
  form.append('file', file);
  return callApi(teacherEndpoints.setIcon, { params: { id }, form });
}

/** Saves the profile, then its new icon if one was picked. */
async function saveTeacher({ id, body, icon }: SaveVariables<TeacherBody> & { icon: File | null }) {
  const saved = id === null ? await createTeacher(body) : await updateTeacher(id, body);
  return icon ? uploadTeacherIcon(saved.id, icon) : saved;
}

// A new profile may exist already although its icon was refused: the list is refreshed either way.
export const useSaveTeacher = () => useInvalidatingMutation(saveTeacher, teacherKeys.all, { alsoOnError: true });

export const useDeleteTeacher = () => useInvalidatingMutation(deleteTeacher, teacherKeys.all);
