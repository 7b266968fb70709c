import type { AttemptView, SaveAnswerBody } from '@manabiya/domain/contracts/tests';
import { studentTestEndpoints } from '@manabiya/domain/endpoints/tests';
import { queryOptions } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../components/use-invalidating-mutation.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The student's tests and attempts share the `student-tests` key family: a start or a submit refreshes them all. */
export const studentTestKeys = {
  all: ['student-tests'] as const,
  list: ['student-tests', 'list'] as const,
  detail: (id: number) => ['student-tests', 'detail', id] as const,
  attempt: (attemptId: number) => ['student-tests', 'attempt', attemptId] as const,
};

export const studentTestListQuery = () => queryOptions({ queryKey: studentTestKeys.list, queryFn: () => callApi(studentTestEndpoints.list) });

export const studentTestQuery = (id: number) =>
  queryOptions({ queryKey: studentTestKeys.detail(id), queryFn: () => callApi(studentTestEndpoints.get, { params: { id } }) });

/** An attempt read with the page's clock around the call, so the page can measure the server's clock against its own. */
export interface TimedAttempt {
  view: AttemptView;
  sentAt: number;
  receivedAt: number;
}

/** Reads an attempt (the server finishes it first if its deadline has passed). */
export async function readAttempt(attemptId: number): Promise<TimedAttempt> {
  const sentAt = Date.now();
  const view = await callApi(studentTestEndpoints.attempt, { params: { attempt_id: attemptId } });
  return { view, sentAt, receivedAt: Date.now() };
}

export const attemptQuery = (attemptId: number) =>
  queryOptions({
    queryKey: studentTestKeys.attempt(attemptId),
    queryFn: () => readAttempt(attemptId),
    // The page keeps its answers itself; a refetch only measures the clock again and merges another device's answers.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Starts an attempt, or resumes the one in progress (the call is its own idempotency). */
export const useStartAttempt = () =>
  useInvalidatingMutation(async (testId: number): Promise<TimedAttempt> => {
    const sentAt = Date.now();
    const view = await callApi(studentTestEndpoints.start, { params: { id: testId } });
    return { view, sentAt, receivedAt: Date.now() };
  }, studentTestKeys.list);

/** Saves one answer (idempotent by seq); the page measures the clock with each answer. */
export async function saveAnswer(attemptId: number, body: SaveAnswerBody) {
  const sentAt = Date.now();
  const result = await callApi(studentTestEndpoints.saveAnswer, { params: { attempt_id: attemptId }, body });
  return { result, sentAt, receivedAt: Date.now() };
}

/** Finishes and scores the attempt (a repeat answers the finished attempt). */
export async function submitAttempt(attemptId: number): Promise<TimedAttempt> {
  const sentAt = Date.now();
  const view = await callApi(studentTestEndpoints.submit, { params: { attempt_id: attemptId } });
  return { view, sentAt, receivedAt: Date.now() };
}

/**
 * Ends the current CAB section and goes on to the next (after the last, hands the attempt in). Naming
 * the section left makes a repeat (a double click) change nothing more.
 */
export async function moveToNextSection(attemptId: number, fromSection: number): Promise<TimedAttempt> {
  const sentAt = Date.now();
  const view = await callApi(studentTestEndpoints.nextSection, { params: { attempt_id: attemptId }, body: { from_section: fromSection } });
  return { view, sentAt, receivedAt: Date.now() };
}
