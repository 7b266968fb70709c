import type { SurveyAnswerBody } from '@manabiya/domain/contracts/surveys';
import { studentSurveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { queryOptions } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../components/use-invalidating-mutation.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The student's surveys share the `student-surveys` key family: an answer refreshes the start steps and the survey read by id. */
export const studentSurveyKeys = {
  all: ['student-surveys'] as const,
  initial: ['student-surveys', 'initial'] as const,
  final: ['student-surveys', 'final'] as const,
  detail: (id: number) => ['student-surveys', 'detail', id] as const,
};

/** Start step 2: the initial survey (null when none is open for the student) and whether the step waits on it. */
export const initialSurveyQuery = () => queryOptions({ queryKey: studentSurveyKeys.initial, queryFn: () => callApi(studentSurveyEndpoints.initial) });
/** Start step 4: the final survey, due once the course is completed and until it is answered. */
export const finalSurveyQuery = () => queryOptions({ queryKey: studentSurveyKeys.final, queryFn: () => callApi(studentSurveyEndpoints.final) });
export const studentSurveyQuery = (id: number) =>
  queryOptions({ queryKey: studentSurveyKeys.detail(id), queryFn: () => callApi(studentSurveyEndpoints.get, { params: { id } }) });

/** Which survey an answer goes to: a start step's (the server finds it) or one by its id. */
export type SurveyTarget = { step: 'initial' | 'final' } | { id: number };

const answer = ({ target, body }: { target: SurveyTarget; body: SurveyAnswerBody }) => {
  if ('id' in target) return callApi(studentSurveyEndpoints.answer, { params: { id: target.id }, body });
  return callApi(target.step === 'initial' ? studentSurveyEndpoints.answerInitial : studentSurveyEndpoints.answerFinal, { body });
};

/** Sends the student's answers once (a 201 create: a repeat after a lost answer keeps its Idempotency-Key). */
export const useAnswerSurvey = () => useInvalidatingMutation(answer, studentSurveyKeys.all);
