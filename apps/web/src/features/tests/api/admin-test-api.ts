import type { QuestionBody, QuestionOrderBody, TestBody, TestDetail, TestItem, TestSectionsBody } from '@manabiya/domain/contracts/tests';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { testEndpoints } from '@manabiya/domain/endpoints/tests';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

/**
 * One key family for the staff's tests: a question changes its test's counts and points in the
 * list, an edit of the settings the results' pass marks, so every change refreshes every test query.
 */
export const testKeys = {
  all: ['tests'] as const,
  list: (apiQuery: string) => ['tests', 'list', apiQuery] as const,
  detail: (id: number) => ['tests', 'detail', id] as const,
  history: (id: number) => ['tests', 'history', id] as const,
  results: (id: number, apiQuery: string) => ['tests', 'results', id, apiQuery] as const,
  analysis: (id: number) => ['tests', 'analysis', id] as const,
  /** Uploads change no query: their key is one nothing reads. */
  questionImage: ['tests', 'question-image'] as const,
};

/** A test as a list row: its title doubles as the row's `name` (the list page's name column, its delete confirmation). */
export type TestRow = TestItem & { name: string };

const asRows = (page: ListResponse<TestItem>): ListResponse<TestRow> => ({ ...page, items: page.items.map((test) => ({ ...test, name: test.title })) });

export const testListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: testKeys.list(apiQuery),
    queryFn: async () => asRows(await callApi(testEndpoints.list, { query: apiQuery })),
    placeholderData: keepPreviousData,
  });
export const testQuery = (id: number) => queryOptions({ queryKey: testKeys.detail(id), queryFn: () => callApi(testEndpoints.get, { params: { id } }) });
export const testHistoryQuery = (id: number) => queryOptions({ queryKey: testKeys.history(id), queryFn: () => callApi(testEndpoints.history, { params: { id } }) });
export const testResultsQuery = (id: number, apiQuery: string) =>
  queryOptions({
    queryKey: testKeys.results(id, apiQuery),
    queryFn: () => callApi(testEndpoints.results, { params: { id }, query: apiQuery }),
    placeholderData: keepPreviousData,
  });
export const testAnalysisQuery = (id: number) => queryOptions({ queryKey: testKeys.analysis(id), queryFn: () => callApi(testEndpoints.analysis, { params: { id } }) });

/** The results' CSV with the list's filters (the path `CsvExportButton` downloads). */
export const testResultCsvPath = (id: number, csvQuery: string) => urlOf(testEndpoints.resultCsv, { params: { id }, query: csvQuery });

const saveTest = ({ id, body }: SaveVariables<TestBody>) =>
  id === null ? callApi(testEndpoints.create, { body }) : callApi(testEndpoints.update, { params: { id }, body });
export const useSaveTest = () => useInvalidatingMutation(saveTest, testKeys.all);
export const useDeleteTest = () => useInvalidatingMutation((id: number) => callApi(testEndpoints.remove, { params: { id } }), testKeys.all);

/** A question of a test: `id` null adds one at the end of test `testId`. */
export interface QuestionSave {
  testId: number;
  id: number | null;
  body: QuestionBody;
}
const saveQuestion = ({ testId, id, body }: QuestionSave) =>
  id === null ? callApi(testEndpoints.createQuestion, { params: { id: testId }, body }) : callApi(testEndpoints.updateQuestion, { params: { id }, body });
export const useSaveQuestion = () => useInvalidatingMutation(saveQuestion, testKeys.all);
/** What a question image may be, checked here as a courtesy (the server checks the bytes). */
export const QUESTION_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

function uploadQuestionImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi(testEndpoints.questionImage, { form });
}
/** Stores a question image at once; the path answered goes into the question when it is saved. */
export const useUploadQuestionImage = () => useInvalidatingMutation(uploadQuestionImage, testKeys.questionImage);

export const useDeleteQuestion = () => useInvalidatingMutation((id: number) => callApi(testEndpoints.removeQuestion, { params: { id } }), testKeys.all);

/**
 * Puts the questions in a new order. The test on screen takes the server's answer at once (no
 * flicker back to the old order while the lists refresh).
 */
export function useReorderQuestions() {
  const queryClient = useQueryClient();
  const reorder = async ({ testId, body }: { testId: number; body: QuestionOrderBody }): Promise<TestDetail> => {
    const saved = await callApi(testEndpoints.questionOrder, { params: { id: testId }, body });
    queryClient.setQueryData(testKeys.detail(saved.id), saved);
    return saved;
  };
  return useInvalidatingMutation(reorder, testKeys.all);
}

/** Replaces a CAB test's timed sections with the list given (the editor's sections dialog). */
export const useReplaceSections = () =>
  useInvalidatingMutation(({ testId, body }: { testId: number; body: TestSectionsBody }) => callApi(testEndpoints.replaceSections, { params: { id: testId }, body }), testKeys.all);
