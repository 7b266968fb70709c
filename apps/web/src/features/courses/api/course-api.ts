import type {
  CopyCourseBody,
  CopyCurriculumBody,
  CourseBody,
  CreateStepBody,
  CurriculumBody,
  CurriculumDetail,
  StepBody,
  StepItem,
  StepOrderBody,
} from '@manabiya/domain/contracts/courses';
import { courseEndpoints, curriculumEndpoints, stepEndpoints } from '@manabiya/domain/endpoints/courses';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

/**
 * One key family for all learning content: a step changes its curriculum's counts, a curriculum the
 * courses that list it, so every change refreshes every content query on screen.
 */
export const contentKeys = {
  all: ['courses'] as const,
  courseList: (apiQuery: string) => ['courses', 'course-list', apiQuery] as const,
  course: (id: number) => ['courses', 'course', id] as const,
  coursePreview: (id: number) => ['courses', 'course-preview', id] as const,
  courseHistory: (id: number) => ['courses', 'course-history', id] as const,
  curriculumList: (apiQuery: string) => ['courses', 'curriculum-list', apiQuery] as const,
  curriculum: (id: number) => ['courses', 'curriculum', id] as const,
  curriculumHistory: (id: number) => ['courses', 'curriculum-history', id] as const,
  step: (id: number) => ['courses', 'step', id] as const,
  stepHistory: (id: number) => ['courses', 'step-history', id] as const,
};

// ───────────── Courses

export const courseListQuery = (apiQuery: string) =>
  queryOptions({ queryKey: contentKeys.courseList(apiQuery), queryFn: () => callApi(courseEndpoints.list, { query: apiQuery }), placeholderData: keepPreviousData });
export const courseQuery = (id: number) => queryOptions({ queryKey: contentKeys.course(id), queryFn: () => callApi(courseEndpoints.get, { params: { id } }) });
export const coursePreviewQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.coursePreview(id), queryFn: () => callApi(courseEndpoints.preview, { params: { id } }) });
export const courseHistoryQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.courseHistory(id), queryFn: () => callApi(courseEndpoints.history, { params: { id } }) });

const saveCourse = ({ id, body }: SaveVariables<CourseBody>) =>
  id === null ? callApi(courseEndpoints.create, { body }) : callApi(courseEndpoints.update, { params: { id }, body });
export const useSaveCourse = () => useInvalidatingMutation(saveCourse, contentKeys.all);
export const useDeleteCourse = () => useInvalidatingMutation((id: number) => callApi(courseEndpoints.remove, { params: { id } }), contentKeys.all);
export const useCopyCourse = () => useInvalidatingMutation((body: CopyCourseBody) => callApi(courseEndpoints.copy, { body }), contentKeys.all);

// ───────────── Curricula

export const curriculumListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: contentKeys.curriculumList(apiQuery),
    queryFn: () => callApi(curriculumEndpoints.list, { query: apiQuery }),
    placeholderData: keepPreviousData,
  });
export const curriculumQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.curriculum(id), queryFn: () => callApi(curriculumEndpoints.get, { params: { id } }) });
export const curriculumHistoryQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.curriculumHistory(id), queryFn: () => callApi(curriculumEndpoints.history, { params: { id } }) });

const saveCurriculum = ({ id, body }: SaveVariables<CurriculumBody>) =>
  id === null ? callApi(curriculumEndpoints.create, { body }) : callApi(curriculumEndpoints.update, { params: { id }, body });
export const useSaveCurriculum = () => useInvalidatingMutation(saveCurriculum, contentKeys.all);
export const useDeleteCurriculum = () => useInvalidatingMutation((id: number) => callApi(curriculumEndpoints.remove, { params: { id } }), contentKeys.all);
export const useCopyCurriculum = () => useInvalidatingMutation((body: CopyCurriculumBody) => callApi(curriculumEndpoints.copy, { body }), contentKeys.all);

/**
 * Puts the steps in a new order. The curriculum on screen takes the server's answer at once (no
 * flicker back to the old order while the lists refresh).
 */
export function useReorderSteps() {
  const queryClient = useQueryClient();
  const reorder = async (body: StepOrderBody): Promise<CurriculumDetail> => {
    const saved = await callApi(curriculumEndpoints.stepOrder, { body });
    queryClient.setQueryData(contentKeys.curriculum(saved.id), saved);
    return saved;
  };
  return useInvalidatingMutation(reorder, contentKeys.all);
}

// ───────────── Steps

export const stepQuery = (id: number) => queryOptions({ queryKey: contentKeys.step(id), queryFn: () => callApi(stepEndpoints.get, { params: { id } }) });
export const stepHistoryQuery = (id: number) =>
  queryOptions({ queryKey: contentKeys.stepHistory(id), queryFn: () => callApi(stepEndpoints.history, { params: { id } }) });

export const useCreateStep = () => useInvalidatingMutation((body: CreateStepBody) => callApi(stepEndpoints.create, { body }), contentKeys.all);
export const useUpdateStep = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: StepBody }) => callApi(stepEndpoints.update, { params: { id }, body }), contentKeys.all);
export const useDeleteStep = () => useInvalidatingMutation((id: number) => callApi(stepEndpoints.remove, { params: { id } }), contentKeys.all);

/** What an attachment may be, checked here as a courtesy (the server checks the bytes). */
export const ATTACHMENT_ACCEPT = '.zip,.pdf,.png,.jpg,.jpeg,.webp,application/zip,application/pdf,image/png,image/jpeg,image/webp';

function uploadAttachment({ stepId, file }: { stepId: number; file: File }): Promise<StepItem> {
  const form = new FormData();
  form.append('file', file);
  return callApi(stepEndpoints.addAttachment, { params: { id: stepId }, form });
}
export const useAddAttachment = () => useInvalidatingMutation(uploadAttachment, contentKeys.all);
export const useRemoveAttachment = () =>
  useInvalidatingMutation(
    ({ stepId, attachmentId }: { stepId: number; attachmentId: number }) => callApi(stepEndpoints.removeAttachment, { params: { id: stepId, attachment_id: attachmentId } }),
    contentKeys.all,
  );
