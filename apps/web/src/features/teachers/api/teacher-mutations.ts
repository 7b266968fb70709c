import type { TeacherBody } from '@manabiya/domain/contracts/teachers';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';
import { createTeacher, deleteTeacher, teacherKeys, updateTeacher, uploadTeacherIcon } from './teacher-api.ts';

/** Saves the profile, then its new icon if one was picked. */
async function saveTeacher({ id, body, icon }: SaveVariables<TeacherBody> & { icon: File | null }) {
  const saved = id === null ? await createTeacher(body) : await updateTeacher(id, body);
  return icon ? uploadTeacherIcon(saved.id, icon) : saved;
}

// A new profile may exist already although its icon was refused: the list is refreshed either way.
export const useSaveTeacher = () => useInvalidatingMutation(saveTeacher, teacherKeys.all, { alsoOnError: true });

export const useDeleteTeacher = () => useInvalidatingMutation(deleteTeacher, teacherKeys.all);
