import type { HeartbeatBody, StudyTimeQuery } from '@manabiya/domain/contracts/learning';
import { learningEndpoints } from '@manabiya/domain/endpoints/learning';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Every query of the student's study path shares the `learning` key family: a completion refreshes them all. */
export const learningKeys = {
  all: ['learning'] as const,
  courseMap: ['learning', 'course-map'] as const,
  curriculum: (id: number) => ['learning', 'curriculum', id] as const,
  step: (id: number) => ['learning', 'step', id] as const,
  progress: ['learning', 'progress'] as const,
  studyTime: (query: Partial<StudyTimeQuery>) => ['learning', 'study-time', query] as const,
};

export const courseMapQuery = () => queryOptions({ queryKey: learningKeys.courseMap, queryFn: () => callApi(learningEndpoints.courseMap) });

export const curriculumQuery = (id: number) =>
  queryOptions({ queryKey: learningKeys.curriculum(id), queryFn: () => callApi(learningEndpoints.curriculum, { params: { id } }) });

export const stepQuery = (id: number) => queryOptions({ queryKey: learningKeys.step(id), queryFn: () => callApi(learningEndpoints.step, { params: { id } }) });

export const progressQuery = () => queryOptions({ queryKey: learningKeys.progress, queryFn: () => callApi(learningEndpoints.progress) });

export const studyTimeQuery = (query: Partial<StudyTimeQuery>) =>
  queryOptions({ queryKey: learningKeys.studyTime(query), queryFn: () => callApi(learningEndpoints.studyTime, { query }) });

export const sendHeartbeat = (body: HeartbeatBody) => callApi(learningEndpoints.heartbeat, { body });

/** Completes a self-study step; the map, the curriculum, the step and the progress all change with it. */
export function useCompleteStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(learningEndpoints.completeStep, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKeys.all }),
  });
}
