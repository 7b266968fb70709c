import type { SurveyBody, SurveyItem } from '@manabiya/domain/contracts/surveys';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { urlOf } from '@manabiya/domain/endpoints/define-endpoint';
import { surveyEndpoints } from '@manabiya/domain/endpoints/surveys';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation, type SaveVariables } from '../../../components/use-invalidating-mutation.ts';

/**
 * One key family for the staff's surveys: a save changes the list's rows and the results' questions,
 * a reminder the non-responders' counts, so every change refreshes every survey query.
 */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: (apiQuery: string) => ['surveys', 'list', apiQuery] as const,
  detail: (id: number) => ['surveys', 'detail', id] as const,
  history: (id: number) => ['surveys', 'history', id] as const,
  results: (id: number, companyId: number | null) => ['surveys', 'results', id, companyId] as const,
  nonResponders: (id: number, apiQuery: string) => ['surveys', 'non-responders', id, apiQuery] as const,
};

/** A survey as a list row: its title doubles as the row's `name` (the list page's name column, its delete confirmation). */
export type SurveyRow = SurveyItem & { name: string };

const asRows = (page: ListResponse<SurveyItem>): ListResponse<SurveyRow> => ({ ...page, items: page.items.map((survey) => ({ ...survey, name: survey.title })) });

export const surveyListQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: surveyKeys.list(apiQuery),
    queryFn: async () => asRows(await callApi(surveyEndpoints.list, { query: apiQuery })),
    placeholderData: keepPreviousData,
  });
export const surveyQuery = (id: number) => queryOptions({ queryKey: surveyKeys.detail(id), queryFn: () => callApi(surveyEndpoints.get, { params: { id } }) });
export const surveyHistoryQuery = (id: number) => queryOptions({ queryKey: surveyKeys.history(id), queryFn: () => callApi(surveyEndpoints.history, { params: { id } }) });

/** The figures of a survey, over every student it is for or over one company's. */
export const surveyResultsQuery = (id: number, companyId: number | null) =>
  queryOptions({
    queryKey: surveyKeys.results(id, companyId),
    queryFn: () => callApi(surveyEndpoints.results, { params: { id }, query: companyId === null ? {} : { company_id: companyId } }),
    placeholderData: keepPreviousData,
  });

export const nonResponderQuery = (id: number, apiQuery: string) =>
  queryOptions({
    queryKey: surveyKeys.nonResponders(id, apiQuery),
    queryFn: () => callApi(surveyEndpoints.nonResponders, { params: { id }, query: apiQuery }),
    placeholderData: keepPreviousData,
  });

/** The zip of one CSV per survey (the path `downloadFile` fetches). */
export const surveyZipPath = (surveyIds: readonly number[]) => urlOf(surveyEndpoints.csvZip, { query: { survey_ids: surveyIds.join(',') } });

const saveSurvey = ({ id, body }: SaveVariables<SurveyBody>) =>
  id === null ? callApi(surveyEndpoints.create, { body }) : callApi(surveyEndpoints.update, { params: { id }, body });
export const useSaveSurvey = () => useInvalidatingMutation(saveSurvey, surveyKeys.all);
export const useDeleteSurvey = () => useInvalidatingMutation((id: number) => callApi(surveyEndpoints.remove, { params: { id } }), surveyKeys.all);

/** Mails the non-responders named (all of them when `studentIds` is null); the answer says how many the cap skipped. */
export const useRemindSurvey = () =>
  useInvalidatingMutation(
    ({ surveyId, studentIds }: { surveyId: number; studentIds: number[] | null }) =>
      callApi(surveyEndpoints.remind, { params: { id: surveyId }, body: studentIds === null ? {} : { student_ids: studentIds } }),
    surveyKeys.all,
  );
